/**
 * The content API's HTTP edges: a body over the cap ends its connection and says so (413 with
 * Connection: close), and a client that stalls while sending is answered 408 within the timeouts
 * (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS; short ones here), while an answer that
 * takes longer than them (the change stream) is left alone; an idle connection outlives a proxy's
 * idle timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { BODY_LIMIT_BYTES } from '../../../server/content/middleware';
import { requestHead, sendApart, sendRaw } from '../raw-http';
import { startTestApi } from './helpers';

const REQUEST_TIMEOUT_MS = 400;

let api: RunningApi;
let port: number;
beforeAll(async () => {
  api = await startTestApi({
    HTTP_HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS / 2),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  port = Number(new URL(api.url).port);
});
afterAll(async () => {
  await api?.close();
});

/** A JSON body one byte over the cap. */
const oversized = JSON.stringify({ slotName: 'я', email: 'a'.repeat(BODY_LIMIT_BYTES) });
const json = { 'content-type': 'application/json' };

describe('a body over the cap (413)', () => {
  it('ends the connection and says so in the answer', async () => {
    const head = requestHead('POST /mail/slot-request HTTP/1.1', {
      host: '127.0.0.1',
      ...json,
      'content-length': Buffer.byteLength(oversized),
    });
    const { text } = await sendRaw(port, [head, oversized]);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('leaves a kept-alive client its next request, every time', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const refused = await fetch(`${api.url}/mail/slot-request`, {
        method: 'POST',
        headers: json,
        body: oversized,
      }).then(
        (r) => String(r.status),
        (e: unknown) => String(e),
      );
      const next = await fetch(`${api.url}/locales`).then(
        (r) => String(r.status),
        (e: unknown) => String(e),
      );
      answers.push(`${refused} ${next}`);
    }
    expect(answers).toEqual(Array.from({ length: 10 }, () => '413 200'));
  });
});

describe('a stalled request (408 within the timeouts)', () => {
  it('ends headers that never finish', async () => {
    const { text } = await sendRaw(port, ['GET /locales HTTP/1.1\r\nhost: 127.0.0.1\r\n']);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('ends a body that never finishes', async () => {
    const head = requestHead('POST /mail/slot-request HTTP/1.1', {
      host: '127.0.0.1',
      ...json,
      'content-length': 100,
    });
    const { text } = await sendRaw(port, [head, '{"slotName":']);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves an answer that takes longer alone: a change stream outlives the timeouts', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${api.url}/changes`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 3));
    const website = (await (await fetch(`${api.url}/websites?lang=bg`)).json()) as unknown;
    const put = await fetch(`${api.url}/websites/bg`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify(website),
    });
    expect(put.status).toBe(200);
    let seen = '';
    while (!seen.includes('event: website')) {
      const { value, done } = await reader.read();
      expect(done, 'the stream ended').toBe(false);
      seen += new TextDecoder().decode(value);
    }
    controller.abort();
  });
});

describe('an idle kept-alive connection', () => {
  it('says how long it is kept: longer than a proxy in front keeps its own', async () => {
    const answer = await fetch(`${api.url}/locales`);
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('still answers a request written after 7 s of silence', async () => {
    const get = (connection: string) =>
      requestHead('GET /locales HTTP/1.1', { host: '127.0.0.1', connection });
    const { text } = await sendApart(port, [get('keep-alive'), get('close')], 7000);
    expect(text.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  }, 15_000);
});
