/** The demo modal's body for each state of {@link DemoView}: the frame, or a fallback. */
import { t } from '../../../i18n';
import { DemoFallback } from '../DemoFallback';
import { DemoFrame } from './DemoFrame';
import type { DemoView } from './useDemoView';

/** Props of {@link DemoBody}. */
type DemoBodyProps = {
  view: DemoView;
  name: string;
  /** A validated poster address, or null. */
  poster: string | null;
  /** The provider's page on this site ('' or any other value: no link). */
  providerHref: string;
  onClose: () => void;
};

/** The link to the provider's page on this site, where the page gave one. */
const providerLink = (href: string) =>
  href.startsWith('/') ? <a href={href}>{t('See the provider')}</a> : null;

/** The body the demo modal shows now. */
export function DemoBody({ view, name, poster, providerHref, onClose }: DemoBodyProps) {
  switch (view.kind) {
    case 'consent':
      return (
        <DemoFallback
          reason="consent"
          poster={poster}
          message={t(
            "Game demos come from the provider's site, which may set its own cookies. They load only with your consent to marketing cookies.",
          )}
        >
          {/* The boot opens the consent settings; the demo closes first so they never overlap. */}
          <button type="button" className="button" data-consent-settings="" onClick={onClose}>
            {t('Cookie settings')}
          </button>
        </DemoFallback>
      );
    case 'refused':
      return (
        <DemoFallback
          reason={view.reason}
          poster={poster}
          message={t('This demo cannot be shown here.')}
        >
          {providerLink(providerHref)}
        </DemoFallback>
      );
    case 'loading':
      return <p role="status">{t('Loading…')}</p>;
    case 'timeout':
      return (
        <DemoFallback
          reason="timeout"
          poster={poster}
          message={t('The demo did not load. Try it in a new tab.')}
        >
          {/* product §9 demo fallback: the poster and a link to the provider's page. */}
          {providerLink(providerHref)}
          <a href={view.src} target="_blank" rel="noopener noreferrer nofollow">
            {t('Open in a new tab')} ↗
          </a>
        </DemoFallback>
      );
    case 'frame':
      return <DemoFrame view={view} name={name} />;
  }
}
