/**
 * Casino review (SPEC §2 type casino): rating breakdown and its mean (SPEC §5), licence with the
 * NRA number, payment methods with limits and withdrawal times, pros and cons, bonuses with the
 * terms players check first.
 */
import type { PageView } from '../../domain/entities/page-view';
import type { Casino, RatingItem } from '../../domain/entities';
import { formatEur } from '../../domain/rules/money';
import { formatRating, meanRating } from '../../domain/rules/rating';
import { formatDate, formatNumber, t } from '../../i18n';
import { AffiliateLink } from '../content/AffiliateLink';
import { BonusCard } from '../content/BonusCard';
import { Img } from '../content/Img';
import { RatingBadge } from '../content/RatingBadge';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { localHref } from '../layout/site';
import { PageBody } from './PageBody';

/** English sources (or Bulgarian where no translation exists yet) of the rating criteria. */
const CRITERION: Record<RatingItem['key'], string> = {
  bonuses: 'Bonuses',
  games: 'Games',
  payments: 'Payment methods',
  support: 'Обслужване',
  mobile: 'Мобилна версия',
  safety: 'Сигурност',
};

/** Ratings are on a 0..10 scale; bars show the share of it. */
const RATING_SCALE = 10;
const PERCENT = 100;

/** Withdrawal time range in hours as text ('Веднага', '0–24 ч'). */
function hours([min, max]: readonly [number, number]): string {
  return max === 0 ? t('Веднага') : `${String(min)}–${String(max)} ${t('ч')}`;
}

/** Facts of the review as label/value rows. */
function facts(casino: Casino): [string, string][] {
  return [
    [t('Established'), String(casino.established)],
    [t('Operator'), casino.operator],
    [t('Games'), formatNumber(casino.gameCount)],
    [t('Minimum deposit'), formatEur(casino.minDeposit.amount)],
    [t('Live chat'), casino.liveChat ? t('Yes') : t('No')],
  ];
}

/** The review's own part, above the CMS content. */
export function CasinoDetails({ casino, directory }: { casino: Casino; directory: string }) {
  const mean = meanRating(casino.ratingItems);
  return (
    <>
      <section className="card review-head">
        <Img image={casino.logo} className="review-head__logo" eager />
        <div>
          <p className="muted">{casino.tagline}</p>
          {casino.bonusHeadline ? <p className="toplist__bonus">{casino.bonusHeadline}</p> : null}
          <p className="small muted">
            {t('Проверено')}: {formatDate(casino.reviewedAt)}
          </p>
        </div>
        <RatingBadge value={mean} />
        <AffiliateLink
          affiliateCode={casino.affiliateCode}
          bonusId={casino.bonusId}
          component="casino-review"
          reportName="play-now"
        >
          {t('Play now')}
        </AffiliateLink>
      </section>
      <AffiliateDisclosure />

      <div className="two-col">
        <section className="section">
          <h2>{t('Rating breakdown')}</h2>
          <ul className="bars">
            {casino.ratingItems.map((r) => (
              <li key={r.key}>
                <span>{t(CRITERION[r.key])}</span>
                <span className="bar" aria-hidden="true">
                  <span style={{ width: `${String((r.rating / RATING_SCALE) * PERCENT)}%` }} />
                </span>
                <strong>{formatRating(r.rating)}</strong>
              </li>
            ))}
            <li className="bars__mean">
              <span>{t('Обща оценка (средна)')}</span>
              <span />
              <strong data-rating-mean="">{formatRating(mean)}</strong>
            </li>
          </ul>
        </section>
        <section className="section">
          <h2>{t('Licence')}</h2>
          <ul className="licences">
            {casino.licences.map((l) => (
              <li
                key={`${l.authority}-${l.number}`}
                className={l.isNra ? 'licence licence--nra' : 'licence'}
              >
                <strong>{l.authority}</strong> · {t('Licence number')}: <code>{l.number}</code>
                {l.registerUrl ? (
                  <>
                    {' '}
                    <a href={l.registerUrl} rel="noopener nofollow" target="_blank">
                      {t('Регистър')}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <dl className="terms">
            {facts(casino).map(([k, v]) => (
              <div key={k} className="terms__row">
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="two-col">
        <section className="section pros">
          <h2>{t('Pros')}</h2>
          <ul>
            {casino.pros.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
        <section className="section cons">
          <h2>{t('Cons')}</h2>
          <ul>
            {casino.cons.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      </div>

      <section className="section">
        <h2>{t('Payment methods')}</h2>
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('Метод')}</th>
                <th scope="col">{t('Minimum deposit')}</th>
                <th scope="col">{t('Maximum withdrawal')}</th>
                <th scope="col">{t('Withdrawal time')}</th>
              </tr>
            </thead>
            <tbody>
              {casino.paymentMethods.map((m) => (
                <tr key={m.providerSlug}>
                  <th scope="row">
                    <a href={localHref(directory, m.providerSlug)}>{m.name}</a>
                  </th>
                  <td>{formatEur(m.minDeposit.amount)}</td>
                  <td>
                    {!m.withdrawals
                      ? t('Само депозит')
                      : m.maxWithdrawal
                        ? formatEur(m.maxWithdrawal.amount)
                        : t('Без лимит')}
                  </td>
                  <td>{m.withdrawals ? hours(m.withdrawalHours) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {casino.bonuses.length > 0 ? (
        <section className="section">
          <h2>{t('Bonuses')}</h2>
          <div className="grid grid--2">
            {casino.bonuses.map((b) => (
              <BonusCard key={b.id} bonus={b} directory={directory} />
            ))}
          </div>
          {casino.bonusPageSlug ? (
            <p>
              <a href={localHref(directory, casino.bonusPageSlug)}>
                {t('Всички бонуси на {name}', { name: casino.name })} →
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** The casino template. */
export function CasinoReview({ view }: { view: PageView }) {
  const { page } = view;
  return (
    <article className="page">
      <h1>{page.title}</h1>
      {page.casino ? (
        <>
          <CasinoDetails casino={page.casino} directory={view.locale.directory} />
          <section className="section">
            <h2>{t('Player reviews')}</h2>
            <p>{t('Played here? Tell other players what you found.')}</p>
            {/* SPEC §2 review casino: the boot opens the modal, no hydration needed. */}
            <button
              type="button"
              className="button"
              data-modal-open="review-casino"
              data-modal-props={JSON.stringify({
                casinoSlug: page.casino.slug,
                casinoName: page.casino.name,
              })}
            >
              {t('Write a review')}
            </button>
          </section>
        </>
      ) : null}
      <PageBody view={view} />
    </article>
  );
}
