/** Where a migration's test starts: an in-memory database with every migration before it run. */
import { openDb, type Db } from '../../../server/db/db';
import { MIGRATIONS, migrate } from '../../../server/db/migrations';

/** A new in-memory database migrated to just before `version`. */
export async function dbBefore(version: number): Promise<Db> {
  const db = await openDb({ dataDir: 'memory' });
  await migrate(
    db,
    MIGRATIONS.filter((m) => m.version < version),
  );
  return db;
}

/** Runs the pending migrations up to and including `version`; resolves to the versions run. */
export function migrateThrough(db: Db, version: number): Promise<number[]> {
  return migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= version),
  );
}
