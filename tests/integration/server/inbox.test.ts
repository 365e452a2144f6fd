/** /inbox: what the receivers kept, read back by a person at `npm start` (API_INBOX=1). */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { postJson, startTestApi } from './helpers';

let withInbox: RunningApi;
let without: RunningApi;
beforeAll(async () => {
  [withInbox, without] = await Promise.all([
    // On every interface, so a client that is not this machine can knock too.
    startTestApi({ API_INBOX: '1', API_TEST_ENDPOINTS: '0', HOST: '0.0.0.0', TRUST_PROXY: '1' }),
    startTestApi({ API_TEST_ENDPOINTS: '0' }),
  ]);
});
afterAll(async () => {
  await Promise.all([withInbox.close(), without.close()]);
});

describe('GET /inbox', () => {
  it('shows a slot request the receiver kept', async () => {
    const sent = await postJson(withInbox.url, '/mail/slot-request', {
      slotName: 'Витоша Голд',
      email: 'reader@example.bg',
    });
    expect(sent.status).toBe(202);
    const response = await fetch(`${withInbox.url}/inbox/outbox`);
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
    const sent = await fetch(`${withInbox.url}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const body = (await (await fetch(`${withInbox.url}/inbox/csp-reports`)).json()) as {
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

  it('is off unless asked for', async () => {
    expect((await fetch(`${without.url}/inbox/outbox`)).status).toBe(404);
  });
});
