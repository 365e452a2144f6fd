/**
 * Cache clears (SPEC §7): after publish, one POST {sitemanager}/{lang}/cache/clear per changed
 * page, basic auth, body model 'page' and entry {lang, locale, slug}. A failed clear does not
 * fail the build: the CDN keeps serving, and the page's cache clears on its next change.
 */
import pLimit from 'p-limit';
import { SITE_LANG } from '../src/config/constants';
import { postJson } from './http-json';

/** Clears in flight at once, each on a kept-alive connection (64 measured no faster). */
const CACHE_CLEAR_CONCURRENCY = 16;

export type Sitemanager = { url: string; user: string; password: string };

/** Sends the clears of `entries`; answers how many were accepted and how many failed. */
export async function clearPageCaches(
  sitemanager: Sitemanager,
  entries: readonly { locale: string; slug: string }[],
): Promise<{ cleared: number; failed: number }> {
  const url = `${sitemanager.url}/${SITE_LANG}/cache/clear`;
  const authorization = `Basic ${Buffer.from(`${sitemanager.user}:${sitemanager.password}`).toString('base64')}`;
  const limit = pLimit(CACHE_CLEAR_CONCURRENCY);
  const clear = async (locale: string, slug: string) => {
    const body = JSON.stringify({ model: 'page', entry: { lang: SITE_LANG, locale, slug } });
    const status = await postJson(url, { authorization }, body, 20_000).catch(() => 0);
    return status >= 200 && status < 300;
  };
  const results = await Promise.all(entries.map((e) => limit(() => clear(e.locale, e.slug))));
  const cleared = results.filter(Boolean).length;
  return { cleared, failed: results.length - cleared };
}
