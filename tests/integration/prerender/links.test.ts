/** The link check before publish: a dangling internal link fails the locale's build. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { readLive } from '../../../prerender/read/live';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';

let api: RunningApi;
let out: string;

const prerender = (args: string[] = []) => runPrerenderCli(api.url, out, args);
const readPage = (locale: string, slug: string) => cmsOf(api.url).readPage(locale, slug);
const putPage = (locale: string, page: Page) => cmsOf(api.url).putPage(locale, page);
const liveBuildOf = async (locale: string) => (await readLive(out))?.locales[locale]?.buildId;

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'prerender-links-'));
}, 180_000);
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the link check', () => {
  it('every link of both locales lands on a page: both are published', async () => {
    const run = await prerender();
    expect(run.status, run.output).toBe(0);
    expect(run.output).not.toMatch(/ links to /);
    expect(run.output).toMatch(/live: bg-BG, bg-DE/);
  });

  it('a dangling link planted in CMS content fails the build, naming page and link', async () => {
    const before = await liveBuildOf('bg-DE');
    const page = await readPage('bg-DE', 'about-us');
    const html = '<p>Вижте <a href="/de/nyama-takava-stranitsa">тази страница</a>.</p>';
    const planted = {
      ...page,
      content: [...page.content, { component: 'rich-text', id: 'planted', html }],
    };
    expect((await putPage('bg-DE', planted)).status).toBe(200);
    const run = await prerender(['--locale', 'bg-DE']);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toContain(
      'prerender: bg-DE: page about-us links to /de/nyama-takava-stranitsa: no page',
    );
    expect(run.output).toMatch(/bg-DE NOT published.*about-us/);
    expect(await liveBuildOf('bg-DE')).toBe(before);

    // The link taken out again, the patch publishes.
    expect((await putPage('bg-DE', page)).status).toBe(200);
    const fixed = await prerender(['--locale', 'bg-DE']);
    expect(fixed.status, fixed.output).toBe(0);
  });

  it('a patch checks the pages it carries: a page removed while another still links to it', async () => {
    const games = await readPage('bg-BG', 'casino-games');
    const grid = games.content.find((c) => c.component === 'slot-grid') as
      { slots: { slug: string }[] } | undefined;
    const slot = grid?.slots[0]?.slug ?? '';
    expect(slot).not.toBe('');
    const deleted = await fetch(`${api.url}/__test/pages/bg-BG/${slot}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(1);
    // Nothing was read again: the links came from the live manifest of the carried pages.
    // Only the HTML sitemap, which follows the page list (product §2).
    expect(run.output).toMatch(/ 1 rendered, \d+ carried over/);
    expect(run.output).toMatch(
      new RegExp(`bg-BG: page [a-z0-9-]+ links to /${slot}\\b.*: no page`),
    );
  });
});
