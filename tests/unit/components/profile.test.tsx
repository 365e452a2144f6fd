// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserServiceError } from '../../../src/api/users';
import { serviceErrorText } from '../../../src/components/account/messages';
import { LiveLeaderboard } from '../../../src/components/interactive/LiveLeaderboard';
import { referralId, referralLink } from '../../../src/components/modals/referral';
import { UserProfileModal } from '../../../src/components/modals/UserProfileModal';
import {
  PROFILE_CATEGORIES,
  profileCategory,
  tabAfterKey,
} from '../../../src/components/profile/categories';
import { HistoryPanel } from '../../../src/components/profile/HistoryPanel';
import { ProfileTabs } from '../../../src/components/profile/ProfileTabs';
import type { Inventory, User } from '../../../src/domain/entities/user';
import { appStore } from '../../../src/state/store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('profile categories and the tablist keys', () => {
  it.each([
    ['shop', 'shop'],
    ['avatars', 'avatars'],
    ['nope', 'inventory'],
    [undefined, 'inventory'],
    [3, 'inventory'],
  ])('category %o opens %s', (value, category) => {
    expect(profileCategory(value)).toBe(category);
  });

  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 0],
    ['ArrowDown', 2, 3],
    ['ArrowLeft', 0, 4],
    ['ArrowUp', 3, 2],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['Enter', 1, null],
    ['a', 1, null],
  ])('%s from %i of 5 → %o', (key, index, next) => {
    expect(tabAfterKey(key, index, 5)).toBe(next);
  });
});

describe('serviceErrorText (every refusal a Bulgarian sentence, the profile’s reasons included)', () => {
  const error = (patch: Partial<UserServiceError>): UserServiceError => ({
    kind: 'server',
    status: 500,
    reason: null,
    retryAfterS: null,
    ...patch,
  });
  it.each([
    [
      error({ kind: 'conflict', status: 409, reason: 'insufficient-points' }),
      'Нямате достатъчно точки.',
    ],
    [
      error({ kind: 'conflict', status: 409, reason: 'already-owned' }),
      'Вече притежавате този предмет.',
    ],
    [
      error({ kind: 'forbidden', status: 403, reason: 'avatar-locked' }),
      'Този аватар още е заключен.',
    ],
    [error({ kind: 'unauthorized', status: 401 }), 'Влезте в профила си, за да продължите.'],
    [
      error({ kind: 'rate-limited', status: 429, retryAfterS: 12 }),
      'Твърде много опити. Опитайте отново след 12 с.',
    ],
    [error({ kind: 'network', status: null }), 'Няма връзка със сървъра. Опитайте отново.'],
    [error({}), 'Грешка в сървъра'],
  ])('%#', (e, text) => {
    expect(serviceErrorText(e)).toBe(text);
  });

  it.each([
    'invalid',
    'unauthorized',
    'forbidden',
    'not-found',
    'conflict',
    'rate-limited',
    'server',
    'network',
  ] as const)('%s is never blank nor English', (kind) => {
    const text = serviceErrorText(error({ kind }));
    expect(text.trim()).not.toBe('');
    expect(text).toMatch(/[а-я]/);
  });
});

describe('referral link (product §2 invite friend)', () => {
  const user = (isAnonymous: boolean, uid: string) => ({ isAnonymous, uid }) as User;
  it('is the signed-in uid, the anonymous visitor id, or the anonId before the session spoke', () => {
    expect(referralId(user(false, 'Uid123'), () => 'anon-1')).toBe('Uid123');
    expect(referralId(user(true, 'anon-1'), () => 'other')).toBe('anon-1');
    expect(referralId(null, () => 'anon-2')).toBe('anon-2');
  });
  it('keeps the locale address and sets refId', () => {
    expect(referralLink('https://example.bg/de', 'Uid123')).toBe(
      'https://example.bg/de?refId=Uid123',
    );
  });
});

// --- Components against a stubbed network (our own HTTP layer and store are real) ---

let root: Root;
let host: HTMLElement;

const render = async (node: ReactNode) => {
  await act(async () => {
    root.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>,
    );
    await Promise.resolve();
  });
};
const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
const click = (button: HTMLButtonElement) =>
  act(async () => {
    button.click();
    await Promise.resolve();
  });
// Up to 2 s: a 5xx read is retried (product §9: 3 × 100 ms) before it fails.
const flushUntil = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await settle();
  expect(check()).toBe(true);
};

const avatar = (id: number) => ({
  id,
  url: `/avatars/${String(id)}.png`,
  name: `Аватар ${String(id)}`,
});
const inventory = (points: number, avatarId = 1): Inventory => ({
  id: 1,
  uid: 'u1',
  username: 'иван',
  avatar: avatar(avatarId),
  points,
  ownedItemIds: [],
  lastLoginAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const signedIn = (inv: Inventory): User => ({
  country: null,
  isInternational: false,
  uid: 'u1',
  emailVerified: true,
  isAnonymous: false,
  email: 'ivan@example.bg',
  displayName: 'иван',
  username: 'иван',
  inventory: inv,
  lastRefresh: null,
});
const item = (id: number, price: number, owned = false) => ({
  id,
  name: `Предмет ${String(id)}`,
  description: '',
  price,
  kind: 'avatar' as const,
  avatar: avatar(id + 10),
  imageUrl: `/items/${String(id)}.png`,
  owned,
});

type Route = (init: RequestInit | undefined) => { status: number; body: unknown };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn((input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!route)
      return Promise.resolve(json(404, { error: 'not_found', reason: 'not-found', message: '' }));
    const { status, body } = route(init);
    return Promise.resolve(json(status, body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__casinoStore;
  document.body.innerHTML = '<div id="host"></div>';
  host = document.getElementById('host')!;
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

describe('ProfileTabs (a real tablist)', () => {
  it('moves selection and focus with the arrows, Home and End; one tab in the Tab order', async () => {
    const tabs = PROFILE_CATEGORIES.map((key) => ({ key, label: key }));
    const Harness = () => {
      const [selected, setSelected] = useState<(typeof PROFILE_CATEGORIES)[number]>('inventory');
      return (
        <ProfileTabs tabs={tabs} selected={selected} onSelect={setSelected} label="Профил">
          <p>panel {selected}</p>
        </ProfileTabs>
      );
    };
    await render(<Harness />);
    const tab = (key: string) =>
      host.querySelector<HTMLButtonElement>(`[data-profile-tab="${key}"]`)!;
    const press = (key: string) =>
      act(() => {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    expect(host.querySelector('[role=tablist]')?.getAttribute('aria-label')).toBe('Профил');
    tab('inventory').focus();
    press('ArrowRight');
    expect(tab('history').getAttribute('aria-selected')).toBe('true');
    expect(tab('inventory').getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(tab('history'));
    expect([...host.querySelectorAll('[role=tab]')].map((t) => t.getAttribute('tabindex'))).toEqual(
      ['-1', '0', '-1', '-1', '-1'],
    );
    press('End');
    expect(document.activeElement).toBe(tab('avatars'));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('inventory'));
    press('ArrowLeft');
    expect(tab('avatars').getAttribute('aria-selected')).toBe('true');
    const panel = document.getElementById(tab('avatars').getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toBe('panel avatars');
    expect(host.querySelectorAll('[role=tabpanel]:not([hidden])')).toHaveLength(1);
  });
});

describe('UserProfileModal', () => {
  it('buys with points: a 409 shows under the item, a purchase updates the store’s points', async () => {
    appStore().setUser(signedIn(inventory(100)));
    let points = 100;
    const owned = new Set<number>();
    stubApi({
      'GET /users/inventory': () => ({ status: 200, body: inventory(points) }),
      'GET /users/shop': () => ({
        status: 200,
        body: [item(1, 500), item(2, 60)].map((i) => ({ ...i, owned: owned.has(i.id) })),
      }),
      'GET /users/history': () => ({ status: 200, body: [] }),
      'GET /users/avatars': () => ({ status: 200, body: [] }),
      'GET /users/missions': () => ({ status: 200, body: [] }),
      'POST /users/purchase': (init) => {
        const { itemId } = JSON.parse(init?.body as string) as { itemId: number };
        const price = itemId === 1 ? 500 : 60;
        if (price > points) {
          return {
            status: 409,
            body: { error: 'conflict', reason: 'insufficient-points', message: 'x' },
          };
        }
        points -= price;
        owned.add(itemId);
        return {
          status: 200,
          body: { inventory: inventory(points), item: item(itemId, price, true) },
        };
      },
    });
    await render(
      <UserProfileModal props={{ locale: 'bg-BG', category: 'shop' }} onClose={vi.fn()} />,
    );
    await flushUntil(() => host.querySelector('[data-shop-item="1"] button') !== null);
    expect(host.querySelector('[data-profile-tab="shop"]')?.getAttribute('aria-selected')).toBe(
      'true',
    );

    await click(host.querySelector<HTMLButtonElement>('[data-shop-item="1"] button')!);
    await flushUntil(() => host.querySelector('[data-shop-note="error"]') !== null);
    const note = host.querySelector('[data-shop-item="1"] [data-shop-note="error"]')!;
    expect(note.textContent).toBe('Нямате достатъчно точки.');
    expect(
      host.querySelector('[data-shop-item="1"] button')?.getAttribute('aria-describedby'),
    ).toBe(note.id);
    expect(appStore().getState().user?.inventory?.points).toBe(100);

    await click(host.querySelector<HTMLButtonElement>('[data-shop-item="2"] button')!);
    await flushUntil(() => host.querySelector('[data-shop-item="2"] [data-shop-owned]') !== null);
    expect(appStore().getState().user?.inventory?.points).toBe(40);
    expect(host.querySelector('[data-shop-points]')?.textContent).toBe('40');
  });

  it('wears an unlocked avatar: the store’s user (and so the header) gets it', async () => {
    appStore().setUser(signedIn(inventory(10, 1)));
    stubApi({
      'GET /users/inventory': () => ({ status: 200, body: inventory(10, 1) }),
      'GET /users/avatars': () => ({
        status: 200,
        body: [
          { ...avatar(1), unlocked: true, shopItemId: null },
          { ...avatar(2), unlocked: true, shopItemId: null },
          { ...avatar(3), unlocked: false, shopItemId: 7 },
        ],
      }),
      'GET /users/history': () => ({ status: 200, body: [] }),
      'GET /users/shop': () => ({ status: 200, body: [] }),
      'GET /users/missions': () => ({ status: 200, body: [] }),
      'PUT /users/avatar': (init) => {
        const { avatarId } = JSON.parse(init?.body as string) as { avatarId: number };
        return { status: 200, body: inventory(10, avatarId) };
      },
    });
    await render(<UserProfileModal props={{ category: 'avatars' }} onClose={vi.fn()} />);
    await flushUntil(() => host.querySelector('[data-avatar-choice="2"]') !== null);
    expect(host.querySelector('[data-avatar-choice="1"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(host.querySelector<HTMLButtonElement>('[data-avatar-choice="3"]')?.disabled).toBe(true);
    await click(host.querySelector<HTMLButtonElement>('[data-avatar-choice="2"]')!);
    await flushUntil(() => appStore().getState().user?.inventory?.avatar.id === 2);
    await flushUntil(
      () => host.querySelector('[data-avatar-choice="2"]')?.getAttribute('aria-pressed') === 'true',
    );
  });

  it('shows missions with progress and done state, and a failed read as Bulgarian text', async () => {
    appStore().setUser(signedIn(inventory(10)));
    stubApi({
      'GET /users/inventory': () => ({ status: 200, body: inventory(10) }),
      'GET /users/missions': () => ({
        status: 200,
        body: [
          {
            id: 1,
            title: 'Влез',
            description: '',
            points: 10,
            period: 'daily',
            progress: 1,
            goal: 1,
            done: true,
          },
          {
            id: 2,
            title: 'Пиши',
            description: 'Три публикации',
            points: 50,
            period: 'once',
            progress: 1,
            goal: 3,
            done: false,
          },
        ],
      }),
      'GET /users/history': () => ({
        status: 503,
        body: { error: 'internal', reason: 'internal', message: '' },
      }),
    });
    await render(<UserProfileModal props={{ category: 'missions' }} onClose={vi.fn()} />);
    await flushUntil(() => host.querySelectorAll('[data-mission-done]').length === 2);
    const bars = [...host.querySelectorAll('[role=progressbar]')];
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['1', '1']);
    expect(bars.map((b) => b.getAttribute('aria-valuemax'))).toEqual(['1', '3']);
    expect(host.querySelector('[data-mission-done="true"]')?.textContent).toContain('Изпълнена');
    await click(host.querySelector<HTMLButtonElement>('[data-profile-tab="history"]')!);
    await flushUntil(() => host.querySelector('[data-profile-error]') !== null);
    expect(host.querySelector('[data-profile-error]')?.textContent).toContain('Грешка в сървъра');
  });

  it('lists the points history with signed points and Bulgarian relative times', async () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    stubApi({
      'GET /users/history': () => ({
        status: 200,
        body: [
          {
            id: 2,
            action: 'purchase',
            points: -80,
            detail: 'Значка',
            createdAt: '2026-11-24T09:30:00.000Z',
          },
          {
            id: 1,
            action: 'mission-reward',
            points: 10,
            detail: 'Ежедневен вход',
            createdAt: '2026-11-19T12:00:00.000Z',
          },
        ],
      }),
    });
    await render(<HistoryPanel scope={{ locale: 'bg-BG', uid: 'u1' }} now={() => now} />);
    await flushUntil(() => host.querySelectorAll('[data-profile-history] li').length === 2);
    const lines = [...host.querySelectorAll('[data-profile-history] li')].map((li) => [
      li.querySelector('span')?.textContent,
      li.querySelector('strong')?.textContent,
      li.querySelector('time')?.textContent,
    ]);
    expect(lines).toEqual([
      ['Покупка: Значка', '−80', 'преди 2 часа'],
      ['Награда за мисия: Ежедневен вход', '+10', 'преди 5 дни'],
    ]);
  });

  it('asks an anonymous visitor to sign in', async () => {
    appStore().setUser({ ...signedIn(inventory(0)), isAnonymous: true, inventory: null });
    await render(<UserProfileModal props={{ directory: 'de' }} onClose={vi.fn()} />);
    expect(host.querySelector('a[href="/de/login"]')?.textContent).toBe('Вход');
  });
});

describe('LiveLeaderboard island', () => {
  const row = (rank: number, uid: string) => ({
    rank,
    uid,
    username: `играч-${uid}`,
    avatar: null,
    points: 1000 - rank * 10,
  });
  const entries = [{ rank: 1, username: 'от-CMS', points: 5, avatar: null }];

  it('keeps the CMS entries until the users answer, then pages with "more", my row marked', async () => {
    appStore().setUser(signedIn(inventory(0)));
    const fetchMock = stubApi({
      'GET /leaderboards/users': () => ({ status: 200, body: {} }),
    });
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    fetchMock.mockImplementation(async (input: string | URL) => {
      await gate;
      const url = new URL(String(input));
      const page = Number(url.searchParams.get('page'));
      const items =
        page === 1
          ? [1, 2, 3, 4, 5].map((r) => row(r, r === 3 ? 'u1' : `x${String(r)}`))
          : [row(6, 'x6')];
      return json(200, {
        items,
        page,
        pageSize: Number(url.searchParams.get('pageSize')),
        total: 6,
      });
    });
    await render(<LiveLeaderboard locale="bg-BG" heading="Топ" entries={entries} />);
    expect(host.querySelector('[data-leaderboard="cms"]')?.textContent).toContain('от-CMS');
    open();
    await flushUntil(() => host.querySelector('[data-leaderboard="live"]') !== null);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).search).toBe('?page=1&pageSize=5');
    expect(host.querySelectorAll('tbody tr')).toHaveLength(5);
    const mine = host.querySelector('tr[aria-current="true"]');
    expect(mine?.getAttribute('data-leaderboard-row')).toBe('играч-u1');
    expect(mine?.textContent).toContain('(Вие)');
    await click(host.querySelector<HTMLButtonElement>('[data-leaderboard-more]')!);
    await flushUntil(() => host.querySelectorAll('tbody tr').length === 6);
    expect(host.querySelector('[data-leaderboard-more]')).toBeNull();
  });

  it('says in Bulgarian when the live board failed, keeping the CMS entries', async () => {
    stubApi({});
    await render(<LiveLeaderboard locale="bg-BG" heading="Топ" entries={entries} />);
    await flushUntil(() => host.querySelector('[data-leaderboard="cms"] [role=status]') !== null);
    expect(host.textContent).toContain('от-CMS');
    expect(host.querySelector('[role=status]')?.textContent).toContain(
      'Класацията на живо не се зареди',
    );
  });
});
