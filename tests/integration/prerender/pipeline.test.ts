import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CasinoListResponse, Page, PageList } from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { startTestApi } from '../server/helpers';
import { runPrerenderCliWithSiblings } from './cli';
import { readLive } from '../../../prerender/read/live';
import { AGE_GATE_OPENER } from '../../../src/consent/age-gate';
import { Manifest } from '../../../prerender/records/manifest';
import { SMALLEST_COMPRESSED_BYTES } from '../../../src/domain/rules/precompressed';

let api: RunningApi;
let out: string;

/**
 * True when the br sibling of `file` holds its bytes and carries its time (the sibling stage), or
 * when the file is too small for one and has none.
 */
function hasFreshSiblings(file: string): boolean {
  const bytes = readFileSync(file);
  const time = statSync(file).mtimeMs;
  if (bytes.length <= SMALLEST_COMPRESSED_BYTES) return !existsSync(`${file}.br`);
  return (
    brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes) &&
    Math.abs(statSync(`${file}.br`).mtimeMs - time) < 1
  );
}

/** How many files the run's sibling stage encoded. */
const compressedCount = (output: string) =>
  Number(/prerender: siblings: \d+ files, (\d+) encoded/.exec(output)?.[1] ?? NaN);

/** Runs the real CLI into this file's output folder. */
const prerender = (args: string[] = [], env: Record<string, string> = {}) =>
  runPrerenderCliWithSiblings(api.url, out, args, env);

const put = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The built bg-BG compare page. */
const comparePage = () =>
  join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG', 'compare-casinos', 'index.html');

/** GET /casinos{query} in bg-BG. */
const casinosOf = async (query: string) =>
  CasinoListResponse.parse(
    await (await fetch(`${api.url}/casinos${query}`, { headers: { 'x-locale': 'bg-BG' } })).json(),
  );

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'prerender-test-'));
}, 180_000);
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the prerender pipeline', () => {
  it('writes versioned HTML and db.json folders for every slug of both locales', async () => {
    const run = await prerender();
    expect(run.status, run.output).toBe(0);
    const live = await readLive(out);
    expect(live?.prerenderFolder).toBe('prerender-v5.20.12-bg');
    expect(live?.dbFolder).toBe('db-files-v5.20.0-bg');
    for (const locale of ['bg-BG', 'bg-DE']) {
      const list = PageList.parse(
        await (await fetch(`${api.url}/pages`, { headers: { 'x-locale': locale } })).json(),
      );
      for (const { slug } of list.pages) {
        const html = readFileSync(
          join(out, 'bg', 'prerender-v5.20.12-bg', locale, slug, 'index.html'),
          'utf8',
        );
        expect(html).toContain('<html lang="bg">');
        const page = Page.parse(
          JSON.parse(
            readFileSync(join(out, 'bg', 'db-files-v5.20.0-bg', locale, slug, 'db.json'), 'utf8'),
          ),
        );
        expect(page.slug).toBe(slug);
        expect(html).toContain(`<link rel="canonical" href="${page.canonical}"`);
        for (const file of [
          'prerender-v5.20.12-bg/LOCALE/SLUG/index.html',
          'db-files-v5.20.0-bg/LOCALE/SLUG/db.json',
        ])
          expect(
            hasFreshSiblings(join(out, 'bg', file.replace('LOCALE', locale).replace('SLUG', slug))),
            `${locale} ${slug}`,
          ).toBe(true);
      }
      expect(
        hasFreshSiblings(join(out, 'bg', 'prerender-v5.20.12-bg', locale, 'sitemap.xml')),
      ).toBe(true);
      expect(
        readFileSync(join(out, 'bg', 'prerender-v5.20.12-bg', locale, 'sitemap.xml'), 'utf8'),
      ).toContain('hreflang="x-default"');
    }
    const clears = (await (await fetch(`${api.url}/__test/cache-clears`)).json()) as {
      items: unknown[];
    };
    expect(clears.items.length).toBeGreaterThan(100);
    const assets = readdirSync(join(out, 'client', 'assets'), {
      recursive: true,
      encoding: 'utf8',
    }).filter((n) => /\.(js|css)$/.test(n));
    expect(assets.length).toBeGreaterThan(0);
    for (const name of assets)
      expect(hasFreshSiblings(join(out, 'client', 'assets', name)), name).toBe(true);
  });

  it('a second run with nothing changed renders nothing', async () => {
    const run = await prerender();
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/ 0 rendered, \d+ carried over, 0 failed/);
    // Only what was written again is compressed again: each locale's sitemap and robots.txt.
    expect(compressedCount(run.output), run.output).toBeLessThanOrEqual(4);
    // The first run bundled the worker and cached its compiled code; this one's worker used it.
    expect(run.output).toMatch(/render worker from the bundle, V8 code cache used/);
  });

  it('a page whose live files are gone is read and rendered again, the rest carried over', async () => {
    const live = await readLive(out);
    const build = live?.locales['bg-BG']?.buildId ?? '';
    rmSync(join(out, '.builds', build, 'bg-BG', 'html', 'about-us'), { recursive: true });
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/ 1 rendered, \d+ carried over, 0 failed/);
    expect(
      readFileSync(
        join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG', 'about-us', 'index.html'),
        'utf8',
      ),
    ).toContain('<html lang="bg">');
  });

  it('an incremental rebuild patches the live build: changed and new pages written, removed ones gone, the rest untouched', async () => {
    const livePage = (slug: string) =>
      join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG', slug, 'index.html');
    const before = await readLive(out);
    const manifestPath = join(
      out,
      '.builds',
      before?.locales['bg-BG']?.buildId ?? '',
      'manifest-bg-BG.json',
    );
    const manifestBefore = Manifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
    const list = PageList.parse(
      await (await fetch(`${api.url}/pages`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    const other = list.pages.find((p) => !['about-us', 'home'].includes(p.slug))?.slug ?? '';
    const untouched = statSync(livePage(other));
    const untouchedBrotli = statSync(`${livePage(other)}.br`);
    const page = Page.parse(
      await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    const updatedAt = new Date().toISOString();
    expect(
      (await put('/__test/pages/bg-BG/about-us', { ...page, title: 'За нас (ново)', updatedAt }))
        .status,
    ).toBe(200);
    const fresh = { ...page, slug: 'nova-stranica', title: 'Нова страница', updatedAt };
    expect((await put('/__test/pages/bg-BG/nova-stranica', fresh)).status).toBe(200);

    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(0);
    // The changed page, the new one and the HTML sitemap, which lists every page (product §2).
    expect(run.output).toMatch(/ 3 rendered, \d+ carried over, 0 failed/);
    // Three pages are not worth a second worker's boot (prerender/render/pool.ts).
    expect(run.output).toMatch(/; 1 worker booted/);
    const after = await readLive(out);
    // The live build was patched, not replaced; an unchanged page is the very same file.
    expect(after?.locales['bg-BG']?.buildId).toBe(before?.locales['bg-BG']?.buildId);
    expect(readFileSync(livePage('about-us'), 'utf8')).toContain('За нас (ново)');
    expect(readFileSync(livePage('nova-stranica'), 'utf8')).toContain('Нова страница');
    expect(statSync(livePage(other)).ino).toBe(untouched.ino);
    // The changed and new pages got siblings of their new bytes; the unchanged page kept its own.
    expect(hasFreshSiblings(livePage('about-us'))).toBe(true);
    expect(hasFreshSiblings(livePage('nova-stranica'))).toBe(true);
    expect(statSync(`${livePage(other)}.br`).ino).toBe(untouchedBrotli.ino);
    // Each rendered page's HTML and db.json (the sitemap's too), and the sitemaps that moved.
    expect(compressedCount(run.output), run.output).toBeLessThanOrEqual(8);
    // The manifest has one entry per listed page, one per line; the changed and new pages are
    // this build's, an unchanged page keeps the entry of the build its files come from.
    const text = readFileSync(manifestPath, 'utf8');
    const manifest = Manifest.parse(JSON.parse(text));
    expect(text.split('\n')).toHaveLength(manifest.pages.length + 2);
    expect(manifest.pages.map((p) => p.slug).sort()).toEqual(
      [...list.pages.map((p) => p.slug), 'nova-stranica'].sort(),
    );
    const entryOf = (m: Manifest, slug: string) => m.pages.find((p) => p.slug === slug);
    expect(entryOf(manifest, other)).toEqual(entryOf(manifestBefore, other));
    expect(entryOf(manifest, 'about-us')).toMatchObject({ outcome: 'rendered', updatedAt });
    expect(entryOf(manifest, 'about-us')?.hash).not.toBe(entryOf(manifestBefore, 'about-us')?.hash);
    expect(entryOf(manifest, 'nova-stranica')).toMatchObject({ outcome: 'rendered', error: null });
    const sitemap = join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG', 'sitemap.xml');
    expect(readFileSync(sitemap, 'utf8')).toContain('/nova-stranica');
    // A run of bg-BG alone keeps the alternates of bg-DE, published by an earlier run.
    expect(readFileSync(sitemap, 'utf8')).toContain('hreflang="bg-de"');

    const removed = await fetch(`${api.url}/__test/pages/bg-BG/nova-stranica`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    const again = await prerender(['--locale', 'bg-BG']);
    expect(again.status, again.output).toBe(0);
    // Only the HTML sitemap, which no longer lists the page (product §2).
    expect(again.output).toMatch(/ 1 rendered, \d+ carried over, 0 failed/);
    expect(existsSync(livePage('nova-stranica'))).toBe(false);
    expect(existsSync(`${livePage('nova-stranica')}.br`)).toBe(false);
    expect(
      existsSync(join(out, 'bg', 'db-files-v5.20.0-bg', 'bg-BG', 'nova-stranica', 'db.json')),
    ).toBe(false);
    expect(readFileSync(sitemap, 'utf8')).not.toContain('/nova-stranica');
    const last = Manifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
    expect(last.pages.map((p) => p.slug).sort()).toEqual(list.pages.map((p) => p.slug).sort());
    expect(entryOf(last, 'about-us')).toEqual(entryOf(manifest, 'about-us'));
  });

  it('with 10% of API answers failing it still publishes a complete, consistent version', async () => {
    await put('/__test/faults', { errorRate: 0.1 });
    const run = await prerender(['--no-incremental']);
    await put('/__test/faults', { errorRate: 0 });
    expect(run.status, run.output).toBe(0);
    const live = await readLive(out);
    for (const locale of ['bg-BG', 'bg-DE']) {
      const build = live?.locales[locale]?.buildId ?? '';
      const manifest = Manifest.parse(
        JSON.parse(readFileSync(join(out, '.builds', build, `manifest-${locale}.json`), 'utf8')),
      );
      const slugs = manifest.pages.map((p) => p.slug);
      const list = PageList.parse(
        await (await fetch(`${api.url}/pages`, { headers: { 'x-locale': locale } })).json(),
      );
      expect(slugs.sort()).toEqual(list.pages.map((p) => p.slug).sort());
      expect(manifest.pages.every((p) => p.outcome === 'rendered')).toBe(true);
      expect(
        readdirSync(join(out, 'bg', 'prerender-v5.20.12-bg', locale)).filter(
          // Page folders only: not sitemap.xml or robots.txt, not the SPA shell (__spa).
          (f) => !f.includes('.') && !f.startsWith('__'),
        ).length,
      ).toBe(list.pages.length);
    }
  });

  it('when every bulk read fails it reads the pages one by one and still publishes them all', async () => {
    await put('/__test/faults', { errorRate: 1, paths: '^/pages\\?slugs=' });
    const run = await prerender(['--no-incremental', '--locale', 'bg-DE']);
    await put('/__test/faults', { errorRate: 0 });
    expect(run.status, run.output).toBe(0);
    const live = await readLive(out);
    const manifest = Manifest.parse(
      JSON.parse(
        readFileSync(
          join(out, '.builds', live?.locales['bg-DE']?.buildId ?? '', 'manifest-bg-DE.json'),
          'utf8',
        ),
      ),
    );
    const list = PageList.parse(
      await (await fetch(`${api.url}/pages`, { headers: { 'x-locale': 'bg-DE' } })).json(),
    );
    expect(manifest.pages.map((p) => p.slug).sort()).toEqual(list.pages.map((p) => p.slug).sort());
    expect(manifest.pages.every((p) => p.outcome === 'rendered')).toBe(true);
  });

  it('a page that always fails leaves the previous version serving and exits non-zero naming it', async () => {
    const before = await readLive(out);
    // Its single read and every bulk read that names it fail.
    await put('/__test/faults', {
      errorRate: 1,
      paths: '^/about-us$|^/pages\\?slugs=.*\\babout-us\\b',
    });
    const run = await prerender(['--no-incremental', '--locale', 'bg-BG']);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/bg-BG NOT published.*about-us/);
    const after = await readLive(out);
    expect(after?.locales['bg-BG']?.buildId).toBe(before?.locales['bg-BG']?.buildId);
    const live = join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG', 'about-us', 'index.html');
    const served = readFileSync(live, 'utf8');

    // An incremental patch that fails moves nothing into the live build.
    await put('/__test/faults', { errorRate: 0 });
    const page = Page.parse(
      await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    const updatedAt = new Date().toISOString();
    await put('/__test/pages/bg-BG/about-us', { ...page, title: 'Неуспешно', updatedAt });
    await put('/__test/faults', {
      errorRate: 1,
      paths: '^/about-us$|^/pages\\?slugs=.*\\babout-us\\b',
    });
    const patch = await prerender(['--locale', 'bg-BG']);
    await put('/__test/faults', { errorRate: 0 });
    expect(patch.status).toBe(1);
    expect(patch.output).toMatch(/bg-BG NOT published.*about-us/);
    expect(readFileSync(live, 'utf8')).toBe(served);
  });

  it('an API failure once the pages are written publishes nothing: links and live record stay', async () => {
    const published = join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG');
    const [liveBefore, linkBefore] = [await readLive(out), readlinkSync(published)];
    const served = readFileSync(join(published, 'about-us', 'index.html'), 'utf8');
    const page = Page.parse(
      await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    await put('/__test/pages/bg-BG/about-us', {
      ...page,
      title: 'Не преди заглавките',
      updatedAt: new Date().toISOString(),
    });
    // The security headers' demo hosts (product §7 GET /providers/demo) are read last of all.
    await put('/__test/faults', { errorRate: 1, paths: '^/providers/demo' });
    const run = await prerender(['--no-incremental', '--locale', 'bg-BG']);
    await put('/__test/faults', { errorRate: 0 });
    expect(run.status, run.output).toBe(2);
    expect(await readLive(out)).toEqual(liveBefore);
    expect(readlinkSync(published)).toBe(linkBefore);
    expect(readFileSync(join(published, 'about-us', 'index.html'), 'utf8')).toBe(served);
    await put('/__test/pages/bg-BG/about-us', { ...page, updatedAt: new Date().toISOString() });
  });

  it('within --max-failures it publishes without the failed page, which its sitemap leaves out', async () => {
    await put('/__test/faults', {
      errorRate: 1,
      paths: '^/about-us$|^/pages\\?slugs=.*\\babout-us\\b',
    });
    const run = await prerender(['--no-incremental', '--locale', 'bg-BG', '--max-failures=1']);
    await put('/__test/faults', { errorRate: 0 });
    expect(run.status, run.output).toBe(0);
    const sitemap = readFileSync(
      join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG', 'sitemap.xml'),
      'utf8',
    );
    // Written while the pages rendered as if all would succeed, then again without about-us.
    expect(sitemap).not.toContain('/about-us</loc>');
    const list = PageList.parse(
      await (await fetch(`${api.url}/pages`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    const listed = list.pages.filter((p) => !['about-us', 'not-found', 'search'].includes(p.slug));
    expect(sitemap.match(/<url>/g)).toHaveLength(listed.length);
  });

  it('the compare page lists every casino in its pickers; without that list it is not published', async () => {
    const compare = comparePage();
    const casinos = await casinosOf('?pageSize=100&sort=name');
    const html = readFileSync(compare, 'utf8');
    expect(html).toContain('data-island="CompareCasinos" data-trigger="address"');
    const listed = [...html.matchAll(/<option value="(\d+)">/g)].map((m) => Number(m[1]));
    // Two pickers, each listing every casino in the API's name order.
    const ids = casinos.items.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(listed).toEqual([...ids, ...ids]);

    await put('/__test/faults', { errorRate: 1, paths: '^/casinos\\?' });
    const run = await prerender(['--no-incremental', '--locale', 'bg-BG']);
    await put('/__test/faults', { errorRate: 0 });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/bg-BG NOT published.*compare-casinos/);
    expect(readFileSync(compare, 'utf8')).toBe(html);
  });

  it('a renamed casino reaches the compare page in the next patch, though no page changed', async () => {
    const compare = comparePage();
    const first = (await casinosOf('?pageSize=1')).items[0];
    expect(first).toBeDefined();
    const renamed = `${first?.name ?? ''} Преименувано`;
    const rename = await put(`/__test/casinos/${first?.slug ?? ''}/name`, { name: renamed });
    expect(rename.status).toBe(200);
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(0);
    // A patch, not a full build: the pages carried over outnumber those rendered.
    const counts = / (\d+) rendered, (\d+) carried over, 0 failed/.exec(run.output);
    expect(Number(counts?.[2]), run.output).toBeGreaterThan(Number(counts?.[1]));
    expect(readFileSync(compare, 'utf8')).toContain(`>${renamed}</option>`);
  });

  it('rejects bad settings and unknown locales with a clear error', async () => {
    expect((await prerender(['--locale', 'xx-XX'])).output).toMatch(/Unknown locale\(s\): xx-XX/);
    const bad = await prerender(['--max-failures=-1']);
    expect(bad.status).toBe(2);
    expect(bad.output).toMatch(/maxFailures/);
  });
});

describe('safe output', () => {
  it('XSS payloads in CMS content do not survive into the HTML', async () => {
    const page = Page.parse(
      await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    const evil = {
      ...page,
      title: 'За нас </script><script>alert("title")</script>',
      description: '"><img src=x onerror=alert(1)>',
      content: [
        {
          component: 'rich-text',
          id: 'xss',
          html: '<p>Здравей</p><script>alert("body")</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">връзка</a><iframe src="https://evil.example"></iframe><p style="color:red" onclick="alert(4)">текст</p>',
        },
      ],
      updatedAt: new Date().toISOString(),
    };
    const put = await fetch(`${api.url}/__test/pages/bg-BG/about-us`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(evil),
    });
    expect(put.status).toBe(200);
    const run = await prerender(['--locale', 'bg-BG']);
    expect(run.status, run.output).toBe(0);
    const html = readFileSync(
      join(out, 'bg', 'prerender-v5.20.12-bg', 'bg-BG', 'about-us', 'index.html'),
      'utf8',
    );
    expect(html).toContain('Здравей');
    const { Window } = await import('happy-dom');
    const document = new Window().document;
    document.write(html);
    const all = [...document.querySelectorAll('*')];
    expect(
      all.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')),
    ).toEqual([]);
    const scripts = [...document.querySelectorAll('script')];
    // Data, the site's own files, and bg-BG's age gate opener (product §4): nothing from the CMS runs.
    const inline = scripts.filter(
      (s) =>
        s.getAttribute('type') !== 'application/json' &&
        s.getAttribute('type') !== 'application/ld+json' &&
        !s.hasAttribute('src'),
    );
    expect(inline.map((s) => s.textContent)).toEqual([AGE_GATE_OPENER]);
    expect(scripts.map((s) => s.textContent).join('')).not.toMatch(/<\/script/i);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('a')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((h) => /^\s*javascript:/i.test(h)),
    ).toEqual([]);
    // The title is text, never markup: it reads back exactly as the CMS sent it.
    expect(document.querySelector('h1')?.textContent).toContain(
      '</script><script>alert("title")</script>',
    );
  });
});
