/** An image that always carries its intrinsic width and height, so nothing shifts. */
import type { Image } from '../../domain/entities';

/** Lazy by default; `eager` for the first screen. */
export function Img({
  image,
  className,
  eager,
}: {
  image: Image;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      // An eager image is at the top of its page, a candidate for its largest paint.
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
      className={className}
    />
  );
}
