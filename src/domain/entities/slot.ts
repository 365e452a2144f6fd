/** A slot game (product §3): its logo, and what players compare. */
import { z } from 'zod';
import { HttpUrl, Id, Image, IsoDateTime, Money, Score, Slug } from './common';

/** Volatility class of a slot. */
export const Volatility = z.enum(['low', 'medium', 'high', 'very-high']);
export type Volatility = z.infer<typeof Volatility>;

/** A slot in a list or a filter result. */
export const SlotSummary = z.object({
  /** CMS id. */
  id: Id,
  /** Game name. */
  name: z.string().min(1),
  /** Review page slug. */
  slug: Slug,
  /** Logo (product §3 slot logo). */
  logo: Image,
  /** Slug of the software provider page. */
  provider: Slug,
  /** Provider's display name. */
  providerName: z.string().min(1),
  /** Return to player in percent, e.g. 96.2. */
  rtp: z.number().min(80).max(100),
  /** Volatility class. */
  volatility: Volatility,
  /** Editors' score, 0 to 10. */
  rating: Score,
});
export type SlotSummary = z.infer<typeof SlotSummary>;

/** The full slot record. */
export const Slot = SlotSummary.extend({
  /** Maximum win as a multiple of the stake. */
  maxWinMultiplier: z.number().positive(),
  /** Number of paylines (or ways to win). */
  paylines: z.number().int().positive(),
  /** Reels layout, e.g. '5x3'. */
  reels: z.string().regex(/^\d+x\d+$/),
  /** Minimum stake per spin. */
  minBet: Money,
  /** Maximum stake per spin. */
  maxBet: Money,
  /** Demo game URL for the iframe, null when the provider offers none. */
  demoUrl: HttpUrl.nullable(),
  /** Release date. */
  releasedAt: IsoDateTime,
  /** Game features in Bulgarian, e.g. 'Безплатни завъртания'. */
  features: z.array(z.string()),
  /** Theme tags used by /slots/tags. */
  tags: z.array(z.string()),
});
export type Slot = z.infer<typeof Slot>;
