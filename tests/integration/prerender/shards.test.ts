import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Page } from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { readLive } from '../../../prerender/read/live';
import { Manifest } from '../../../prerender/records/manifest';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli, type CliRun } from './cli';

let api: RunningApi;
let single: string;
let sharded: string;

beforeAll(async () => {
  api = await startTestApi();
  single = mkdtempSync(join(tmpdir(), 'prerender-single-'));
  sharded = mkdtempSync(join(tmpdir(), 'prerender-sharded-'));
}, 180_000);
afterAll(async () => {
  await api.close();
  rmSync(single, { recursive: true, force: true });
  rmSync(sharded, { recursive: true, force: true });
});

const put = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Shard `i` of `n` of build `buildId`, into the sharded output. */
const shard = (i: number, n: number, buildId: string, env: Record<string, string> = {}) =>
  runPrerenderCli(
    api.url,
    sharded,
    ['--shard', `${String(i)}/${String(n)}`, '--build-id', buildId],
    env,
  );

/** The merge of build `buildId`'s `n` shards. */
const merge = (n: number, buildId: string) =>
  runPrerenderCli(api.url, sharded, ['--merge', String(n), '--build-id', buildId]);

/** n shard processes at once, then the merge; answers the shards' runs and the merge's. */
async function shardedBuild(buildId: string, n: number) {
  const shards = await Promise.all(Array.from({ length: n }, (_, i) => shard(i + 1, n, buildId)));
  for (const run of shards) expect(run.status, run.output).toBe(0);
  return { shards, merged: await merge(n, buildId) };
}

/** sha1 of every file a visitor can get (the published tree, links followed), by path. */
function publishedTree(out: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      // live.json names build ids and times: compared apart.
      else if (name !== 'live.json')
        files.set(relative(out, path), createHash('sha1').update(readFileSync(path)).digest('hex'));
    }
  };
  for (const top of ['bg', 'client']) walk(join(out, top));
  files.set(
    '_headers',
    createHash('sha1')
      .update(readFileSync(join(out, '_headers')))
      .digest('hex'),
  );
  return files;
}

/** What a build's manifests say of each page, times left out. */
async function manifestFacts(out: string) {
  const live = await readLive(out);
  return Object.fromEntries(
    Object.entries(live?.locales ?? {}).map(([locale, { buildId }]) => {
      const manifest = Manifest.parse(
        JSON.parse(readFileSync(join(out, '.builds', buildId, `manifest-${locale}.json`), 'utf8')),
      );
      const pages = manifest.pages
        .map(({ slug, hash, updatedAt, outcome }) => ({ slug, hash, updatedAt, outcome }))
        .sort((a, b) => a.slug.localeCompare(b.slug));
      return [locale, { salt: manifest.salt, frameHash: manifest.frameHash, pages }];
    }),
  );
}

/** The live record without its build ids and times. */
const liveFacts = async (out: string) => {
  const live = await readLive(out);
  return {
    ...live,
    locales: Object.fromEntries(
      Object.entries(live?.locales ?? {}).map(([code, l]) => [code, l.directory + l.url]),
    ),
  };
};

const rendered = (runs: CliRun[]) =>
  runs.reduce((n, r) => n + Number(/ (\d+) rendered,/.exec(r.output)?.[1] ?? NaN), 0);

/** A locale's compliance summary line of a run (prerender/check/compliance/judge.ts). */
const compliance = (run: CliRun, code: string) =>
  new RegExp(`${code}: compliance passed: \\d+ pages checked.*`).exec(run.output)?.[0];

async function expectSameSite() {
  const a = publishedTree(single);
  const b = publishedTree(sharded);
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  for (const [path, hash] of a) expect(b.get(path), path).toBe(hash);
  expect(await manifestFacts(sharded)).toEqual(await manifestFacts(single));
  expect(await liveFacts(sharded)).toEqual(await liveFacts(single));
}

describe('a sharded prerender (docs/deploying.md "A sharded prerender")', () => {
  it('3 shard processes and their merge publish the same site, byte for byte, as one machine', async () => {
    const one = await runPrerenderCli(api.url, single);
    expect(one.status, one.output).toBe(0);
    const { shards, merged } = await shardedBuild('full-1', 3);
    // Each shard rendered a part, and the parts add up to the one-machine build.
    for (const run of shards) expect(run.output).toMatch(/shard \d\/3 recorded for the merge/);
    expect(shards.every((run) => rendered([run]) > 0)).toBe(true);
    expect(rendered(shards)).toBe(rendered([one]));
    expect(merged.status, merged.output).toBe(0);
    expect(merged.output).toMatch(/merged 3 shards of build full-1/);
    expect(merged.output).toMatch(/live: bg-BG, bg-DE/);
    // The shards' compliance findings are joined: the merge checked every page one machine did.
    for (const code of ['bg-BG', 'bg-DE']) {
      expect(compliance(one, code)).toBeDefined();
      expect(compliance(merged, code)).toEqual(compliance(one, code));
    }
    expect(existsSync(join(sharded, '.shards', 'full-1'))).toBe(false);
    await expectSameSite();
    const twice = await merge(3, 'full-1');
    expect(twice.status).toBe(2);
    expect(twice.output).toMatch(/no shards of build full-1 here.*nothing published/);
  });

  it('an incremental sharded build patches the live build with what changed, as one machine does', async () => {
    const page = Page.parse(
      await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    const updatedAt = new Date().toISOString();
    await put('/__test/pages/bg-BG/about-us', { ...page, title: 'За нас (шардове)', updatedAt });
    await put('/__test/pages/bg-BG/nova-shard', { ...page, slug: 'nova-shard', updatedAt });
    const before = await readLive(sharded);
    const one = await runPrerenderCli(api.url, single);
    expect(one.status, one.output).toBe(0);
    const { shards, merged } = await shardedBuild('patch-1', 2);
    expect(merged.status, merged.output).toBe(0);
    // The changed page, the new one and the HTML sitemap, which lists every page (product §2).
    expect(rendered(shards)).toBe(3);
    expect(rendered([merged])).toBe(3);
    // Patched in place: the live build is the one the full build made.
    expect((await readLive(sharded))?.locales['bg-BG']?.buildId).toBe(
      before?.locales['bg-BG']?.buildId,
    );
    await expectSameSite();
  });

  it('a failed shard publishes nothing; the shard run again is merged', async () => {
    const liveBefore = readFileSync(join(sharded, 'bg', 'live.json'));
    const treeBefore = publishedTree(sharded);
    await put('/__test/pages/bg-DE/nova-shard-de', {
      ...Page.parse(
        await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-DE' } })).json(),
      ),
      slug: 'nova-shard-de',
      updatedAt: new Date().toISOString(),
    });
    const ok = await shard(1, 2, 'fail-1');
    expect(ok.status, ok.output).toBe(0);
    // Shard 2 cannot reach the API: set-up error, no record.
    const down = await shard(2, 2, 'fail-1', { API_BASE_URL: 'http://127.0.0.1:9' });
    expect(down.status).toBe(2);
    const refused = await merge(2, 'fail-1');
    expect(refused.status).toBe(2);
    expect(refused.output).toMatch(/merge refused: shard 2\/2 has not finished.*nothing published/);
    expect(readFileSync(join(sharded, 'bg', 'live.json'))).toEqual(liveBefore);
    expect(publishedTree(sharded)).toEqual(treeBefore);
    // Shard 1's pages wait in the build's folder, which nothing serves and no manifest names.
    expect(existsSync(join(sharded, '.builds', 'fail-1', 'manifest-bg-DE.json'))).toBe(false);

    // Both run again (shard 1 starts afresh), then the merge publishes.
    for (const i of [1, 2]) {
      const again = await shard(i, 2, 'fail-1');
      expect(again.status, again.output).toBe(0);
    }
    const merged = await merge(2, 'fail-1');
    expect(merged.status, merged.output).toBe(0);
    expect(
      existsSync(
        join(sharded, 'bg', 'prerender-v5.20.12-bg', 'bg-DE', 'nova-shard-de', 'index.html'),
      ),
    ).toBe(true);
  });

  it('shards that read different page lists are not merged', async () => {
    const liveBefore = readFileSync(join(sharded, 'bg', 'live.json'));
    const first = await shard(1, 2, 'drift-1');
    expect(first.status, first.output).toBe(0);
    const page = Page.parse(
      await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    await put('/__test/pages/bg-BG/about-us', {
      ...page,
      title: 'Промяна между шардовете',
      updatedAt: new Date().toISOString(),
    });
    const second = await shard(2, 2, 'drift-1');
    expect(second.status, second.output).toBe(0);
    const refused = await merge(2, 'drift-1');
    expect(refused.status).toBe(2);
    expect(refused.output).toMatch(/different page lists/);
    expect(readFileSync(join(sharded, 'bg', 'live.json'))).toEqual(liveBefore);
  });

  it('a run under a live build’s id is refused and leaves the live tree as it was', async () => {
    const liveId = (await readLive(sharded))?.locales['bg-BG']?.buildId ?? '';
    const liveBefore = readFileSync(join(sharded, 'bg', 'live.json'));
    const treeBefore = publishedTree(sharded);
    const page = Page.parse(
      await (await fetch(`${api.url}/about-us`, { headers: { 'x-locale': 'bg-BG' } })).json(),
    );
    await put('/__test/pages/bg-BG/about-us', {
      ...page,
      title: 'Не и в живата сборка',
      updatedAt: new Date().toISOString(),
    });
    // A shard run again after its merge, a patch or a full build named after the live build.
    for (const args of [
      ['--shard', '1/2', '--build-id', liveId],
      ['--build-id', liveId],
      ['--build-id', liveId, '--no-incremental'],
    ]) {
      const run = await runPrerenderCli(api.url, sharded, args);
      expect(run.status, run.output).toBe(2);
      expect(run.output).toMatch(new RegExp(`build ${liveId} is live.*nothing published`));
    }
    expect(readFileSync(join(sharded, 'bg', 'live.json'))).toEqual(liveBefore);
    expect(publishedTree(sharded)).toEqual(treeBefore);
  });
});
