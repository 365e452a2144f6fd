/**
 * Document-store changes (product §7 'websites' and 'configurations') for the /changes stream. They
 * travel through the database's NOTIFY, so a change written through one API process reaches the
 * listeners of every process sharing that database.
 */
import { EventEmitter } from 'node:events';
import { z } from 'zod';
import type { Db } from './db/db';

/** The one notification channel of the API. */
const CHANNEL = 'api_changes';

/** A change as it travels between processes. */
const Change = z.object({ event: z.enum(['website', 'popups']), data: z.unknown() });
/** What changed: the website record or one locale's popups config. */
export type ChangeEvent = z.infer<typeof Change>['event'];

/** Publish to every process; subscribe to what any process published. */
export type Changes = {
  /** Sends a change to every listener on this database (this process included). */
  publish: (event: ChangeEvent, data: unknown) => Promise<void>;
  /** Calls `onChange` for every change until the returned function is called. */
  subscribe: (onChange: (event: ChangeEvent, data: unknown) => void) => () => void;
  /** Stops listening on the database. */
  close: () => Promise<void>;
};

/** Listens on the database's change channel. */
export async function openChanges(db: Db): Promise<Changes> {
  const bus = new EventEmitter();
  bus.setMaxListeners(1000);
  const unlisten = await db.listen(CHANNEL, (payload) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const change = Change.safeParse(parsed);
    if (change.success) bus.emit('change', change.data.event, change.data.data);
  });
  return {
    publish: (event, data) => db.notify(CHANNEL, JSON.stringify({ event, data })),
    subscribe: (onChange) => {
      bus.on('change', onChange);
      return () => bus.off('change', onChange);
    },
    close: unlisten,
  };
}
