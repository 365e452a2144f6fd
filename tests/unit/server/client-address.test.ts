import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, isLoopback, isLoopbackHost } from '../../../server/client-address';

/** The address the API keys on for a request with `forwarded` as X-Forwarded-For. */
async function addressFor(trustedHops: number, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustedHops)));
  // app.request has no socket: its address is 'unknown', standing in for the balancer's.
  const response = await app.request('/', {
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });
  return response.text();
}

describe('clientAddress (TRUST_PROXY hops of X-Forwarded-For)', () => {
  it.each([
    [0, '203.0.113.7', 'unknown'],
    [1, undefined, 'unknown'],
    [1, '203.0.113.7', '203.0.113.7'],
    [1, '198.51.100.1, 203.0.113.7', '203.0.113.7'],
    [2, '198.51.100.1, 203.0.113.7', '198.51.100.1'],
    [2, '203.0.113.7', '203.0.113.7'],
    [5, '2001:db8::1, 203.0.113.7', '2001:db8::1'],
    [1, 'not-an-address', 'unknown'],
    [1, ' 203.0.113.7 ,', '203.0.113.7'],
  ] as const)('hops %i, X-Forwarded-For %j: %s', async (hops, forwarded, expected) => {
    expect(await addressFor(hops, forwarded)).toBe(expected);
  });

  it('never lets a client pick its bucket by prepending entries', async () => {
    expect(await addressFor(1, 'evil-1, 10.0.0.1, 203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('isLoopback (who the local inbox answers)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['2001:db8::1', false],
    ['127.example', false],
    ['unknown', false],
  ])('%s: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('isLoopbackHost (the name the local inbox answers under)', () => {
  it.each([
    ['127.0.0.1:4000', true],
    ['localhost:4000', true],
    ['LOCALHOST', true],
    ['[::1]:4000', true],
    ['[::1]', true],
    ['evil.example:4000', false],
    ['127.0.0.1.evil.example', false],
    ['localhost.evil.example:4000', false],
    ['0.0.0.0:4000', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
