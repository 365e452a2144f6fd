/**
 * The publisher (docs/deploying.md "The publisher") on a real build: an editor's change goes live
 * on every page built from it, and only those pages' caches are cleared; a page that fails a
 * check keeps its live version and the next change retries; a burst of edits is gathered.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pLimit from 'p-limit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { API_PAGE_SIZE_MAX } from '../../../src/config/constants';
import { CasinoListResponse, type CasinoSummary } from '../../../src/domain/entities';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';
import { startPublisherCli, type PublisherCli } from './publisher-cli';
import {
  clearedSlugs,
  health,
  healthUrlOf,
  livePage,
  livePagePath,
  withoutSibling,
} from './publisher-live';
import { liveHtml } from './live-html';

let api: RunningApi;
let out: string;
let publisher: PublisherCli | null = null;

const edit = (path: string, body: unknown) => cmsOf(api.url).patch(path, body);

async function casinos(): Promise<CasinoSummary[]> {
  const path = `/casinos?pageSize=${String(API_PAGE_SIZE_MAX)}`;
  const answer = await fetch(`${api.url}${path}`, { headers: { 'x-locale': 'bg-BG' } });
  return CasinoListResponse.parse(await answer.json()).items;
}

/** Starts the publisher and waits for its first patch (the catch-up) to be live. */
async function startPublisher(args: string[] = [], siblings = false): Promise<PublisherCli> {
  const started = startPublisherCli(api.url, out, {
    args: ['--locale', 'bg-BG', ...args],
    siblings,
  });
  publisher = started;
  await started.waitFor(/live: bg-BG/);
  return started;
}

/** Waits for the next patch after the output so far to be live. */
const nextLive = (cli: PublisherCli, pattern = /live: bg-BG/) =>
  cli.waitFor(pattern, { from: cli.output().length });

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'publisher-'));
  const run = await runPrerenderCli(api.url, out, ['--locale', 'bg-BG']);
  expect(run.status, run.output).toBe(0);
}, 180_000);
afterEach(async () => {
  await publisher?.stop();
  publisher = null;
});
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('an edit goes live by itself', () => {
  it('a renamed casino shows on its review, the hub and the home page; exactly the changed pages are cleared', async () => {
    const cli = await startPublisher();
    const [casino] = await casinos();
    if (!casino) throw new Error('no casino');
    const before = new Map((await liveHtml(out, 'bg-BG')).map((p) => [p.file, p.html]));
    const cleared = (await clearedSlugs(api.url, 'bg-BG')).length;
    const name = `${casino.name} Ново име`;
    const from = cli.output().length;
    const live = nextLive(cli);
    expect((await edit(`casinos/${casino.slug}`, { name })).status).toBe(200);
    await live;
    for (const slug of [casino.slug, 'home', 'online-casinos'])
      expect(await livePage(out, 'bg-BG', slug), slug).toContain(name);
    const changed = (await liveHtml(out, 'bg-BG'))
      .filter((p) => before.get(p.file) !== p.html)
      .map((p) => (p.file === 'index.html' ? 'home' : p.file.replace(/\/index\.html$/, '')))
      .filter((file) => !file.startsWith('sitemap') && !file.startsWith('_spa'));
    const clears = (await clearedSlugs(api.url, 'bg-BG')).slice(cleared);
    expect(new Set(clears)).toEqual(new Set(changed));
    expect(clears.length).toBeLessThan(before.size / 4);
    expect((await health(healthUrlOf(cli.output()))).status).toBe(200);
    // Its workers stayed up from the catch-up: the patch booted none.
    expect(cli.output().slice(from)).toMatch(
      /render worker from the bundle, 1 worker warm from the patches before/,
    );
  });

  it('an edit to an idle publisher is not held for the window', async () => {
    const cli = await startPublisher(['--window-ms', '60000']);
    const [casino] = await casinos();
    const tagline = `${casino?.tagline ?? ''} (днес)`;
    const live = cli.waitFor(/live: bg-BG/, { from: cli.output().length, timeoutMs: 30_000 });
    expect((await edit(`casinos/${casino?.slug ?? ''}`, { tagline })).status).toBe(200);
    await live;
    expect(await livePage(out, 'bg-BG', casino?.slug ?? '')).toContain(tagline);
  });

  it('an edit no page was built from renders nothing', async () => {
    const cli = await startPublisher();
    const slot = (await (
      await fetch(`${api.url}/slots?pageSize=1&sort=name`, { headers: { 'x-locale': 'bg-BG' } })
    ).json()) as { items: { slug: string }[] };
    expect(slot.items.length).toBe(1);
    const from = cli.output().length;
    const url = healthUrlOf(cli.output());
    const { changesSeen, patches } = await health(url);
    // A slot's RTP is shown on pages: a change of a casino's tracking code text on no page is not.
    expect((await edit('navigation/bg-DE', { footer: { copyright: '© bg-DE' } })).status).toBe(200);
    // Once the publisher has taken the change in with nothing pending, no patch can follow it.
    await expect.poll(async () => (await health(url)).changesSeen).toBeGreaterThan(changesSeen);
    expect(await health(url)).toMatchObject({ patches, pending: 0 });
    expect(cli.output().slice(from)).not.toMatch(/publisher: patching|rendered/);
  });
});

describe('compressed bodies (docs/published-tree.md)', () => {
  it("every live file gets its br sibling once caught up, and a patch's pages after they went live", async () => {
    // The full build before ran without its sibling stage: nothing live has a sibling yet.
    const passed = /prerender: siblings: .*; every sibling/;
    const cli = await startPublisher([], true);
    await cli.waitFor(passed);
    expect(await withoutSibling(out)).toEqual([]);
    const [casino] = await casinos();
    if (!casino) throw new Error('no casino');
    const tagline = `${casino.tagline} (с компресия)`;
    const from = cli.output().length;
    expect((await edit(`casinos/${casino.slug}`, { tagline })).status).toBe(200);
    await cli.waitFor(/live: bg-BG/, { from });
    await cli.waitFor(passed, { from });
    expect(await withoutSibling(out)).toEqual([]);
    const page = await livePagePath(out, 'bg-BG', casino.slug);
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toContain(tagline);
  });
});

describe('a page that fails a check', () => {
  it('keeps its live version, the log names page and rule, and the next change retries', async () => {
    const cli = await startPublisher();
    const home = await cmsOf(api.url).readPage('bg-BG', 'home');
    const slug = home.unlinkedOperators[0] ?? '';
    const review = await cmsOf(api.url).readPage('bg-BG', slug);
    const tagline = review.casino?.tagline ?? '';
    const planted = `${review.casino?.name ?? ''}: лиценз от НАП`;
    const refused = nextLive(cli, /bg-BG: fail page [\w-]+: licence-claim/);
    expect((await edit(`casinos/${slug}`, { tagline: planted })).status).toBe(200);
    expect(await refused).toContain(`fail page ${slug}: licence-claim`);
    expect(await livePage(out, 'bg-BG', slug)).not.toContain(planted);
    const fixed = `${tagline} (проверено)`;
    const live = nextLive(cli);
    expect((await edit(`casinos/${slug}`, { tagline: fixed })).status).toBe(200);
    await live;
    expect(await livePage(out, 'bg-BG', slug)).toContain('(проверено)');
  });
});

describe('a burst of edits', () => {
  it('250 edits are gathered into few patches and all go live', async () => {
    const cli = await startPublisher();
    const list = (await casinos()).slice(0, 20);
    const limit = pLimit(16);
    const final = new Map<string, string>();
    // 16 editors at once, each casino's edits one after the other: two edits of one casino in
    // flight together land in either order, and the last one sent need not be the last applied.
    await Promise.all(
      list.map((casino, first) =>
        limit(async () => {
          for (let i = first; i < 250; i += list.length) {
            const tagline = `Слоган ${String(i)}`;
            expect((await edit(`casinos/${casino.slug}`, { tagline })).status).toBe(200);
            final.set(casino.slug, tagline);
          }
        }),
      ),
    );
    const url = healthUrlOf(cli.output());
    await expect
      .poll(
        async () => {
          for (const [slug, tagline] of final)
            if (!(await livePage(out, 'bg-BG', slug)).includes(`${tagline}<`)) return slug;
          return 'all live';
        },
        { timeout: 120_000, interval: 100 },
      )
      .toBe('all live');
    // At most one patch per five edits, as many as the burst may take.
    expect((await health(url)).patches).toBeLessThan(50);
  }, 240_000);
});
