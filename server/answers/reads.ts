/**
 * The read cache wired to the change log: the process listens first, then keeps answers, then
 * drops what each change names (docs/content-api.md "Reads from memory"); a lost listener
 * empties the store and stops it until the process hears every change again.
 */
import type { ApiEnv } from '../../src/config/api-env';
import { openChanges, type Changes } from '../changes';
import type { Db } from '../db/db';
import { createAnswerStore, type AnswerStore } from './store';

const MIB = 1024 * 1024;

/** The process's changes and the store they keep current. */
export async function openReads(
  db: Db,
  env: ApiEnv,
): Promise<{ changes: Changes; answers: AnswerStore }> {
  const changes = await openChanges(db, env.CHANGES_KEEP);
  const answers = createAnswerStore(env.API_CACHE_MB * MIB);
  // Subscribed before any change stream is: an answer is dropped before a stream tells of it.
  changes.subscribe((change) => answers.drop(change.keys));
  changes.onReset((live) => answers.reset(live));
  return { changes, answers };
}
