/**
 * One small database interface over two drivers with the same SQL: PGlite (Postgres in
 * WASM) in a data folder or in memory by default, a real PostgreSQL server when DATABASE_URL is set.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What the API needs of a database. */
export type Db = {
  /** Runs one parameterised statement and returns its rows. */
  query: <R extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ) => Promise<R[]>;
  /** Runs SQL text that may hold several statements, without parameters. */
  exec: (sql: string) => Promise<void>;
  /** Runs `fn` in one transaction. */
  transaction: <T>(fn: (tx: Pick<Db, 'query' | 'exec'>) => Promise<T>) => Promise<T>;
  /** Sends `payload` to every listener of `channel` on this database, in any process (NOTIFY). */
  notify: (channel: string, payload: string) => Promise<void>;
  /** Calls `onPayload` for each notification on `channel`; resolves to the unsubscribe. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Closes the connection. */
  close: () => Promise<void>;
};

/**
 * The transaction-scoped advisory lock every API process takes before it changes the schema or
 * seeds: processes starting at once on one PostgreSQL database queue on it. Any fixed number
 * works as long as nothing else in the database uses it.
 */
export const SCHEMA_LOCK_KEY = 5_201_222;

/** Holds the schema lock until the surrounding transaction ends (commit or rollback). */
export async function lockSchema(tx: Pick<Db, 'query'>): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
}

/** Channel names go into LISTEN as identifiers: our own constants, lower case only. */
const CHANNEL = /^[a-z_]+$/;

function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Bad notification channel ${channel}`);
  return channel;
}

/** Where the data lives. */
export type DbLocation = { databaseUrl: string } | { dataDir: string };

/** The data folder cannot be made or opened; the message is one line naming the path. */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

/**
 * Opens PGlite in `dataDir`, creating the folder and its parents first: PGlite's own mkdir is not
 * recursive, and a fresh clone has no `.data/`.
 */
async function openLite(dataDir: string): Promise<PGlite> {
  if (dataDir === 'memory') return PGlite.create();
  const path = resolve(dataDir);
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw new DataFolderError(
      `Cannot create the database folder ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  try {
    return await PGlite.create(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new DataFolderError(
      `Cannot open the database folder ${path} (parent ${dirname(path)}): ${reason}`,
    );
  }
}

/** Opens the database. 'memory' as dataDir keeps everything in memory (tests). */
export async function openDb(location: DbLocation): Promise<Db> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  const lite = await openLite(location.dataDir);
  const query: Db['query'] = async (sql, params) => (await lite.query(sql, params)).rows as never;
  const exec: Db['exec'] = async (sql) => {
    await lite.exec(sql);
  };
  return {
    query,
    exec,
    transaction: (fn) =>
      lite.transaction(async (tx) =>
        fn({
          query: async (sql, params) => (await tx.query(sql, params)).rows as never,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    notify: async (channel, payload) => {
      await lite.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    listen: (channel, onPayload) => lite.listen(checkChannel(channel), onPayload),
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle connection the server ends (a restart, a dropped database) is replaced, not fatal.
  pool.on('error', (error) => console.error('api: idle database connection:', error.message));
  await pool.query('select 1');
  // LISTEN holds a session: each subscription has its own connection, outside the pool.
  const listeners = new Set<pg.Client>();
  const query: Db['query'] = async (sql, params) => (await pool.query(sql, params)).rows as never;
  return {
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async (sql, params) => (await client.query(sql, params)).rows as never,
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    listen: async (channel, onPayload) => {
      const client = new pg.Client({ connectionString: url });
      // A lost listening connection must not bring the API down; its subscribers stop hearing.
      client.on('error', (error) => console.error('api: notification connection:', error.message));
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined)
          onPayload(message.payload);
      });
      await client.connect();
      await client.query(`listen ${checkChannel(channel)}`);
      listeners.add(client);
      return async () => {
        if (!listeners.delete(client)) return;
        await client.end();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end()));
      listeners.clear();
      await pool.end();
    },
  };
}

/** One numbered schema change (server/db/migrations.ts). */
export type Migration = { version: number; name: string; sql: string };
