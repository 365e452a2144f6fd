/**
 * Casino review (product §2 type casino): rating breakdown and its mean (product §5), licence with the
 * NRA number, payment methods with limits and withdrawal times, pros and cons, bonuses with the
 * terms players check first; then the approved player reviews with their own average, apart from
 * the editors' score.
 */
import type { PageView } from '../../domain/entities/page-view';
import { noPlayerReviews, type Casino } from '../../domain/entities';
import { meanRating } from '../../domain/rules/rating';
import { t } from '../../i18n';
import { Island } from '../../islands/Island';
import { LivePlayerReviews } from '../interactive/LivePlayerReviews';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { CasinoBonuses } from './casino-review/CasinoBonuses';
import { LicenceFacts } from './casino-review/LicenceFacts';
import { LicenceWarning } from './casino-review/LicenceWarning';
import { PaymentMethodsTable } from './casino-review/PaymentMethodsTable';
import { ProsCons } from './casino-review/ProsCons';
import { RatingBreakdown } from './casino-review/RatingBreakdown';
import { ReviewHead } from './casino-review/ReviewHead';
import { PageBody } from './PageBody';
import { modalTrigger } from '../modals/trigger';

/** The review's own part, above the CMS content. */
export function CasinoDetails({ casino, directory }: { casino: Casino; directory: string }) {
  const mean = meanRating(casino.ratingItems);
  return (
    <>
      <LicenceWarning casino={casino} />
      <ReviewHead casino={casino} mean={mean} directory={directory} />
      <AffiliateDisclosure />

      <div className="two-col">
        <RatingBreakdown ratingItems={casino.ratingItems} mean={mean} />
        <LicenceFacts casino={casino} />
      </div>

      <ProsCons pros={casino.pros} cons={casino.cons} licences={casino.licences} />

      <PaymentMethodsTable casino={casino} directory={directory} />

      {casino.bonuses.length > 0 ? <CasinoBonuses casino={casino} directory={directory} /> : null}
    </>
  );
}

/** Where the review form's success toast shows once its modal has closed. */
const REVIEW_TOASTS = 'review-toasts';

/** The casino template. */
export function CasinoReview({ view }: { view: PageView }) {
  const { page } = view;
  return (
    <article className="page">
      <h1>{page.title}</h1>
      {page.casino ? (
        <>
          <CasinoDetails casino={page.casino} directory={view.locale.directory} />
          <section className="section" id="player-reviews">
            <h2>{t('Player reviews')}</h2>
            <p className="small muted">
              {t(
                'Reviews are published after moderation and show what players say, not our editors.',
              )}
            </p>
            {/* product §4 Hydration: baked at build time, refreshed and voted on once in view. */}
            <Island
              name="LivePlayerReviews"
              component={LivePlayerReviews}
              props={{
                locale: view.locale.locale,
                initial: page.playerReviews ?? noPlayerReviews(page.casino.slug),
              }}
              trigger="viewport"
            />
            <p>{t('Played here? Tell other players what you found.')}</p>
            {/* product §2 review casino: the boot opens the modal, no hydration needed. */}
            <button
              type="button"
              className="button"
              {...modalTrigger('review-casino', {
                casinoSlug: page.casino.slug,
                casinoName: page.casino.name,
                toastAnchor: REVIEW_TOASTS,
              })}
            >
              {t('Write a review')}
            </button>
            <div id={REVIEW_TOASTS} className="form-toasts" role="status" aria-live="polite" />
          </section>
        </>
      ) : null}
      <PageBody view={view} />
    </article>
  );
}
