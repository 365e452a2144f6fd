/**
 * The approved player reviews of a casino as an island (product §2 review casino, §4 Hydration): the
 * reviews the prerender baked are shown until GET /casinos/reviews answers, so a review approved
 * after the build shows without waiting for the next one; a "helpful" vote updates the count
 * at once. The visitor votes as their anonymous id (product §3 User anonId), one vote a review.
 */
import { useState } from 'react';
import { casinoPlayerReviews, voteReviewHelpful } from '../../api/endpoints';
import { HttpError } from '../../api/http';
import { useEndpoint } from '../../api/use-endpoint';
import type { PlayerReviews } from '../../domain/entities';
import { t } from '../../i18n';
import { anonId } from '../../telemetry/anon-id';
import { PlayerRating } from '../pages/casino-review/PlayerRating';
import { PlayerReviewItem, type VoteState } from './player-reviews/PlayerReviewItem';
import type { ApiIslandProps } from './props';

/** Props of {@link LivePlayerReviews}: the reviews the prerender saw. */
export type LivePlayerReviewsProps = ApiIslandProps & { initial: PlayerReviews };

/** 409: this visitor's vote is already counted. */
const CONFLICT = 409;

/** The rating box and the list. */
export function LivePlayerReviews({ locale, initial }: LivePlayerReviewsProps) {
  const live = useEndpoint(casinoPlayerReviews, locale, [initial.casinoSlug], {
    fallbackData: initial,
  });
  const reviews = live.data ?? initial;
  const [votes, setVotes] = useState<Record<number, VoteState>>({});
  const mark = (id: number, state: VoteState) => setVotes((v) => ({ ...v, [id]: state }));

  const onHelpful = (id: number) => {
    mark(id, 'sending');
    voteReviewHelpful(id, anonId(), locale).then(
      (receipt) => {
        mark(id, 'counted');
        const items = reviews.items.map((r) =>
          r.id === id ? { ...r, helpful: receipt.helpful } : r,
        );
        void live.mutate({ ...reviews, items }, { revalidate: false });
      },
      (error: unknown) =>
        mark(id, error instanceof HttpError && error.status === CONFLICT ? 'already' : 'failed'),
    );
  };

  return (
    <div className="player-reviews" data-player-reviews={live.data === initial ? 'baked' : 'live'}>
      <PlayerRating reviews={reviews} />
      {reviews.items.length > 0 ? (
        <ol className="player-reviews__list" aria-label={t('Player reviews')}>
          {reviews.items.map((review) => (
            <PlayerReviewItem
              key={review.id}
              review={review}
              vote={votes[review.id]}
              onHelpful={onHelpful}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export default LivePlayerReviews;
