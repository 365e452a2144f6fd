/** The pipeline's reads from the content API: product §7 server-render headers, product §9 retries. */
import pLimit from 'p-limit';
import type { z } from 'zod';
import { RETRY_DEFAULT } from '../../src/config/constants';
import { specHeaders } from '../../src/api/http';
import { readRouteData, type ReadJson } from '../../src/api/route-data';
import { serverContext } from '../../src/api/server-context';
import { Page, PageDocuments, contentKey } from '../../src/domain/entities';
import type { RouteData } from '../../src/domain/entities/page-view';
import { SPEC_BACKOFF, backoffDelayMs, retry, sleep } from '../../src/domain/rules/backoff';
import { getJson } from './http';
import type { BatchItem, PageError, PageErrorKind } from '../records/pages';

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

/** A parsed answer and the content keys it names ('' when it names none). */
export type Keyed<T> = { data: T; keys: string };

/** Reads JSON from the API and parses it with `schema`; throws {@link SourceError}. */
export async function fetchParsed<T extends z.ZodType>(
  apiBaseUrl: string,
  path: string,
  locale: string,
  schema: T,
): Promise<z.infer<T>> {
  return (await fetchKeyed(apiBaseUrl, path, locale, schema)).data;
}

/** {@link fetchParsed}, with the content keys the answer names. */
export async function fetchKeyed<T extends z.ZodType>(
  apiBaseUrl: string,
  path: string,
  locale: string,
  schema: T,
): Promise<Keyed<z.infer<T>>> {
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
  return { data: parsed.data, keys: answer.keys };
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
 * A batch's pages read and validated, the route data of the named routes among them, the content
 * keys each page was read from, and the typed error of each page that could not be.
 */
export type ReadPages = {
  pages: Map<string, Page>;
  routeData: Map<string, RouteData>;
  /** Each page's content keys, sorted and space-separated (records/manifest.ts `keys`). */
  keys: Map<string, string>;
  errors: Map<string, PageError>;
};

/** A failed read as a page's typed error. */
const pageErrorOf = (error: unknown): PageError => ({
  kind: error instanceof SourceError ? error.kind : 'transient',
  message: error instanceof Error ? error.message : String(error),
});

/**
 * The keys of one page as the manifest keeps them: an answer that named none (too many for its
 * header, or a route outside the content API) depends on anything, which `all` says.
 */
export function pageKeysText(answers: readonly string[]): string {
  const keys = new Set<string>();
  for (const named of answers) {
    const listed = named.split(' ').filter(Boolean);
    if (listed.length === 0) keys.add(contentKey.all);
    for (const key of listed) keys.add(key);
  }
  return [...keys].sort().join(' ');
}

const noPages = (): ReadPages => ({
  pages: new Map(),
  routeData: new Map(),
  keys: new Map(),
  errors: new Map(),
});

/**
 * A batch's pages: one bulk read (GET /pages?slugs=), then single reads, `concurrency` at once,
 * for what it did not bring (left out, invalid, or all of them when the bulk read failed: an API
 * without bulk reads answers 400). Both get the product §9 default retries; a 404 is final. A
 * named route's reads go out beside the bulk read (they need the slug, not the page), unless the
 * run gave its data.
 */
export async function readPages(
  { baseUrl: apiBaseUrl, concurrency }: { baseUrl: string; concurrency: number },
  locale: string,
  items: readonly Pick<BatchItem, 'slug' | 'given'>[],
): Promise<ReadPages> {
  const slugs = items.map((item) => item.slug);
  const read = <T extends z.ZodType>(path: string, schema: T, heals: (e: SourceError) => boolean) =>
    retry(() => fetchKeyed(apiBaseUrl, path, locale, schema), {
      ...RETRY_DEFAULT,
      shouldRetry: (e) => !(e instanceof SourceError) || heals(e),
    });
  const found = noPages();
  if (slugs.length === 0) return found;
  const limit = pLimit(concurrency);
  /** A single read whose content keys go to `named`. */
  const singleInto =
    (named: string[]): ReadJson =>
    async (path, schema) => {
      const answer = await limit(() => read(path, schema, (e) => e.kind !== 'not-found'));
      named.push(answer.keys);
      return answer.data;
    };
  const routes = routeReads(items, singleInto);
  const bulk = await read(
    `/pages?slugs=${slugs.map(encodeURIComponent).join(',')}`,
    PageDocuments,
    (e) => e.kind === 'transient',
  ).catch((): Keyed<Pick<PageDocuments, 'documents' | 'keys'>> => ({
    data: { documents: [], keys: {} },
    keys: '',
  }));
  const documents = new Map<unknown, unknown>(
    bulk.data.documents.map((doc) => [(doc as { slug?: unknown } | null)?.slug, doc]),
  );
  const readOne = async (slug: string): Promise<void> => {
    const named: string[] = [];
    const parsed = Page.safeParse(documents.get(slug));
    const fromBulk = parsed.success && parsed.data.slug === slug;
    if (fromBulk) named.push((bulk.data.keys[slug] ?? []).join(' '));
    const page = fromBulk ? parsed.data : await singleInto(named)(`/${slug}`, Page);
    // The bulk read's check too: the answer of another page would be published under this slug.
    if (page.slug !== slug)
      throw new SourceError(`GET /${slug}: the answer is the page ${page.slug}`, 'invalid');
    // A named route renders only with its data: without it the page fails and the live one stays.
    const route = routes.get(slug);
    if (route) {
      found.routeData.set(slug, await route.data);
      named.push(...route.named);
    }
    found.pages.set(slug, page);
    found.keys.set(slug, pageKeysText(named));
  };
  await Promise.all(
    slugs.map((slug) =>
      readOne(slug).catch((error: unknown) => found.errors.set(slug, pageErrorOf(error))),
    ),
  );
  return found;
}

/**
 * The route data of the named routes among `items`: given by the run, or read from now on; each
 * with the content keys its answers named.
 */
function routeReads(
  items: readonly Pick<BatchItem, 'slug' | 'given'>[],
  singleInto: (named: string[]) => ReadJson,
) {
  const routes = new Map<string, { data: Promise<RouteData>; named: string[] }>();
  for (const { slug, given } of items) {
    if (given) {
      routes.set(slug, { data: Promise.resolve(given.routeData), named: [given.keys] });
      continue;
    }
    const named: string[] = [];
    const data = readRouteData(slug, singleInto(named));
    if (!data) continue;
    // Awaited once the page is read; a page that fails first never awaits it.
    data.catch(() => undefined);
    routes.set(slug, { data, named });
  }
  return routes;
}

/** The content API a list is read from, and the base of its product §9 backoff. */
export type ListApi = { baseUrl: string; backoffBaseMs: number };

/**
 * List calls: the product §9 backoff between 5 attempts while the failure may heal (no answer,
 * 408/429/5xx); an answer that did not parse, or a 4xx, is final and names the locale asked.
 */
export async function fetchListData<T extends z.ZodType>(
  api: ListApi,
  path: string,
  locale: string,
  schema: T,
): Promise<z.infer<T>> {
  return (await fetchListKeyed(api, path, locale, schema)).data;
}

/** {@link fetchListData}, with the content keys the answer names. */
export async function fetchListKeyed<T extends z.ZodType>(
  { baseUrl, backoffBaseMs }: ListApi,
  path: string,
  locale: string,
  schema: T,
): Promise<Keyed<z.infer<T>>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchKeyed(baseUrl, path, locale, schema);
    } catch (error) {
      if (error instanceof SourceError && error.kind !== 'transient')
        throw new SourceError(`${locale}: ${error.message}`, error.kind);
      if (attempt >= 4) throw error;
      await sleep(backoffDelayMs(attempt, Math.random, { ...SPEC_BACKOFF, baseMs: backoffBaseMs }));
    }
  }
}
