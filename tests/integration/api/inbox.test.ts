/** /inbox: what the receivers kept, read back by a person at `npm start` (API_INBOX=1). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../api/server';
import { postJson, startTestApi } from './helpers';

let withInbox: RunningApi;
let without: RunningApi;
beforeAll(async () => {
  [withInbox, without] = await Promise.all([
    startTestApi({ API_INBOX: '1', API_TEST_ENDPOINTS: '0' }),
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

  it('is off unless asked for', async () => {
    expect((await fetch(`${without.url}/inbox/outbox`)).status).toBe(404);
  });
});
