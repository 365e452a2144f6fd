/**
 * GET /changes: every change as a server-sent event with its log id (`id:`), capped per client
 * and in all. A client resumes with `Last-Event-ID` (or `?lastEventId=`): the changes after it are
 * sent first, from the log; an id the log no longer holds (or never held) gets one `reset` event,
 * after which the client compares what it holds. `ready` carries the newest id, so even a client
 * that has seen no change yet resumes without a gap (docs/content-api.md "Changes").
 */
import type { Context, Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { z } from 'zod';
import type { ChangeReset } from '../../src/domain/entities';
import type { ApiEnv } from '../../src/config/api-env';
import { changesAfter, eventData, resumeRefusal, type LoggedChange } from '../change-log';
import type { Changes } from '../changes';
import { clientAddress } from '../client-address';
import type { Db } from '../db/db';
import { createStreamLimiter } from '../stream-limits';

/** How often an open stream gets a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 15_000;

/** An event id a client resumes from. */
const EventId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

/** The id the client has seen, from the header EventSource sends or the query; null for none. */
function resumeFrom(c: Context): number | null {
  const given = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  const parsed = EventId.safeParse(given);
  return parsed.success ? parsed.data : null;
}

const send = (stream: SSEStreamingApi, change: LoggedChange) =>
  stream.writeSSE({
    id: String(change.id),
    event: change.event,
    data: JSON.stringify(eventData(change)),
  });

/** The changes after `after` up to `through` from the log, or a reset when it cannot resume. */
async function replay(
  db: Db,
  stream: SSEStreamingApi,
  range: { after: number; through: number },
): Promise<void> {
  const refusal = await resumeRefusal(db, range.after, range.through);
  if (refusal) {
    const reset: ChangeReset = { after: range.after, latest: range.through, reason: refusal };
    await stream.writeSSE({
      id: String(range.through),
      event: 'reset',
      data: JSON.stringify(reset),
    });
    return;
  }
  for (let from = range.after; from < range.through;) {
    const page = await changesAfter(db, from, range.through);
    if (page.length === 0) break;
    for (const change of page) await send(stream, change);
    from = page.at(-1)?.id ?? range.through;
  }
}

/** Mounts the change stream. */
export function registerChangeStream(
  app: Hono,
  { env, db, changes }: { env: ApiEnv; db: Db; changes: Changes },
): void {
  const streams = createStreamLimiter({
    perClient: env.CHANGES_MAX_PER_CLIENT,
    total: env.CHANGES_MAX_TOTAL,
  });
  app.get('/changes', (c) => {
    const slot = streams.open(clientAddress(c, env.TRUST_PROXY));
    if ('status' in slot) {
      c.header('Retry-After', '60');
      return c.json({ error: 'too_many_streams', message: slot.message }, slot.status);
    }
    const after = resumeFrom(c);
    return streamSSE(c, async (stream) => {
      let closeIdle = () => {};
      const idle = new Promise<void>((resolve) => (closeIdle = resolve));
      let timer = setTimeout(closeIdle, env.CHANGES_IDLE_TIMEOUT_MS);
      // Held until the log is replayed: the live changes come after the replayed ones.
      let held: LoggedChange[] | null = [];
      const through = changes.latest();
      const unsubscribe = changes.subscribe((change) => {
        // A stream is idle while no event reaches it; heartbeats do not count.
        clearTimeout(timer);
        timer = setTimeout(closeIdle, env.CHANGES_IDLE_TIMEOUT_MS);
        if (held) held.push(change);
        else void send(stream, change);
      });
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      try {
        if (after !== null) await replay(db, stream, { after, through });
        await stream.writeSSE({ id: String(through), event: 'ready', data: '{}' });
        for (const change of held) await send(stream, change);
        held = null;
        await Promise.race([new Promise<void>((resolve) => stream.onAbort(resolve)), idle]);
      } finally {
        clearTimeout(timer);
        clearInterval(heartbeat);
        unsubscribe();
        slot.release();
      }
    });
  });
}
