/** GET /changes: the document-store changes as server-sent events, capped per client and in all. */
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Changes } from '../changes';
import type { ApiEnv } from '../../src/config/api-env';
import { clientAddress } from '../client-address';
import { createStreamLimiter } from '../stream-limits';

/** How often an open stream gets a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 15_000;

/** Mounts the change stream. */
export function registerChangeStream(app: Hono, env: ApiEnv, changes: Changes): void {
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
    return streamSSE(c, async (stream) => {
      let closeIdle = () => {};
      const idle = new Promise<void>((resolve) => (closeIdle = resolve));
      let timer = setTimeout(closeIdle, env.CHANGES_IDLE_TIMEOUT_MS);
      const unsubscribe = changes.subscribe((event, data) => {
        // A stream is idle while no event reaches it; heartbeats do not count.
        clearTimeout(timer);
        timer = setTimeout(closeIdle, env.CHANGES_IDLE_TIMEOUT_MS);
        void stream.writeSSE({ event, data: JSON.stringify(data) });
      });
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
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
