/**
 * The slot page's demo trigger (product §2 demo): a poster button that opens the demo modal, where
 * the provider's frame loads only on an allowlisted host and with consent. No hydration: the boot
 * opens the modal from `data-modal-open` and loads its body on hover or focus. On an
 * age-regulated locale the age verification may come first (`data-age-check`,
 * docs/visitor-flow.md).
 */
import type { Image } from '../../domain/entities/common';
import { safeImageUrl } from '../../domain/rules/image-url';
import { t } from '../../i18n';
import { modalTrigger } from '../modals/trigger';

/** Props of {@link SlotDemo}. */
export type SlotDemoProps = {
  /** The slot's name. */
  name: string;
  /** The provider's demo address, checked again by the modal against the allowlist. */
  demoUrl: string;
  /** The slot's logo, shown as the poster when its address is a safe image URL. */
  poster: Image;
  /** The provider's page on this site, the fallback's way on. */
  providerHref: string;
};

/** The trigger. */
export function SlotDemo({ name, demoUrl, poster, providerHref }: SlotDemoProps) {
  // The poster goes into an <img src>, never into CSS: an address cannot add declarations there.
  const posterSrc = safeImageUrl(poster.src);
  return (
    <div className="demo">
      <button
        type="button"
        className="demo__facade"
        {...modalTrigger('demo', { name, demoUrl, poster: posterSrc, providerHref })}
        data-age-check=""
        data-report-name="play-demo"
        data-report-value={name}
        data-component="slot-demo"
      >
        {posterSrc ? (
          <img
            className="demo__poster"
            src={posterSrc}
            alt=""
            width={poster.width}
            height={poster.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className="button button--cta">▶ {t('Play demo')}</span>
      </button>
    </div>
  );
}
