/**
 * Every process's view of the change log (change-log.ts): a write records its change in the
 * transaction that makes it; the database's NOTIFY wakes each API process sharing the database,
 * which reads the log after the last id it applied and hands each change, in order, to its
 * subscribers (the read cache first, then the GET /changes streams). A lost listening connection
 * is a reset: the process flushes what it keeps, listens again, then reads what it missed
 * (LISTEN first, then fill, then apply; flush on reconnect: docs/content-api.md "Reads from
 * memory").
 */
import { EventEmitter } from 'node:events';
import {
  appendChange,
  CHANGE_CHANNEL,
  changesAfter,
  latestChangeId,
  lockChangeLog,
  type LoggedChange,
  type NewChange,
} from './change-log';
import type { Db } from './db/db';

/** Waits between attempts to listen again, the last repeated. */
const RELISTEN_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];

/** What a write made: the change it recorded (null when it changed nothing) and its result. */
export type Written<C, T> = { change: C; result: T };

/** Writes that record their change; the changes every process applied, in order. */
export type Changes = {
  /**
   * Runs `fn` in one transaction that appends the change it returns (the writers' lock taken
   * first); resolves once this process has applied it, so the writer's next read is current.
   */
  write: <C extends NewChange | null, T>(
    fn: (tx: Pick<Db, 'query' | 'exec'>) => Promise<Written<C, T>>,
  ) => Promise<Written<C extends null ? LoggedChange | null : LoggedChange, T>>;
  /** Calls `onChange` for each change this process applies, in id order, until unsubscribed. */
  subscribe: (onChange: (change: LoggedChange) => void) => () => void;
  /** Calls `onReset(live)`: false when the listener is lost, true once it listens again. */
  onReset: (onReset: (live: boolean) => void) => () => void;
  /** The newest id this process has applied (its subscribers have seen every one up to it). */
  latest: () => number;
  /** Stops listening on the database. */
  close: () => Promise<void>;
};

/** Reads the log after the last applied id, one reader at a time, emitting each change. */
function logReader(db: Db, bus: EventEmitter, start: number) {
  let applied = start;
  let reading: Promise<void> | null = null;
  let again = false;
  const readAll = async () => {
    for (let page = await changesAfter(db, applied); page.length > 0;) {
      for (const change of page) {
        applied = change.id;
        bus.emit('change', change);
      }
      page = await changesAfter(db, applied);
    }
  };
  /** Reads to the end of the log; a call during a read makes that read go on once more. */
  const pump = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await readAll().catch((error: unknown) =>
          console.error('api: change log read:', error instanceof Error ? error.message : error),
        );
      } while (again);
      reading = null;
    })();
    return reading;
  };
  return { pump, applied: () => applied };
}

/** Listens on the database's change channel, then reads where the log stands. */
export async function openChanges(db: Db, keep: number): Promise<Changes> {
  const bus = new EventEmitter();
  bus.setMaxListeners(1000);
  let closed = false;
  let reader: ReturnType<typeof logReader> | null = null;
  const wake = () => void reader?.pump();
  const relisten = async (attempt: number): Promise<void> => {
    if (closed) return;
    try {
      unlisten = await db.listen(CHANGE_CHANNEL, wake, onLost);
    } catch (error) {
      const wait = RELISTEN_MS[Math.min(attempt, RELISTEN_MS.length - 1)] ?? 10_000;
      console.error(`api: listening for changes failed, again in ${String(wait)} ms:`, error);
      setTimeout(() => void relisten(attempt + 1), wait).unref();
      return;
    }
    bus.emit('reset', true);
    await reader?.pump();
  };
  function onLost() {
    if (closed) return;
    bus.emit('reset', false);
    void relisten(0);
  }
  let unlisten = await db.listen(CHANGE_CHANNEL, wake, onLost);
  const log = logReader(db, bus, await latestChangeId(db));
  reader = log;

  return {
    write: async (fn) => {
      const written = await db.transaction(async (tx) => {
        await lockChangeLog(tx);
        const { change, result } = await fn(tx);
        return { change: change && (await appendChange(tx, change, keep)), result };
      });
      if (written.change && written.change.id > log.applied()) await log.pump();
      return written;
    },
    subscribe: (onChange) => {
      bus.on('change', onChange);
      return () => bus.off('change', onChange);
    },
    onReset: (onReset) => {
      bus.on('reset', onReset);
      return () => bus.off('reset', onReset);
    },
    latest: log.applied,
    close: async () => {
      closed = true;
      await unlisten();
    },
  };
}
