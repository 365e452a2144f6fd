import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORE_RETRY_AFTER_ERROR_MS } from '../../../src/config/constants';
import { dbFileUrl, pageRacers, race, readWithRetry, type Racer } from '../../../src/api/race';
import type { RequestContext } from '../../../src/api/http';
import { createStore } from '../../../src/state/store';

const later = <T>(ms: number, value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (ms: number): Promise<never> =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('down')), ms));

const ctx: RequestContext = {
  lang: 'bg',
  currentLocale: 'bg-BG',
  isPreview: false,
  isServer: false,
  stage: 'e2e',
  firebaseProjectId: 'demo-x',
};

describe('race (SPEC §4)', () => {
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
  const base = {
    slug: 'home',
    locale: 'bg-DE',
    apiVersion: 'v1.2.3-api',
    apiBaseUrl: 'http://api',
    storageBaseUrl: 'http://site/storage',
    lang: 'bg',
    schema,
    ctx,
    rewrite: null,
  };

  it('names the db.json path of SPEC §7', () => {
    expect(dbFileUrl(base)).toBe('http://site/storage/bg/db-files-v1.2.3-api/bg-DE/home/db.json');
  });

  it('an invalid API answer does not win over a later valid db.json', async () => {
    const fetchImpl = vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        new Response((url as string).endsWith('db.json') ? '{"slug":"home"}' : '{"nope":1}'),
      ),
    );
    await expect(race(pageRacers({ ...base, fetchImpl }))).resolves.toEqual({
      value: { slug: 'home' },
      source: 'dbFiles',
    });
  });

  it('a preview host reads the API only (SPEC §6)', () => {
    expect(pageRacers({ ...base, ctx: { ...ctx, isPreview: true } }).map((r) => r.source)).toEqual([
      'api',
    ]);
  });
});
