/** Payment and software providers (product §3: payment logo, provider logo and review). */
import { z } from 'zod';
import { HttpUrl, Id, Image, Slug } from './common';

/** A payment provider such as a card scheme, an e-wallet or a bank transfer. */
export const PaymentProvider = z.object({
  /** CMS id. */
  id: Id,
  /** Display name. */
  name: z.string().min(1),
  /** Page slug. */
  slug: Slug,
  /** Logo (product §3 payment logo). */
  logo: Image,
  /** Kind of method. */
  kind: z.enum(['card', 'e-wallet', 'bank', 'prepaid', 'crypto', 'mobile']),
  /** Typical deposit time in Bulgarian, e.g. 'Веднага'. */
  depositTime: z.string(),
  /** Typical fee note in Bulgarian. */
  fees: z.string(),
  /** Provider's website. */
  website: HttpUrl,
});
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** A game studio (product §3 provider logo and review). */
export const SoftwareProvider = z.object({
  /** CMS id. */
  id: Id,
  /** Display name. */
  name: z.string().min(1),
  /** Page slug. */
  slug: Slug,
  /** Logo. */
  logo: Image,
  /** Year founded. */
  founded: z.number().int().min(1950).max(2100),
  /** Headquarters country name in Bulgarian. */
  headquarters: z.string(),
  /** Number of games in its catalogue. */
  gameCount: z.number().int().nonnegative(),
  /** Whether it offers demo play (product §7 /providers/demo). */
  hasDemo: z.boolean(),
  /** Provider's website. */
  website: HttpUrl,
});
export type SoftwareProvider = z.infer<typeof SoftwareProvider>;
