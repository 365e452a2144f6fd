/**
 * The pipeline's reads from the content API, with the SPEC §7 headers of a server render and the
 * SPEC §9 retry rules: list calls back off (base 1000 ms, factor 2, jitter 0.5), page data gets 3
 * attempts at 100 ms.
 */
import pLimit from 'p-limit';
import type { z } from 'zod';
import { RETRY_DEFAULT } from '../src/config/constants';
import { specHeaders } from '../src/api/http';
import { serverContext } from '../src/api/server-context';
import { Page, PageDocuments } from '../src/domain/entities';
import { SPEC_BACKOFF, backoffDelayMs, retry, sleep } from '../src/domain/rules/backoff';
import { getJson, type JsonAnswer } from './http-json';
import type { PageError, PageErrorKind } from './protocol';

/** How a status answers a page read: 404 is final, 408/429/5xx may heal, other 4xx do not. */
const kindOf = (status: number): PageErrorKind =>
  status === 404
    ? 'not-found'
    : status === 408 || status === 429 || status >= 500
      ? 'transient'
      : 'invalid';

/** A read that failed: no answer (transient), an answer that is not 2xx, or one not valid. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly kind: PageErrorKind,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

const headersByLocale = new Map<string, Record<string, string>>();

/** The SPEC §7 headers of a server render in `locale` (the browser's builder, no tokens). */
function headersFor(locale: string): Record<string, string> {
  let headers = headersByLocale.get(locale);
  if (!headers) {
    headers = specHeaders(serverContext(locale));
    headersByLocale.set(locale, headers);
  }
  return headers;
}

/** Reads JSON from the API and parses it with `schema`. */
export async function fetchParsed<T extends z.ZodType>(
  apiBaseUrl: string,
  path: string,
  locale: string,
  schema: T,
): Promise<z.infer<T>> {
  let answer: JsonAnswer;
  try {
    answer = await getJson(`${apiBaseUrl}${path}`, headersFor(locale), 20_000);
  } catch (error) {
    throw new SourceError(
      `GET ${path}: ${error instanceof Error ? error.message : String(error)}`,
      null,
      'transient',
    );
  }
  if (answer.status < 200 || answer.status > 299) {
    throw new SourceError(
      `GET ${path} answered ${answer.status}`,
      answer.status,
      kindOf(answer.status),
    );
  }
  if (answer.body === undefined)
    throw new SourceError(`GET ${path}: the answer is not JSON`, answer.status, 'invalid');
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    throw new SourceError(
      `GET ${path}: invalid answer: ${parsed.error.issues[0]?.message ?? ''}`,
      answer.status,
      'invalid',
    );
  return parsed.data;
}

/** Page data: 3 attempts at 100 ms (SPEC §9 default). A 404 is final. */
export function fetchPageData<T extends z.ZodType>(
  apiBaseUrl: string,
  path: string,
  locale: string,
  schema: T,
): Promise<z.infer<T>> {
  return retry(() => fetchParsed(apiBaseUrl, path, locale, schema), {
    ...RETRY_DEFAULT,
    shouldRetry: (e) => !(e instanceof SourceError && e.kind === 'not-found'),
  });
}

/**
 * A bulk read of page documents (GET /pages?slugs=), 3 attempts at 100 ms like a single page.
 * Answers slug → unparsed document; slugs the API left out are missing from the map. A 4xx
 * other than 408/429 is final: an API without bulk reads answers 400 and the caller falls back
 * to reading the pages one by one.
 */
export async function fetchPageBatch(
  apiBaseUrl: string,
  slugs: readonly string[],
  locale: string,
): Promise<Map<string, unknown>> {
  const answer = await retry(
    () =>
      fetchParsed(
        apiBaseUrl,
        `/pages?slugs=${slugs.map(encodeURIComponent).join(',')}`,
        locale,
        PageDocuments,
      ),
    {
      ...RETRY_DEFAULT,
      shouldRetry: (e) => !(e instanceof SourceError) || e.kind === 'transient',
    },
  );
  const wanted = new Set(slugs);
  const documents = new Map<string, unknown>();
  for (const doc of answer.documents) {
    const slug = (doc as { slug?: unknown } | null)?.slug;
    if (typeof slug === 'string' && wanted.has(slug)) documents.set(slug, doc);
  }
  return documents;
}

/** A failed read as the typed error a page ends with. */
const pageError = (error: unknown): PageError =>
  error instanceof SourceError
    ? { kind: error.kind, message: error.message }
    : { kind: 'transient', message: error instanceof Error ? error.message : String(error) };

/** A batch's pages read and validated, and the typed error of each page that could not be. */
export type ReadPages = { pages: Map<string, Page>; errors: Map<string, PageError> };

/**
 * The pages of a batch, validated with zod: one bulk read, then single reads (3 attempts each)
 * for what it did not bring: slugs it left out, documents that did not parse, or every slug when
 * the bulk read failed (`concurrency` of them at once).
 */
export async function readPages(
  apiBaseUrl: string,
  locale: string,
  slugs: readonly string[],
  concurrency: number,
): Promise<ReadPages> {
  const pages = new Map<string, Page>();
  const errors = new Map<string, PageError>();
  if (slugs.length === 0) return { pages, errors };
  let documents = new Map<string, unknown>();
  try {
    documents = await fetchPageBatch(apiBaseUrl, slugs, locale);
  } catch {
    // Read them one by one below.
  }
  const missing: string[] = [];
  for (const slug of slugs) {
    const parsed = Page.safeParse(documents.get(slug));
    if (parsed.success && parsed.data.slug === slug) pages.set(slug, parsed.data);
    else missing.push(slug);
  }
  const limit = pLimit(concurrency);
  await Promise.all(
    missing.map((slug) =>
      limit(async () => {
        try {
          pages.set(slug, await fetchPageData(apiBaseUrl, `/${slug}`, locale, Page));
        } catch (error) {
          errors.set(slug, pageError(error));
        }
      }),
    ),
  );
  return { pages, errors };
}

/** List calls: SPEC §9 backoff between 5 attempts. */
export async function fetchListData<T extends z.ZodType>(
  apiBaseUrl: string,
  path: string,
  locale: string,
  schema: T,
  backoffBaseMs: number,
): Promise<z.infer<T>> {
  const attempts = 5;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchParsed(apiBaseUrl, path, locale, schema);
    } catch (error) {
      if (attempt + 1 >= attempts) throw error;
      await sleep(backoffDelayMs(attempt, Math.random, { ...SPEC_BACKOFF, baseMs: backoffBaseMs }));
    }
  }
}
