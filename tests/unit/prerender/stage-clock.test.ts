import { afterEach, describe, expect, it, vi } from 'vitest';
import { stageClock } from '../../../prerender/summary';

afterEach(() => vi.useRealTimers());

describe('stageClock', () => {
  it('names each stage with the wall time since the one before, in order', () => {
    vi.useFakeTimers({ now: 1_000 });
    const clock = stageClock(Date.now());
    vi.advanceTimersByTime(1_250);
    clock.lap('site and lists');
    vi.advanceTimersByTime(40);
    clock.lap('sitemaps');
    clock.lap('publish');
    expect(clock.line()).toBe(
      'prerender: stages: site and lists 1.25 s, sitemaps 0.04 s, publish 0.00 s',
    );
  });
});
