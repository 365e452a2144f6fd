/**
 * The publisher's patches rest on the live build it holds from its last patch (run.ts
 * `patchLive`): a full build published between two of them is what the next patch rests on, not
 * the build held, so the full build's pages are not undone. The patches run here in the test's
 * process with the lock let go between them, as when a full build takes the lock over.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../prerender/config';
import { acquirePublishLock } from '../../../prerender/lock';
import { readLive, type HeldBuild } from '../../../prerender/read/live';
import { patchLive, startRenderPool } from '../../../prerender/run';
import type { RunningApi } from '../../../server/listen';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';
import { brokenPages, livePage } from './publisher-live';

let api: RunningApi;
let out: string;

const rename = async (slug: string, name: string) =>
  expect((await cmsOf(api.url).patch(`casinos/${slug}`, { name })).status).toBe(200);

const liveBuildId = async () => (await readLive(out))?.locales['bg-BG']?.buildId ?? '';

beforeAll(async () => {
  api = await startTestApi();
  out = mkdtempSync(join(tmpdir(), 'publisher-held-'));
  const run = await runPrerenderCli(api.url, out, ['--locale', 'bg-BG']);
  expect(run.status, run.output).toBe(0);
}, 180_000);
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

/** Two casinos of the home page's top list: the home page is built from both. */
async function homeCasinos(): Promise<[string, string]> {
  const home = await livePage(out, 'bg-BG', 'home');
  const answer = await fetch(`${api.url}/casinos?pageSize=50`, {
    headers: { 'x-locale': 'bg-BG' },
  });
  const { items } = (await answer.json()) as { items: { slug: string; name: string }[] };
  const shown = items.filter((casino) => home.includes(`/${casino.slug}"`));
  expect(shown.length).toBeGreaterThanOrEqual(2);
  return [shown[0]?.slug ?? '', shown[1]?.slug ?? ''];
}

describe('a full build between two publisher patches', () => {
  it('is what the next patch rests on: the build held from the patch before is let go', async () => {
    const [first, second] = await homeCasinos();
    const config = {
      ...loadConfig(['--out', out, '--locale', 'bg-BG', '--watch']),
      apiBaseUrl: api.url,
      sitemanagerUrl: `${api.url}/sitemanager`,
      backoffBaseMs: 20,
    };
    const pool = startRenderPool(config);
    const log = () => undefined;
    /** One patch of the page `slug` under the lock, resting on `held`. */
    const patch = async (slug: string, held: Map<string, HeldBuild>) => {
      const lock = await acquirePublishLock({ outDir: out, staleSeconds: 60, log });
      try {
        const touched = new Map([['bg-BG', new Set([slug])]]);
        return await patchLive(config, { pool, lock, touched, held, log });
      } finally {
        await lock.release();
      }
    };
    try {
      await rename(first, 'Първо име');
      const before = await patch(first, new Map());
      expect(before.held.get('bg-BG')?.build.buildId).toBe(await liveBuildId());

      // A full build in a folder of its own, with the second casino renamed on the home page.
      await rename(second, 'Второ име от пълния строеж');
      const full = await runPrerenderCli(api.url, out, ['--locale', 'bg-BG', '--no-incremental']);
      expect(full.status, full.output).toBe(0);
      const fullId = await liveBuildId();
      expect(fullId).not.toBe(before.held.get('bg-BG')?.build.buildId);

      await rename(first, 'Трето име');
      const after = await patch(first, before.held);
      expect(after.summary.published).toEqual(['bg-BG']);
      expect(await liveBuildId()).toBe(fullId);
      expect(await livePage(out, 'bg-BG', 'home')).toContain('Второ име от пълния строеж');
      expect(await livePage(out, 'bg-BG', first)).toContain('Трето име');
      expect(await brokenPages(out, 'bg-BG')).toEqual([]);
    } finally {
      await pool.terminate();
    }
  }, 180_000);
});
