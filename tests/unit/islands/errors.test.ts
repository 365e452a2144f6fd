import { describe, expect, it } from 'vitest';
import { isOutdatedBuildError } from '../../../src/islands/errors';

describe('isOutdatedBuildError (product §8)', () => {
  it.each([
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    [new Error('Unknown Version'), true],
    [new Error('Loading chunk 42 failed.'), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /assets/faq.js'), true],
    ['Unknown Version', true],
    [new Error('Cannot read properties of undefined'), false],
    [new Error('Loading failed'), false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isOutdatedBuildError(error)).toBe(expected);
  });
});
