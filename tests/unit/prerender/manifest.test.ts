import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  Manifest,
  openManifest,
  readManifest,
  type ManifestPage,
} from '../../../prerender/manifest';
import { manifestPath } from '../../../src/domain/entities/published-tree';
import type { PageResult } from '../../../prerender/protocol';

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

  it('reads a missing or unreadable manifest as none', async () => {
    expect(await readManifest(dir, 'bg-DE')).toBeNull();
  });
});
