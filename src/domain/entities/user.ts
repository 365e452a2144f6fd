/** The signed-in or anonymous visitor and their inventory (SPEC §3 User, Inventory). */
import { z } from 'zod';
import { CountryCode, IsoDateTime } from './common';

/** The visitor's country as the country-code service answers it (SPEC §7). */
export const Country = z.object({
  /** ISO 3166-1 alpha-2 code of the visitor's country. */
  cc_alpha2: CountryCode,
});
export type Country = z.infer<typeof Country>;

/** A user's inventory (SPEC §3: id, avatar; the rest is ours). */
export const Inventory = z.object({
  /** Inventory id (the user's uid in the user service). */
  id: z.string().min(1),
  /** URL of the chosen avatar image, or null before one is chosen. */
  avatar: z.string().nullable(),
  /** Points earned from missions, spent in the shop. */
  points: z.number().int().nonnegative().default(0),
  /** Ids of the shop items the user owns. */
  items: z.array(z.string()).default([]),
});
export type Inventory = z.infer<typeof Inventory>;

/** The visitor. A missing user or one with an unverified email is anonymous (SPEC §4 Login). */
export const User = z.object({
  /** Country of the visitor, or null when the country service failed. */
  country: Country.nullable(),
  /** True when the visitor's country differs from the locale's country (SPEC §1). */
  isInternational: z.boolean(),
  /** Identity-service uid, or the generated anonymous id kept under anonId (SPEC §3). */
  uid: z.string().min(1),
  /** Whether the identity service says the email is verified. */
  emailVerified: z.boolean(),
  /** True for visitors who are not signed in with a verified email. */
  isAnonymous: z.boolean(),
  /** Email address, null for anonymous visitors. */
  email: z.string().email().nullable(),
  /** Display name from the identity service. */
  displayName: z.string().nullable(),
  /** Public community username. */
  username: z.string().nullable(),
  /** The inventory, loaded after a verified sign-in. */
  inventory: Inventory.nullable(),
  /** When the user record was last refreshed from the services. */
  lastRefresh: IsoDateTime.nullable(),
});
export type User = z.infer<typeof User>;
