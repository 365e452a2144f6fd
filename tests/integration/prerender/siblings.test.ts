/**
 * The sibling stage (prerender/siblings) against a real build of the seeded content API served
 * by the local CDN: a build is live and answers every page in every coding before any sibling
 * exists, the stage changes none of those bytes, a stopped stage resumes where it stood, and a
 * build started while the stage runs takes the publish lock at once (order and the lock are
 * asserted, never a time).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnServer } from '../../../cdn/serve';
import { readLive } from '../../../prerender/read/live';
import { writeSiblings, type SiblingSettings } from '../../../prerender/siblings/stage';
import { HOME_SLUG, NOT_FOUND_SLUG, SPA_FOLDER } from '../../../src/domain/entities/published-tree';
import { SMALLEST_COMPRESSED_BYTES } from '../../../src/domain/rules/precompressed';
import type { RunningApi } from '../../../server/listen';
import { rawGet } from '../cdn/site';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';

const root = join(import.meta.dirname, '../../..');
let api: RunningApi;
let out: string;
let cdn: Server;
let site: string;

const settings = (more: Partial<SiblingSettings> = {}): SiblingSettings => ({
  outDir: out,
  root,
  workers: 1,
  lockStaleSeconds: 300,
  ...more,
});

/** Every br sibling under the output folder's builds and client files. */
function siblingsOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.br'))
    .map((name) => join(dir, name));
}

const removeSiblings = () => {
  for (const dir of [join(out, '.builds'), join(out, 'client')])
    for (const sibling of siblingsOf(dir)) rmSync(sibling);
};

/** Each published page's address and db.json, with the file behind each. */
async function addresses(): Promise<[string, string][]> {
  const live = await readLive(out);
  if (!live) throw new Error('nothing published');
  return Object.entries(live.locales).flatMap(([code, locale]) => {
    const html = join(out, 'bg', live.prerenderFolder, code);
    const base = locale.directory ? `/${locale.directory}` : '';
    return (
      readdirSync(html)
        // The not-found page answers 404, the SPA shell every account path: pages of their own.
        .filter((slug) => slug !== SPA_FOLDER && slug !== NOT_FOUND_SLUG)
        .filter((slug) => existsSync(join(html, slug, 'index.html')))
        .flatMap((slug): [string, string][] => [
          [slug === HOME_SLUG ? base || '/' : `${base}/${slug}`, join(html, slug, 'index.html')],
          [
            `/storage/bg/${live.dbFolder}/${code}/${slug}/db.json`,
            join(out, 'bg', live.dbFolder, code, slug, 'db.json'),
          ],
        ])
    );
  });
}

/** A body's digest: a deep equality of thousands of Buffers walks them byte by byte. */
const digest = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

/** What the CDN answers for each address in br, gzip and identity, decoded and checked. */
async function answers(): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const [path, file] of await addresses()) {
    const bytes = readFileSync(file);
    for (const coding of ['br', 'gzip', 'identity']) {
      const answer = await rawGet(site, path, { 'accept-encoding': coding });
      expect(answer.status, path).toBe(200);
      const small = bytes.length <= SMALLEST_COMPRESSED_BYTES || coding === 'identity';
      expect(answer.headers['content-encoding'], `${path} ${coding}`).toBe(
        small ? undefined : coding,
      );
      const decoded = small
        ? answer.body
        : coding === 'br'
          ? brotliDecompressSync(answer.body)
          : gunzipSync(answer.body);
      expect(decoded.equals(bytes), `${path} ${coding}`).toBe(true);
      bodies.set(`${path} ${coding}`, digest(answer.body));
    }
  }
  return bodies;
}

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'siblings-test-'));
  cdn = createCdnServer({ outDir: out });
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
  site = `http://127.0.0.1:${String((cdn.address() as AddressInfo).port)}`;
}, 180_000);
afterAll(async () => {
  await new Promise<void>((r) => cdn.close(() => r()));
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the sibling stage', () => {
  it('a fresh build answers every page in br, gzip and identity before any sibling, the same bytes after', async () => {
    const run = await runPrerenderCli(api.url, out);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/; live: bg-BG, bg-DE/);
    expect(run.output).not.toMatch(/prerender: siblings:/);
    expect(siblingsOf(join(out, '.builds'))).toEqual([]);
    const before = await answers();
    const done = await writeSiblings(settings({ workers: 2 }));
    expect(done.stopped).toBeNull();
    expect(done.failed).toEqual([]);
    expect(done.tally.encoded).toBeGreaterThan(900);
    for (const [path, file] of await addresses()) {
      if (statSync(file).size <= SMALLEST_COMPRESSED_BYTES) continue;
      expect(digest(readFileSync(`${file}.br`)), path).toBe(before.get(`${path} br`));
    }
    expect(await answers()).toEqual(before);
  }, 900_000);

  it('stopped half-way, it resumes without encoding the files it did again', async () => {
    removeSiblings();
    const stop = new AbortController();
    const first = await writeSiblings(
      settings({ signal: stop.signal, afterBatch: () => stop.abort() }),
    );
    expect(first.stopped).toBe('stopped by a signal');
    expect(first.tally.encoded).toBeGreaterThan(0);
    const done = new Map(
      siblingsOf(join(out, '.builds')).map((path) => [path, statSync(path).ctimeMs] as const),
    );
    expect(first.tally.encoded + first.tally.small).toBeLessThan(first.files);
    // What it did not reach is named, none with a sibling yet: a publisher's next pass takes it.
    expect(first.left.length).toBeGreaterThan(0);
    for (const file of first.left) expect(existsSync(`${file}.br`), file).toBe(false);
    const second = await writeSiblings(settings());
    expect(second.stopped).toBeNull();
    // Every file it encoded before is passed over as current; only the others are encoded now.
    expect(second.tally.current).toBe(first.tally.encoded);
    const { small, gone } = second.tally;
    expect(second.tally.encoded).toBe(second.files - first.tally.encoded - small - gone);
    for (const [path, ctimeMs] of done) expect(statSync(path).ctimeMs, path).toBe(ctimeMs);
  }, 240_000);

  it('a build started while the stage runs takes the publish lock at once; the stage gives way', async () => {
    removeSiblings();
    const lock = join(out, '.prerender.lock');
    const started: { build?: ReturnType<typeof runPrerenderCli> } = {};
    const events: string[] = [];
    const stage = await writeSiblings(
      settings({
        afterBatch: async () => {
          if (started.build) return;
          events.push('stage paused half-way');
          started.build = runPrerenderCli(api.url, out, ['--locale', 'bg-DE']);
          const finished = started.build.then(() => events.push('build exited'));
          // The build runs while the stage is paused in the middle of its files.
          while (!existsSync(lock) && events.at(-1) !== 'build exited')
            await new Promise((r) => setTimeout(r, 10));
          if (existsSync(lock)) events.push('build holds the lock');
          void finished;
        },
      }),
    );
    events.push(`stage stopped: ${stage.stopped ?? 'no'}`);
    const run = await (started.build ?? Promise.reject(new Error('no build started')));
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/; live: bg-DE/);
    expect(run.output).not.toMatch(/Another prerender/);
    expect(events[0]).toBe('stage paused half-way');
    expect(events[1]).toMatch(/build holds the lock|build exited/);
    expect(stage.stopped).toMatch(/a build took the publish lock|a newer build went live/);
    expect(stage.tally.encoded).toBeLessThan(stage.files);
  }, 240_000);
});
