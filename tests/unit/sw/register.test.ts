// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../src/state/store';
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
vi.mock('workbox-window', () => ({
  Workbox: FakeWorkbox,
  messageSW: vi.fn(() => Promise.resolve('v5.20.12-bg+abc')),
}));
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
    const wb = FakeWorkbox.last!;
    wb.fire('controlling', { isUpdate: false });
    const message = wb.messageSW.mock.calls[0]?.[0] as {
      type: string;
      payload: { urlsToCache: string[] };
    };
    expect(message.type).toBe('CACHE_URLS');
    expect(message.payload.urlsToCache).toContain('http://127.0.0.1:3000/yantra-royal');
    expect(store.getState().popups.refresh).toBe(false);
  });

  it.each([
    ['local', 1],
    ['e2e', 0],
    ['production', 0],
  ])('a registration error on stage %s is logged %i time(s) (SPEC §8)', async (name, times) => {
    stage.value = name;
    FakeWorkbox.registerFails = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerServiceWorker(createStore());
    expect(log).toHaveBeenCalledTimes(times);
  });
});
