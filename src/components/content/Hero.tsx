/** Hero banner at the top of a page: its heading is the page's one h1. */
import type { Image } from '../../domain/entities';
import { Img } from './Img';

/** Heading, subheading and an optional image (eager: it is the first screen). */
export function Hero({
  heading,
  subheading,
  image,
}: {
  heading: string;
  subheading: string;
  image: Image | null;
}) {
  return (
    <section className="hero">
      <div className="hero__text">
        <h1>{heading}</h1>
        <p>{subheading}</p>
      </div>
      {image ? <Img image={image} className="hero__image" eager /> : null}
    </section>
  );
}
