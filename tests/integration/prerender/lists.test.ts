/**
 * What a patch does when other locales change, and how the pipeline takes a page list or a page
 * the CMS gets wrong: the real CLI against the test API, behind a proxy that rewrites answers.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageList, type Page } from '../../../src/domain/entities';
import { SITEMAP_LIST_PATH } from '../../../src/api/route-data';
import type { RunningApi } from '../../../server/listen';
import { readManifest } from '../../../prerender/records/manifest';
import { readLive } from '../../../prerender/read/live';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';
import { startProxy, type Rewrite } from './proxy';

let api: RunningApi;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let out: string;

const prerender = (args: string[] = []) => runPrerenderCli(proxy.url, out, args);
const html = (locale: string, slug: string) =>
  readFileSync(join(out, 'bg', 'prerender-v5.20.12-bg', locale, slug, 'index.html'), 'utf8');
const sitemap = (locale: string) =>
  readFileSync(join(out, 'bg', 'prerender-v5.20.12-bg', locale, 'sitemap.xml'), 'utf8');
const dbJson = (locale: string, slug: string) =>
  join(out, 'bg', 'db-files-v5.20.0-bg', locale, slug, 'db.json');
const cms = () => cmsOf(api.url);
const remove = (locale: string, slug: string) =>
  fetch(`${api.url}/__test/pages/${locale}/${slug}`, { method: 'DELETE' });

/** A copy of the locale's privacy policy under `slug`, linked from nowhere. */
async function pageAs(locale: string, slug: string): Promise<Page> {
  const page = await cms().readPage(locale, 'privacy-policy');
  return {
    ...page,
    slug,
    canonical: page.canonical.replace('privacy-policy', slug),
    alternates: [],
  };
}

/** Rewrites bg-BG's page list (the pipeline reads it with titles, for the HTML sitemap). */
const bgList =
  (change: (list: PageList) => PageList): Rewrite =>
  (seen, body) =>
    seen.path === SITEMAP_LIST_PATH && seen.locale === 'bg-BG'
      ? change(PageList.parse(body))
      : body;

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startProxy(api.url);
  out = mkdtempSync(join(tmpdir(), 'prerender-lists-'));
  await cms().putPage('bg-DE', await pageAs('bg-DE', 'alt-probe'));
}, 180_000);
afterAll(async () => {
  await proxy.close();
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('hreflang alternates in a patch', () => {
  it('a page added or removed in another locale renders the unchanged page again', async () => {
    const first = await prerender();
    expect(first.status, first.output).toBe(0);
    expect(html('bg-DE', 'alt-probe')).not.toMatch(/hreflang="bg-bg"/i);

    await cms().putPage('bg-BG', await pageAs('bg-BG', 'alt-probe'));
    const added = await prerender();
    expect(added.status, added.output).toBe(0);
    expect(html('bg-DE', 'alt-probe')).toMatch(/hreflang="bg-bg"/i);
    // Only the pages of that slug and bg-BG's HTML sitemap, which lists them (product §2).
    expect(added.output).toMatch(/ 3 rendered, \d+ carried over, 0 failed/);

    await remove('bg-BG', 'alt-probe');
    const removed = await prerender();
    expect(removed.status, removed.output).toBe(0);
    expect(html('bg-DE', 'alt-probe')).not.toMatch(/hreflang="bg-bg"/i);
    expect(sitemap('bg-DE')).not.toMatch(/hreflang="bg-bg" href="[^"]*\/alt-probe"/);
  }, 300_000);
});

describe('page lists and pages the CMS gets wrong', () => {
  it('a slug the SPA shell or a locale directory answers is a refused page, never in the sitemap', async () => {
    for (const slug of ['login', 'de']) await cms().putPage('bg-BG', await pageAs('bg-BG', slug));
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toMatch(/bg-BG.*"login"/);
    expect(run.output).toMatch(/bg-BG.*"de"/);
    const within = await prerender(['--locale', 'bg-BG', '--max-failures', '2']);
    expect(within.status, within.output).toBe(0);
    expect(sitemap('bg-BG')).not.toMatch(/\/(login|de)<\/loc>/);
    expect(existsSync(dbJson('bg-BG', 'login'))).toBe(false);
    for (const slug of ['login', 'de']) await remove('bg-BG', slug);
  }, 300_000);

  it('a page the CMS lists only after the build read its list waits for the next build, out of the HTML sitemap', async () => {
    await cms().putPage('bg-BG', await pageAs('bg-BG', 'added-mid-build'));
    // The build's list was read before the page was added: the HTML sitemap shows that list.
    proxy.state.rewrite = bgList((list) => ({
      ...list,
      pages: list.pages.filter((page) => page.slug !== 'added-mid-build'),
    }));
    const before = proxy.seen.length;
    const run = await prerender(['--locale', 'bg-BG']);
    proxy.state.rewrite = (_, body) => body;
    expect(run.status, run.output).toBe(0);
    // Read once, with its titles: the HTML sitemap's page does not read it again.
    const listReads = proxy.seen
      .slice(before)
      .filter((s) => s.path.startsWith('/pages') && !s.path.includes('slugs='));
    expect(listReads).toEqual([{ path: SITEMAP_LIST_PATH, locale: 'bg-BG' }]);
    expect(html('bg-BG', 'sitemap')).toContain('href="/privacy-policy"');
    expect(html('bg-BG', 'sitemap')).not.toContain('added-mid-build');
    expect(existsSync(dbJson('bg-BG', 'added-mid-build'))).toBe(false);
    // The next build lists it, builds it and links it.
    const next = await prerender(['--locale', 'bg-BG']);
    expect(next.status, next.output).toBe(0);
    expect(html('bg-BG', 'sitemap')).toContain('href="/added-mid-build"');
    await remove('bg-BG', 'added-mid-build');
  }, 300_000);

  it('an invalid slug in a list names the locale and the slug, and is not retried', async () => {
    proxy.state.rewrite = bgList((list) => ({
      ...list,
      pages: [
        ...list.pages,
        { slug: 'Bad Slug', type: 'default', updatedAt: list.pages[0]?.updatedAt ?? '' },
      ],
    }));
    const before = proxy.seen.length;
    const run = await prerender(['--locale', 'bg-BG']);
    proxy.state.rewrite = (_, body) => body;
    expect(run.status, run.output).toBe(2);
    expect(run.output).toMatch(/bg-BG.*Bad Slug/);
    const lists = proxy.seen
      .slice(before)
      .filter((s) => s.path === SITEMAP_LIST_PATH && s.locale === 'bg-BG');
    expect(lists).toHaveLength(1);
  });

  it('a slug listed twice is built once, with a warning naming it', async () => {
    proxy.state.rewrite = bgList((list) => {
      const about = list.pages.find((p) => p.slug === 'about-us');
      return { ...list, pages: about ? [...list.pages, about] : list.pages };
    });
    const patch = await prerender(['--locale', 'bg-BG']);
    expect(patch.status, patch.output).toBe(0);
    expect(patch.output).toMatch(/bg-BG.*about-us/);
    expect(sitemap('bg-BG').match(/\/about-us<\/loc>/g)).toHaveLength(1);
    const full = await prerender(['--locale', 'bg-BG', '--no-incremental']);
    proxy.state.rewrite = (_, body) => body;
    expect(full.status, full.output).toBe(0);
    const listed = PageList.parse(
      await (await fetch(`${api.url}/pages`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    expect(full.output).toMatch(new RegExp(` ${String(listed.pages.length)} rendered, 0 carried`));
    const live = await readLive(out);
    const manifest = await readManifest(
      join(out, '.builds', live?.locales['bg-BG']?.buildId ?? ''),
      'bg-BG',
    );
    expect(manifest?.pages.filter((p) => p.slug === 'about-us')).toHaveLength(1);
    expect(sitemap('bg-BG').match(/\/about-us<\/loc>/g)).toHaveLength(1);
  }, 300_000);

  it('a single read that answers another page is a failed read of the page asked', async () => {
    const about = await cms().readPage('bg-BG', 'about-us');
    const privacy = await cms().readPage('bg-BG', 'privacy-policy');
    await cms().putPage('bg-BG', about);
    proxy.state.rewrite = (seen, body) => {
      if (seen.locale !== 'bg-BG') return body;
      if (seen.path === '/about-us') return privacy;
      if (!seen.path.startsWith('/pages?slugs=')) return body;
      const bulk = body as { documents: { slug: string }[] };
      return { ...bulk, documents: bulk.documents.filter((d) => d.slug !== 'about-us') };
    };
    const run = await prerender(['--locale', 'bg-BG']);
    proxy.state.rewrite = (_, body) => body;
    expect(run.status, run.output).toBe(1);
    expect(run.output).toMatch(/failed pages: about-us/);
    expect((JSON.parse(readFileSync(dbJson('bg-BG', 'about-us'), 'utf8')) as Page).slug).toBe(
      'about-us',
    );
  }, 300_000);
});
