/**
 * Licences on real builds (docs/compliance.md#claims-what-a-page-says-of-a-licence, #rankings): bg-DE follows the GGL's
 * whitelist, so only whitelisted operators get an affiliate link and the hub shows the others
 * apart; CMS free text that claims a licence the records do not hold fails the locale's build,
 * and so does a ranked list that ranks an operator the register does not list, each naming page
 * and rule.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { API_PAGE_SIZE_MAX } from '../../../src/config/constants';
import { CasinoListResponse, type CasinoSummary, type Page } from '../../../src/domain/entities';
import { MARK } from '../../../src/domain/marks';
import { holdsLicence } from '../../../src/domain/rules/licence';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';
import { liveHtml as liveHtmlOf } from './live-html';

let api: RunningApi;
let out: string;

const prerender = (args: string[] = []) => runPrerenderCli(api.url, out, args);
const readPage = (locale: string, slug: string) => cmsOf(api.url).readPage(locale, slug);
const putPage = (locale: string, page: Page) => cmsOf(api.url).putPage(locale, page);

/** Every casino card of a locale as GET /casinos answers it, licences included. */
async function casinos(locale: string): Promise<CasinoSummary[]> {
  const path = `/casinos?pageSize=${String(API_PAGE_SIZE_MAX)}`;
  const answer = await fetch(`${api.url}${path}`, { headers: { 'x-locale': locale } });
  return CasinoListResponse.parse(await answer.json()).items;
}

/** Every HTML file of a locale's live build. */
const liveHtml = (locale: string) => liveHtmlOf(out, locale);

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'prerender-licences-'));
}, 180_000);
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('bg-DE follows the GGL whitelist', () => {
  it('links only whitelisted operators; its hub ranks them and shows the others apart', async () => {
    // Both locales: bg-BG's live build makes each refused build below a patch of its own pages.
    const run = await prerender();
    expect(run.status, run.output).toBe(0);
    const listed = await casinos('bg-DE');
    const ggl = new Set(
      listed.filter((c) => holdsLicence(c.licences, 'ggl')).map((c) => c.affiliateCode),
    );
    expect(ggl.size).toBeGreaterThan(3);
    expect(ggl.size).toBeLessThan(listed.length);
    const pages = await liveHtml('bg-DE');
    const linked = new Set(
      pages.flatMap(({ html }) => [...html.matchAll(/href="\/de\/go\/([\w-]+)/g)].map((m) => m[1])),
    );
    expect(linked.size).toBeGreaterThan(3);
    for (const code of linked) expect(ggl.has(code ?? ''), code).toBe(true);

    const hub = pages.find(({ file }) => file === 'online-casinos/index.html')?.html ?? '';
    const marked = (mark: string) => [...hub.matchAll(new RegExp(`${mark}="([\\w-]+)"`, 'g'))];
    expect(marked(MARK.ranked).every(([, code]) => ggl.has(code ?? ''))).toBe(true);
    expect(marked(MARK.unranked).length).toBe(listed.length - ggl.size);
    // The filter and the rows name the German licence; no text there speaks of the NRA (the
    // islands' data may hold a casino's NRA licence record, which a reader never sees as such).
    expect(hub).toContain('Само казина с германски лиценз (GGL)');
    const text = (html: string) =>
      html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');
    for (const file of ['online-casinos/index.html', 'index.html'])
      expect(text(pages.find((p) => p.file === file)?.html ?? ''), file).not.toMatch(/НАП|NRA/);
  });
});

describe('the build refuses a contradiction between the words and the records', () => {
  it('a planted "лиценз от НАП" on a casino without an active NRA licence fails bg-BG', async () => {
    const home = await readPage('bg-BG', 'home');
    const slug = home.unlinkedOperators[0] ?? '';
    const review = await readPage('bg-BG', slug);
    const name = review.casino?.name ?? '';
    expect(review.casino).toBeDefined();
    // Written to the casino's record as an editor would: a page shows its casinos as they are now.
    const tagline = review.casino?.tagline ?? '';
    const patch = (body: unknown) => cmsOf(api.url).patch(`casinos/${slug}`, body);
    expect((await patch({ tagline: `${name}: лиценз от НАП` })).status).toBe(200);
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toMatch(
      new RegExp(
        `prerender: bg-BG: fail page ${slug}: licence-claim: "лиценз от НАП" in the tagline of ${name}: its records hold no active NRA licence`,
      ),
    );
    expect(run.output).toMatch(new RegExp(`bg-BG NOT published.*${slug}`));
    expect((await patch({ tagline })).status).toBe(200);
  });

  it('an unlicensed casino in a ranked bg-BG list fails the build, naming page and rule', async () => {
    const unlinked = new Set((await readPage('bg-BG', 'home')).unlinkedOperators);
    const card = (await casinos('bg-BG')).find((c) => unlinked.has(c.affiliateCode));
    if (!card) throw new Error('bg-BG lists no casino it may not link');
    // A card the register's answer does not refresh (no casino has its id) still says "active".
    const stale = {
      ...card,
      id: 99_999,
      licences: card.licences.map((l) => ({ ...l, register: 'nra', status: 'active' })),
    };
    const about = await readPage('bg-BG', 'about-us');
    const top = { component: 'casino-top-list', id: 'planted', heading: 'Топ', casinos: [stale] };
    expect((await putPage('bg-BG', { ...about, content: [...about.content, top] })).status).toBe(
      200,
    );
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toContain(
      `prerender: bg-BG: fail page about-us: licence-rank: ranks ${card.affiliateCode}, an operator without an active NRA licence`,
    );
    expect((await putPage('bg-BG', about)).status).toBe(200);
  });
});
