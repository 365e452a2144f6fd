/**
 * Slot review (SPEC §2 type slot): RTP, volatility, max win, paylines, bet range, provider and
 * a demo behind a click-to-load facade (an island with trigger 'event').
 */
import type { PageView } from '../../domain/entities/page-view';
import { formatEur } from '../../domain/rules/money';
import { formatDate, formatNumber, formatPercent, t } from '../../i18n';
import { Island } from '../../islands/Island';
import { Img } from '../content/Img';
import { RatingBadge } from '../content/RatingBadge';
import { VOLATILITY_LABEL } from '../content/VolatilityLabel';
import { SlotDemo } from '../islands/SlotDemo';
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
                <Island
                  name="SlotDemo"
                  component={SlotDemo}
                  props={{ name: slot.name, demoUrl: slot.demoUrl, poster: slot.logo.src }}
                  trigger="event"
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
