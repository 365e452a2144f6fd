import { describe, expect, it } from 'vitest';
import { batchSizeFor, workersFor } from '../../../../prerender/render/pool';

/** The batches `pages` make at `size`, dealt as the pool deals them: two to a worker in turn. */
function dealt(pages: number, workers: number): number[] {
  const size = batchSizeFor(pages, workers);
  const perWorker = Array.from({ length: workers }, () => 0);
  let worker = 0;
  for (let start = 0, held = 0; start < pages; start += size) {
    perWorker[worker] = (perWorker[worker] ?? 0) + Math.min(size, pages - start);
    held += 1;
    // A worker takes two batches ahead before the next worker asks.
    if (held === 2) [worker, held] = [(worker + 1) % workers, 0];
  }
  return perWorker;
}

describe('batchSizeFor (how the pool shares out a job)', () => {
  it('gives every worker pages of a patch-sized job (two pages a worker or more)', () => {
    expect(dealt(101, 2)).toEqual([52, 49]);
    expect(dealt(10, 2).every((n) => n > 0)).toBe(true);
    expect(dealt(12, 3)).toEqual([4, 4, 4]);
  });

  it('keeps full batches for a full build', () => {
    expect(batchSizeFor(10_000, 2)).toBe(64);
    expect(batchSizeFor(100_000, 8)).toBe(64);
  });

  it('never makes an empty batch', () => {
    expect(batchSizeFor(0, 2)).toBe(1);
    expect(batchSizeFor(1, 4)).toBe(1);
    expect(batchSizeFor(5, 0)).toBe(3);
  });
});

describe('workersFor (how many workers a job boots)', () => {
  it('renders a patch of a few pages on one worker', () => {
    expect(workersFor(1, 2)).toBe(1);
    expect(workersFor(101, 2)).toBe(1);
    expect(workersFor(300, 8)).toBe(1);
  });

  it('uses every worker allowed for a larger job', () => {
    expect(workersFor(301, 2)).toBe(2);
    expect(workersFor(10_000, 8)).toBe(8);
    expect(workersFor(10_000, 1)).toBe(1);
  });

  it('boots at least one worker', () => {
    expect(workersFor(0, 2)).toBe(1);
    expect(workersFor(10_000, 0)).toBe(1);
  });
});
