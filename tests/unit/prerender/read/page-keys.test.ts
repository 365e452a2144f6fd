import { describe, expect, it } from 'vitest';
import { pageKeysText } from '../../../../prerender/read/pages';

describe('the content keys a page records', () => {
  it('joins the keys of every answer the page was read from, once each and sorted', () => {
    expect(pageKeysText(['page:bg-BG/x casino:2', 'casino:1 casino:2'])).toBe(
      'casino:1 casino:2 page:bg-BG/x',
    );
  });

  it('records `all` when an answer named no keys: the page depends on anything', () => {
    expect(pageKeysText(['page:bg-BG/feed', ''])).toBe('all page:bg-BG/feed');
  });
});
