/**
 * Cache clears (product §7): after publish, one POST {sitemanager}/{lang}/cache/clear per changed
 * page, basic auth, body model 'page' and entry {lang, locale, slug}. A failed clear does not
 * fail the build: the CDN keeps serving, and the page's cache clears on its next change.
 */
import { SITE_LANG } from '../../src/config/constants';
import { postPipelined, type PipelineLimits } from './pipelined-posts';

/**
 * Connections, and the clears each sends ahead of their answers: 128 in flight at most. Counts
 * from 1 × 128 to 8 × 32 measured alike (BENCHMARKS.md "Measurements the code cites").
 */
const CLEAR_LIMITS: PipelineLimits = { connections: 4, depth: 32, timeoutMs: 20_000 };

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
  const headers = { authorization, 'content-type': 'application/json' };
  const { ok, failed } = await postPipelined(
    { url, headers, bodies: bodiesOf(entries) },
    CLEAR_LIMITS,
  );
  return { cleared: ok, failed };
}

/** Each page's clear body, made as it is taken. */
function* bodiesOf(entries: Iterable<{ locale: string; slug: string }>) {
  for (const { locale, slug } of entries)
    yield JSON.stringify({ model: 'page', entry: { lang: SITE_LANG, locale, slug } });
}
