/** Locale items of the site's language (product §3 Locale item). */
import { z } from 'zod';
import { Country } from './user';
import { HttpUrl, LocaleCode } from './common';
import { ComplianceProfile } from './compliance';

/** Per-locale switches (product §3 configs). */
export const LocaleConfigs = z.object({
  /** Load the bonus popup after the first interaction (product §4). */
  bonus_popup: z.boolean(),
  /** Identity service and accounts are active (product §1). */
  authentication: z.boolean(),
  /** Show the age regulation modal until its cookie exists (product §4). */
  age_regulation: z.boolean(),
  /** Affiliate links use the rest-of-world variant (product §2 row). */
  row: z.boolean(),
  /** Twitter/X handle for social cards, without '@', or null. */
  twitter_account: z.string().nullable(),
});
export type LocaleConfigs = z.infer<typeof LocaleConfigs>;

/** One locale of the build's language. */
export const LocaleItem = z.object({
  /** Locale code, e.g. bg-BG. */
  locale: LocaleCode,
  /** Public base URL of the locale, lowercase, without trailing slash. */
  url: HttpUrl,
  /** Directory under the host: '' for the root locale, e.g. 'de' for another one. */
  directory: z.string().regex(/^[a-z0-9-]*$/),
  /** A locked locale is not published by the prerender. */
  lock: z.boolean(),
  /** Feature switches. */
  configs: LocaleConfigs,
  /** The locale's country: visitors from elsewhere are international (product §1). */
  country: Country,
  /** Parent locale this one inherits content from, or null. */
  parent: LocaleCode.nullable(),
  /** The law the locale follows and the help it gives (docs/compliance.md). */
  compliance: ComplianceProfile,
});
export type LocaleItem = z.infer<typeof LocaleItem>;

/** GET /locales answer: every locale item of one language. */
export const LocaleList = z.object({
  /** Site language. */
  lang: z.string().length(2),
  /** Its locales. */
  locales: z.array(LocaleItem).min(1),
});
export type LocaleList = z.infer<typeof LocaleList>;
