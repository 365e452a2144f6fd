import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  patchBaseOf,
  publishedBuild,
  type HeldBuild,
  type LiveBuild,
} from '../../../../prerender/read/live';
import { openManifest, type Manifest } from '../../../../prerender/records/manifest';
import {
  buildPath,
  manifestPath,
  type LiveRecord,
} from '../../../../src/domain/entities/published-tree';

let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'prerender-live-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

const manifest = (buildId: string): Manifest => ({ locale: 'bg-BG', buildId, pages: [] });
const build = (buildId: string): LiveBuild => ({
  buildId,
  manifest: manifest(buildId),
  html: new Set(['home', 'a', '_spa']),
  db: new Set(['home', 'a']),
});

/** A live record naming `buildId` for bg-BG, published at `publishedAt`. */
const record = (buildId: string, publishedAt: string) =>
  ({
    locales: { 'bg-BG': { directory: '', url: 'https://x', buildId, publishedAt } },
  }) as unknown as LiveRecord;

/** Build `buildId` on disk: bg-BG's manifest and the page folders `slugs`. */
function onDisk(buildId: string, slugs: string[]) {
  const dir = buildPath(out, buildId);
  openManifest(manifestPath(dir, 'bg-BG'), { locale: 'bg-BG', buildId }).close({ salt: 's' });
  for (const slug of slugs)
    for (const root of ['html', 'db'])
      mkdirSync(join(dir, 'bg-BG', root, slug), { recursive: true });
}

describe('the live build a publisher patch rests on', () => {
  const held: HeldBuild = { build: build('b1'), publishedAt: '2026-11-29T05:00:00.000Z' };

  it('is the one held while the live record names its build and publish', async () => {
    const live = record('b1', held.publishedAt);
    expect(await patchBaseOf(out, live, { locale: 'bg-BG', held })).toBe(held.build);
  });

  it('is read from disk once another build or publish is live, or none is held', async () => {
    onDisk('b1', ['home']);
    onDisk('b2', ['home', 'b']);
    const other = await patchBaseOf(out, record('b2', held.publishedAt), { locale: 'bg-BG', held });
    expect(other?.buildId).toBe('b2');
    expect(other?.html).toEqual(new Set(['home', 'b']));
    // The same build patched by another run (an incremental build) since.
    const again = record('b1', '2026-11-29T05:01:00.000Z');
    const read = await patchBaseOf(out, again, { locale: 'bg-BG', held });
    expect(read).not.toBe(held.build);
    expect(read?.html).toEqual(new Set(['home']));
    expect(await patchBaseOf(out, again, { locale: 'bg-BG', held: undefined })).toEqual(read);
    expect(await patchBaseOf(out, null, { locale: 'bg-BG', held })).toBeNull();
  });
});

describe('the live build once published', () => {
  it("patched: the base's page folders with the staged ones in and the removed ones out", async () => {
    const base = build('b1');
    const staged = ['bg-BG/html/new/index.html', 'bg-BG/db/new/db.json', 'bg-BG/html/a/index.html'];
    const target = { kind: 'patch' as const, buildId: 'b1', remove: ['a'] };
    const next = await publishedBuild(out, manifest('b1'), base, { target, staged });
    expect(next.html).toEqual(new Set(['home', '_spa', 'new']));
    expect(next.db).toEqual(new Set(['home', 'new']));
    expect(base.html).toEqual(new Set(['home', 'a', '_spa']));
  });

  it('built whole: its page folders as written', async () => {
    onDisk('b2', ['home', 'c']);
    const target = { kind: 'full' as const };
    const next = await publishedBuild(out, manifest('b2'), build('b1'), { target, staged: [] });
    expect(next).toMatchObject({ buildId: 'b2', html: new Set(['home', 'c']) });
  });
});
