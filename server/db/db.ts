/**
 * One small database interface over two drivers with the same SQL: PGlite (Postgres in
 * WASM) in a data folder or in memory by default, a real PostgreSQL server when DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fillDataFolder, openMemoryCluster } from './stored-cluster';

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
  /**
   * Calls `onPayload` for each notification on `channel`, and `onLost` once if the listening
   * connection ends without being asked to (notifications sent meanwhile are lost); resolves to
   * the unsubscribe.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onLost?: () => void,
  ) => Promise<() => Promise<void>>;
  /** Statements run since the database was opened (the read cache's tests count them). */
  queries: () => number;
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
 * Opens PGlite in `dataDir`, creating the folder and its parents first (PGlite's own mkdir is not
 * recursive, and a fresh clone has no `.data/`) and filling a new one from the stored cluster.
 */
async function openLite(dataDir: string, setup?: DbSetup): Promise<PGlite> {
  const preparation = setup && {
    name: setup.name,
    prepare: (lite: PGlite) => setup.apply(liteDb(lite)),
  };
  if (dataDir === 'memory') return openMemoryCluster(undefined, preparation);
  const path = resolve(dataDir);
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw new DataFolderError(
      `Cannot create the database folder ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  if (!existsSync(join(path, 'PG_VERSION'))) await fillDataFolder(path, undefined, preparation);
  try {
    return await PGlite.create(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new DataFolderError(
      `Cannot open the database folder ${path} (parent ${dirname(path)}): ${reason}`,
    );
  }
}

/**
 * What a database is brought to before use (server/db/migrations.ts `MIGRATED`): an in-memory one
 * starts from a stored cluster already there (stored-cluster.ts), named by `name`, as does a new
 * data folder.
 */
export type DbSetup = { name: string; apply: (db: Db) => Promise<unknown> };

/**
 * Opens the database. 'memory' as dataDir keeps everything in memory (tests); it and a new data
 * folder start from the stored cluster of `setup` when given; the caller applies `setup` either
 * way, which finds it done.
 */
export async function openDb(location: DbLocation, setup?: DbSetup): Promise<Db> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  return liteDb(await openLite(location.dataDir, setup));
}

/** The interface over an open PGlite. */
function liteDb(lite: PGlite): Db {
  let count = 0;
  const query: Db['query'] = async (sql, params) => {
    count += 1;
    return (await lite.query(sql, params)).rows as never;
  };
  const exec: Db['exec'] = async (sql) => {
    count += 1;
    await lite.exec(sql);
  };
  return {
    query,
    exec,
    transaction: (fn) =>
      lite.transaction(async (tx) =>
        fn({
          query: async (sql, params) => {
            count += 1;
            return (await tx.query(sql, params)).rows as never;
          },
          exec: async (sql) => {
            count += 1;
            await tx.exec(sql);
          },
        }),
      ),
    notify: async (channel, payload) => {
      await lite.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    // In one process: the listener cannot be lost.
    listen: (channel, onPayload) => lite.listen(checkChannel(channel), onPayload),
    queries: () => count,
    close: () => lite.close(),
  };
}

/** Most statement texts named per process; beyond it a text runs unnamed (generated texts). */
const NAMED_STATEMENTS_MAX = 500;

/**
 * The name of a parameterised statement: node-postgres plans a named statement once per
 * connection and reuses the plan (docs/content-api.md "Reads from memory"); the name is the
 * text's hash, so two texts never share one.
 */
function statementNamer(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < NAMED_STATEMENTS_MAX) {
      name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
      names.set(sql, name);
    }
    return name;
  };
}

type Counter = { n: number };

/** `fn` in one transaction on one connection of `pool`. */
async function pgTransaction<T>(
  pool: pg.Pool,
  counter: Counter,
  fn: (tx: Pick<Db, 'query' | 'exec'>) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn({
      query: async (sql, params) => {
        counter.n += 1;
        return (await client.query(sql, params)).rows as never;
      },
      exec: async (sql) => {
        counter.n += 1;
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
}

/** LISTEN on a connection of its own (a session outside the pool); `onLost` when it ends unasked. */
async function pgListen(
  url: string,
  listeners: Set<pg.Client>,
  subscription: { channel: string; onPayload: (payload: string) => void; onLost?: () => void },
): Promise<() => Promise<void>> {
  const { channel, onPayload, onLost } = subscription;
  const client = new pg.Client({ connectionString: url });
  let lost = false;
  const lose = () => {
    if (lost || !listeners.has(client)) return;
    lost = true;
    listeners.delete(client);
    onLost?.();
  };
  // A lost listening connection must not bring the API down: its subscriber hears `onLost`.
  client.on('error', (error) => {
    console.error('api: notification connection:', error.message);
    lose();
  });
  client.on('end', lose);
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  });
  await client.connect();
  await client.query(`listen ${checkChannel(channel)}`);
  listeners.add(client);
  return async () => {
    if (!listeners.delete(client)) return;
    await client.end();
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle connection the server ends (a restart, a dropped database) is replaced, not fatal.
  pool.on('error', (error) => console.error('api: idle database connection:', error.message));
  await pool.query('select 1');
  const listeners = new Set<pg.Client>();
  const counter: Counter = { n: 0 };
  const nameOf = statementNamer();
  const query: Db['query'] = async (sql, params) => {
    counter.n += 1;
    const name = params && params.length > 0 ? nameOf(sql) : undefined;
    const config: pg.QueryConfig = name
      ? { text: sql, values: params ?? [], name }
      : { text: sql, values: params ?? [] };
    return (await pool.query(config)).rows as never;
  };
  return {
    query,
    exec: async (sql) => {
      counter.n += 1;
      await pool.query(sql);
    },
    transaction: (fn) => pgTransaction(pool, counter, fn),
    notify: async (channel, payload) => {
      await query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    listen: (channel, onPayload, onLost) =>
      pgListen(url, listeners, { channel, onPayload, ...(onLost ? { onLost } : {}) }),
    queries: () => counter.n,
    close: async () => {
      const open = [...listeners];
      listeners.clear();
      await Promise.all(open.map((client) => client.end()));
      await pool.end();
    },
  };
}

/** One numbered schema change (server/db/migrations.ts). */
export type Migration = { version: number; name: string; sql: string };
