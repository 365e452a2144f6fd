import { describe, expect, it } from 'vitest';
import { createProgress } from '../../../../prerender/render/progress';

/** A progress reporter on a fake clock, writing plain lines (not a terminal). */
function setUp() {
  let clock = 1_000_000;
  const lines: string[] = [];
  const progress = createProgress(
    { isTTY: false, write: (text: string) => lines.push(text) > 0 },
    () => clock,
  );
  return { progress, lines, advance: (ms: number) => (clock += ms) };
}

describe('prerender progress (plain periodic lines when not a terminal)', () => {
  it('prints nothing before the first interval, then pages/s and ETA every 2 s', () => {
    const { progress, lines, advance } = setUp();
    progress.addTotal(1000);
    advance(500);
    for (let i = 0; i < 199; i += 1) progress.tick(true);
    expect(lines).toEqual([]);
    advance(1500);
    progress.tick(true);
    expect(lines).toEqual(['prerender: 200/1000 pages, 100 pages/s, ETA 8 s\n']);
    advance(1000);
    progress.tick(false);
    expect(lines).toHaveLength(1);
    expect(progress.finish()).toEqual({ done: 201, failed: 1, seconds: 3 });
    expect(lines[1]).toBe('prerender: 201/1000 pages, 67 pages/s, ETA 12 s, 1 failed\n');
  });

  it('counts a page the repair pass reads again once, in the total and the failures', () => {
    const { progress, lines } = setUp();
    progress.addTotal(3);
    progress.tick(true);
    progress.tick(false);
    progress.tick(false);
    progress.repairing(2);
    progress.tick(true);
    progress.tick(false);
    expect(progress.finish()).toMatchObject({ done: 3, failed: 1 });
    expect(lines.at(-1)).toMatch(/^prerender: 3\/3 pages, .*, 1 failed\n$/);
  });
});
