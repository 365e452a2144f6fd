/**
 * Who runs the site: the company the legal pages name as the site's operator and the controller
 * of personal data (GDPR art. 13(1)(a) and (b)). It is a site setting in the CMS (GET
 * /site-settings), never text written into a page, so every legal page names the same company.
 */
import { z } from 'zod';
import { Email } from './forms';

/** The company behind the site and how to reach it and its data-protection officer. */
export const Publisher = z.object({
  /** The company's registered name, e.g. '… ЕООД'. */
  name: z.string().min(1),
  /** Its ЕИК in the Commercial Register: 9 digits, 13 for a branch. */
  eik: z.string().regex(/^\d{9}(\d{4})?$/, 'An ЕИК is 9 or 13 digits'),
  /** Its registered seat and address of management (седалище и адрес на управление). */
  address: z.string().min(1),
  /** Where visitors and data subjects write. */
  email: Email,
  /** Its phone, when it publishes one. */
  phone: z.string().min(1).nullable(),
  /** Its data-protection officer (GDPR art. 37), or null when none is designated. */
  dpo: z.object({ name: z.string().min(1), email: Email }).nullable(),
});
export type Publisher = z.infer<typeof Publisher>;

/** The site's settings the CMS keeps per language (GET /site-settings?lang=bg). */
export const SiteSettings = z.object({
  /** Site language. */
  lang: z.string().length(2),
  /** Who runs the site. */
  publisher: Publisher,
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/**
 * The seed's publisher: a company that does not exist, so no real company is named by a demo.
 * The local stage builds with it; a preview or production build whose legal pages still name it
 * is refused (prerender/check/facts.ts `publisher`).
 */
export const DEMO_PUBLISHER: Publisher = {
  name: 'Примерно издателство ЕООД',
  eik: '000000000',
  address: 'гр. София 1000, ул. „Примерна“ № 1',
  email: 'kontakt@example.com',
  phone: null,
  dpo: { name: 'Примерно длъжностно лице', email: 'dpo@example.com' },
};
