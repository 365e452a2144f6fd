/**
 * What the receivers kept (product §7 mails, event reports, cache clears), read back: by the tests
 * under /__test, and by a person running `npm start` under /inbox (API_INBOX=1, read-only).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { isLoopback, isLoopbackHost, socketAddress } from '../client-address';
import type { Db } from '../db/db';

/** The tables the receivers write. */
export const RECEIVER_TABLES = {
  outbox: 'outbox',
  events: 'events',
  'cache-clears': 'cache_clears',
  'csp-reports': 'csp_reports',
} as const;

/** The rows of a receiver table, oldest first, with ISO times; the newest `limit` when given. */
export async function receiverRows(
  db: Db,
  table: (typeof RECEIVER_TABLES)[keyof typeof RECEIVER_TABLES],
  limit?: number,
): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ id: number; body: unknown; created_at: string }>(
    limit === undefined
      ? `select * from ${table} order by id`
      : `select * from (select * from ${table} order by id desc limit ${String(limit)}) newest order by id`,
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/** Where the inbox answers; CORS leaves it out (middleware.ts). */
export const INBOX_PATH = '/inbox';

/** Most rows /inbox shows per table. */
const INBOX_LIMIT = 100;

const thisMachineOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopback(socketAddress(c)) || !isLoopbackHost(c.req.header('host'))) {
    return c.json({ error: 'forbidden', message: 'The inbox answers this machine only' }, 403);
  }
  await next();
  // No page of another origin may embed what it answers either.
  c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  return undefined;
};

/**
 * GET /inbox/{outbox|events|cache-clears|csp-reports}: the newest rows, for a person at
 * `npm start`. Its mails carry password-reset links, so only this machine is answered (the
 * socket's own address: a forwarded header never counts) under a name of this machine (a page
 * rebound to 127.0.0.1 is not), no other origin may read it (no CORS), and the environment keeps
 * it to the local stage.
 */
export function registerInbox(app: Hono, db: Db): void {
  app.use(`${INBOX_PATH}/*`, thisMachineOnly);
  for (const [name, table] of Object.entries(RECEIVER_TABLES)) {
    app.get(`${INBOX_PATH}/${name}`, async (c) =>
      c.json({ items: await receiverRows(db, table, INBOX_LIMIT) }),
    );
  }
}
