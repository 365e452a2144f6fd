/** What the site posts out: affiliate reports, event reports, mails, cache clears (SPEC §3, §7). */
import { z } from 'zod';
import { IsoDateTime, LocaleCode, Slug } from './common';

/** An affiliate click (SPEC §3 Affiliate report). */
export const AffiliateReport = z.object({
  /** Site language. */
  lang: z.string().length(2),
  /** Locale of the page. */
  locale: LocaleCode,
  /** Slug of the page the click happened on. */
  page: z.string(),
  /** Content component the link sits in. */
  component: z.string(),
  /** The element clicked (its report name). */
  element: z.string(),
  /** The visitor's uid or anonymous id. */
  userId: z.string().min(1),
  /** When it happened. */
  createdAt: IsoDateTime,
});
export type AffiliateReport = z.infer<typeof AffiliateReport>;

/** One event report (SPEC §3 Event report); posted in lists (SPEC §7). */
export const EventReport = z.object({
  /** 'web' or 'pwa' when installed. */
  platform: z.enum(['web', 'pwa']),
  /** What happened. */
  type: z.enum(['click', 'page-view', 'affiliate', 'login']),
  /** The visitor. */
  user: z.object({ uid: z.string().min(1), isAnonymous: z.boolean() }),
  /** Paths visited in this session, oldest first. */
  navigationHistory: z.array(z.string()),
  /** The page. */
  page: z.object({ slug: z.string(), title: z.string() }),
  /** The reported element: its report name and value attributes and component. */
  report: z.object({ name: z.string(), value: z.string(), component: z.string() }),
  /** Site language. */
  lang: z.string().length(2),
  /** Locale. */
  locale: LocaleCode,
  /** When it happened. */
  createdAt: IsoDateTime,
});
export type EventReport = z.infer<typeof EventReport>;

/** Body of POST {event report api} (SPEC §7). */
export const EventReportBatch = z.array(EventReport).min(1).max(500);

/** Body of POST {mail}/application-error (SPEC §7). */
export const ApplicationErrorMail = z.object({
  /** Stage, e.g. production. */
  environment: z.string(),
  /** Where it happened, e.g. 'Affiliate Redirect: ...', 'Failed to hydrate component'. */
  context: z.string(),
  /** Locale. */
  locale: z.string(),
  /** Page URL. */
  url: z.string(),
  /** The error. */
  error: z.object({ name: z.string(), message: z.string(), cause: z.string().nullable() }),
  /** The shell variant also carries the store state (SPEC §7). */
  state: z.record(z.string(), z.unknown()).optional(),
  /** And the stack. */
  stack: z.string().optional(),
});
export type ApplicationErrorMail = z.infer<typeof ApplicationErrorMail>;

/** Body of POST {mail}/application-not-found (SPEC §7). */
export const NotFoundMail = z.object({
  /** The address that was not found. */
  url: z.string(),
  /** What the app knew. */
  context: z.object({
    slug: z.string(),
    flags: z.record(z.string(), z.boolean()),
    navigation: z.array(z.string()),
    uid: z.string().nullable(),
    isAnonymous: z.boolean(),
    userAgent: z.string(),
  }),
  /** Locale. */
  locale: z.string(),
  /** Language. */
  lang: z.string(),
});
export type NotFoundMail = z.infer<typeof NotFoundMail>;

/** Body of POST {sitemanager}/{lang}/cache/clear (SPEC §7). */
export const CacheClearRequest = z.object({
  /** Always 'page'. */
  model: z.literal('page'),
  /** The page to clear. */
  entry: z.object({ lang: z.string().length(2), locale: LocaleCode, slug: Slug }),
});
export type CacheClearRequest = z.infer<typeof CacheClearRequest>;
