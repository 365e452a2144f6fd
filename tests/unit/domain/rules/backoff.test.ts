import { describe, expect, it, vi } from 'vitest';
import { backoffDelayMs, retry } from '../../../../src/domain/rules/backoff';
import {
  RETRY_AFFILIATE_BONUS,
  RETRY_COMPONENT_LOAD,
  RETRY_DEFAULT,
  RETRY_ELEMENT_LOOKUP,
} from '../../../../src/config/constants';

describe('backoffDelayMs (product §9: base 1000, factor 2, max 14400000, jitter 0.5)', () => {
  it.each([
    [0, 0.5, 1000],
    [1, 0.5, 2000],
    [3, 0.5, 8000],
    [0, 0, 500],
    [0, 1, 1500],
    [2, 0, 2000],
    [30, 0.5, 14_400_000],
    [30, 1, 14_400_000],
    [30, 0, 7_200_000],
    [-1, 0.5, 1000],
    [Number.NaN, 0.5, 1000],
    [1.7, 0.5, 2000],
    [0, 2, 1500],
    [0, -1, 500],
    [0, Number.NaN, 1000],
  ])('attempt %s, random %s → %s ms', (attempt, random, expected) => {
    expect(backoffDelayMs(attempt, () => random)).toBe(expected);
  });
});

describe('retry', () => {
  it('returns the first success and waits between attempts', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    let calls = 0;
    const value = await retry(
      () => {
        calls += 1;
        return calls < 3 ? Promise.reject(new Error('no')) : Promise.resolve('yes');
      },
      { ...RETRY_DEFAULT, sleep },
    );
    expect(value).toBe('yes');
    expect(calls).toBe(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(100);
  });

  it('rethrows the last error after the last attempt', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    let calls = 0;
    await expect(
      retry(
        () => {
          calls += 1;
          return Promise.reject(new Error(`fail ${calls}`));
        },
        { ...RETRY_COMPONENT_LOAD, sleep },
      ),
    ).rejects.toThrow('fail 5');
    expect(sleep).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledWith(75);
  });

  it('stops early when shouldRetry says so', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    let calls = 0;
    await expect(
      retry(
        () => {
          calls += 1;
          return Promise.reject(new Error('fatal'));
        },
        { ...RETRY_ELEMENT_LOOKUP, sleep, shouldRetry: () => false },
      ),
    ).rejects.toThrow('fatal');
    expect(calls).toBe(1);
  });

  it.each([[0], [-2], [Number.NaN]])('still calls once when attempts is %s', async (attempts) => {
    const sleep = vi.fn(() => Promise.resolve());
    let calls = 0;
    await expect(
      retry(
        () => {
          calls += 1;
          return Promise.reject(new Error('once'));
        },
        { attempts, delayMs: 10, sleep },
      ),
    ).rejects.toThrow('once');
    expect(calls).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('the affiliate preset retries once after 500 ms (product §7)', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const attempts: number[] = [];
    const value = await retry(
      (attempt) => {
        attempts.push(attempt);
        return attempt === 0 ? Promise.reject(new Error('503')) : Promise.resolve('bonus');
      },
      { ...RETRY_AFFILIATE_BONUS, sleep },
    );
    expect(value).toBe('bonus');
    expect(attempts).toEqual([0, 1]);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(500);
  });

  it('presets follow product §9', () => {
    expect(RETRY_COMPONENT_LOAD).toEqual({ attempts: 5, delayMs: 75 });
    expect(RETRY_ELEMENT_LOOKUP).toEqual({ attempts: 15, delayMs: 50 });
    expect(RETRY_DEFAULT).toEqual({ attempts: 3, delayMs: 100 });
    expect(RETRY_AFFILIATE_BONUS).toEqual({ attempts: 2, delayMs: 500 });
  });
});
