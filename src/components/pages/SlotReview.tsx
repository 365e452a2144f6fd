/**
 * Slot review (product §2 type slot): RTP, volatility, max win, paylines, bet range, provider and
 * the demo trigger, which opens the demo modal (product §2 demo).
 */
import type { PageView } from '../../domain/entities/page-view';
import { t } from '../../i18n';
import { SlotDemo } from '../content/SlotDemo';
import { localHref } from '../layout/site';
import { PageBody } from './PageBody';
import { SlotFacts } from './slot-review/SlotFacts';
import { SlotHead } from './slot-review/SlotHead';

/** The slot template. */
export function SlotReview({ view }: { view: PageView }) {
  const { page } = view;
  const slot = page.slot;
  return (
    <article className="page">
      <h1>{page.title}</h1>
      {slot ? (
        <>
          <SlotHead slot={slot} directory={view.locale.directory} />
          <div className="two-col">
            <SlotFacts slot={slot} />
            <section className="section">
              <h2>{t('Play demo')}</h2>
              {slot.demoUrl ? (
                <SlotDemo
                  name={slot.name}
                  demoUrl={slot.demoUrl}
                  poster={slot.logo}
                  providerHref={localHref(view.locale.directory, slot.provider)}
                />
              ) : (
                <p className="muted">{t('Доставчикът не предлага демо версия.')}</p>
              )}
            </section>
          </div>
        </>
      ) : null}
      <PageBody view={view} />
    </article>
  );
}
