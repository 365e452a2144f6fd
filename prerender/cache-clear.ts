/**
 * The sitemanager cache clear of SPEC §7: after publish, one POST
 * {sitemanager}/{lang}/cache/clear per changed page, basic auth, body model 'page' and entry
 * {lang, locale, slug}. Run by the render workers (idle after the pages), so both cores send.
 */
import http from 'node:http';
import https from 'node:https';
import pLimit from 'p-limit';
import { SITE_LANG } from '../src/config/constants';

/** One changed page. */
export type CacheEntry = { locale: string; slug: string };

/** Cache clears in flight at once per sender. */
export const CACHE_CLEAR_CONCURRENCY = 16;

/** Basic auth header of the sitemanager user. */
export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Keep-alive agents: one connection per clear in flight, reused for the whole run. */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: CACHE_CLEAR_CONCURRENCY }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: CACHE_CLEAR_CONCURRENCY }),
};

/**
 * One POST with a JSON body; answers the status. node:http with a keep-alive agent, not fetch:
 * at tens of thousands of small POSTs a run, fetch costs about five times the CPU.
 */
function postJson(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const request = protocol === 'https:' ? https.request : http.request;
  return new Promise((resolvePost, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: agents[protocol],
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolvePost(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`POST ${url.pathname}: timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends the clears of `entries`; answers how many were accepted and how many failed. */
export async function clearPageCaches(
  sitemanagerUrl: string,
  authorization: string,
  entries: readonly CacheEntry[],
): Promise<{ cleared: number; failed: number }> {
  const url = new URL(`${sitemanagerUrl}/${SITE_LANG}/cache/clear`);
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
            20_000,
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
