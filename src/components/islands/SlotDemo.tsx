/**
 * The slot demo behind a click-to-load facade (issue 7): the provider's iframe is heavy, so it
 * loads only when asked. The island wakes on the first interaction (trigger 'event'); the
 * open-in-new-tab link works with no JavaScript at all.
 */
import { useState } from 'react';
import { t } from '../../i18n';

/** Props of {@link SlotDemo}. */
export type SlotDemoProps = { name: string; demoUrl: string; poster: string };

/** Facade, then the iframe. */
export function SlotDemo({ name, demoUrl, poster }: SlotDemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="demo">
      {open ? (
        <iframe
          className="demo__frame"
          src={demoUrl}
          title={`${t('Play demo')}: ${name}`}
          width={800}
          height={450}
          allow="fullscreen"
          sandbox="allow-scripts allow-same-origin"
        />
      ) : (
        <button
          type="button"
          className="demo__facade"
          style={{ backgroundImage: `url("${poster}")` }}
          onClick={() => setOpen(true)}
          data-report-name="play-demo"
          data-report-value={name}
          data-component="slot-demo"
        >
          <span className="button button--cta">▶ {t('Play demo')}</span>
        </button>
      )}
      <p className="small">
        <a href={demoUrl} target="_blank" rel="noopener nofollow">
          {t('Open in a new tab')} ↗
        </a>
      </p>
    </div>
  );
}

export default SlotDemo;
