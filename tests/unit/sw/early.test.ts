// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as early from '../../../src/sw/early';
import { forgetKept, keepForWorker, readKept } from '../../../src/sw/keep';
import { CACHE_URLS_LIMITS, SW_KEEP_KEY, SW_LEFT_PREFIX } from '../../../src/sw/protocol';

const leave = (): boolean => dispatchEvent(new Event('pagehide'));

/** The page's worker container, controlled or not. */
function controller(value: object | null): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: value },
  });
}

/** A fresh copy of the module, as a new page has it (its state is the page's). */
async function freshPage(): Promise<typeof early> {
  vi.resetModules();
  return import('../../../src/sw/early');
}

describe('a page left before its worker registered (product §1 installable)', () => {
  afterEach(() => localStorage.clear());

  it('leaves its address when left after the interaction and before the registration started', async () => {
    const page = await freshPage();
    let interacted = false;
    controller(null);
    page.keepIfLeftBeforeRegistering(() => interacted);
    // No interaction: the registration was never asked for.
    leave();
    expect(early.keptForWorker()).toBe(false);
    // A page a worker controls needs no list: the worker caches it as it loads.
    interacted = true;
    controller({});
    leave();
    expect(early.keptForWorker()).toBe(false);
    controller(null);
    leave();
    expect(readKept()).toEqual([location.href]);
    // Once the registration code runs, it keeps the page itself.
    localStorage.clear();
    page.markRegistering();
    leave();
    expect(early.keptForWorker()).toBe(false);
  });

  it('a page opened with a kept list registers at once, so it is kept without an interaction', async () => {
    keepForWorker(['http://127.0.0.1:3000/first']);
    const page = await freshPage();
    controller(null);
    page.keepIfLeftBeforeRegistering(() => false);
    leave();
    expect(readKept()).toEqual(['http://127.0.0.1:3000/first', location.href]);
    page.markRegistering();
  });

  it('touches no storage while the page loads: only a page being left reads it', async () => {
    keepForWorker(['http://127.0.0.1:3000/first']);
    const page = await freshPage();
    controller(null);
    const storage = localStorage;
    let reads = 0;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        reads += 1;
        return storage;
      },
    });
    try {
      // The page script's first lines run before the first paint (renderer/+client.ts).
      page.keepIfLeftBeforeRegistering(() => false);
      expect(reads).toBe(0);
      leave();
      expect(reads).toBeGreaterThan(0);
    } finally {
      Object.defineProperty(window, 'localStorage', { configurable: true, value: storage });
    }
    expect(readKept()).toEqual(['http://127.0.0.1:3000/first', location.href]);
    page.markRegistering();
  });

  it('the next page reads it with the list, and forgets it once a worker took it', () => {
    keepForWorker(['http://127.0.0.1:3000/first']);
    localStorage.setItem(`${SW_LEFT_PREFIX}http://127.0.0.1:3000/left`, '');
    expect(readKept()).toEqual(['http://127.0.0.1:3000/first', 'http://127.0.0.1:3000/left']);
    // The list is written without the left page: its own key stands for it.
    keepForWorker(['http://127.0.0.1:3000/second']);
    expect(JSON.parse(localStorage.getItem(SW_KEEP_KEY) ?? '[]')).not.toContain(
      'http://127.0.0.1:3000/left',
    );

    forgetKept(['http://127.0.0.1:3000/left', 'http://127.0.0.1:3000/first']);
    expect(readKept()).toEqual(['http://127.0.0.1:3000/second']);
    forgetKept(['http://127.0.0.1:3000/second']);
    expect(readKept()).toEqual([]);
    expect(early.keptForWorker()).toBe(false);
  });

  it('a key that is no URL the list could hold is dropped, so pages stop registering early', () => {
    localStorage.setItem(`${SW_LEFT_PREFIX}${'x'.repeat(CACHE_URLS_LIMITS.length + 1)}`, '');
    expect(readKept()).toEqual([]);
    expect(early.keptForWorker()).toBe(true);
    forgetKept(readKept());
    expect(early.keptForWorker()).toBe(false);
  });
});
