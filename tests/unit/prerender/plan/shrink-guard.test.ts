import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  guardShrink,
  judgeShrink,
  listedCount,
  refusalText,
  ShrinkRefused,
} from '../../../../prerender/plan/shrink-guard';

describe('the shrink guard (README "Safety rails of a release")', () => {
  it.each([
    // listed, live, allowed %, verdict
    [120, 100, 20, 'ok'], // grown
    [100, 100, 20, 'ok'], // the same
    [97, 100, 20, 'ok'], // a handful removed
    [80, 100, 20, 'ok'], // exactly the allowed share
    [79, 100, 20, 'shrunk'], // one page past it
    [50, 100, 20, 'shrunk'], // half the CMS gone
    [50, 100, 60, 'ok'], // --allow-shrink 60 on purpose
    [50, 100, 50, 'ok'],
    [49, 100, 50, 'shrunk'],
    [4, 5, 20, 'ok'], // a small site: one of five is 20%
    [3, 5, 20, 'shrunk'],
    [1, 3, 0, 'shrunk'], // 0%: no page may go
    [3, 3, 0, 'ok'],
    [1, 100, 100, 'ok'], // 100%: any list that is not empty
    [0, 100, 20, 'empty'],
    [0, 100, 100, 'empty'], // an empty list is never published, whatever the share
    [0, null, 20, 'empty'], // nor as a first publish
    [0, 0, 20, 'empty'],
    [5, null, 20, 'ok'], // nothing live to compare with
    [5, 0, 20, 'ok'],
  ] as const)('listed %d, live %s, allowed %d%%: %s', (listed, live, pct, kind) => {
    expect(judgeShrink({ locale: 'bg-BG', listed, live }, pct).kind).toBe(kind);
  });

  it('names both counts and the way to publish on purpose', () => {
    const count = { locale: 'bg-DE', listed: 40, live: 100 };
    const shrunk = judgeShrink(count, 20);
    expect(shrunk.kind).toBe('shrunk');
    if (shrunk.kind === 'ok') return;
    expect(refusalText(shrunk)).toBe(
      'bg-DE: the CMS lists 40 pages, 100 live (more than 20% fewer; --allow-shrink PCT publishes it on purpose)',
    );
    const empty = judgeShrink({ ...count, listed: 0 }, 20);
    if (empty.kind === 'ok') throw new Error('not refused');
    expect(refusalText(empty)).toBe(
      'bg-DE: the CMS lists 0 pages, 100 live (an empty list is never published)',
    );
  });

  it('counts a slug listed twice once', () => {
    const entry = (slug: string) => ({
      slug,
      type: 'default' as const,
      updatedAt: '2026-01-01T00:00:00Z',
    });
    expect(listedCount([entry('a'), entry('b'), entry('a')])).toBe(2);
    expect(listedCount([])).toBe(0);
  });
});

describe('the guard against the live tree', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'shrink-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  /** A live build `b1` of bg-BG with `pages` published pages and one that failed. */
  function live(pages: number) {
    const record = {
      lang: 'bg',
      appVersion: 'v5.20.12-bg',
      apiVersion: 'v5.20.0-bg',
      prerenderFolder: 'prerender-v5.20.12-bg',
      dbFolder: 'db-files-v5.20.0-bg',
      rootLocale: 'bg-BG',
      locales: {
        'bg-BG': { directory: '', url: '', buildId: 'b1', publishedAt: '2026-01-01T00:00:00Z' },
      },
    };
    mkdirSync(join(out, 'bg'), { recursive: true });
    writeFileSync(join(out, 'bg', 'live.json'), JSON.stringify(record));
    const entry = (slug: string, outcome: string) => ({
      slug,
      hash: 'h',
      updatedAt: '2026-01-01T00:00:00Z',
      outcome,
      at: '2026-01-01T00:00:00Z',
      error: null,
    });
    const manifest = {
      locale: 'bg-BG',
      buildId: 'b1',
      salt: 's',
      frameHash: 'f',
      pages: [
        ...Array.from({ length: pages }, (_, i) => entry(`p${String(i)}`, 'rendered')),
        entry('broken', 'failed'),
      ],
    };
    mkdirSync(join(out, '.builds', 'b1'), { recursive: true });
    writeFileSync(join(out, '.builds', 'b1', 'manifest-bg-BG.json'), JSON.stringify(manifest));
  }

  it('compares with the published pages of the live build, failed ones left out', async () => {
    live(10);
    await expect(guardShrink(out, 20, [{ locale: 'bg-BG', listed: 8 }])).resolves.toBeUndefined();
    const refused = guardShrink(out, 20, [
      { locale: 'bg-BG', listed: 7 },
      { locale: 'bg-DE', listed: 0 },
    ]);
    await expect(refused).rejects.toBeInstanceOf(ShrinkRefused);
    await expect(refused).rejects.toMatchObject({
      refusals: [
        { kind: 'shrunk', count: { locale: 'bg-BG', listed: 7, live: 10 } },
        { kind: 'empty', count: { locale: 'bg-DE', listed: 0, live: null } },
      ],
    });
  });

  it('takes the count of a live build the caller has read instead of reading it again', async () => {
    live(10);
    // The folder says 10 live pages for bg-BG; the caller's count (a patch's base) stands.
    const known = new Map([
      ['bg-BG', 7],
      ['bg-DE', 100],
    ]);
    await expect(
      guardShrink(out, 20, [{ locale: 'bg-BG', listed: 6 }], known),
    ).resolves.toBeUndefined();
    await expect(
      guardShrink(out, 20, [{ locale: 'bg-DE', listed: 50 }], known),
    ).rejects.toMatchObject({
      refusals: [{ kind: 'shrunk', count: { locale: 'bg-DE', listed: 50, live: 100 } }],
    });
  });

  it('with nothing live refuses only an empty list', async () => {
    await expect(guardShrink(out, 20, [{ locale: 'bg-BG', listed: 1 }])).resolves.toBeUndefined();
    await expect(guardShrink(out, 20, [{ locale: 'bg-BG', listed: 0 }])).rejects.toThrow(
      /bg-BG: the CMS lists 0 pages, nothing live/,
    );
  });
});
