/**
 * Rows a receiver keeps, written together: a release posts a cache clear for each changed page,
 * sixteen at a time (product §7), and one statement and one prune serve every body waiting. The
 * write starts after the event loop's poll phase, so the requests read in one turn share it; a
 * body that comes while it runs waits for the next. An answer still waits for its own row: the
 * body is stored, or its request fails with the write's error.
 */
import type { Db } from '../db/db';
import type { Pruner, ReceiverTable } from './retention';

type Waiting = { body: string; stored: () => void; failed: (error: unknown) => void };

/** Stores bodies in `table`'s `body` column, in the order they came. */
export function rowBatches(db: Pick<Db, 'query'>, table: ReceiverTable, pruner: Pruner) {
  let waiting: Waiting[] = [];
  let writing = false;
  const write = async (batch: Waiting[]) => {
    try {
      await db.query(
        `insert into ${table} (body)
         select value::jsonb from unnest($1::text[]) with ordinality as given(value, n) order by n`,
        [batch.map((row) => row.body)],
      );
      await pruner.after(table);
      for (const row of batch) row.stored();
    } catch (error) {
      for (const row of batch) row.failed(error);
    }
  };
  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      await write(batch);
    }
    writing = false;
  };
  return {
    /** Resolves once `body` (as JSON) is stored. */
    add: (body: unknown): Promise<void> =>
      new Promise((stored, failed) => {
        waiting.push({ body: JSON.stringify(body), stored, failed });
        if (!writing) {
          writing = true;
          setImmediate(() => void drain());
        }
      }),
  };
}
