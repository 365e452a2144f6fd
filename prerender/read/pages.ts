/** The pipeline's reads from the content API: product §7 server-render headers, product §9 retries. */
import pLimit from 'p-limit';
import type { z } from 'zod';
import { RETRY_DEFAULT } from '../../src/config/constants';
import { specHeaders } from '../../src/api/http';
import { readRouteData, type ReadJson } from '../../src/api/route-data';
import { serverContext } from '../../src/api/server-context';
import { Page, PageDocuments } from '../../src/domain/entities';
import type { RouteData } from '../../src/domain/entities/page-view';
import { SPEC_BACKOFF, backoffDelayMs, retry, sleep } from '../../src/domain/rules/backoff';
import { getJson } from './http';
import type { PageError, PageErrorKind } from '../records/pages';

/** A failed read, typed by whether it may heal: 404 is final, 408/429/5xx and no answer may. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly kind: PageErrorKind,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

const kindOf = (status: number): PageErrorKind =>
  status === 404
    ? 'not-found'
    : status === 408 || status === 429 || status >= 500
      ? 'transient'
      : 'invalid';

const headersByLocale = new Map<string, Record<string, string>>();

/** Reads JSON from the API and parses it with `schema`; throws {@link SourceError}. */
export async function fetchParsed<T extends z.ZodType>(
  apiBaseUrl: string,
  path: string,
  locale: string,
  schema: T,
): Promise<z.infer<T>> {
  let headers = headersByLocale.get(locale);
  if (!headers) headersByLocale.set(locale, (headers = specHeaders(serverContext(locale))));
  const answer = await getJson(`${apiBaseUrl}${path}`, headers, 20_000).catch((error: unknown) => {
    throw new SourceError(
      `GET ${path}: ${error instanceof Error ? error.message : String(error)}`,
      'transient',
    );
  });
  if (answer.status < 200 || answer.status > 299)
    throw new SourceError(`GET ${path} answered ${answer.status}`, kindOf(answer.status));
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    throw new SourceError(
      answer.body === undefined
        ? `GET ${path}: the answer is not JSON`
        : `GET ${path}: invalid answer: ${issuesText(parsed.error.issues, answer.body)}`,
      'invalid',
    );
  return parsed.data;
}

/** Most issues an invalid answer's message names. */
const ISSUES_SHOWN = 3;

/** The first issues of an invalid answer, each with where it is and the value there. */
function issuesText(issues: readonly z.core.$ZodIssue[], body: unknown): string {
  const shown = issues.slice(0, ISSUES_SHOWN).map(({ path, message }) => {
    const value = path.reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? Reflect.get(at, key) : undefined),
      body,
    );
    const where = path.map(String).join('.');
    return where ? `${where} ${JSON.stringify(value) ?? 'missing'}: ${message}` : message;
  });
  const more = issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${String(more)} more)` : '');
}

/**
 * A batch's pages read and validated, the route data of the named routes among them, and the
 * typed error of each page that could not be.
 */
export type ReadPages = {
  pages: Map<string, Page>;
  routeData: Map<string, RouteData>;
  errors: Map<string, PageError>;
};

/** A failed read as a page's typed error. */
const pageErrorOf = (error: unknown): PageError => ({
  kind: error instanceof SourceError ? error.kind : 'transient',
  message: error instanceof Error ? error.message : String(error),
});

/**
 * A batch's pages: one bulk read (GET /pages?slugs=), then single reads, `concurrency` at once,
 * for what it did not bring (left out, invalid, or all of them when the bulk read failed: an API
 * without bulk reads answers 400). Both get the product §9 default retries; a 404 is final.
 */
export async function readPages(
  apiBaseUrl: string,
  locale: string,
  slugs: readonly string[],
  concurrency: number,
): Promise<ReadPages> {
  const read = <T extends z.ZodType>(path: string, schema: T, heals: (e: SourceError) => boolean) =>
    retry(() => fetchParsed(apiBaseUrl, path, locale, schema), {
      ...RETRY_DEFAULT,
      shouldRetry: (e) => !(e instanceof SourceError) || heals(e),
    });
  const pages = new Map<string, Page>();
  const routeData = new Map<string, RouteData>();
  const errors = new Map<string, PageError>();
  if (slugs.length === 0) return { pages, routeData, errors };
  const bulk = await read(
    `/pages?slugs=${slugs.map(encodeURIComponent).join(',')}`,
    PageDocuments,
    (e) => e.kind === 'transient',
  ).catch((): Pick<PageDocuments, 'documents'> => ({ documents: [] }));
  const documents = new Map<unknown, unknown>(
    bulk.documents.map((doc) => [(doc as { slug?: unknown } | null)?.slug, doc]),
  );
  const limit = pLimit(concurrency);
  const single: ReadJson = (path, schema) =>
    limit(() => read(path, schema, (e) => e.kind !== 'not-found'));
  const readOne = async (slug: string): Promise<void> => {
    const parsed = Page.safeParse(documents.get(slug));
    const page =
      parsed.success && parsed.data.slug === slug ? parsed.data : await single(`/${slug}`, Page);
    // The bulk read's check too: the answer of another page would be published under this slug.
    if (page.slug !== slug)
      throw new SourceError(`GET /${slug}: the answer is the page ${page.slug}`, 'invalid');
    // A named route renders only with its data: without it the page fails and the live one stays.
    const data = readRouteData(slug, single);
    if (data) routeData.set(slug, await data);
    pages.set(slug, page);
  };
  await Promise.all(
    slugs.map((slug) =>
      readOne(slug).catch((error: unknown) => errors.set(slug, pageErrorOf(error))),
    ),
  );
  return { pages, routeData, errors };
}

/** The content API a list is read from, and the base of its product §9 backoff. */
export type ListApi = { baseUrl: string; backoffBaseMs: number };

/**
 * List calls: the product §9 backoff between 5 attempts while the failure may heal (no answer,
 * 408/429/5xx); an answer that did not parse, or a 4xx, is final and names the locale asked.
 */
export async function fetchListData<T extends z.ZodType>(
  { baseUrl, backoffBaseMs }: ListApi,
  path: string,
  locale: string,
  schema: T,
): Promise<z.infer<T>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchParsed(baseUrl, path, locale, schema);
    } catch (error) {
      if (error instanceof SourceError && error.kind !== 'transient')
        throw new SourceError(`${locale}: ${error.message}`, error.kind);
      if (attempt >= 4) throw error;
      await sleep(backoffDelayMs(attempt, Math.random, { ...SPEC_BACKOFF, baseMs: backoffBaseMs }));
    }
  }
}
