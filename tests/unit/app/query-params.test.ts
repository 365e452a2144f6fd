// @vitest-environment happy-dom
/** The product §2 query parameters a page applies, on a locale with accounts and on one without. */
import { describe, expect, it } from 'vitest';
import { applyQueryParams } from '../../../src/app/query-params';
import { createStore } from '../../../src/state/store';

describe('verify tokens in the query (product §2, §1 accounts per locale)', () => {
  it.each([
    ['emailVerifyToken', 'email-verify'],
    ['passwordVerifyToken', 'reset-password'],
  ])('%s opens %s where the locale has accounts', (name, modal) => {
    window.history.replaceState(null, '', `/?${name}=abc`);
    const store = createStore();
    applyQueryParams(store, true);
    expect(store.getState().modal).toEqual({ name: modal, props: { token: 'abc' } });
  });

  it.each(['emailVerifyToken', 'passwordVerifyToken'])(
    '%s opens nothing where the locale has none, and leaves the address bar',
    (name) => {
      window.history.replaceState(null, '', `/de/balkan-slots?${name}=abc&x=1#top`);
      const store = createStore();
      applyQueryParams(store, false);
      expect(store.getState().modal).toBeNull();
      expect(`${location.pathname}${location.search}${location.hash}`).toBe(
        '/de/balkan-slots?x=1#top',
      );
    },
  );
});
