import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../prerender/config';

describe('prerender settings: shards and their merge', () => {
  it('reads --shard i/n and --merge n with the build id they share', () => {
    expect(loadConfig(['--shard', '2/4', '--build-id', 'r-77.1'])).toMatchObject({
      shard: { index: 2, count: 4 },
      merge: null,
      buildId: 'r-77.1',
    });
    expect(loadConfig(['--merge', '4', '--build-id', 'r-77.1'])).toMatchObject({
      shard: null,
      merge: 4,
    });
    expect(loadConfig([])).toMatchObject({ shard: null, merge: null, buildId: null });
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
