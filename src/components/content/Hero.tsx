/** A hero banner. */
import type { Image } from '../../domain/entities';

/** The banner; the page's only h1 lives in the page template, so this is an h2 at most. */
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
      <div>
        <p className="hero-heading">{heading}</p>
        <p>{subheading}</p>
      </div>
      {image ? (
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
      ) : null}
    </section>
  );
}
