/** Applies the numbered migrations (server/db/migrations.ts) and records them in schema_migrations. */
import { lockSchema, type Db } from './db';
import type { Migration } from './migration-kit';
import { MIGRATIONS } from './migrations';

/**
 * Applies the migrations that have not run yet and returns the versions this call applied. All of
 * it is one transaction behind the schema lock: API processes starting at once on one database
 * queue there, the first applies what is pending and the others find it done, so each migration
 * runs once per database whatever the list holds. A failing migration applies none of them.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // The lock comes first: two concurrent `create table if not exists` can both try to create.
    await lockSchema(tx);
    await tx.exec(
      'create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map(
        (r) => r.version,
      ),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}
