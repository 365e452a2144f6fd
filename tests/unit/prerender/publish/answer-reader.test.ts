import { describe, expect, it } from 'vitest';
import { AnswerError, AnswerReader } from '../../../../prerender/publish/answer-reader';

/** A stream of answers as servers send them: lengths, chunks with trailers, bodyless, interim. */
const STREAM = [
  'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}',
  'HTTP/1.1 204 No Content\r\nDate: x\r\n\r\n',
  'HTTP/1.1 100 Continue\r\n\r\n',
  'HTTP/1.1 500 Internal Server Error\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nfail\r\n3\r\nure\r\n0\r\n\r\n',
  'HTTP/1.1 202 Accepted\r\ntransfer-encoding: gzip, chunked\r\n\r\nA\r\n0123456789\r\n0\r\nX-Trailer: y\r\n\r\n',
  'HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\n\r\n',
  'HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}',
].join('');
const EXPECTED = [
  { status: 200, closes: false },
  { status: 204, closes: false },
  { status: 500, closes: false },
  { status: 202, closes: false },
  { status: 401, closes: false },
  { status: 200, closes: true },
];

/** Every answer of `parts`, pushed one after the other into one reader. */
function readAll(parts: Buffer[]) {
  const reader = new AnswerReader();
  return parts.flatMap((part) => reader.push(part));
}

describe('the answers of a pipelined connection (RFC 9112)', () => {
  it('reads each final answer in order, however the bytes are cut', () => {
    const bytes = Buffer.from(STREAM, 'latin1');
    expect(readAll([bytes])).toEqual(EXPECTED);
    for (let cut = 1; cut < bytes.length; cut += 1)
      expect(readAll([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(
        EXPECTED,
      );
    const bytewise = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(readAll(bytewise)).toEqual(EXPECTED);
  });

  it('answers nothing until an answer is whole', () => {
    const reader = new AnswerReader();
    expect(reader.push(Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\n12'))).toEqual([]);
    expect(reader.push(Buffer.from('34'))).toEqual([]);
    expect(reader.push(Buffer.from('5HTTP/1.1 204 No'))).toEqual([{ status: 200, closes: false }]);
  });

  it('takes a body without a length to the end, and an HTTP/1.0 answer as closing', () => {
    const reader = new AnswerReader();
    const toTheEnd = 'HTTP/1.1 200 OK\r\n\r\nbody HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n';
    expect(reader.push(Buffer.from(toTheEnd))).toEqual([{ status: 200, closes: true }]);
    expect(reader.push(Buffer.from('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n'))).toEqual([]);
    const old = 'HTTP/1.0 200 OK\r\ncontent-length: 0\r\n\r\n';
    expect(readAll([Buffer.from(old)])).toEqual([{ status: 200, closes: true }]);
    const kept = 'HTTP/1.0 200 OK\r\nconnection: keep-alive\r\ncontent-length: 0\r\n\r\n';
    expect(readAll([Buffer.from(kept)])).toEqual([{ status: 200, closes: false }]);
  });

  it.each([
    ['not HTTP', 'hello there\r\n\r\n'],
    ['HTTP/2 text', 'HTTP/2 200\r\n\r\n'],
    ['a bad length', 'HTTP/1.1 200 OK\r\ncontent-length: -1\r\n\r\n'],
    ['a nameless header', 'HTTP/1.1 200 OK\r\n: x\r\n\r\n'],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n'],
  ])('throws an AnswerError on %s', (_, text) => {
    expect(() => new AnswerReader().push(Buffer.from(text))).toThrow(AnswerError);
  });

  it('gives up on a head that never ends', () => {
    const reader = new AnswerReader();
    reader.push(Buffer.from('HTTP/1.1 200 OK\r\n'));
    expect(() => reader.push(Buffer.alloc(70_000, 'a'))).toThrow(/over 64 KB/);
  });
});
