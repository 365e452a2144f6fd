// @vitest-environment happy-dom
// The identity service as the site runs it (createAuthService) over a fake Firebase: every user
// service call goes through src/api to a stubbed fetch, the one boundary mocked here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity, IdentityAccount } from '../../../src/auth/identity';
import {
  ANON_ID_CLAIM_FAILURE,
  claimAnonIdOnce,
  REFERRAL_FAILURE,
  referNewAccount,
} from '../../../src/auth/referrals';
import { createAuthService } from '../../../src/auth/service';
import { clientConfig } from '../../../src/config/client';
import { appStore } from '../../../src/state/store';
import { inventoryFixture } from '../../fixtures/users';

const API = clientConfig().apiBaseUrl;
const MAIL = `${clientConfig().mailUrl}/application-error`;
const ANON_ID = 'anon-1234-abcd';

const inventory = (points: number) => inventoryFixture(points, 'u-invitee');

type Answer = { status: number; body: unknown } | 'offline';
type Routes = Record<string, (init: RequestInit | undefined) => Answer>;

/** The user service and the mail receiver as the browser sees them; every call recorded. */
function stubServices(overrides: Routes = {}) {
  const routes: Routes = {
    [`GET ${API}/users/inventory`]: () => ({ status: 200, body: inventory(40) }),
    [`POST ${API}/users/action`]: () => ({
      status: 200,
      body: { inventory: inventory(60), completed: [] },
    }),
    [`POST ${API}/users/last-login`]: () => ({
      status: 200,
      body: { lastLoginAt: '2026-11-25T10:00:00.000Z' },
    }),
    [`POST ${API}/users/email-token`]: () => ({ status: 202, body: { accepted: true } }),
    [`POST ${API}/users/referral`]: () => ({ status: 202, body: { accepted: true } }),
    [`POST ${API}/users/anon-id`]: () => ({
      status: 200,
      body: { inventory: inventory(140), completed: [] },
    }),
    [`POST ${MAIL}`]: () => ({ status: 202, body: {} }),
    ...overrides,
  };
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${input}`];
    const answer = route?.(init) ?? { status: 404, body: { error: 'not_found' } };
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, url: string) =>
    fetchMock.mock.calls.filter(([u, i]) => u === url && (i?.method ?? 'GET') === method);
  const bodies = (method: string, url: string) =>
    calls(method, url).map(([, i]) => JSON.parse(i?.body as string) as unknown);
  return { fetchMock, calls, bodies };
}

/** Firebase as the session sees it: sign-up signs in unverified, sign-in verified. */
function fakeIdentity(uid = 'u-invitee') {
  const listeners = new Set<(account: IdentityAccount | null) => void>();
  const emit = (account: IdentityAccount | null) => listeners.forEach((l) => l(account));
  const account = (email: string, emailVerified: boolean): IdentityAccount => ({
    uid,
    email,
    emailVerified,
    displayName: 'ivan',
  });
  const identity: Identity = {
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signUp: (email) => {
      emit(account(email, false));
      return Promise.resolve(account(email, false));
    },
    signIn: (email) => {
      emit(account(email, true));
      return Promise.resolve(account(email, true));
    },
    signOut: () => Promise.resolve(emit(null)),
    idToken: () => Promise.resolve('token-1'),
    refresh: () => Promise.resolve(null),
    applyEmailCode: () => Promise.resolve(),
    checkResetCode: () => Promise.resolve(''),
    resetPassword: () => Promise.resolve(),
  };
  return identity;
}

/** A new page: a new store and service, the browser's storage and cookies kept. */
function openPage(uid?: string) {
  delete (window as unknown as Record<string, unknown>).__casinoStore;
  return createAuthService(fakeIdentity(uid));
}

const points = () => appStore().getState().user?.inventory?.points;
const signUpInput = {
  email: 'ivan@example.com',
  password: 'kazino-parola-1',
  confirm: 'kazino-parola-1',
  username: 'ivan',
};
const signInInput = { email: 'ivan@example.com', password: 'kazino-parola-1' };
const mailContexts = (stub: ReturnType<typeof stubServices>) =>
  stub.bodies('POST', MAIL).map((b) => (b as { context: string }).context);

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'refId=; Max-Age=0; Path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-up names the inviter (product §2 refId, POST /users/referral)', () => {
  it('sends the refId cookie once, with the new account’s token, beside the verification mail', async () => {
    const stub = stubServices();
    document.cookie = 'refId=inviter-uid-1; Path=/';
    await openPage().signUp(signUpInput);
    expect(stub.bodies('POST', `${API}/users/referral`)).toEqual([{ refId: 'inviter-uid-1' }]);
    const [[, init]] = stub.calls('POST', `${API}/users/referral`) as [[string, RequestInit]];
    expect((init.headers as Record<string, string>)['x-authorization']).toBe('token-1');
    expect(stub.calls('POST', `${API}/users/email-token`)).toHaveLength(1);
  });

  it.each([
    ['no refId cookie', ''],
    ['a refId cookie that is not an id', 'refId=%3Cb%3E; Path=/'],
  ])('sends nothing with %s', async (_name, cookie) => {
    const stub = stubServices();
    if (cookie) document.cookie = cookie;
    // The referral is started before the verification mail: had it been sent, it would show.
    await openPage().signUp(signUpInput);
    expect(stub.calls('POST', `${API}/users/email-token`)).toHaveLength(1);
    expect(stub.calls('POST', `${API}/users/referral`)).toHaveLength(0);
  });

  it.each([
    ['a 500', { status: 500, body: { error: 'internal' } }],
    ['no answer', 'offline'],
  ] as const)(
    'survives %s: the sign-up resolves and the error mail says why',
    async (_n, answer) => {
      const stub = stubServices({ [`POST ${API}/users/referral`]: () => answer });
      document.cookie = 'refId=inviter-uid-1; Path=/';
      await expect(openPage().signUp(signUpInput)).resolves.toBeUndefined();
      await vi.waitFor(() => expect(mailContexts(stub)).toEqual([REFERRAL_FAILURE]));
      expect(stub.calls('POST', `${API}/users/email-token`)).toHaveLength(1);
    },
  );

  it('takes 409 already-claimed as the normal answer of a repeat: nothing reported', async () => {
    stubServices({
      [`POST ${API}/users/referral`]: () => ({
        status: 409,
        body: { error: 'conflict', reason: 'already-claimed', message: 'referred' },
      }),
    });
    const report = vi.fn();
    await referNewAccount('a=1; refId=inviter-uid-1', report);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('a verified sign-in claims the anonId (product §3, POST /users/anon-id)', () => {
  it('claims the stored anonId once per account: not after a sign-out, nor on the next page', async () => {
    const stub = stubServices();
    localStorage.setItem('anonId', ANON_ID);
    const page = openPage();
    await page.signIn(signInInput);
    // The claim's answer is the latest inventory: its points show.
    await vi.waitFor(() => expect(points()).toBe(140));
    expect(stub.bodies('POST', `${API}/users/anon-id`)).toEqual([{ anonId: ANON_ID }]);

    await page.signOut();
    await page.signIn(signInInput);
    // 60 is the action's answer, shown only once the claim was passed over.
    await vi.waitFor(() => expect(points()).toBe(60));
    await openPage().signIn(signInInput);
    await vi.waitFor(() => expect(points()).toBe(60));
    expect(stub.calls('POST', `${API}/users/anon-id`)).toHaveLength(1);

    await openPage('u-other').signIn(signInInput);
    await vi.waitFor(() => expect(stub.calls('POST', `${API}/users/anon-id`)).toHaveLength(2));
    expect(mailContexts(stub)).toEqual([]);
  });

  it('keeps a failed claim from the sign-in, reports it, and tries again at the next one', async () => {
    const stub = stubServices({
      [`POST ${API}/users/anon-id`]: () => ({ status: 503, body: { error: 'unavailable' } }),
    });
    localStorage.setItem('anonId', ANON_ID);
    await openPage().signIn(signInInput);
    await vi.waitFor(() => expect(mailContexts(stub)).toEqual([ANON_ID_CLAIM_FAILURE]));
    expect(appStore().getState().user).toMatchObject({ isAnonymous: false, uid: 'u-invitee' });
    expect(points()).toBe(60);
    expect(localStorage.getItem('loggedIn')).toBe('true');

    await openPage().signIn(signInInput);
    await vi.waitFor(() => expect(stub.calls('POST', `${API}/users/anon-id`)).toHaveLength(2));
  });

  it('takes 409 already-claimed (another account was first) as done, silently', async () => {
    const stub = stubServices({
      [`POST ${API}/users/anon-id`]: () => ({
        status: 409,
        body: { error: 'conflict', reason: 'already-claimed', message: 'claimed' },
      }),
    });
    localStorage.setItem('anonId', ANON_ID);
    const report = vi.fn();
    const claim = () => claimAnonIdOnce({ uid: 'u-invitee', storage: localStorage, report });
    await expect(claim()).resolves.toBeNull();
    await expect(claim()).resolves.toBeNull();
    expect(stub.calls('POST', `${API}/users/anon-id`)).toHaveLength(1);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['no anonId kept', () => localStorage],
    ['a broken anonId', () => (localStorage.setItem('anonId', '<b>'), localStorage)],
    ['no storage at all', () => null],
  ])('claims nothing with %s', async (_name, storage) => {
    const stub = stubServices();
    const report = vi.fn();
    await expect(claimAnonIdOnce({ uid: 'u-1', storage: storage(), report })).resolves.toBeNull();
    expect(stub.fetchMock).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});
