/**
 * How long the receivers' rows stay (product §7 receivers are open to every visitor, so what they
 * keep must not grow without end): each table keeps RECEIVERS_KEEP_ROWS rows at most, pruned by
 * id after every insert (the primary key answers it), and rows older than RECEIVERS_KEEP_DAYS,
 * pruned at start and then at most once a minute per table (a scan of the table). Reviews are
 * pruned only while pending: a moderator's decision is kept.
 */
import type { Db } from '../db/db';
import type { ApiEnv } from '../../src/config/api-env';

/** The tables the receivers write, and which of their rows may go. */
const PRUNABLE = {
  outbox: 'true',
  events: 'true',
  cache_clears: 'true',
  csp_reports: 'true',
  casino_reviews: "status = 'pending'",
} as const;

/** A receiver table. */
export type ReceiverTable = keyof typeof PRUNABLE;

/** How long rows stay: at most `keepRows` a table, none older than `keepDays`. */
export type Retention = { keepDays: number; keepRows: number };

/** Pause between two age prunes of one table. */
const AGE_PRUNE_EVERY_MS = 60_000;
const DAY_S = 86_400;

/** Deletes a table's rows beyond the count (and past the age when `byAge`); answers how many. */
export async function pruneTable(
  db: Pick<Db, 'query'>,
  table: ReceiverTable,
  retention: Retention & { byAge: boolean },
): Promise<number> {
  const old = retention.byAge ? `created_at < now() - make_interval(secs => $2)` : 'false';
  const gone = await db.query(
    `delete from ${table}
     where ${PRUNABLE[table]}
       and (id <= (select max(id) from ${table}) - $1 or ${old})
     returning id`,
    retention.byAge ? [retention.keepRows, retention.keepDays * DAY_S] : [retention.keepRows],
  );
  return gone.length;
}

/** The receivers' pruner: `after(table)` follows every insert; `all()` prunes every table by age too. */
export function createPruner(db: Pick<Db, 'query'>, env: ApiEnv, now: () => number = Date.now) {
  const retention = { keepDays: env.RECEIVERS_KEEP_DAYS, keepRows: env.RECEIVERS_KEEP_ROWS };
  const lastAgePrune = new Map<ReceiverTable, number>();
  const prune = async (table: ReceiverTable, force: boolean) => {
    const at = now();
    const byAge = force || at - (lastAgePrune.get(table) ?? 0) >= AGE_PRUNE_EVERY_MS;
    if (byAge) lastAgePrune.set(table, at);
    return pruneTable(db, table, { ...retention, byAge });
  };
  return {
    /** Prunes `table` after an insert. */
    after: (table: ReceiverTable): Promise<number> => prune(table, false),
    /** Prunes every table, by count and age. */
    all: async (): Promise<void> => {
      for (const table of Object.keys(PRUNABLE) as ReceiverTable[]) await prune(table, true);
    },
  };
}

/** The pruner {@link createPruner} makes. */
export type Pruner = ReturnType<typeof createPruner>;
