// @vitest-environment happy-dom
/**
 * The one way the browser keeps things on the device (docs/consent.md): an item of a category the
 * visitor has not allowed is neither written nor read back, a changed choice deletes what it no
 * longer allows, and the ids are made only where their category allows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGE_REGULATION,
  INVITE_CLAIM,
  LOGGED_IN,
  NAVIGATION_HISTORY,
  OFFLINE_QUEUE,
  REF_ID,
  VISITOR_ID,
} from '../../../src/domain/entities/stored-items';
import { forgetDisallowed } from '../../../src/device/forget';
import { inviteSecret, voterId } from '../../../src/device/requested-ids';
import { visitorId } from '../../../src/device/visitor-id';
import { itemKeys, readConsent, readItem, removeItem, writeItem } from '../../../src/device/stored';
import { ACCEPT_ALL, consentCookie, REJECT_ALL } from '../../fixtures/consent';

/** The cookies kept; happy-dom leaves one removed with Max-Age=0 as an empty value. */
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .filter(([name, value]) => name && value)
    .map(([name]) => name)
    .sort();

function clearDevice(): void {
  for (const name of cookieNames()) document.cookie = `${name ?? ''}=; Max-Age=0; Path=/`;
  localStorage.clear();
  sessionStorage.clear();
}

beforeEach(clearDevice);
afterEach(() => vi.restoreAllMocks());

describe('before any choice', () => {
  it('keeps what the site needs and nothing else', () => {
    expect(readConsent()).toBeNull();
    expect(writeItem(LOGGED_IN, 'true')).toBe(true);
    expect(writeItem(AGE_REGULATION, 'no')).toBe(true);
    expect(writeItem(VISITOR_ID, 'x')).toBe(false);
    expect(writeItem(NAVIGATION_HISTORY, '[]')).toBe(false);
    expect(writeItem(REF_ID, 'friend')).toBe(false);
    expect(cookieNames()).toEqual(['age-regulation']);
    expect(Object.keys(localStorage)).toEqual(['loggedIn']);
    expect(sessionStorage.length).toBe(0);
  });

  it('reads back nothing of a category not allowed, whatever an older version wrote', () => {
    localStorage.setItem('anonId', '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b90');
    document.cookie = 'refId=friend; Path=/';
    expect(readItem(VISITOR_ID)).toBeNull();
    expect(readItem(REF_ID)).toBeNull();
    expect(visitorId()).toBeNull();
  });

  it('makes no visitor id, but a voter id and an invitation secret when asked for', () => {
    expect(visitorId()).toBeNull();
    expect(inviteSecret(false)).toBeNull();
    const voter = voterId();
    expect(voter).toMatch(/^[0-9a-f-]{36}$/);
    expect(voterId()).toBe(voter);
    const secret = inviteSecret(true);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(inviteSecret(false)).toBe(secret);
    expect(Object.keys(localStorage).sort()).toEqual(['helpfulVoter', 'inviteSecret']);
  });
});

describe('after Accept all', () => {
  beforeEach(() => {
    document.cookie = consentCookie(ACCEPT_ALL);
  });

  it('keeps the visitor id once and reads it back', () => {
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(visitorId()).toBe(id);
    expect(localStorage.getItem('anonId')).toBe(id);
  });

  it('writes a cookie with its register lifetime on every path', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    expect(writeItem(REF_ID, 'friend_1')).toBe(true);
    expect(set).toHaveBeenCalledWith('refId=friend_1; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('reads and removes the keys of a prefix item', () => {
    writeItem(INVITE_CLAIM, 'id-1', 'uid-1');
    writeItem(INVITE_CLAIM, 'id-2', 'uid-2');
    writeItem(OFFLINE_QUEUE, '[]');
    writeItem(OFFLINE_QUEUE, '', ':http://x/a');
    expect(readItem(INVITE_CLAIM, 'uid-2')).toBe('id-2');
    expect(itemKeys(INVITE_CLAIM).sort()).toEqual(['anonIdClaim:uid-1', 'anonIdClaim:uid-2']);
    expect(itemKeys(OFFLINE_QUEUE).sort()).toEqual(['sw-keep', 'sw-keep:http://x/a']);
    removeItem(INVITE_CLAIM, 'uid-1');
    expect(itemKeys(INVITE_CLAIM)).toEqual(['anonIdClaim:uid-2']);
  });
});

describe('a changed choice deletes what it no longer allows (GDPR art. 7(3))', () => {
  it('removes the visitor id, the tab history and the invitation, and keeps the rest', () => {
    document.cookie = consentCookie(ACCEPT_ALL);
    visitorId();
    writeItem(NAVIGATION_HISTORY, '["/"]');
    writeItem(REF_ID, 'friend');
    writeItem(LOGGED_IN, 'true');
    voterId();
    document.cookie = consentCookie(REJECT_ALL);
    expect(forgetDisallowed().sort()).toEqual(['anonId', 'navigationHistory', 'refId']);
    expect(cookieNames()).toEqual(['accept-cookies']);
    expect(Object.keys(localStorage).sort()).toEqual(['helpfulVoter', 'loggedIn']);
    expect(sessionStorage.length).toBe(0);
  });

  it('removes only marketing when analytics stays', () => {
    document.cookie = consentCookie(ACCEPT_ALL);
    const id = visitorId();
    writeItem(REF_ID, 'friend');
    document.cookie = consentCookie({ analytics: true, marketing: false });
    expect(forgetDisallowed()).toEqual(['refId']);
    expect(visitorId(false)).toBe(id);
  });
});

describe('a browser that refuses storage', () => {
  it('keeps nothing and reads nothing, without an error', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(writeItem(LOGGED_IN, 'true')).toBe(false);
    expect(readItem(LOGGED_IN)).toBeNull();
    expect(voterId()).toBeNull();
    expect(itemKeys(LOGGED_IN)).toEqual([]);
    vi.unstubAllGlobals();
  });
});
