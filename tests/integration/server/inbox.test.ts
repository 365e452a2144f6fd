/** /inbox: what the receivers kept, read back by a person at `npm start` (API_INBOX=1). */
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { postJson, startTestApi } from './helpers';

let withInbox: RunningApi;
let without: RunningApi;
/** The inbox API as its developer reaches it: by this machine's own name. */
let inbox: string;
beforeAll(async () => {
  [withInbox, without] = await Promise.all([
    // On every interface, so a client that is not this machine can knock too.
    startTestApi({ API_INBOX: '1', API_TEST_ENDPOINTS: '0', HOST: '0.0.0.0', TRUST_PROXY: '1' }),
    startTestApi({ API_TEST_ENDPOINTS: '0' }),
  ]);
  inbox = `http://127.0.0.1:${new URL(withInbox.url).port}`;
});
afterAll(async () => {
  await Promise.all([withInbox.close(), without.close()]);
});

describe('GET /inbox', () => {
  it('shows a slot request the receiver kept', async () => {
    const sent = await postJson(inbox, '/mail/slot-request', {
      slotName: 'Витоша Голд',
      email: 'reader@example.bg',
    });
    expect(sent.status).toBe(202);
    const response = await fetch(`${inbox}/inbox/outbox`);
    const body = (await response.json()) as {
      items: { kind: string; body: { slotName: string } }[];
    };
    expect(body.items.at(-1)).toMatchObject({
      kind: 'slot-request',
      body: { slotName: 'Витоша Голд' },
    });
  });

  it('shows the content security policy reports', async () => {
    const report = {
      'csp-report': { 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' },
    };
    const sent = await fetch(`${inbox}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const body = (await (await fetch(`${inbox}/inbox/csp-reports`)).json()) as {
      items: { body: { blockedUrl: string } }[];
    };
    expect(body.items.at(-1)?.body.blockedUrl).toBe('inline');
  });

  it('answers this machine only, whatever X-Forwarded-For says', async () => {
    const port = new URL(withInbox.url).port;
    const local = await fetch(`http://127.0.0.1:${port}/inbox/outbox`);
    expect(local.status).toBe(200);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i?.family === 'IPv4' && !i.internal);
    expect(outside, 'a machine with a network interface besides loopback').toBeDefined();
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const remote = await fetch(`http://${outside?.address ?? ''}:${port}/inbox/outbox`, {
        headers,
      });
      expect(remote.status).toBe(403);
    }
  });

  it('gives no page of another origin a way in: no CORS, not even to a preflight', async () => {
    const origin = { origin: 'https://evil.example' };
    const read = await fetch(`${inbox}/inbox/outbox`, { headers: origin });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${inbox}/inbox/outbox`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    // The rest of the API stays open to the site's pages (product §7 headers).
    const locales = await fetch(`${inbox}/locales`, { headers: origin });
    expect(locales.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a loopback name only: a page rebound to 127.0.0.1 keeps its own Host', async () => {
    const port = Number(new URL(withInbox.url).port);
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/inbox/outbox', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await statusFor(`127.0.0.1:${String(port)}`)).toBe(200);
    expect(await statusFor(`localhost:${String(port)}`)).toBe(200);
    expect(await statusFor(`[::1]:${String(port)}`)).toBe(200);
    expect(await statusFor(`evil.example:${String(port)}`)).toBe(403);
    expect(await statusFor('127.0.0.1.evil.example')).toBe(403);
  });

  it('is off unless asked for', async () => {
    expect((await fetch(`${without.url}/inbox/outbox`)).status).toBe(404);
  });
});
