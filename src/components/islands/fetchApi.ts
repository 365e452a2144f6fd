/**
 * GET from the content API in an island, parsed with the caller's zod schema at the edge
 * (STYLE.md habit 2). The locale travels as ?locale= (the API reads it like x-locale), so a
 * simple GET needs no CORS preflight.
 */
import type { ZodType } from 'zod';

/** Fetches `path` (with its query) from `apiBaseUrl` and parses the JSON with `schema`. */
export async function fetchApi<T>(
  apiBaseUrl: string,
  path: string,
  locale: string,
  schema: ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const url = new URL(`${apiBaseUrl}${path}`);
  url.searchParams.set('locale', locale);
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`GET ${path}: ${String(response.status)}`);
  return schema.parse(await response.json());
}

/** Props every API-backed island gets from the server render. */
export type ApiIslandProps = {
  /** Content API base URL (from the build env, SPEC §7). */
  apiBaseUrl: string;
  /** Locale code for the API. */
  locale: string;
};
