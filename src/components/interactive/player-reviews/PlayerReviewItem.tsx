/** One approved player review (product §2 review casino) with its "was this helpful" vote. */
import type { PlayerReview } from '../../../domain/entities';
import { formatDate, formatDateIso, t } from '../../../i18n';
import { Stars } from '../../pages/casino-review/Stars';

/** What the visitor's vote on this review came to, if they voted here. */
export type VoteState = 'sending' | 'counted' | 'already' | 'failed';

/** Props of {@link PlayerReviewItem}. */
export type PlayerReviewItemProps = {
  review: PlayerReview;
  vote: VoteState | undefined;
  onHelpful: (id: number) => void;
};

/** The sentence under the button for each outcome. */
const VOTE_TEXT: Record<Exclude<VoteState, 'sending'>, string> = {
  counted: 'Thank you for your vote.',
  already: 'You have already voted for this review.',
  failed: 'Your vote could not be saved. Try again.',
};

/** The review. */
export function PlayerReviewItem({ review, vote, onHelpful }: PlayerReviewItemProps) {
  const done = vote === 'counted' || vote === 'already';
  return (
    <li className="player-review" data-review-id={review.id}>
      <div className="player-review__head">
        <strong>{review.title}</strong>
        <Stars rating={review.rating} />
      </div>
      <p className="player-review__text">{review.text}</p>
      <div className="player-review__foot small muted">
        <span>
          {review.name} ·{' '}
          <time dateTime={formatDateIso(review.createdAt)}>{formatDate(review.createdAt)}</time>
        </span>
        <span className="player-review__vote">
          <span>{t('Was this review helpful?')}</span>
          <button
            type="button"
            className="button button--ghost"
            data-helpful=""
            aria-pressed={done}
            disabled={done || vote === 'sending'}
            onClick={() => onHelpful(review.id)}
          >
            {t('Helpful ({count})', { count: review.helpful })}
          </button>
        </span>
        {vote && vote !== 'sending' ? (
          <span role="status" data-vote-status={vote}>
            {t(VOTE_TEXT[vote])}
          </span>
        ) : null}
      </div>
    </li>
  );
}
