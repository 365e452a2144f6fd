import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getJson, TimeoutError } from '../../../../prerender/read/http';
import { fetchParsed, SourceError } from '../../../../prerender/read/pages';

let server: Server;
let base = '';
let seen: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = req.headers;
    const path = req.url ?? '';
    if (path === '/ok') {
      res.setHeader('content-type', 'application/json');
      res.setHeader('surrogate-key', 'casino:1 pages:bg-BG');
      res.end(JSON.stringify({ items: ['а', 'б'] }));
    } else if (path === '/gzip') {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(JSON.stringify({ items: ['gz'] })));
    } else if (path === '/br') {
      res.setHeader('content-encoding', 'br');
      res.end(brotliCompressSync(JSON.stringify({ items: ['br'] })));
    } else if (path === '/bad-gzip') {
      res.setHeader('content-encoding', 'gzip');
      res.end('not gzip at all');
    } else if (path === '/wrong') {
      res.end('{"items":3}');
    } else if (path === '/html') {
      res.end('<html>maintenance</html>');
    } else if (path === '/500') {
      res.statusCode = 500;
      res.end('{"error":"boom"}');
    } else if (path === '/cut') {
      // Promises more than it sends, then drops the connection.
      res.setHeader('content-length', '1000');
      res.write('{"items":[');
      setTimeout(() => res.destroy(), 20);
    } else if (path === '/hang') {
      // Never answers (the client's deadline ends it).
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolveClose) => server.close(resolveClose));
});

describe('getJson (the pipeline reads over node:http)', () => {
  it('answers the status, the parsed body and the content keys, with the given headers sent', async () => {
    const answer = await getJson(`${base}/ok`, { 'x-locale': 'bg-BG' }, 2000);
    expect(answer).toEqual({
      status: 200,
      body: { items: ['а', 'б'] },
      keys: 'casino:1 pages:bg-BG',
    });
    expect(seen['x-locale']).toBe('bg-BG');
    expect(seen['accept-encoding']).toContain('gzip');
  });

  it('decodes gzip and brotli answers', async () => {
    expect((await getJson(`${base}/gzip`, {}, 2000)).body).toEqual({ items: ['gz'] });
    expect((await getJson(`${base}/br`, {}, 2000)).body).toEqual({ items: ['br'] });
  });

  it('answers an undefined body for text that is not JSON, and the status of an error', async () => {
    expect(await getJson(`${base}/html`, {}, 2000)).toEqual({
      status: 200,
      body: undefined,
      keys: '',
    });
    expect(await getJson(`${base}/500`, {}, 2000)).toEqual({
      status: 500,
      body: { error: 'boom' },
      keys: '',
    });
  });

  it('rejects a body that cannot be decoded, a cut-off answer, a refused connection', async () => {
    await expect(getJson(`${base}/bad-gzip`, {}, 2000)).rejects.toThrow();
    await expect(getJson(`${base}/cut`, {}, 2000)).rejects.toThrow();
    await expect(getJson('http://127.0.0.1:9/', {}, 2000)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('rejects with a TimeoutError when the whole answer is not there in time', async () => {
    await expect(getJson(`${base}/hang`, {}, 150)).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('fetchParsed (product §7 headers, zod at the edge)', () => {
  const Items = z.object({ items: z.array(z.string()) });

  it('sends the server-render headers and answers the validated body', async () => {
    await expect(fetchParsed(base, '/ok', 'bg-BG', Items)).resolves.toEqual({ items: ['а', 'б'] });
    expect(seen['x-locale']).toBe('bg-BG');
    expect(seen['x-lang']).toBe('bg');
    expect(seen['x-public-access']).toBe('true');
  });

  it('names the path and the reason of every failure, typed by whether it may heal', async () => {
    const failure = (path: string) =>
      fetchParsed(base, path, 'bg-BG', Items).then(
        () => null,
        (error: unknown) => error as SourceError,
      );
    const notJson = await failure('/html');
    expect(notJson).toBeInstanceOf(SourceError);
    expect(notJson?.message).toBe('GET /html: the answer is not JSON');
    expect(notJson?.kind).toBe('invalid');
    expect((await failure('/500'))?.message).toBe('GET /500 answered 500');
    expect((await failure('/missing'))?.kind).toBe('not-found');
    expect((await failure('/500'))?.kind).toBe('transient');
    expect((await failure('/wrong'))?.message).toMatch(/^GET \/wrong: invalid answer: /);
    const cut = await failure('/cut');
    expect(cut?.message).toMatch(/^GET \/cut: /);
    expect(cut?.kind).toBe('transient');
  });
});
