import { describe, expect, it } from 'vitest';
import { withoutLoaders } from '../../../prerender/pool';

describe('render worker flags (a worker boots without the parent loader)', () => {
  it('drops module-loading flags in both spellings and keeps the others', () => {
    expect(
      withoutLoaders([
        '--import',
        'tsx',
        '--cpu-prof',
        '--require=./hook.cjs',
        '-r',
        'dotenv/config',
        '--cpu-prof-dir=/tmp/prof',
        '--loader',
        'ts-node/esm',
        '--max-old-space-size=512',
      ]),
    ).toEqual(['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--max-old-space-size=512']);
  });

  it('keeps an empty list empty', () => {
    expect(withoutLoaders([])).toEqual([]);
  });
});
