import { describe, expect, it } from 'vitest';
import { contentKey, type ContentKey } from '../../../../src/domain/entities/content-keys';
import {
  addTouches,
  indexPages,
  mergeTouched,
  setPage,
  type KeyIndex,
  type Touched,
} from '../../../../prerender/publisher/touches';

const keys = (...list: ContentKey[]) => list.join(' ');

/** bg-BG: a review of casino 1, the home page showing casinos 1 and 2, a guide; bg-DE: its home. */
const index: KeyIndex = new Map([
  [
    'bg-BG',
    indexPages([
      {
        slug: 'review-one',
        keys: keys(contentKey.casino(1), contentKey.page('bg-BG', 'review-one')),
      },
      { slug: 'home', keys: keys(contentKey.casino(1), contentKey.casino(2)) },
      { slug: 'guide', keys: keys(contentKey.page('bg-BG', 'guide')) },
      { slug: 'sitemap', keys: keys(contentKey.pages('bg-BG')) },
    ]),
  ],
  ['bg-DE', indexPages([{ slug: 'home', keys: keys(contentKey.casino(1)) }])],
]);

const touchedBy = (...changed: ContentKey[]): Touched => {
  const touched: Touched = new Map();
  addTouches(touched, changed, index);
  return touched;
};

describe('what a change touches', () => {
  it('maps a casino to every page built from it, in every locale', () => {
    expect(touchedBy(contentKey.casino(1))).toEqual(
      new Map([
        ['bg-BG', new Set(['review-one', 'home'])],
        ['bg-DE', new Set(['home'])],
      ]),
    );
  });

  it('renders nothing for content no page was built from', () => {
    expect(touchedBy(contentKey.casino(99), contentKey.slot(4))).toEqual(new Map());
  });

  it('reads a named page again, and a list change reads the list and what shows it', () => {
    expect(touchedBy(contentKey.page('bg-BG', 'new-page'), contentKey.pages('bg-BG'))).toEqual(
      new Map([['bg-BG', new Set(['new-page', 'sitemap'])]]),
    );
  });

  it('compares every page of a locale whose navigation, profile or operators moved', () => {
    expect(touchedBy(contentKey.navigation('bg-DE'))).toEqual(new Map([['bg-DE', null]]));
    expect(touchedBy(contentKey.unlinked('bg-BG'), contentKey.casino(2))).toEqual(
      new Map([['bg-BG', null]]),
    );
  });

  it('compares every locale for the website record or a reseed', () => {
    const every = new Map([
      ['bg-BG', null],
      ['bg-DE', null],
    ]);
    expect(touchedBy(contentKey.website)).toEqual(every);
    expect(touchedBy(contentKey.all)).toEqual(every);
  });

  it('reads a page recorded without keys with every patch of its locale', () => {
    const old: KeyIndex = new Map([['bg-BG', indexPages([{ slug: 'feed', keys: undefined }])]]);
    const touched: Touched = new Map();
    addTouches(touched, [contentKey.page('bg-BG', 'guide')], old);
    expect(touched).toEqual(new Map([['bg-BG', new Set(['guide', 'feed'])]]));
  });

  it('merges a batch put back: a locale comparing everything stays so', () => {
    const into: Touched = new Map([['bg-BG', new Set(['a'])]]);
    mergeTouched(
      into,
      new Map([
        ['bg-BG', new Set(['b'])],
        ['bg-DE', null],
      ]),
    );
    expect(into).toEqual(
      new Map([
        ['bg-BG', new Set(['a', 'b'])],
        ['bg-DE', null],
      ]),
    );
    mergeTouched(into, new Map([['bg-DE', new Set(['c'])]]));
    expect(into.get('bg-DE')).toBeNull();
  });

  it('follows a patch: a page rendered anew brings its new keys, a removed page leaves', () => {
    const locale = indexPages([
      { slug: 'a', keys: keys(contentKey.casino(1)) },
      { slug: 'b', keys: keys(contentKey.casino(1), contentKey.casino(2)) },
    ]);
    setPage(locale, 'a', keys(contentKey.casino(3)));
    setPage(locale, 'b', null);
    const touched: Touched = new Map();
    addTouches(touched, [contentKey.casino(1), contentKey.casino(3)], new Map([['bg-BG', locale]]));
    expect(touched).toEqual(new Map([['bg-BG', new Set(['a'])]]));
    expect([...locale.byKey.keys()]).toEqual([contentKey.casino(3)]);
  });
});
