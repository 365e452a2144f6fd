/**
 * A visitor's casino review (product §2 review casino): the form's schema, shared by the modal and
 * the content API's receiver (POST /casinos/reviews), and the receiver's answer.
 */
import { z } from 'zod';
import { Id, Slug } from './common';

/** Fewest stars of a review. */
export const REVIEW_RATING_MIN = 1;
/** Most stars of a review. */
export const REVIEW_RATING_MAX = 5;
/** Length limits of the review's text fields, in characters. */
export const REVIEW_LIMITS = {
  title: { min: 3, max: 100 },
  text: { min: 30, max: 2000 },
  name: { min: 2, max: 80 },
  email: { max: 254 },
} as const;

/** The review as the visitor sends it. */
export const CasinoReviewPayload = z.object({
  /** The reviewed casino's slug. */
  casinoSlug: Slug,
  /** Stars, 1 to 5. */
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  /** Headline of the review. */
  title: z.string().trim().min(REVIEW_LIMITS.title.min).max(REVIEW_LIMITS.title.max),
  /** The review itself, plain text. */
  text: z.string().trim().min(REVIEW_LIMITS.text.min).max(REVIEW_LIMITS.text.max),
  /** The name shown with the review. */
  name: z.string().trim().min(REVIEW_LIMITS.name.min).max(REVIEW_LIMITS.name.max),
  /** Reply address for the moderators; never published. */
  email: z.email().max(REVIEW_LIMITS.email.max),
  /** The visitor agreed that the review is published under that name. */
  publishConsent: z.literal(true),
});
export type CasinoReviewPayload = z.infer<typeof CasinoReviewPayload>;

/** POST /casinos/reviews answer: the stored review waits for moderation. */
export const CasinoReviewReceipt = z.object({
  /** Row id of the stored review. */
  id: Id,
  /** Moderation state: always pending when received. */
  status: z.literal('pending'),
});
export type CasinoReviewReceipt = z.infer<typeof CasinoReviewReceipt>;
