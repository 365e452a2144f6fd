/**
 * The change log (docs/content-api.md "Changes"): every change to what the API answers, in one
 * order, kept for CHANGES_KEEP entries. A writer appends inside the transaction that writes the
 * content, behind one advisory lock, so ids commit in ascending order and a reader that has seen
 * id n has seen every change before it. The NOTIFY that follows carries only the id: listeners
 * read the rows themselves, so a lost or reordered notification loses nothing.
 */
import type { ChangedCollection, ContentChange, ContentKey } from '../src/domain/entities';
import type { Db } from './db/db';

/** The one notification channel of the API. */
export const CHANGE_CHANNEL = 'api_changes';

/** The advisory lock change writers queue on (apart from the schema lock of db.ts). */
const CHANGE_LOG_LOCK_KEY = 5_201_223;

/** The SSE event a change travels as: content changes, and the product §7 document-store records. */
export type ChangeEvent = 'change' | 'website' | 'popups';

/** A change as a writer describes it. */
export type NewChange = {
  event: ChangeEvent;
  collection: ChangedCollection;
  ref: string;
  keys: readonly ContentKey[];
  /** What the document-store events send (the record); null for content changes. */
  data?: unknown;
};

/** A change as the log holds it. */
export type LoggedChange = Omit<NewChange, 'data'> & { id: number; at: string; data: unknown };

type Row = {
  id: string | number;
  at: string | Date;
  event: ChangeEvent;
  collection: ChangedCollection;
  ref: string;
  keys: ContentKey[];
  data: unknown;
};

const logged = (r: Row): LoggedChange => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  event: r.event,
  collection: r.collection,
  ref: r.ref,
  keys: r.keys,
  data: r.data,
});

/** What GET /changes sends as the data of a logged change. */
export function eventData(change: LoggedChange): unknown {
  if (change.event !== 'change') return change.data;
  const { id, at, collection, ref, keys } = change;
  const data: ContentChange = { id, at, collection, ref, keys: [...keys] };
  return data;
}

/**
 * Takes the writers' lock: first in a transaction that will append, so two writers never hold
 * each other's rows while waiting for it.
 */
export async function lockChangeLog(tx: Pick<Db, 'query'>): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [CHANGE_LOG_LOCK_KEY]);
}

/**
 * Appends `change` (the lock held), prunes the log beyond `keep` entries (none when not given)
 * and notifies every listener once the transaction commits.
 */
export async function appendChange(
  tx: Pick<Db, 'query'>,
  change: NewChange,
  keep = Number.MAX_SAFE_INTEGER,
): Promise<LoggedChange> {
  const [row] = await tx.query<Row>(
    `insert into content_changes (event, collection, ref, keys, data) values ($1, $2, $3, $4, $5)
     returning id, at, event, collection, ref, keys, data`,
    [change.event, change.collection, change.ref, change.keys, JSON.stringify(change.data ?? null)],
  );
  if (!row) throw new Error('The change log took no row');
  const appended = logged(row);
  const through = appended.id - keep;
  if (through > 0) {
    const gone = await tx.query('delete from content_changes where id <= $1 returning id', [
      through,
    ]);
    if (gone.length > 0)
      await tx.query('update content_changes_pruned set through = greatest(through, $1)', [
        through,
      ]);
  }
  await tx.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, String(appended.id)]);
  return appended;
}

/** The newest id in the log, 0 when it is empty. */
export async function latestChangeId(db: Pick<Db, 'query'>): Promise<number> {
  const [row] = await db.query<{ id: string | number | null }>(
    'select max(id) as id from content_changes',
  );
  return Number(row?.id ?? 0);
}

/** Most changes one read of the log returns. */
export const CHANGES_PAGE = 500;

/** The changes after `after`, up to `through`, oldest first, at most {@link CHANGES_PAGE}. */
export async function changesAfter(
  db: Pick<Db, 'query'>,
  after: number,
  through: number = Number.MAX_SAFE_INTEGER,
): Promise<LoggedChange[]> {
  const rows = await db.query<Row>(
    `select id, at, event, collection, ref, keys, data from content_changes
     where id > $1 and id <= $2 order by id limit $3`,
    [after, through, CHANGES_PAGE],
  );
  return rows.map(logged);
}

/** Whether a client that has seen `after` can resume: null if so, else why not. */
export async function resumeRefusal(
  db: Pick<Db, 'query'>,
  after: number,
  latest: number,
): Promise<'pruned' | 'unknown' | null> {
  if (after > latest) return 'unknown';
  const [row] = await db.query<{ through: string | number }>(
    'select through from content_changes_pruned',
  );
  return after < Number(row?.through ?? 0) ? 'pruned' : null;
}
