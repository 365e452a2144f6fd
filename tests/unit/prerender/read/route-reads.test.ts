import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPages } from '../../../../prerender/read/pages';
import { HTML_SITEMAP_SLUG, hasRouteData } from '../../../../src/api/route-data';
import { COMPARE_CASINOS_SLUG } from '../../../../src/config/constants';
import { casino } from '../../../fixtures/content';
import { seedOnePages } from '../../../fixtures/seed-1';

const pages = seedOnePages('bg-BG');
const compare = pages.find((p) => p.slug === COMPARE_CASINOS_SLUG);
const sitemap = pages.find((p) => p.slug === HTML_SITEMAP_SLUG);
const other = pages.find((p) => !hasRouteData(p.slug));
const casinos = { items: [casino], total: 1, page: 1, pageSize: 100 };

/** The longest the bulk answer waits for the casinos' read; then it answers anyway, late. */
const HOLD_MS = 2_000;

let server: Server;
/** What the server was asked, in order, with whether the bulk read was still unanswered. */
const asked: { path: string; bulkPending: boolean }[] = [];

beforeAll(async () => {
  let bulkPending = false;
  let casinosAsked: () => void = () => undefined;
  const casinosRead = new Promise<void>((resolve) => (casinosAsked = resolve));
  server = createServer((req, res) => {
    const path = req.url ?? '';
    asked.push({ path, bulkPending });
    res.setHeader('content-type', 'application/json');
    if (path.startsWith('/pages?slugs=')) {
      // Answers once the casinos were asked: a reader that waits for the bulk first hangs here.
      bulkPending = true;
      const answer = () => {
        bulkPending = false;
        const keys = Object.fromEntries(pages.map((p) => [p.slug, [`page:bg-BG/${p.slug}`]]));
        res.end(JSON.stringify({ locale: 'bg-BG', documents: [compare, sitemap, other], keys }));
      };
      void Promise.race([casinosRead, new Promise((r) => setTimeout(r, HOLD_MS))]).then(answer);
    } else if (path.startsWith('/casinos?')) {
      casinosAsked();
      res.setHeader('surrogate-key', 'casino:5');
      res.end(JSON.stringify(casinos));
    } else {
      res.statusCode = 404;
      res.end('{"error":"not_found","message":"x"}');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  api.baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

const api = { baseUrl: '', concurrency: 4 };
const item = (slug: string) => ({ slug });

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("a batch's reads (product §2 named routes)", () => {
  it('sends a named route’s reads beside the bulk read, and records the keys of both', async () => {
    const slugs = [COMPARE_CASINOS_SLUG, other?.slug ?? ''];
    const read = await readPages(api, 'bg-BG', slugs.map(item));
    expect(asked.find((a) => a.path.startsWith('/casinos?'))?.bulkPending).toBe(true);
    expect(read.errors.size).toBe(0);
    expect(read.routeData.get(COMPARE_CASINOS_SLUG)?.casinoOptions).toEqual([
      { id: casino.id, name: casino.name },
    ]);
    expect(read.keys.get(COMPARE_CASINOS_SLUG)).toBe(`casino:5 page:bg-BG/${COMPARE_CASINOS_SLUG}`);
  });

  it('reads nothing for route data the run gave, and records the keys given', async () => {
    const given = {
      routeData: { sitemapPages: [{ slug: 'x', type: 'casino' as const }] },
      keys: 'pages:bg-BG',
    };
    const read = await readPages(api, 'bg-BG', [{ slug: HTML_SITEMAP_SLUG, given }]);
    expect(asked.some((a) => a.path.includes('titles'))).toBe(false);
    expect(read.routeData.get(HTML_SITEMAP_SLUG)).toEqual(given.routeData);
    expect(read.keys.get(HTML_SITEMAP_SLUG)).toBe(`page:bg-BG/${HTML_SITEMAP_SLUG} pages:bg-BG`);
  });

  it('fails a named route whose page is gone, its route read left unawaited without harm', async () => {
    const read = await readPages(api, 'bg-BG', [item('feed')]);
    expect(read.errors.get('feed')?.kind).toBe('not-found');
    expect(read.routeData.has('feed')).toBe(false);
  });
});
