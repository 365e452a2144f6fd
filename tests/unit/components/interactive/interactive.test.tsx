// @vitest-environment happy-dom
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareCasinos } from '../../../../src/components/interactive/CompareCasinos';
import { ComparePickers } from '../../../../src/components/interactive/compare-casinos/ComparePickers';
import { parseIds, pickInto } from '../../../../src/components/interactive/compare-casinos/ids';
import {
  gamesQueryString,
  parseGamesQuery,
} from '../../../../src/components/interactive/gamesQuery';
import { CasinoGames } from '../../../../src/components/interactive/CasinoGames';
import { GamesResults } from '../../../../src/components/interactive/casino-games/GamesResults';
import { casino, slot } from '../../../fixtures/content';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An island as a page load mounts it: with an empty answer cache, not the test before's. */
const freshLoad = (island: ReactElement) => (
  <SWRConfig value={{ provider: () => new Map() }}>{island}</SWRConfig>
);

describe('compare ?ids=', () => {
  it.each([
    ['?ids=1,2,3', [1, 2, 3]],
    ['?ids=3,3,x,,4,5,6,7', [3, 4, 5, 6]],
    ['?ids=', []],
    ['', []],
    ['?ids=-1,2.5,9', [9]],
  ])('%s → %j', (search, ids) => {
    expect(parseIds(search)).toEqual(ids);
  });
});

describe('a compare pick', () => {
  it.each([
    [[], 0, '7', [7], null],
    [[7], 1, '8', [7, 8], null],
    [[7, 8], 1, '7', [7, 8], 7],
    [[7, 8], 0, '7', [7, 8], null],
    [[7, 8], 0, '', [8], null],
    [[], 2, '9', [9], null],
    [[1, 2, 3, 4], 4, '5', [1, 2, 3, 4], null],
  ])('%j, slot %i ← %j → %j, refused %j', (ids, slot, value, next, refused) => {
    expect(pickInto(ids, slot, value)).toEqual({ ids: next, refused });
  });
});

describe('games listing query', () => {
  it('falls back field by field on garbage', () => {
    expect(
      parseGamesQuery('?provider=Bad Slug&volatility=nope&rtpMin=abc&rtpMax=200&page=-3'),
    ).toEqual({
      provider: null,
      volatility: null,
      rtpMin: null,
      rtpMax: null,
      page: 1,
    });
  });
  it('reads decimal text only: 0x10 is no page 16, 1e2 no RTP of 100', () => {
    expect(parseGamesQuery('?rtpMin=1e2&rtpMax=0x10&page=0x10')).toMatchObject({
      rtpMin: null,
      rtpMax: null,
      page: 1,
    });
    expect(parseGamesQuery('?rtpMin=96.5&page=100000')).toMatchObject({
      rtpMin: 96.5,
      page: 100_000,
    });
  });
  it('keeps good values and swaps a reversed RTP range', () => {
    const q = parseGamesQuery('?provider=vitosha-labs&volatility=high&rtpMin=97&rtpMax=95&page=2');
    expect(q).toEqual({
      provider: 'vitosha-labs',
      volatility: 'high',
      rtpMin: 95,
      rtpMax: 97,
      page: 2,
    });
    expect(gamesQueryString(q, true)).toBe(
      'provider=vitosha-labs&volatility=high&rtpMin=95&rtpMax=97&page=2&pageSize=5',
    );
  });
});

describe('CompareCasinos island', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('restores a shared ?ids= choice with GET /compare', async () => {
    window.history.replaceState(null, '', '/compare-casinos?ids=5,6');
    const other = { ...casino, id: 6, name: 'Other', liveChat: false };
    const fetchMock = vi.fn((input: string | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify(
            new URL(String(input)).pathname === '/compare'
              ? { items: [casino, other], unlinkedOperators: [] }
              : { items: [casino, other], total: 2, page: 1, pageSize: 100 },
          ),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    await act(async () => {
      root.render(freshLoad(<CompareCasinos locale="bg-BG" />));
      await Promise.resolve();
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const call = fetchMock.mock.calls.find(([u]) => new URL(String(u)).pathname === '/compare');
    expect(new URL(String(call?.[0])).searchParams.get('ids')).toBe('5,6');
    // Through the one HTTP layer: the product §7 headers, the island's locale as x-locale.
    const headers = call?.[1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'x-locale': 'bg-BG',
      'x-lang': 'bg',
      'x-firebase-appcheck': 'demo',
    });
    const heads = [...el.querySelectorAll('th[data-casino-id]')].map((th) => th.textContent);
    expect(heads).toEqual(['Yantra Royal', 'Other']);
    expect(window.location.search).toBe('?ids=5,6');
    // Differences only: the live-chat row differs, the licence row does not.
    const toggle = el.querySelector<HTMLInputElement>('input[type=checkbox]');
    await act(async () => {
      toggle?.click();
      await Promise.resolve();
    });
    const rows = [...el.querySelectorAll('tbody th[scope=row]')].map((th) => th.textContent);
    expect(rows).toContain('Чат на живо');
    expect(rows).not.toContain('Лиценз');
    act(() => root.unmount());
  });

  it('lists the casinos the server render read, before any request', () => {
    const options = [1, 2].map((id) => ({ id, name: `Casino ${id}` }));
    const el = document.createElement('div');
    el.innerHTML = renderToString(<CompareCasinos locale="bg-BG" options={options} />);
    const offered = [...el.querySelectorAll('select')].map((select) =>
      [...select.options].map((o) => o.textContent),
    );
    expect(offered).toEqual([
      ['—', 'Casino 1', 'Casino 2'],
      ['—', 'Casino 1', 'Casino 2'],
    ]);
  });

  /** The island with two casinos listed; `pick` changes a slot's select as a browser would. */
  function pickers() {
    window.history.replaceState(null, '', '/compare-casinos');
    const options = [5, 6].map((id) => ({ id, name: `Casino ${id}` }));
    const listed = [casino, { ...casino, id: 6, name: 'Other' }];
    // The API lists the casinos the page was rendered with.
    const answer = (input: string | URL) =>
      new URL(String(input)).pathname === '/compare'
        ? { items: listed, unlinkedOperators: [] }
        : { items: listed, total: 2, page: 1, pageSize: 100 };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL) => Promise.resolve(new Response(JSON.stringify(answer(input))))),
    );
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    act(() => root.render(freshLoad(<CompareCasinos locale="bg-BG" options={options} />)));
    const pick = (slot: number, value: string) => {
      const select = el.querySelector<HTMLSelectElement>(`select[data-compare-slot="${slot}"]`)!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    return { pick, el, unmount: () => act(() => root.unmount()) };
  }

  it('keeps both picks replayed one right after the other', async () => {
    const { pick, unmount } = pickers();
    // As the island runtime replays picks made before hydration.
    await act(async () => {
      pick(0, '5');
      pick(1, '6');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(window.location.search).toBe('?ids=5,6');
    unmount();
  });

  it('closes up a choice whose second slot was picked first', async () => {
    const { pick, unmount } = pickers();
    await act(async () => {
      pick(1, '6');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(window.location.search).toBe('?ids=6');
    unmount();
  });

  it('offers in each select every casino, those another slot holds disabled, so the arrow keys skip them', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const root = createRoot(el);
    const options = [1, 2, 3].map((id) => ({ id, name: `Casino ${id}` }));
    act(() => root.render(<ComparePickers ids={[2, 3]} options={options} setSlot={() => {}} />));
    const offered = [...el.querySelectorAll('select')].map((select) =>
      [...select.options].map((o) => `${o.value}${o.disabled ? ' (taken)' : ''}`),
    );
    // Slot 0 holds 2 (3 is taken by slot 1); slot 1 holds 3; the free slot can take only 1.
    expect(offered).toEqual([
      ['', '1', '2', '3 (taken)'],
      ['', '1', '2 (taken)', '3'],
      ['', '1', '2 (taken)', '3 (taken)'],
    ]);
    act(() => root.unmount());
  });

  it('refuses aloud a casino picked twice before the island woke, and keeps the first pick', async () => {
    const { pick, el, unmount } = pickers();
    // Both static pickers listed every casino; the runtime replays the same casino in each.
    await act(async () => {
      pick(0, '5');
      pick(1, '5');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(window.location.search).toBe('?ids=5');
    const notice = el.querySelector('[role="status"]');
    expect(notice?.getAttribute('data-compare-refused')).toBe('5');
    expect(notice?.textContent).toMatch(/^\S.* вече е в сравнението\.$/);
    expect(el.querySelector<HTMLSelectElement>('select[data-compare-slot="1"]')?.value).toBe('');
    // The next pick that counts takes the notice away.
    await act(async () => {
      pick(1, '6');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(window.location.search).toBe('?ids=5,6');
    expect(el.querySelector('[role="status"]')).toBeNull();
    unmount();
  });
});

describe('the games listing’s count', () => {
  it.each([
    [1, '1 резултат'],
    [2, '2 резултата'],
  ])('%i found → %s', (total, text) => {
    const result = { items: [slot], total, page: 1, pageSize: 20 };
    const html = renderToString(<GamesResults result={result} error={false} directory="" />);
    expect(html).toContain(`>${text}</p>`);
  });
});

/** Mounts an island and lets its requests answer and its effects run. */
async function mountSettled(island: ReactElement) {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  await act(async () => {
    root.render(freshLoad(island));
    await Promise.resolve();
  });
  for (let i = 0; i < 3; i += 1)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  return { el, root };
}

describe('CasinoGames island', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('moves a ?page= past the end to the last page', async () => {
    window.history.replaceState(null, '', '/casino-games?page=99999');
    const asked: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL) => {
        const url = new URL(String(input));
        const page = Number(url.searchParams.get('page') ?? '1');
        asked.push(url.pathname === '/slots/filter' ? String(page) : null);
        const items = url.pathname === '/slots/filter' && page <= 3 ? [slot] : [];
        return Promise.resolve(
          new Response(JSON.stringify({ items, total: 12, page, pageSize: 5 })),
        );
      }),
    );
    const { el, root } = await mountSettled(<CasinoGames locale="bg-BG" directory="" />);
    expect(asked.filter(Boolean)).toEqual(['99999', '3']);
    expect(window.location.search).toContain('page=3');
    expect(el.textContent).toContain('12 резултата');
    act(() => root.unmount());
  });
});
