import { describe, expect, it } from 'vitest';
import { parseSwMessage } from '../../../src/sw/messages';
import { CACHE_URLS_LIMITS } from '../../../src/sw/protocol';

describe('parseSwMessage', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }],
    [{ type: 'GET_VERSION' }],
    [{ type: 'CACHE_URLS', payload: { urlsToCache: ['http://127.0.0.1:3000/'] } }],
  ])('accepts %j', (message) => {
    expect(parseSwMessage(message)).toEqual(message);
  });

  it.each([
    ['nothing', null],
    ['a string', 'SKIP_WAITING'],
    ['an unknown type', { type: 'CLEAR_ALL' }],
    ['CACHE_URLS without a payload', { type: 'CACHE_URLS' }],
    ['CACHE_URLS with a number', { type: 'CACHE_URLS', payload: { urlsToCache: [1] } }],
    [
      'too many URLs',
      {
        type: 'CACHE_URLS',
        payload: { urlsToCache: Array.from({ length: CACHE_URLS_LIMITS.count + 1 }, () => '/') },
      },
    ],
    [
      'a URL too long',
      { type: 'CACHE_URLS', payload: { urlsToCache: ['/'.repeat(CACHE_URLS_LIMITS.length + 1)] } },
    ],
  ])('refuses %s', (_name, message) => {
    expect(parseSwMessage(message)).toBeNull();
  });
});
