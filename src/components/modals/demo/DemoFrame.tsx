/** The provider's game in a sandboxed frame, with a link to open it in a new tab (product §2 demo). */
import { t } from '../../../i18n';
import type { DemoView } from './useDemoView';

/** Props of {@link DemoFrame}. */
type DemoFrameProps = { view: Extract<DemoView, { kind: 'frame' }>; name: string };

/** The frame and its new-tab link. */
export function DemoFrame({ view, name }: DemoFrameProps) {
  return (
    <>
      <iframe
        className="demo__frame"
        src={view.src}
        title={`${t('Play demo')}: ${name}`}
        width={800}
        height={450}
        allow="fullscreen"
        sandbox={view.sandbox}
        referrerPolicy="no-referrer"
        onLoad={view.onLoad}
      />
      <p className="small">
        <a href={view.src} target="_blank" rel="noopener noreferrer nofollow">
          {t('Open in a new tab')} ↗
        </a>
      </p>
    </>
  );
}
