import { describe, expect, it } from 'vitest';
import { contentKey, type ContentKey } from '../../../../src/domain/entities/content-keys';
import { PublisherState } from '../../../../prerender/publisher/gather';
import { indexPages } from '../../../../prerender/publisher/touches';

const index = () =>
  new Map([
    ['bg-BG', indexPages([{ slug: 'review', keys: contentKey.casino(1) }])],
    ['bg-DE', indexPages([{ slug: 'review', keys: contentKey.casino(1) }])],
  ]);

let id = 10;
const change = (...keys: ContentKey[]) => ({
  kind: 'change' as const,
  change: {
    id: (id += 1),
    at: new Date().toISOString(),
    collection: 'casinos' as const,
    ref: 'x',
    keys,
  },
});

describe('what the publisher gathers between patches', () => {
  it('compares every page on its first stream, then follows changes', () => {
    const state = new PublisherState(index(), null);
    state.take({ kind: 'ready', id: 4 });
    expect(state.takeBatch().touched).toEqual(
      new Map([
        ['bg-BG', null],
        ['bg-DE', null],
      ]),
    );
    state.markCaughtUp();
    state.take({ kind: 'ready', id: 4 });
    expect(state.takeBatch().touched.size).toBe(0);
    state.take(change(contentKey.casino(1)));
    const batch = state.takeBatch();
    expect(batch.touched.get('bg-BG')).toEqual(new Set(['review']));
    expect(batch.storedAt).toHaveLength(1);
    expect(state.counters.snapshot()).toMatchObject({ changesSeen: 1, lastEventId: id });
  });

  it('keeps only its own locales, and puts a failed batch back before what came since', () => {
    const state = new PublisherState(index(), ['bg-BG']);
    state.take(change(contentKey.casino(1)));
    const failed = state.takeBatch();
    expect([...failed.touched.keys()]).toEqual(['bg-BG']);
    state.take(change(contentKey.page('bg-BG', 'guide')));
    state.putBack(failed);
    const again = state.takeBatch();
    expect(again.touched.get('bg-BG')).toEqual(new Set(['review', 'guide']));
    expect(again.storedAt).toHaveLength(2);
  });

  it("holds a refused locale's pages until the next change there", () => {
    const state = new PublisherState(index(), null);
    state.hold(new Map([['bg-DE', new Set(['review'])]]));
    state.take(change(contentKey.page('bg-BG', 'guide')));
    expect(state.takeBatch().touched.has('bg-DE')).toBe(false);
    state.take(change(contentKey.page('bg-DE', 'guide')));
    expect(state.takeBatch().touched.get('bg-DE')).toEqual(new Set(['guide', 'review']));
  });
});
