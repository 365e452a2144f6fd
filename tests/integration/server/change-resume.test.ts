/**
 * GET /changes a follower can rely on (docs/content-api.md "Changes"): every change has an event
 * id, a client that drops resumes with Last-Event-ID and gets what it missed in order, and an id
 * the log no longer holds gets one `reset` (compare the lists) instead of a silent gap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeReset, ContentChange } from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { postJson, startTestApi } from './helpers';
import { openChangeStream } from './sse';

/** Sets bg-BG's popups config (a document-store change) with `n` in its date. */
const setPopups = (api: RunningApi, n: number) =>
  postJson(
    api.url,
    '/configurations/bg/popups/bg-BG',
    { caution: null, refresh: false, updatedAt: `2026-11-28T10:00:0${String(n)}.000Z` },
    {},
    'PUT',
  );

const pageWrite = async (api: RunningApi, title: string) => {
  const response = await fetch(`${api.url}/admin/pages/bg-BG/about-us`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/merge-patch+json',
      authorization: `Basic ${Buffer.from('local:local').toString('base64')}`,
    },
    body: JSON.stringify({ title }),
  });
  expect(response.status).toBe(200);
};

describe('resuming GET /changes', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('ready names the newest id; a client that drops gets what it missed, in order', async () => {
    const first = await openChangeStream(api.url);
    const ready = first.events().find((e) => e.event === 'ready');
    expect(ready?.id).toMatch(/^\d+$/);
    await setPopups(api, 1);
    const seen = await first.until((e) => e.event === 'popups');
    expect(Number(seen.id)).toBeGreaterThan(Number(ready?.id));
    first.close();

    // Missed while away: a content change and a document-store change.
    await pageWrite(api, 'За нас (1)');
    await setPopups(api, 2);

    const resumed = await openChangeStream(api.url, seen.id ?? '');
    const events = resumed.events();
    const missed = events.filter((e) => e.event !== 'ready');
    expect(missed.map((e) => e.event)).toEqual(['change', 'popups']);
    const ids = missed.map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect(ids[1]).toBeGreaterThan(ids[0] ?? 0);
    const change = ContentChange.parse(JSON.parse(missed[0]?.data ?? ''));
    expect(change).toMatchObject({ id: ids[0], collection: 'pages', ref: 'bg-BG/about-us' });
    expect(change.keys).toEqual(['page:bg-BG/about-us', 'pages:bg-BG']);
    expect(JSON.parse(missed[1]?.data ?? '')).toMatchObject({ locale: 'bg-BG' });
    // ready comes after the missed changes and names the last of them; live ones follow.
    expect(events.at(-1)).toMatchObject({ event: 'ready', id: String(ids[1]) });
    await pageWrite(api, 'За нас (2)');
    const live = await resumed.until((e) => e.event === 'change' && Number(e.id) > (ids[1] ?? 0));
    expect(ContentChange.parse(JSON.parse(live.data)).ref).toBe('bg-BG/about-us');
    resumed.close();
  });

  it('an id beyond the newest is answered with reset', async () => {
    const stream = await openChangeStream(api.url, '999999999');
    const reset = stream.events().find((e) => e.event === 'reset');
    expect(ChangeReset.parse(JSON.parse(reset?.data ?? ''))).toMatchObject({
      after: 999_999_999,
      reason: 'unknown',
    });
    stream.close();
  });
});

describe('resuming from a change the log no longer keeps', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi({ CHANGES_KEEP: '2' });
  });
  afterAll(async () => {
    await api.close();
  });

  it('gets one reset naming the newest id, then the live changes', async () => {
    const stream = await openChangeStream(api.url);
    const from = stream.events().find((e) => e.event === 'ready')?.id ?? '';
    stream.close();
    for (const n of [1, 2, 3]) expect((await setPopups(api, n)).status).toBe(200);

    const resumed = await openChangeStream(api.url, from);
    const [reset, ready, ...rest] = resumed.events();
    expect(rest).toEqual([]);
    expect(reset?.event).toBe('reset');
    const body = ChangeReset.parse(JSON.parse(reset?.data ?? ''));
    expect(body).toMatchObject({ after: Number(from), reason: 'pruned' });
    expect(reset?.id).toBe(String(body.latest));
    expect(ready).toMatchObject({ event: 'ready', id: String(body.latest) });
    // From the newest id it resumes with nothing missed.
    const again = await openChangeStream(api.url, String(body.latest));
    expect(again.events().map((e) => e.event)).toEqual(['ready']);
    again.close();
    resumed.close();
  });
});
