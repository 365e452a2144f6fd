/**
 * Cache clears (SPEC §7): after publish, one POST {sitemanager}/{lang}/cache/clear per changed
 * page, basic auth, body model 'page' and entry {lang, locale, slug}, 16 in flight on kept-alive
 * connections. A failed clear does not fail the build: the CDN keeps serving, and the page's
 * cache clears on its next change.
 */
import pLimit from 'p-limit';
import { SITE_LANG } from '../src/config/constants';
import { postJson } from './http-json';

/** One changed page. */
export type CacheEntry = { locale: string; slug: string };

/** Cache clears in flight at once (each on a kept-alive connection). */
const CACHE_CLEAR_CONCURRENCY = 16;

/** How long one clear may take, from connecting to the end of the answer. */
const TIMEOUT_MS = 20_000;

/** The sitemanager's address and user. */
export type Sitemanager = { url: string; user: string; password: string };

/** Sends the clears of `entries`; answers how many were accepted and how many failed. */
export async function clearPageCaches(
  sitemanager: Sitemanager,
  entries: readonly CacheEntry[],
): Promise<{ cleared: number; failed: number }> {
  const url = `${sitemanager.url}/${SITE_LANG}/cache/clear`;
  const authorization = `Basic ${Buffer.from(`${sitemanager.user}:${sitemanager.password}`).toString('base64')}`;
  const limit = pLimit(CACHE_CLEAR_CONCURRENCY);
  let cleared = 0;
  let failed = 0;
  await Promise.all(
    entries.map(({ locale, slug }) =>
      limit(async () => {
        try {
          const status = await postJson(
            url,
            { authorization },
            JSON.stringify({ model: 'page', entry: { lang: SITE_LANG, locale, slug } }),
            TIMEOUT_MS,
          );
          if (status >= 200 && status < 300) cleared += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
      }),
    ),
  );
  return { cleared, failed };
}
