import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../prerender/config';

describe('prerender settings: shards and their merge', () => {
  it('reads --shard i/n and --merge n with the build id they share', () => {
    expect(loadConfig(['--shard', '2/4', '--build-id', 'r-77.1']).mode).toEqual({
      kind: 'shard',
      buildId: 'r-77.1',
      index: 2,
      count: 4,
    });
    expect(loadConfig(['--merge', '4', '--build-id', 'r-77.1']).mode).toEqual({
      kind: 'merge',
      buildId: 'r-77.1',
      count: 4,
    });
    expect(loadConfig([]).mode).toEqual({ kind: 'local', buildId: null });
    expect(loadConfig(['--build-id', 'r-78']).mode).toEqual({ kind: 'local', buildId: 'r-78' });
  });

  it.each([
    [['--shard', '0/4', '--build-id', 'b'], /between 1 and n/],
    [['--shard', '5/4', '--build-id', 'b'], /between 1 and n/],
    [['--shard', 'two/4', '--build-id', 'b'], /i\/n/],
    [['--shard', '1/4'], /need --build-id/],
    [['--merge', '4'], /need --build-id/],
    [['--merge', '0', '--build-id', 'b'], /merge/],
    [['--merge', '2', '--shard', '1/2', '--build-id', 'b'], /not both/],
    [['--shard', '1/2', '--build-id', '../x'], /buildId/],
  ])('refuses %j', (args, message) => {
    expect(() => loadConfig(args)).toThrow(message);
  });
});

describe('prerender settings: patching the live build', () => {
  it('patches unless --no-incremental says otherwise', () => {
    expect(loadConfig([]).patch).toBe(process.env.PRERENDER_INCREMENTAL !== '0');
    expect(loadConfig(['--no-incremental']).patch).toBe(false);
  });
});

describe('prerender settings: the safety rails', () => {
  it('allows a 20% shrink unless --allow-shrink says otherwise', () => {
    expect(loadConfig([]).allowShrinkPct).toBe(20);
    expect(loadConfig(['--allow-shrink', '60']).allowShrinkPct).toBe(60);
    expect(loadConfig([]).lockStaleSeconds).toBe(300);
  });

  it.each([['-1'], ['101'], ['half'], ['12.5']])('refuses --allow-shrink %s', (pct) => {
    expect(() => loadConfig([`--allow-shrink=${pct}`])).toThrow(/allowShrinkPct/);
  });
});
