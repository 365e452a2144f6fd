import { describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  byteRange,
  ifMatch,
  noneMatch,
  notModified,
  preconditions,
  rangeApplies,
} from '../../../cdn/http-rules';
import { isCompressible, isSiblingOf, siblingPath } from '../../../src/domain/rules/precompressed';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['BR', ['br']],
    ['br;q=0, gzip', ['gzip']],
    ['br; q=0.0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['gzip;q=abc', []],
    ['brotli, xgzip', []],
    ['br;q=0.1, gzip;q=1.0', ['gzip', 'br']],
    ['gzip, br', ['br', 'gzip']],
    ['gzip;q=0.9, br;q=0.9', ['br', 'gzip']],
    ['*;q=0.5, gzip', ['gzip', 'br']],
  ] as const)('%s → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('noneMatch', () => {
  const etag = 'W/"1a-2b"';
  it.each([
    [undefined, false],
    ['W/"1a-2b"', true],
    ['"1a-2b"', true],
    ['"x", W/"1a-2b"', true],
    ['W/"1a-2b","x"', true],
    [' * ', true],
    ['"x", "y"', false],
    ['"1a-2"', false],
    ['', false],
  ] as const)('%s → %s', (header, expected) => {
    expect(noneMatch(header, etag)).toBe(expected);
  });
});

describe('notModified', () => {
  const etag = 'W/"1a-2b"';
  const mtimeMs = Date.parse('Fri, 27 Nov 2026 10:00:00 GMT') + 750;
  it.each([
    [{}, false],
    [{ 'if-modified-since': 'Fri, 27 Nov 2026 10:00:00 GMT' }, true],
    [{ 'if-modified-since': 'Fri, 27 Nov 2026 11:00:00 GMT' }, true],
    [{ 'if-modified-since': 'Fri, 27 Nov 2026 09:59:59 GMT' }, false],
    [{ 'if-modified-since': 'not a date' }, false],
    [{ 'if-none-match': '"x"', 'if-modified-since': 'Fri, 27 Nov 2026 11:00:00 GMT' }, false],
    [{ 'if-none-match': etag, 'if-modified-since': 'Fri, 27 Nov 2026 09:00:00 GMT' }, true],
  ] as const)('%j → %s', (headers, expected) => {
    expect(notModified(headers, etag, mtimeMs)).toBe(expected);
  });
});

describe('preconditions (RFC 9110 §13.2.2)', () => {
  const weak = 'W/"1a-2b"';
  const mtimeMs = Date.parse('Fri, 27 Nov 2026 10:00:00 GMT') + 750;
  const before = 'Fri, 27 Nov 2026 09:59:59 GMT';
  const at = 'Fri, 27 Nov 2026 10:00:00 GMT';
  it.each([
    [{}, 'send'],
    [{ 'if-match': '*' }, 'send'],
    [{ 'if-match': weak }, 'failed'],
    [{ 'if-match': '"1a-2b"' }, 'failed'],
    [{ 'if-unmodified-since': at }, 'send'],
    [{ 'if-unmodified-since': before }, 'failed'],
    [{ 'if-unmodified-since': 'yesterday' }, 'send'],
    [{ 'if-match': '*', 'if-unmodified-since': before }, 'send'],
    [{ 'if-match': '"x"', 'if-none-match': weak }, 'failed'],
    [{ 'if-match': '*', 'if-none-match': weak }, 'not-modified'],
    [{ 'if-unmodified-since': at, 'if-modified-since': at }, 'not-modified'],
  ] as const)('%j → %s', (headers, expected) => {
    expect(preconditions(headers, weak, mtimeMs)).toBe(expected);
  });

  it('matches a strong tag strongly, in a list too', () => {
    expect(ifMatch('"x", "1a-2b"', '"1a-2b"')).toBe(true);
    expect(ifMatch('W/"1a-2b"', '"1a-2b"')).toBe(false);
    expect(ifMatch('"1a-2"', '"1a-2b"')).toBe(false);
  });
});

describe('byteRange', () => {
  it.each([
    [undefined, 100, { kind: 'whole' }],
    ['bytes=0-9', 100, { kind: 'part', start: 0, end: 9 }],
    ['bytes=10-', 100, { kind: 'part', start: 10, end: 99 }],
    ['bytes=-20', 100, { kind: 'part', start: 80, end: 99 }],
    ['bytes=-200', 100, { kind: 'part', start: 0, end: 99 }],
    ['bytes=90-500', 100, { kind: 'part', start: 90, end: 99 }],
    ['bytes=99-99', 100, { kind: 'part', start: 99, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['bytes=9-2', 100, { kind: 'whole' }],
    ['bytes=0-1,5-6', 100, { kind: 'whole' }],
    ['items=0-1', 100, { kind: 'whole' }],
    ['bytes=-', 100, { kind: 'whole' }],
    ['bytes=a-b', 100, { kind: 'whole' }],
  ] as const)('%s of %i bytes → %j', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });

  it('honours If-Range only when it is the Last-Modified sent', () => {
    const date = 'Wed, 25 Nov 2026 20:00:00 GMT';
    expect(rangeApplies(undefined, date)).toBe(true);
    expect(rangeApplies(date, date)).toBe(true);
    expect(rangeApplies('Wed, 25 Nov 2026 19:00:00 GMT', date)).toBe(false);
    expect(rangeApplies('W/"1a-2b"', date)).toBe(false);
  });
});

describe('precompressed siblings', () => {
  it.each([
    ['bg-BG/home/index.html', true],
    ['bg-BG/home/db.json', true],
    ['sitemap-2.xml', true],
    ['robots.txt', true],
    ['assets/app.A1.js', true],
    ['assets/app.A1.css', true],
    ['logo.svg', true],
    ['logo.png', false],
    ['logo.webp', false],
    ['index.html.br', false],
    ['db.json.gz', false],
  ] as const)('%s compressible: %s', (path, expected) => {
    expect(isCompressible(path)).toBe(expected);
  });

  it('names the siblings and knows a stale one', () => {
    expect(siblingPath('a/index.html', 'br')).toBe('a/index.html.br');
    expect(siblingPath('a/index.html', 'gzip')).toBe('a/index.html.gz');
    expect(isSiblingOf(1_700_000_000_123.4, 1_700_000_000_123)).toBe(true);
    expect(isSiblingOf(1_700_000_000_123, 1_700_000_000_125)).toBe(false);
  });
});
