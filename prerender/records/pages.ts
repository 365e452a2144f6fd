/** A page as the stages hand it on: what to render, how it came out, why it failed (a typed value). */
import type { RouteData } from '../../src/domain/entities/page-view';
import type { PageFinding } from './findings';
import type { PageLinks } from './page-links';

/**
 * Why a page failed, as a value: `not-found` (404, final), `transient` (no answer, 408/429/5xx),
 * `invalid` (an answer that did not parse), `render` (its render threw), `write` (its files),
 * `refused` (its slug is never served, prerender/read/page-list.ts: not read at all).
 */
export type PageErrorKind = 'not-found' | 'transient' | 'invalid' | 'render' | 'write' | 'refused';
export type PageError = { kind: PageErrorKind; message: string };

/** Whether the repair pass after the product §9 backoff may heal a page failed this way. */
export const isRetryable = (error: PageError): boolean =>
  error.kind === 'transient' || error.kind === 'invalid' || error.kind === 'write';

/**
 * A page to render; `previousHash` is the live build's when patching (unchanged: left alone).
 * `given`: route data the run read already, with the content keys its answer named (the HTML
 * sitemap's list is the run's own page list), so the worker does not read it again.
 */
export type BatchItem = {
  slug: string;
  previousHash: string | null;
  given?: { routeData: RouteData; keys: string };
};
/** How one page came out: rendered, carried from the live build, or failed with its error. */
export type PageResult = {
  slug: string;
  outcome: 'rendered' | 'carried' | 'failed';
  hash: string | null;
  updatedAt: string | null;
  error: PageError | null;
  /** The internal links of a page rendered (or, carried, of its live entry): the link check's. */
  links?: PageLinks;
  /** The compliance rules a page rendered breaks (prerender/check/compliance/scan.ts); none when it passed. */
  compliance?: PageFinding[];
  /** The oldest verified date of its offers, kept in the manifest for a patch's check. */
  verifiedAt?: string;
  /** The content keys it was read from (records/manifest.ts `keys`); none for a failed page. */
  keys?: string;
  /** The locales listing its slug when it was rendered (prerender/plan/plan.ts `alternatesKey`); the pipeline's. */
  alternates?: string;
};
