// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepIfLeftBefore, keptForWorker } from '../../../src/sw/early';
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

describe('a page left before its worker registered (SPEC §1 installable)', () => {
  afterEach(() => localStorage.clear());

  it('leaves its address when left while the registration is pending, not otherwise', () => {
    let pending = false;
    controller(null);
    keepIfLeftBefore(() => pending);
    leave();
    expect(keptForWorker()).toBe(false);
    // A page a worker controls needs no list: the worker caches it as it loads.
    pending = true;
    controller({});
    leave();
    expect(keptForWorker()).toBe(false);
    controller(null);
    leave();
    expect(keptForWorker()).toBe(true);
    expect(readKept()).toEqual([location.href]);
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
    expect(keptForWorker()).toBe(false);
  });

  it('a key that is no URL the list could hold is dropped, so pages stop registering early', () => {
    localStorage.setItem(`${SW_LEFT_PREFIX}${'x'.repeat(CACHE_URLS_LIMITS.length + 1)}`, '');
    expect(readKept()).toEqual([]);
    expect(keptForWorker()).toBe(true);
    forgetKept(readKept());
    expect(keptForWorker()).toBe(false);
  });
});
