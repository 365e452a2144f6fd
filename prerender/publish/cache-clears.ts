/**
 * Cache clears (product §7): after publish, one POST {sitemanager}/{lang}/cache/clear per changed
 * page, basic auth, body model 'page' and entry {lang, locale, slug}. A failed clear does not
 * fail the build: the CDN keeps serving, and the page's cache clears on its next change.
 */
import { SITE_LANG } from '../../src/config/constants';
import { postJson } from '../read/http';

/** Clears in flight at once, each on a kept-alive connection (64 measured no faster). */
const CACHE_CLEAR_CONCURRENCY = 16;

export type Sitemanager = { url: string; user: string; password: string };

/**
 * Sends the clears of `entries`, taken as they go, so the heap stays flat with the page count
 * (BENCHMARKS.md). Answers how many were accepted and how many failed.
 */
export async function clearPageCaches(
  sitemanager: Sitemanager,
  entries: Iterable<{ locale: string; slug: string }>,
): Promise<{ cleared: number; failed: number }> {
  const url = `${sitemanager.url}/${SITE_LANG}/cache/clear`;
  const authorization = `Basic ${Buffer.from(`${sitemanager.user}:${sitemanager.password}`).toString('base64')}`;
  const counts = { cleared: 0, failed: 0 };
  const pending = entries[Symbol.iterator]();
  const sender = async () => {
    for (let next = pending.next(); !next.done; next = pending.next()) {
      const { locale, slug } = next.value;
      const body = JSON.stringify({ model: 'page', entry: { lang: SITE_LANG, locale, slug } });
      const status = await postJson(url, { authorization }, body, 20_000).catch(() => 0);
      counts[status >= 200 && status < 300 ? 'cleared' : 'failed'] += 1;
    }
  };
  await Promise.all(Array.from({ length: CACHE_CLEAR_CONCURRENCY }, sender));
  return counts;
}
