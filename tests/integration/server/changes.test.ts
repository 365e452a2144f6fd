/**
 * GET /changes (SSE) cannot be used to starve the API: open streams are capped per client address
 * and overall, and a stream that carries no event for the idle time is closed.
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { startTestApi } from './helpers';

/** An open stream: its status, the text it sent so far, and whether the server ended it. */
type Stream = {
  status: number;
  text: () => string;
  ended: Promise<void>;
  close: () => void;
};

/** Opens GET /changes from the loopback address `from` (127.0.0.x are distinct clients). */
function openStream(base: string, from: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req: ClientRequest = request(
      `${base}/changes?locale=bg-BG`,
      { localAddress: from },
      (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        const ended = new Promise<void>((done) => {
          res.on('end', done);
          res.on('close', done);
        });
        resolve({
          status: res.statusCode ?? 0,
          text: () => text,
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (error) => {
      if (!('code' in error && error.code === 'ECONNRESET')) reject(error);
    });
    req.end();
  });
}

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('GET /changes caps', () => {
  let api: RunningApi;
  const open: Stream[] = [];
  beforeAll(async () => {
    api = await startTestApi({
      CHANGES_MAX_PER_CLIENT: '2',
      CHANGES_MAX_TOTAL: '3',
      CHANGES_IDLE_TIMEOUT_MS: '60000',
    });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await api.close();
  });

  it('answers 429 beyond the streams of one client and 503 beyond the overall cap', async () => {
    const first = await openStream(api.url, '127.0.0.1');
    const second = await openStream(api.url, '127.0.0.1');
    open.push(first, second);
    expect([first.status, second.status]).toEqual([200, 200]);
    await until(() => first.text().includes('event: ready'));

    const third = await openStream(api.url, '127.0.0.1');
    open.push(third);
    expect(third.status).toBe(429);

    const other = await openStream(api.url, '127.0.0.2');
    open.push(other);
    expect(other.status).toBe(200);
    const full = await openStream(api.url, '127.0.0.3');
    open.push(full);
    expect(full.status).toBe(503);

    // A closed stream gives its place back.
    first.close();
    await first.ended;
    let again: Stream | undefined;
    for (let attempt = 0; attempt < 50 && again?.status !== 200; attempt += 1) {
      again = await openStream(api.url, '127.0.0.3');
      open.push(again);
      if (again.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(again?.status).toBe(200);
  });
});

/** The streams' idle time below: well past one write on PostgreSQL beside two other test files. */
const IDLE_MS = 1_000;

describe('GET /changes idle timeout', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi({
      CHANGES_MAX_PER_CLIENT: '1',
      CHANGES_IDLE_TIMEOUT_MS: String(IDLE_MS),
    });
  });
  afterAll(async () => {
    await api.close();
  });

  it('closes a stream that carried no event, and its client may open a new one', async () => {
    const started = Date.now();
    const stream = await openStream(api.url, '127.0.0.1');
    expect(stream.status).toBe(200);
    await stream.ended;
    const lasted = Date.now() - started;
    expect(lasted).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(lasted).toBeLessThan(10 * IDLE_MS);
    expect(stream.text()).toContain('event: ready');
    const next = await openStream(api.url, '127.0.0.1');
    expect(next.status).toBe(200);
    next.close();
  });

  it('an event keeps a stream open past the idle time', async () => {
    const stream = await openStream(api.url, '127.0.0.1');
    expect(stream.status).toBe(200);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    const website = (await (await fetch(`${api.url}/websites?lang=bg`)).json()) as unknown;
    // Writes back to back for two and a half idle times: the gap between two events is one write,
    // far shorter than the idle time even on a loaded machine.
    const opened = Date.now();
    let writes = 0;
    while (Date.now() - opened < 2.5 * IDLE_MS) {
      const put = await fetch(`${api.url}/websites/bg`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(website),
      });
      expect(put.status).toBe(200);
      writes += 1;
    }
    await until(() => stream.text().match(/event: website/g)?.length === writes);
    expect(ended).toBe(false);
    await stream.ended;
  });
});
