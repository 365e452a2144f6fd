import { describe, expect, it, vi } from 'vitest';
import type { Identity, IdentityAccount } from '../../../src/auth/identity';
import { startSession, type SessionDeps } from '../../../src/auth/session';
import { createStore, initialState } from '../../../src/state/store';

function fakeIdentity() {
  let listener: ((a: IdentityAccount | null) => void) | undefined;
  const identity = {
    onChange: (l: (a: IdentityAccount | null) => void) => {
      listener = l;
      return () => undefined;
    },
    idToken: vi.fn(() => Promise.resolve('token-1')),
  } as unknown as Identity;
  return { identity, emit: (a: IdentityAccount | null) => listener?.(a) };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const inventory = {
  id: 1,
  uid: 'u1',
  username: 'иван',
  avatar: { id: 1, url: '/a.png', name: 'Асо' },
  points: 40,
  ownedItemIds: [],
  lastLoginAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

function setup(services: Partial<SessionDeps['services']> = {}) {
  const { identity, emit } = fakeIdentity();
  const store = createStore(initialState({ isServer: false }));
  const storage = memoryStorage();
  const deps = {
    identity,
    store,
    services: {
      inventory: vi.fn(() => Promise.resolve(inventory)),
      recordAction: vi.fn(() => Promise.resolve()),
      lastLogin: vi.fn(() => Promise.resolve()),
      claimAnonId: vi.fn(() => Promise.resolve(null)),
      ...services,
    },
    setIdTokenGetter: vi.fn(),
    provideReportUser: vi.fn(),
    reportLogin: vi.fn(),
    anonId: () => 'anon-123',
    storage,
    now: () => new Date('2026-11-24T12:00:00.000Z'),
  } satisfies SessionDeps;
  startSession(deps);
  return { deps, emit, store, storage };
}

const account = (emailVerified: boolean): IdentityAccount => ({
  uid: 'u1',
  email: 'ivan@example.com',
  emailVerified,
  displayName: 'иван',
});

describe('startSession (product §4 Login)', () => {
  it('keeps a missing user anonymous under anonId, with no token getter', () => {
    const { deps, emit, store } = setup();
    emit(null);
    expect(store.getState().user).toMatchObject({ uid: 'anon-123', isAnonymous: true });
    expect(deps.setIdTokenGetter).toHaveBeenLastCalledWith(undefined);
    expect(deps.provideReportUser).toHaveBeenLastCalledWith({ uid: 'anon-123', isAnonymous: true });
    expect(deps.services.inventory).not.toHaveBeenCalled();
  });

  it('keeps an unverified account anonymous but lets it send its token (to ask for a new mail)', () => {
    const { deps, emit, store, storage } = setup();
    emit(account(false));
    expect(store.getState().user).toMatchObject({
      isAnonymous: true,
      emailVerified: false,
      email: 'ivan@example.com',
      inventory: null,
    });
    expect(deps.setIdTokenGetter).toHaveBeenLastCalledWith(expect.any(Function));
    expect(storage.map.has('loggedIn')).toBe(false);
    expect(deps.reportLogin).not.toHaveBeenCalled();
  });

  it('loads a verified account: user loading, inventory, flag, report and user-login', async () => {
    const { deps, emit, store, storage } = setup();
    const loading: boolean[] = [];
    store.subscribe((s) => loading.push(s.userLoading));
    emit(account(true));
    expect(store.getState().userLoading).toBe(true);
    await vi.waitFor(() => expect(deps.services.recordAction).toHaveBeenCalledWith('user-login'));
    expect(store.getState().user).toMatchObject({
      uid: 'u1',
      isAnonymous: false,
      username: 'иван',
      inventory: { points: 40 },
      lastRefresh: '2026-11-24T12:00:00.000Z',
    });
    expect(store.getState().userLoading).toBe(false);
    expect(loading).toContain(true);
    expect(storage.map.get('loggedIn')).toBe('true');
    expect(deps.reportLogin).toHaveBeenCalledOnce();
    expect(deps.services.lastLogin).toHaveBeenCalledOnce();
    expect(deps.provideReportUser).toHaveBeenLastCalledWith({ uid: 'u1', isAnonymous: false });
  });

  it('reports a login once across token refreshes, and again after a sign-out', async () => {
    const { deps, emit } = setup();
    emit(account(true));
    await vi.waitFor(() => expect(deps.reportLogin).toHaveBeenCalledTimes(1));
    emit(account(true));
    await Promise.resolve();
    expect(deps.reportLogin).toHaveBeenCalledTimes(1);
    emit(null);
    emit(account(true));
    await vi.waitFor(() => expect(deps.reportLogin).toHaveBeenCalledTimes(2));
  });

  it('finishes a sign-in when the token refreshes while the inventory loads', async () => {
    let answer: (value: typeof inventory) => void = () => undefined;
    const { emit, store, deps } = setup({
      inventory: vi.fn(() => new Promise<typeof inventory>((resolve) => (answer = resolve))),
    });
    emit(account(true));
    // The inventory request refreshes a stale token: the SDK calls the listener again.
    emit(account(true));
    answer(inventory);
    await vi.waitFor(() => expect(store.getState().user).toMatchObject({ isAnonymous: false }));
    expect(deps.services.inventory).toHaveBeenCalledOnce();
    expect(deps.reportLogin).toHaveBeenCalledOnce();
  });

  it('stays signed in without an inventory when the user service fails', async () => {
    const { emit, store } = setup({ inventory: vi.fn(() => Promise.reject(new Error('503'))) });
    emit(account(true));
    await vi.waitFor(() => expect(store.getState().userLoading).toBe(false));
    expect(store.getState().user).toMatchObject({ isAnonymous: false, inventory: null });
  });

  it('shows the points a login mission awarded (the action answers the inventory after it)', async () => {
    const { deps, emit, store } = setup({
      recordAction: vi.fn(() => Promise.resolve({ ...inventory, points: 90 } as never)),
    });
    emit(account(true));
    await vi.waitFor(() => expect(deps.services.recordAction).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(store.getState().user).toMatchObject({ inventory: { points: 90 } }),
    );
  });

  it('clears the logged-in flag on sign-out', async () => {
    const { emit, storage } = setup();
    emit(account(true));
    await vi.waitFor(() => expect(storage.map.get('loggedIn')).toBe('true'));
    emit(null);
    expect(storage.map.has('loggedIn')).toBe(false);
  });
});
