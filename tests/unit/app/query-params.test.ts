// @vitest-environment happy-dom
/** The product §2 query parameters a page applies, on a locale with accounts and on one without. */
import { beforeEach, describe, expect, it } from 'vitest';
import { applyQueryParams } from '../../../src/app/query-params';
import { writeConsent } from '../../../src/consent/choice';
import { createStore } from '../../../src/state/store';
import { ACCEPT_ALL, consentCookie, REJECT_ALL } from '../../fixtures/consent';

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

describe('refId (product §2): a marketing item, kept only with that consent (docs/consent.md)', () => {
  const refIdCookie = () =>
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('refId=') && part.length > 'refId='.length);
  beforeEach(() => {
    document.cookie = 'refId=; Max-Age=0; Path=/';
    document.cookie = 'accept-cookies=; Max-Age=0; Path=/';
  });

  it('is kept at once when marketing is allowed, and leaves the address bar', () => {
    document.cookie = consentCookie(ACCEPT_ALL);
    window.history.replaceState(null, '', '/?refId=friend_1&x=1');
    applyQueryParams(createStore(), true);
    expect(refIdCookie()).toBe('refId=friend_1');
    expect(location.search).toBe('?x=1');
  });

  it('waits for the first choice of a new visitor, and is kept if it allows marketing', () => {
    window.history.replaceState(null, '', '/?refId=friend_2');
    applyQueryParams(createStore(), true);
    expect(refIdCookie()).toBeUndefined();
    expect(location.search).toBe('');
    writeConsent(ACCEPT_ALL);
    expect(refIdCookie()).toBe('refId=friend_2');
  });

  it('is dropped when that choice refuses marketing', () => {
    window.history.replaceState(null, '', '/?refId=friend_3');
    applyQueryParams(createStore(), true);
    writeConsent(REJECT_ALL);
    writeConsent(ACCEPT_ALL);
    expect(refIdCookie()).toBeUndefined();
  });
});
