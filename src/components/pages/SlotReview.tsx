/**
 * Slot review (SPEC §2 type slot): RTP, volatility, max win, paylines, bet range, provider and
 * the demo trigger, which opens the demo modal (SPEC §2 demo).
 */
import type { PageView } from '../../domain/entities/page-view';
import { formatEur } from '../../domain/rules/money';
import { formatDate, formatNumber, formatPercent, t } from '../../i18n';
import { Img } from '../content/Img';
import { RatingBadge } from '../content/RatingBadge';
import { SlotDemo } from '../content/SlotDemo';
import { VOLATILITY_LABEL } from '../content/VolatilityLabel';
import { localHref } from '../layout/site';
import { PageBody } from './PageBody';

/** The slot template. */
export function SlotReview({ view }: { view: PageView }) {
  const { page } = view;
  const slot = page.slot;
  return (
    <article className="page">
      <h1>{page.title}</h1>
      {slot ? (
        <>
          <section className="card review-head">
            <Img image={slot.logo} className="review-head__logo" eager />
            <div>
              <p>
                {t('Provider')}:{' '}
                <a href={localHref(view.locale.directory, slot.provider)}>{slot.providerName}</a>
              </p>
              <p className="chips">
                {slot.features.map((f) => (
                  <span key={f} className="chip">
                    {f}
                  </span>
                ))}
              </p>
            </div>
            <RatingBadge value={slot.rating} />
          </section>
          <div className="two-col">
            <section className="section">
              <h2>{t('Характеристики')}</h2>
              <dl className="terms">
                {(
                  [
                    [t('RTP'), formatPercent(slot.rtp)],
                    [t('Volatility'), t(VOLATILITY_LABEL[slot.volatility])],
                    [t('Max win'), `${formatNumber(slot.maxWinMultiplier)}x`],
                    [t('Paylines'), formatNumber(slot.paylines)],
                    [t('Барабани'), slot.reels],
                    [t('Минимален залог'), formatEur(slot.minBet.amount)],
                    [t('Max bet'), formatEur(slot.maxBet.amount)],
                    [t('Release date'), formatDate(slot.releasedAt)],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k} className="terms__row">
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            </section>
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
