/** What a change asks of each locale's page list (server/content/page-index.ts). */
import { describe, expect, it } from 'vitest';
import { contentKey } from '../../../src/domain/entities';
import { marksOf } from '../../../server/content/page-index';

describe('marksOf', () => {
  it('names the pages of each locale a change names', () => {
    const marks = marksOf([
      contentKey.casino(3),
      contentKey.pages('bg-BG'),
      contentKey.page('bg-BG', 'yantra-royal'),
      contentKey.page('bg-BG', 'top-casinos'),
      contentKey.page('bg-DE', 'yantra-royal'),
      contentKey.pages('bg-DE'),
    ]);
    expect(marks).toEqual(
      new Map([
        ['bg-BG', new Set(['yantra-royal', 'top-casinos'])],
        ['bg-DE', new Set(['yantra-royal'])],
      ]),
    );
  });

  it('reads a list whole when the change names it and none of its pages', () => {
    expect(marksOf([contentKey.pages('bg-BG')])).toEqual(new Map([['bg-BG', null]]));
    expect(
      marksOf([
        contentKey.pages('bg-BG'),
        contentKey.page('bg-DE', 'a'),
        contentKey.pages('bg-DE'),
      ]),
    ).toEqual(
      new Map([
        ['bg-BG', null],
        ['bg-DE', new Set(['a'])],
      ]),
    );
  });

  it('leaves the lists alone for a change that names no page', () => {
    expect(marksOf([contentKey.casino(1), contentKey.unlinked('bg-BG')]).size).toBe(0);
  });
});
