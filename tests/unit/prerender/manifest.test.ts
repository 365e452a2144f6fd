import { describe, expect, it } from 'vitest';
import { carryEntries, Manifest, type ManifestPage } from '../../../prerender/pipeline';

const page = (slug: string, hash: string): ManifestPage => ({
  slug,
  hash,
  updatedAt: '2026-11-01T10:00:00.000Z',
  outcome: 'rendered',
  at: '2026-11-02T10:00:00.000Z',
  error: null,
});

/** A manifest's text as openManifest writes it: the head, one page per line, the tail. */
const perLine = (lines: string[]) =>
  `{"locale":"bg-BG","buildId":"b1","pages":[\n${lines.join(',\n')}\n],"salt":"s","frameHash":"f"}`;

const carried = (manifestText: string, unchanged: string[]) => {
  const manifest = Manifest.parse(JSON.parse(manifestText));
  const entries: string[] = [];
  carryEntries({ manifest, manifestText }, new Set(unchanged), (e) => entries.push(e));
  return entries;
};

describe('carryEntries (issue 4: an incremental build keeps the live entry of a carried page)', () => {
  it('copies the line of each unchanged page as it is, in the manifest order', () => {
    // "\u0068" is an escaped "h": a copy keeps it, serialising the parsed entry would not.
    const a = `{"slug":"a","hash":"\\u00681","updatedAt":"2026-11-01T10:00:00.000Z","outcome":"carried","at":"2026-11-02T10:00:00.000Z","error":null}`;
    const b = JSON.stringify(page('b', 'h2'));
    const c = JSON.stringify(page('c', 'h3'));
    expect(carried(perLine([a, b, c]), ['c', 'a'])).toEqual([a, c]);
    expect(carried(perLine([a, b, c]), [])).toEqual([]);
  });

  it('serialises the entries of a manifest in another layout', () => {
    const pages = [page('a', 'h1'), page('b', 'h2')];
    const oneLine = JSON.stringify({ locale: 'bg-BG', buildId: 'b1', pages });
    expect(carried(oneLine, ['b'])).toEqual([JSON.stringify(pages[1])]);
    const pretty = JSON.stringify({ locale: 'bg-BG', buildId: 'b1', pages }, null, 2);
    expect(carried(pretty, ['a', 'b'])).toEqual(pages.map((p) => JSON.stringify(p)));
  });

  it('serialises an entry whose line is not that page', () => {
    const a = JSON.stringify(page('a', 'h1'));
    const b = JSON.stringify(page('b', 'h2'));
    // As many lines as the head, the pages and the tail, but not one page per line.
    const text = `{"locale":"bg-BG","buildId":"b1","pages":[\n\n${a},${b}\n]}`;
    expect(text.split('\n')).toHaveLength(4);
    expect(carried(text, ['a', 'b'])).toEqual([a, b]);
  });
});
