import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe("the summary line's peak RSS (bench/prerender.ts reads it)", () => {
  it("is the run's own, not that of the large process that started it", () => {
    // 400 MB held, as the bench holds its pages, while the run starts straight from here.
    const held = Buffer.alloc(400 * 1024 * 1024, 1);
    const line = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import { summaryLine } from './prerender/summary.ts'; console.log(summaryLine({ buildId: 'b', published: [], failedLocales: [], rendered: 1, carried: 0, failed: 0, seconds: 1, cacheCleared: 0 }));",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(held[held.length - 1]).toBe(1);
    const peak = Number(/peak RSS (\d+) MB/.exec(line.stdout)?.[1]);
    expect(line.stderr).toBe('');
    // tsx and the summary's imports: well under what this process holds.
    expect(peak).toBeGreaterThan(10);
    expect(peak).toBeLessThan(250);
  });
});
