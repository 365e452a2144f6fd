// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../src/state/store';
import { mergeKeepList, parseKeepList } from '../../../src/sw/keep';
import { CACHE_URLS_LIMITS, SW_KEEP_KEY } from '../../../src/sw/protocol';
import { reloadApp } from '../../../src/sw/update';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's Workbox: records listeners, registers as told. */
class FakeWorkbox {
  static last: FakeWorkbox | undefined;
  static registerFails = false;
  readonly listeners = new Map<string, Listener[]>();
  readonly messageSkipWaiting = vi.fn();
  readonly messageSW = vi.fn((_message: unknown) => Promise.resolve(true));
  constructor(readonly url: string) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  register(): Promise<void> {
    return FakeWorkbox.registerFails
      ? Promise.reject(new Error('404 on /sw.js'))
      : Promise.resolve();
  }
  fire(type: string, event: { isUpdate?: boolean } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const stage = vi.hoisted(() => ({ value: 'local' }));
const sentToController = vi.hoisted(() => [] as unknown[]);
vi.mock('workbox-window', () => ({
  Workbox: FakeWorkbox,
  messageSW: vi.fn((_worker: unknown, message: { type: string }) => {
    sentToController.push(message);
    return Promise.resolve(message.type === 'GET_VERSION' ? 'v5.20.12-bg+abc' : true);
  }),
}));

/** The URL lists the page sent the controlling worker. */
const cacheUrlsSent = (): string[][] =>
  (sentToController as { type: string; payload?: { urlsToCache: string[] } }[])
    .filter((m) => m.type === 'CACHE_URLS')
    .map((m) => m.payload?.urlsToCache ?? []);
vi.mock('../../../src/config/client', () => ({
  clientConfig: () => ({ stage: stage.value, storageBaseUrl: 'http://127.0.0.1:3000/storage' }),
}));

const { registerServiceWorker } = await import('../../../src/sw/register');

describe('registerServiceWorker', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorkbox.registerFails = false;
    stage.value = 'local';
    reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: 'http://127.0.0.1:3000/yantra-royal', reload },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>).__casinoSwUpdate;
    delete document.documentElement.dataset.sw;
  });

  it('registers /sw.js and marks the controlling version', async () => {
    await registerServiceWorker(createStore());
    expect(FakeWorkbox.last?.url).toBe('/sw.js');
    expect(document.documentElement.dataset.sw).toBe('v5.20.12-bg+abc');
  });

  it('a waiting worker opens the refresh popup; its reload lets the worker take over first', async () => {
    const store = createStore();
    await registerServiceWorker(store);
    const wb = FakeWorkbox.last!;
    wb.fire('waiting');
    expect(store.getState().popups.refresh).toBe(true);
    reloadApp();
    reloadApp(); // the countdown's 0 and the button both call it
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the new worker does not take over in 3 s', async () => {
    await registerServiceWorker(createStore());
    FakeWorkbox.last!.fire('waiting');
    reloadApp();
    vi.advanceTimersByTime(3000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a worker that took over from another tab opens the refresh popup here', async () => {
    const store = createStore();
    await registerServiceWorker(store);
    FakeWorkbox.last!.fire('controlling', { isUpdate: true });
    expect(store.getState().popups.refresh).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('the first control hands the page’s URL and loaded resources to the worker', async () => {
    const store = createStore();
    await registerServiceWorker(store);
    sentToController.length = 0;
    FakeWorkbox.last!.fire('controlling', { isUpdate: false });
    await vi.waitFor(() =>
      expect(cacheUrlsSent()[0]).toContain('http://127.0.0.1:3000/yantra-royal'),
    );
    expect(store.getState().popups.refresh).toBe(false);
  });

  it.each([
    ['local', 1],
    ['e2e', 0],
    ['production', 0],
  ])('a registration error on stage %s is logged %i time(s) (product §8)', async (name, times) => {
    stage.value = name;
    FakeWorkbox.registerFails = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerServiceWorker(createStore());
    expect(log).toHaveBeenCalledTimes(times);
  });
});

describe('pages left while the worker installs (offline reading)', () => {
  // Each test starts from a browser with workers and a page under one, whatever ran before it.
  beforeEach(() => {
    localStorage.clear();
    FakeWorkbox.registerFails = false;
    stage.value = 'local';
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: 'http://127.0.0.1:3000/', reload: vi.fn() },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
  });

  it('an uncontrolled page leaves its URLs; the next, controlled, hands them over and forgets them', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null },
    });
    sentToController.length = 0;
    await registerServiceWorker(createStore());
    expect(parseKeepList(localStorage.getItem(SW_KEEP_KEY))).toContain('http://127.0.0.1:3000/');
    // The visitor leaves before the worker is active: nothing was sent.
    expect(cacheUrlsSent()).toEqual([]);

    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: 'http://127.0.0.1:3000/balkan-slots', reload: vi.fn() },
    });
    await registerServiceWorker(createStore());
    expect(cacheUrlsSent()[0]).toContain('http://127.0.0.1:3000/');
    expect(localStorage.getItem(SW_KEEP_KEY)).toBeNull();
  });

  it('a page that becomes controlled hands over what it and the pages before it loaded', async () => {
    localStorage.setItem(SW_KEEP_KEY, JSON.stringify(['http://127.0.0.1:3000/first']));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null },
    });
    await registerServiceWorker(createStore());
    sentToController.length = 0;
    // The worker another page registered becomes active and claims this page.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    FakeWorkbox.last!.fire('controlling', { isUpdate: false });
    await vi.waitFor(() => expect(cacheUrlsSent()).toHaveLength(1));
    expect(cacheUrlsSent()[0]).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3000/first', 'http://127.0.0.1:3000/']),
    );
    await vi.waitFor(() => expect(localStorage.getItem(SW_KEEP_KEY)).toBeNull());
  });

  it('a page the worker claimed before its registration ran hands over its own URL with the kept ones', async () => {
    // Controlled by a worker another page registered, this page was loaded without it.
    localStorage.setItem(SW_KEEP_KEY, JSON.stringify(['http://127.0.0.1:3000/']));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: 'http://127.0.0.1:3000/yantra-royal', reload: vi.fn() },
    });
    sentToController.length = 0;
    await registerServiceWorker(createStore());
    expect(cacheUrlsSent()[0]).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/yantra-royal']),
    );
    expect(localStorage.getItem(SW_KEEP_KEY)).toBeNull();
  });

  it('a failed registration drops the list, so pages wait for an interaction again', async () => {
    localStorage.setItem(SW_KEEP_KEY, JSON.stringify(['http://127.0.0.1:3000/first']));
    FakeWorkbox.registerFails = true;
    stage.value = 'e2e';
    await registerServiceWorker(createStore());
    expect(localStorage.getItem(SW_KEEP_KEY)).toBeNull();
  });
});

describe('the kept list as stored (outside input)', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['[1,2]', []],
    ['["http://a/x","http://a/y"]', ['http://a/x', 'http://a/y']],
    [JSON.stringify([`http://a/${'x'.repeat(CACHE_URLS_LIMITS.length)}`]), []],
  ])('%s → %o', (raw, expected) => {
    expect(parseKeepList(raw)).toEqual(expected);
  });

  it('merges each URL once and keeps the newest within the message limit', () => {
    expect(mergeKeepList(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: CACHE_URLS_LIMITS.count + 3 }, (_, i) => `u${String(i)}`);
    const merged = mergeKeepList([], many);
    expect(merged).toHaveLength(CACHE_URLS_LIMITS.count);
    expect(merged.at(-1)).toBe(many.at(-1));
  });
});
