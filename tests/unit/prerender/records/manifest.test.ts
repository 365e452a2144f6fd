import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  Manifest,
  openManifest,
  readManifest,
  type ManifestPage,
} from '../../../../prerender/records/manifest';
import { manifestPath } from '../../../../src/domain/entities/published-tree';
import type { PageResult } from '../../../../prerender/records/pages';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerender-manifest-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const result = (slug: string, outcome: PageResult['outcome']): PageResult => ({
  slug,
  outcome,
  hash: outcome === 'failed' ? null : `h-${slug}`,
  updatedAt: outcome === 'failed' ? null : '2026-11-01T10:00:00.000Z',
  error: outcome === 'failed' ? { kind: 'transient', message: 'GET /x answered 503' } : null,
});

const carried: ManifestPage = {
  slug: 'old',
  hash: 'h-old',
  updatedAt: '2026-10-01T10:00:00.000Z',
  outcome: 'rendered',
  at: '2026-10-02T10:00:00.000Z',
  error: null,
};

describe('the manifest writer (an incremental build reads what the last one wrote)', () => {
  it('writes one page per line, carried entries as they were, failures at the end', async () => {
    const path = manifestPath(dir, 'bg-BG');
    const manifest = openManifest(path, { locale: 'bg-BG', buildId: 'b1' });
    manifest.carry(carried);
    manifest.result(result('a', 'failed'));
    manifest.result(result('b', 'rendered'));
    manifest.result(result('c', 'failed'));
    // The repair pass renders a after all.
    manifest.result(result('a', 'rendered'));
    expect(manifest.failed().map((r) => r.slug)).toEqual(['c']);
    manifest.close({ salt: 's', frameHash: 'f' });

    const text = readFileSync(path, 'utf8');
    const parsed = Manifest.parse(JSON.parse(text));
    expect(text.split('\n')).toHaveLength(parsed.pages.length + 2);
    expect(parsed).toMatchObject({ locale: 'bg-BG', buildId: 'b1', salt: 's', frameHash: 'f' });
    expect(parsed.pages.map((p) => [p.slug, p.outcome])).toEqual([
      ['old', 'rendered'],
      ['b', 'rendered'],
      ['a', 'rendered'],
      ['c', 'failed'],
    ]);
    expect(parsed.pages[0]).toEqual(carried);
    expect(parsed.pages[3]?.error).toBe('transient: GET /x answered 503');
    expect(await readManifest(dir, 'bg-BG')).toEqual(parsed);
  });

  it('kept (the publisher), answers the manifest it wrote, carried entries the same objects', async () => {
    const first = openManifest(
      manifestPath(dir, 'bg-BG'),
      { locale: 'bg-BG', buildId: 'b1' },
      { keep: true },
    );
    first.result(result('b', 'rendered'));
    const held = first.close({ salt: 's', frameLinks: ['/'] });
    expect(held).toEqual(await readManifest(dir, 'bg-BG'));
    const entry = held?.pages[0];
    if (!entry) throw new Error('no entry');
    const next = openManifest(
      manifestPath(dir, 'bg-BG'),
      { locale: 'bg-BG', buildId: 'b1' },
      { keep: true },
    );
    next.carry(entry);
    next.result(result('c', 'rendered'));
    const after = next.close({ salt: 's' });
    expect(after?.pages[0]).toBe(entry);
    expect(after).toEqual(await readManifest(dir, 'bg-BG'));
    const unkept = openManifest(manifestPath(dir, 'bg-DE'), { locale: 'bg-DE', buildId: 'b1' });
    expect(unkept.close({ salt: 's' })).toBeNull();
  });

  it('reads a missing or unreadable manifest as none', async () => {
    expect(await readManifest(dir, 'bg-DE')).toBeNull();
    const path = manifestPath(dir, 'bg-BG');
    const manifest = openManifest(path, { locale: 'bg-BG', buildId: 'b1' });
    manifest.carry(carried);
    manifest.close({ salt: 's' });
    const text = readFileSync(path, 'utf8');
    // Cut short before its last line, or a page that is not one.
    writeFileSync(path, text.slice(0, text.lastIndexOf('\n')));
    expect(await readManifest(dir, 'bg-BG')).toBeNull();
    writeFileSync(path, text.replace('"h-old"', '42'));
    expect(await readManifest(dir, 'bg-BG')).toBeNull();
  });

  it('reads a manifest written in one line too', async () => {
    const whole: Manifest = { locale: 'bg-BG', buildId: 'b0', pages: [carried] };
    writeFileSync(manifestPath(dir, 'bg-BG'), JSON.stringify(whole));
    expect(await readManifest(dir, 'bg-BG')).toEqual(whole);
  });
});

describe("reading a large manifest (a patch's peak)", () => {
  it('never holds the whole text and a second copy of every page at once', () => {
    // 100,000 pages of about 300 bytes, as the prerender writes them; read in a process of its own.
    const script = `
      import { readFileSync } from 'node:fs';
      import { openManifest, readManifest } from './prerender/records/manifest.ts';
      const kb = (field) => Number(readFileSync('/proc/self/status', 'utf8').split('\\n').find((l) => l.startsWith(field)).replace(/\\D/g, ''));
      const dir = process.argv[1];
      const writer = openManifest(dir + '/manifest-bg-BG.json', { locale: 'bg-BG', buildId: 'b' });
      for (let i = 0; i < 100000; i += 1)
        writer.carry({ slug: 'page-' + i, hash: String(i).padStart(40, '0'), updatedAt: '2026-11-01T00:00:00.000Z',
          outcome: 'rendered', at: '2026-11-27T00:00:00.000Z', error: null,
          links: ['/casino-' + (i % 50), '/go/casino-' + (i % 50), '/slot-' + i, '/bonus-' + i], verifiedAt: '2026-10-01T00:00:00.000Z' });
      writer.close({ salt: 's', frameHash: 'f', frameLinks: ['/'] });
      globalThis.gc();
      const before = kb('VmRSS');
      const manifest = await readManifest(dir, 'bg-BG');
      console.log(JSON.stringify({ pages: manifest.pages.length, grewMb: (kb('VmHWM') - before) / 1024 }));
    `;
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script, dir],
      { cwd: fileURLToPath(new URL('../../../..', import.meta.url)), encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const { pages, grewMb } = JSON.parse(run.stdout) as { pages: number; grewMb: number };
    expect(pages).toBe(100_000);
    // The pages alone are most of what grows; read whole, the text and a copy of them grew it past this.
    expect(grewMb).toBeLessThan(85);
    // A process of its own writes and reads 100,000 lines: more than 5 s on a loaded machine.
  }, 60_000);
});
