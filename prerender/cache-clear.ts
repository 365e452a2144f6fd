/**
 * The sitemanager cache clear of SPEC §7: after publish, one POST
 * {sitemanager}/{lang}/cache/clear per changed page, basic auth, body model 'page' and entry
 * {lang, locale, slug}. Sent by the render workers (idle after the pages) and the main thread.
 */
import pLimit from 'p-limit';
import { SITE_LANG } from '../src/config/constants';
import { postJson } from './http-json';

/** One changed page. */
export type CacheEntry = { locale: string; slug: string };

/** Cache clears in flight at once per sender (each on a kept-alive connection). */
export const CACHE_CLEAR_CONCURRENCY = 16;

/** Basic auth header of the sitemanager user. */
export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** How long one clear may take, from connecting to the end of the answer. */
const TIMEOUT_MS = 20_000;

/** Sends the clears of `entries`; answers how many were accepted and how many failed. */
export async function clearPageCaches(
  sitemanagerUrl: string,
  authorization: string,
  entries: readonly CacheEntry[],
): Promise<{ cleared: number; failed: number }> {
  const url = `${sitemanagerUrl}/${SITE_LANG}/cache/clear`;
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
