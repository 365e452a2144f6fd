import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { readLive } from '../../../prerender/read/live';
import { Manifest } from '../../../prerender/records/manifest';
import { PageList } from '../../../src/domain/entities';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';

/** What the CMS in front of the real API does to every page list it answers. */
type Cms = 'whole' | 'empty' | 'half' | 'unlinked';

/** The pages of the live build that no page links to: what a CMS can drop without a dangling link. */
let unlinked = new Set<string>();

let api: RunningApi;
let cms: Server;
let cmsUrl: string;
let answer: Cms = 'whole';
let out: string;

function shrink(list: PageList): PageList {
  if (answer === 'empty') return { ...list, pages: [] };
  if (answer === 'half') return { ...list, pages: list.pages.filter((_, i) => i % 2 === 0) };
  if (answer === 'unlinked')
    return { ...list, pages: list.pages.filter((p) => !unlinked.has(p.slug)) };
  return list;
}

/** Forwards to the real API; a locale's page list (not a bulk read) comes back shrunk. */
async function forward(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? '/', api.url);
  const headers = Object.fromEntries(
    Object.entries(request.headers).flatMap(([k, v]) =>
      ['host', 'connection', 'content-length', 'transfer-encoding'].includes(k) ||
      typeof v !== 'string'
        ? []
        : [[k, v]],
    ),
  );
  const upstream = await fetch(url, {
    method: request.method ?? 'GET',
    headers,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  });
  let body = Buffer.from(await upstream.arrayBuffer());
  if (url.pathname === '/pages' && !url.searchParams.has('slugs') && upstream.ok)
    body = Buffer.from(JSON.stringify(shrink(PageList.parse(JSON.parse(body.toString())))));
  response.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? '',
  });
  response.end(body);
}

beforeAll(async () => {
  api = await startTestApi();
  cms = createServer((request, response) => {
    forward(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${String((cms.address() as AddressInfo).port)}`;
  out = mkdtempSync(join(tmpdir(), 'prerender-shrink-'));
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => cms.close(resolve));
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

const prerender = (args: string[] = []) => runPrerenderCli(cmsUrl, out, args);

/**
 * sha1 of every file and the target of every link under the output folder, by path; the trash
 * is left out (a detached `rm` of an earlier run may be deleting it), and so are `skip`'s.
 */
function tree(skip: readonly string[] = []): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string, at: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const rel = at ? `${at}/${name}` : name;
      if (rel === '.trash' || skip.includes(rel)) continue;
      const info = lstatSync(path);
      if (info.isSymbolicLink()) found.set(rel, `→ ${readlinkSync(path)}`);
      else if (info.isDirectory()) walk(path, rel);
      else found.set(rel, createHash('sha1').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(out, '');
  return found;
}

/** The live pages of a locale, as its manifest says. */
async function livePages(locale: string): Promise<string[]> {
  const buildId = (await readLive(out))?.locales[locale]?.buildId ?? '';
  const manifest = Manifest.parse(
    JSON.parse(readFileSync(join(out, '.builds', buildId, `manifest-${locale}.json`), 'utf8')),
  );
  return manifest.pages
    .filter((p) => p.outcome !== 'failed')
    .map((p) => p.slug)
    .sort();
}

/** The live pages no page of either locale links to: what a CMS can drop without a dangling link. */
async function unlinkedPages(): Promise<Set<string>> {
  const record = await readLive(out);
  const linked = new Set<string>();
  const slugs = new Set<string>();
  for (const [locale, prefix] of [
    ['bg-BG', ''],
    ['bg-DE', '/de'],
  ] as const) {
    const buildId = record?.locales[locale]?.buildId ?? '';
    const manifest = Manifest.parse(
      JSON.parse(readFileSync(join(out, '.builds', buildId, `manifest-${locale}.json`), 'utf8')),
    );
    for (const link of [
      ...(manifest.frameLinks ?? []),
      // The HTML sitemap links every page the list holds, and follows the list (product §2).
      ...manifest.pages.filter((p) => p.slug !== 'sitemap').flatMap((p) => p.links ?? []),
    ])
      linked.add(link.slice(prefix.length) || '/');
    for (const page of manifest.pages) slugs.add(page.slug);
  }
  return new Set(
    [...slugs].filter((slug) => !['home', 'not-found'].includes(slug) && !linked.has(`/${slug}`)),
  );
}

/** The slugs the CMS lists now for a locale. */
async function listed(locale: string): Promise<string[]> {
  const response = await fetch(`${cmsUrl}/pages`, { headers: { 'x-locale': locale } });
  return PageList.parse(await response.json())
    .pages.map((p) => p.slug)
    .sort();
}

describe('a shrinking CMS cannot empty the site (README "Safety rails of a release")', () => {
  let live: Map<string, string>;
  let count: number;

  it('publishes the whole list, then a list without the pages nothing links to, as before', async () => {
    const first = await prerender();
    expect(first.status, first.output).toBe(0);
    const whole = (await livePages('bg-BG')).length;
    unlinked = await unlinkedPages();
    expect(unlinked.size).toBeGreaterThan(0);
    answer = 'unlinked';
    const fewer = await prerender();
    expect(fewer.status, fewer.output).toBe(0);
    for (const locale of ['bg-BG', 'bg-DE'])
      expect(await livePages(locale)).toEqual(await listed(locale));
    count = (await livePages('bg-BG')).length;
    expect(count).toBe(whole - unlinked.size);
    live = tree();
  });

  it('an empty page list is refused: exit 2, both counts named, the live tree byte-identical', async () => {
    answer = 'empty';
    const run = await prerender();
    expect(run.status, run.output).toBe(2);
    expect(run.output).toContain(
      `prerender: page list refused: bg-BG: the CMS lists 0 pages, ${String(count)} live (an empty list is never published); bg-DE: the CMS lists 0 pages,`,
    );
    expect(run.output).toContain('nothing published (the live build keeps serving)');
    expect(tree()).toEqual(live);
  });

  it('a list that lost half its pages is refused the same way', async () => {
    answer = 'half';
    const half = (await listed('bg-BG')).length;
    const run = await prerender();
    expect(run.status, run.output).toBe(2);
    expect(run.output).toContain(
      `bg-BG: the CMS lists ${String(half)} pages, ${String(count)} live (more than 20% fewer; --allow-shrink PCT publishes it on purpose)`,
    );
    expect(tree()).toEqual(live);
  });

  it('the merge of a sharded build refuses it too; --allow-shrink 60 hands it to the link check', async () => {
    for (const i of [1, 2]) {
      const shard = await prerender(['--shard', `${String(i)}/2`, '--build-id', 'half-1']);
      expect(shard.status, shard.output).toBe(0);
    }
    const merge = ['--merge', '2', '--build-id', 'half-1'];
    const refused = await prerender(merge);
    expect(refused.status, refused.output).toBe(2);
    expect(refused.output).toMatch(
      /page list refused: bg-BG: the CMS lists \d+ pages, \d+ live \(more than 20% fewer/,
    );
    // What the shards wrote is not live; everything else is as it was, the shards kept for a rerun.
    expect(tree(['.builds/half-1', '.shards'])).toEqual(live);
    expect(existsSync(join(out, '.shards', 'half-1', '2-of-2', 'shard.json'))).toBe(true);

    // Allowed, the guard lets the list through; the link check then judges it, and half a
    // site's pages cannot go while the other half still links to them (prerender/check/links.ts).
    const allowed = await prerender([...merge, '--allow-shrink', '60']);
    expect(allowed.output).not.toContain('page list refused');
    expect(allowed.output).toMatch(/bg-BG: page [a-z0-9-]+ links to \/[a-z0-9-]* .*no page/);
    expect(allowed.status, allowed.output).toBe(1);
  });

  it('--allow-shrink 60 passes a half list on one machine; its dangling links keep it from going live', async () => {
    answer = 'whole';
    const grown = await prerender();
    expect(grown.status, grown.output).toBe(0);
    answer = 'half';
    const before = await livePages('bg-BG');
    const run = await prerender(['--allow-shrink', '60']);
    expect(run.output).not.toContain('page list refused');
    expect(run.output).toMatch(/links to .*no page/);
    expect(run.status, run.output).toBe(1);
    // The links to the missing half kept it from going live: the live build is as it was.
    expect(await livePages('bg-BG')).toEqual(before);
  });
});
