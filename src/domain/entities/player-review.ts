/**
 * Player reviews as they are published (product §2 review casino, after moderation): the approved
 * reviews of a casino with their own average and count, apart from the expert score; the
 * "was this helpful" vote; and the moderation endpoint's shapes.
 */
import { z } from 'zod';
import { Id, IsoDateTime, LocaleCode, Slug } from './common';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './review';

/** Most approved reviews a page or GET /casinos/reviews carries, newest first. */
export const PLAYER_REVIEWS_SHOWN = 10;

/** One approved review as visitors see it: never the author's email. */
export const PlayerReview = z.object({
  /** Row id (the helpful vote names it). */
  id: Id,
  /** Stars, 1 to 5. */
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  /** Headline. */
  title: z.string(),
  /** The review, plain text. */
  text: z.string(),
  /** The name the author chose to publish under. */
  name: z.string(),
  /** When the review was sent. */
  createdAt: IsoDateTime,
  /** Visitors who found it helpful. */
  helpful: z.number().int().nonnegative(),
});
export type PlayerReview = z.infer<typeof PlayerReview>;

/** The approved reviews of one casino in one locale (GET /casinos/reviews, the page answer). */
export const PlayerReviews = z.object({
  /** The reviewed casino. */
  casinoSlug: Slug,
  /** Approved reviews in all (more than `items` may hold). */
  count: z.number().int().nonnegative(),
  /** Mean stars of every approved review, one decimal; null without any. */
  average: z.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).nullable(),
  /** The newest approved reviews, at most {@link PLAYER_REVIEWS_SHOWN}. */
  items: z.array(PlayerReview).max(PLAYER_REVIEWS_SHOWN),
});
export type PlayerReviews = z.infer<typeof PlayerReviews>;

/** The reviews of a casino without any approved one. */
export const noPlayerReviews = (casinoSlug: string): PlayerReviews => ({
  casinoSlug,
  count: 0,
  average: null,
  items: [],
});

/** The id a vote is kept under: the browser's anonymous visitor id (product §3 User anonId). */
export const VisitorId = z
  .string()
  .regex(/^[\w-]{8,64}$/, 'visitorId is 8 to 64 letters, digits, _ or -')
  // The id a browser without local storage falls back to is shared by all of them.
  .refine((id) => id !== 'anonymous', 'A visitor without local storage cannot vote');

/** POST /casinos/reviews/{id}/helpful body. */
export const HelpfulVotePayload = z.object({ visitorId: VisitorId });
export type HelpfulVotePayload = z.infer<typeof HelpfulVotePayload>;

/** POST /casinos/reviews/{id}/helpful answer: the review's count with this vote. */
export const HelpfulVoteReceipt = z.object({ id: Id, helpful: z.number().int().nonnegative() });
export type HelpfulVoteReceipt = z.infer<typeof HelpfulVoteReceipt>;

/** A review's moderation state; 'published' is what approving makes it. */
export const ReviewStatus = z.enum(['pending', 'published', 'rejected']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** One review as the moderators see it (GET /moderation/reviews): the email included. */
export const ModeratedReview = z.object({
  id: Id,
  locale: LocaleCode,
  casinoSlug: Slug,
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  name: z.string(),
  email: z.string(),
  status: ReviewStatus,
  createdAt: IsoDateTime,
});
export type ModeratedReview = z.infer<typeof ModeratedReview>;
