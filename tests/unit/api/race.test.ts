// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORE_RETRY_AFTER_ERROR_MS } from '../../../src/config/constants';
import { pageRacers, race, readWithRetry, type Racer } from '../../../src/api/race';
import { dbFilePath } from '../../../src/domain/rules/storage';
import { createStore } from '../../../src/state/store';

const later = <T>(ms: number, value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (ms: number): Promise<never> =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('down')), ms));

describe('race (product §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the first valid answer wins even if a faster racer failed', async () => {
    const result = race<number>([
      { source: 'api', run: () => failLater(1) },
      { source: 'dbFiles', run: () => later(5, 2) },
    ]);
    await vi.advanceTimersByTimeAsync(5);
    await expect(result).resolves.toEqual({ value: 2, source: 'dbFiles' });
  });

  it('a db.json win lets the API finish and hands its later answer over (SWR)', async () => {
    const later = vi.fn();
    const signals: AbortSignal[] = [];
    const result = race<string>(
      [
        {
          source: 'api',
          run: (signal) => {
            signals.push(signal);
            return new Promise((resolve) => setTimeout(() => resolve('fresh'), 10));
          },
        },
        { source: 'dbFiles', run: () => Promise.resolve('built') },
      ],
      later,
    );
    await expect(result).resolves.toEqual({ value: 'built', source: 'dbFiles' });
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(later).toHaveBeenCalledWith('fresh');
  });

  it('an API win aborts the file read and hands nothing over', async () => {
    const later = vi.fn();
    let fileSignal: AbortSignal | undefined;
    const result = race<string>(
      [
        { source: 'api', run: () => Promise.resolve('fresh') },
        {
          source: 'dbFiles',
          run: (signal) => {
            fileSignal = signal;
            return new Promise((resolve) => setTimeout(() => resolve('built'), 10));
          },
        },
      ],
      later,
    );
    await expect(result).resolves.toEqual({ value: 'fresh', source: 'api' });
    expect(fileSignal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(later).not.toHaveBeenCalled();
  });

  it('both down: error with the last failure source, then a retry after exactly 60 s', async () => {
    const store = createStore();
    let calls = 0;
    const racers = (): Racer<string>[] => {
      calls += 1;
      return calls === 1
        ? [
            { source: 'dbFiles', run: () => failLater(1) },
            { source: 'api', run: () => failLater(2) },
          ]
        : [{ source: 'api', run: () => later(1, 'ok') }];
    };
    const onValue = vi.fn();
    readWithRetry(store, racers, onValue);
    await vi.advanceTimersByTimeAsync(2);
    expect(store.getState()).toMatchObject({ errorSource: 'api' });
    expect(store.getState().error).not.toBeNull();
    await vi.advanceTimersByTimeAsync(STORE_RETRY_AFTER_ERROR_MS - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(calls).toBe(2);
    expect(onValue).toHaveBeenCalledWith('ok', 'api');
    expect(store.getState().error).toBeNull();
  });
});

describe('pageRacers', () => {
  const schema = z.object({ slug: z.string() });
  const base = { slug: 'home', locale: 'bg-DE', apiVersion: 'v1.2.3-api', schema };
  afterEach(() => vi.unstubAllGlobals());

  it('names the db.json path of product §7', () => {
    expect(dbFilePath(base)).toBe('/bg/db-files-v1.2.3-api/bg-DE/home/db.json');
  });

  it('an invalid API answer does not win over a later valid db.json', async () => {
    const fetchMock = vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        new Response((url as string).endsWith('db.json') ? '{"slug":"home"}' : '{"nope":1}'),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(race(pageRacers(base))).resolves.toEqual({
      value: { slug: 'home' },
      source: 'dbFiles',
    });
    // Both racers carry the product §7 headers of the page's locale.
    for (const [, init] of fetchMock.mock.calls) {
      expect(init?.headers).toMatchObject({ 'x-locale': 'bg-DE', 'x-lang': 'bg' });
    }
  });

  it('without a published API version there is no db.json to race', () => {
    expect(pageRacers({ ...base, apiVersion: '' }).map((r) => r.source)).toEqual(['api']);
  });
});
