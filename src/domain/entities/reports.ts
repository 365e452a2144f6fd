/** What the site posts out: affiliate reports, event reports, mails, cache clears (product §3, §7). */
import { z } from 'zod';
import { IsoDateTime, LocaleCode, Slug } from './common';

/**
 * Length caps of every text the receivers take, in characters: the receivers are open to every
 * visitor, so nothing they store may be unbounded. Generous beside what the site sends.
 */
export const REPORT_LIMITS = {
  /** Names, slugs, components, languages, stages. */
  short: 200,
  /** A uid or anonymous id (Firebase uids are at most 128). */
  id: 128,
  /** A URL or path. */
  url: 2048,
  /** A message, a title, a cause. */
  text: 4000,
  /** A stack trace. */
  stack: 16_000,
  /** A user agent. */
  userAgent: 512,
  /** Paths in a navigation history (the site keeps 20). */
  history: 50,
  /** The store state of a shell error mail, as JSON. */
  stateJson: 16_000,
} as const;

const short = z.string().max(REPORT_LIMITS.short);
const url = z.string().max(REPORT_LIMITS.url);
const text = z.string().max(REPORT_LIMITS.text);
const history = z.array(url).max(REPORT_LIMITS.history);

/** An affiliate click (product §3 Affiliate report). */
export const AffiliateReport = z.object({
  /** Site language. */
  lang: z.string().length(2),
  /** Locale of the page. */
  locale: LocaleCode,
  /** Slug of the page the click happened on. */
  page: short,
  /** Content component the link sits in. */
  component: short,
  /** The element clicked (its report name). */
  element: short,
  /** The visitor's uid or anonymous id. */
  userId: z.string().min(1).max(REPORT_LIMITS.id),
  /** When it happened. */
  createdAt: IsoDateTime,
});
export type AffiliateReport = z.infer<typeof AffiliateReport>;

/** One event report (product §3 Event report); posted in lists (product §7). */
export const EventReport = z.object({
  /** 'web' or 'pwa' when installed. */
  platform: z.enum(['web', 'pwa']),
  /** What happened. */
  type: z.enum(['click', 'page-view', 'affiliate', 'login']),
  /** The visitor. */
  user: z.object({ uid: z.string().min(1).max(REPORT_LIMITS.id), isAnonymous: z.boolean() }),
  /** Paths visited in this session, oldest first. */
  navigationHistory: history,
  /** The page. */
  page: z.object({ slug: short, title: text }),
  /** The reported element: its report name and value attributes and component. */
  report: z.object({ name: short, value: text, component: short }),
  /** Site language. */
  lang: z.string().length(2),
  /** Locale. */
  locale: LocaleCode,
  /** When it happened. */
  createdAt: IsoDateTime,
});
export type EventReport = z.infer<typeof EventReport>;

/** Body of POST {event report api} (product §7). */
export const EventReportBatch = z.array(EventReport).min(1).max(500);

/** Body of POST {mail}/application-error (product §7). */
export const ApplicationErrorMail = z.object({
  /** Stage, e.g. production. */
  environment: short,
  /** Where it happened, e.g. 'Affiliate Redirect: ...', 'Failed to hydrate component'. */
  context: text,
  /** Locale. */
  locale: short,
  /** Page URL. */
  url,
  /** The error. */
  error: z.object({ name: short, message: text, cause: text.nullable() }),
  /** The shell variant also carries the store state (product §7), at most 16,000 characters of JSON. */
  state: z
    .record(short, z.unknown())
    .refine((state) => JSON.stringify(state).length <= REPORT_LIMITS.stateJson, 'too large')
    .optional(),
  /** And the stack. */
  stack: z.string().max(REPORT_LIMITS.stack).optional(),
});
export type ApplicationErrorMail = z.infer<typeof ApplicationErrorMail>;

/** Body of POST {mail}/application-not-found (product §7). */
export const NotFoundMail = z.object({
  /** The address that was not found. */
  url,
  /** What the app knew. */
  context: z.object({
    slug: short,
    flags: z
      .record(short, z.boolean())
      .refine((flags) => Object.keys(flags).length <= REPORT_LIMITS.history, 'too many'),
    navigation: history,
    uid: z.string().max(REPORT_LIMITS.id).nullable(),
    isAnonymous: z.boolean(),
    userAgent: z.string().max(REPORT_LIMITS.userAgent),
  }),
  /** Locale. */
  locale: short,
  /** Language. */
  lang: short,
});
export type NotFoundMail = z.infer<typeof NotFoundMail>;

/** Body of POST {sitemanager}/{lang}/cache/clear (product §7). */
export const CacheClearRequest = z.object({
  /** Always 'page'. */
  model: z.literal('page'),
  /** The page to clear. */
  entry: z.object({ lang: z.string().length(2), locale: LocaleCode, slug: Slug }),
});
export type CacheClearRequest = z.infer<typeof CacheClearRequest>;
