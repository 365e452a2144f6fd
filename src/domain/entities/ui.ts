/** Client-side state entities (product §3 Toast, Application state, Cookies). */
import { z } from 'zod';
import { IsoDateTime } from './common';

/** Toast kinds (product §3). */
export const ToastType = z.enum(['none', 'success', 'warn', 'error']);
export type ToastType = z.infer<typeof ToastType>;

/** A toast message (product §3 Toast). */
export const Toast = z.object({
  /** Unique id within the page's life. */
  id: z.string(),
  /** Text shown (already translated). */
  text: z.string().min(1),
  /** How long it stays, ms; removal adds 100 ms (product §9). */
  duration: z.number().int().nonnegative(),
  /** Kind. */
  type: ToastType,
  /** Id of the element the toast shows in, in the page's flow beside what it answers, so it covers no control; the toast area otherwise. */
  anchor: z.string().optional(),
});
export type Toast = z.infer<typeof Toast>;

/** Where a failed store read came from (product §4). */
export const ErrorSource = z.enum(['api', 'dbFiles']);
export type ErrorSource = z.infer<typeof ErrorSource>;

/** The application state (product §3). */
export const AppState = z.object({
  /** Current page slug. */
  slug: z.string(),
  /** True while rendering on the server or in the prerender. */
  isServer: z.boolean(),
  /** Popup switches. */
  popups: z.object({ refresh: z.boolean() }),
  /** Drives the full-screen loading overlay (product §1). */
  loading: z.boolean(),
  /** True while the user is being loaded (product §4 Login). */
  userLoading: z.boolean(),
  /** Last store error message, or null. */
  error: z.string().nullable(),
  /** Source of that error. */
  errorSource: ErrorSource.nullable(),
});
export type AppState = z.infer<typeof AppState>;

/**
 * Consent categories a visitor can grant (docs/domain-notes.md#cookie-consent; none pre-ticked).
 */
export const ConsentCategories = z.object({
  /** Always true: the site cannot work without them. */
  necessary: z.literal(true),
  /** Event reports and page-view statistics. */
  analytics: z.boolean(),
  /** Affiliate attribution beyond the click itself. */
  marketing: z.boolean(),
});
export type ConsentCategories = z.infer<typeof ConsentCategories>;

/** Value of the accept-cookies cookie: the choice and when it was made (consent is logged). */
export const AcceptCookiesValue = z.object({
  /** Granted categories. */
  categories: ConsentCategories,
  /** When the choice was made. */
  decidedAt: IsoDateTime,
  /** Consent text revision the choice answers. */
  revision: z.number().int().nonnegative(),
});
export type AcceptCookiesValue = z.infer<typeof AcceptCookiesValue>;

/** The cookies of product §3, parsed from document.cookie at the edge. */
export const SiteCookies = z.object({
  /** accept-cookies: JSON of {@link AcceptCookiesValue}. */
  'accept-cookies': z.string().optional(),
  /** age-regulation: ISO date the visitor confirmed being 18 or older. */
  'age-regulation': z.string().optional(),
  /** refId: the referral id (product §2), kept 30 days. */
  refId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
});
export type SiteCookies = z.infer<typeof SiteCookies>;
