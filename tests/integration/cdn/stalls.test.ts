/**
 * The local CDN answers a client that stalls while sending its headers with 408 within the
 * timeouts it is given (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS; short ones here). A
 * body it never reads: its answer does not wait for one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnServer } from '../../../cdn/serve';
import { parseServerTimeouts } from '../../../src/config/server-timeouts';
import { requestHead, sendRaw } from '../raw-http';

const out = mkdtempSync(join(tmpdir(), 'cdn-stalls-'));
let server: Server;
let port = 0;

beforeAll(async () => {
  const timeouts = parseServerTimeouts({
    HTTP_HEADERS_TIMEOUT_MS: '200',
    HTTP_REQUEST_TIMEOUT_MS: '400',
  });
  server = createCdnServer({ outDir: out, timeouts });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(out, { recursive: true, force: true });
});

describe('a stalled request to the CDN (408 within the timeouts)', () => {
  it('ends headers that never finish', async () => {
    const { text } = await sendRaw(port, ['GET / HTTP/1.1\r\nhost: 127.0.0.1\r\n']);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a whole request', async () => {
    const { text } = await sendRaw(port, [
      requestHead('GET /nothing HTTP/1.1', { host: '127.0.0.1', connection: 'close' }),
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 [2-5]\d\d /);
  });
});
