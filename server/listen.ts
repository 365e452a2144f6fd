/** Starts the content API on a real port over a real database (used by main.ts and tests). */
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { withKeptReads } from './answers/fast-path';
import { openReads } from './answers/reads';
import type { AnswerStore } from './answers/store';
import { fillPageRefs } from './content/edit-effects';
import { openDb, type Db } from './db/db';
import { MIGRATED, migrate } from './db/migrations';
import { parseApiEnv, type ApiEnv } from '../src/config/api-env';
import { serverTimeouts } from '../src/config/server-timeouts';
import { createPruner } from './content/retention';
import { createFaults } from './faults';
import { seedDatabase, seedIfEmpty } from './seed/index';
import { seedUsers, seedUsersIfEmpty } from './seed/users';

/** A running API. */
export type RunningApi = {
  url: string;
  env: ApiEnv;
  /**
   * The migration versions this start applied: none when another process had applied them, or
   * when a database in memory or in a new data folder loaded them with its stored cluster
   * (server/db/stored-cluster.ts).
   */
  migrations: number[];
  /** Whether this start wrote the seed (an empty database, or API_RESEED). */
  seeded: boolean;
  /** Every route the API answers, middleware left out (the fuzz test walks them). */
  routes: { method: string; path: string }[];
  close: () => Promise<void>;
};

/** The app's routes without its middleware (a handler of `*` or a path ending in `*`). */
function routesOf(app: Hono): RunningApi['routes'] {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
    .map(({ method, path }) => ({ method, path }))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
}

/** The fault injection the env asks for (docs/configuration.md). */
function faultsOf(env: ApiEnv) {
  return createFaults(
    {
      latencyMs: env.FAULT_LATENCY_MS,
      errorRate: env.FAULT_ERROR_RATE,
      timeoutRate: env.FAULT_TIMEOUT_RATE,
      paths: env.FAULT_PATHS ? new RegExp(env.FAULT_PATHS) : null,
    },
    env.FAULT_SEED,
  );
}

/**
 * Listens on the env's port, answering 503 until `app()` has an app to answer with; the kept
 * reads of `answers()` are written by the server itself.
 */
function listen(
  env: ApiEnv,
  app: () => Hono | null,
  answers: () => AnswerStore | null,
): Promise<ReturnType<typeof serve>> {
  return new Promise((resolve) => {
    const s = serve(
      {
        createServer: withKeptReads(answers),
        // The node bindings go on to the app: the change stream's caps read the client address.
        fetch: (request, bindings) =>
          app()?.fetch(request, bindings) ??
          Response.json({ error: 'starting', message: 'The API is starting' }, { status: 503 }),
        port: env.PORT,
        hostname: env.HOST,
        serverOptions: serverTimeouts(env),
      },
      () => resolve(s),
    );
  });
}

/** Seeds content and users (again with API_RESEED); true when this start wrote the content. */
async function seed(db: Db, env: ApiEnv, mediaUrl: string): Promise<boolean> {
  const seedOptions = {
    seed: env.API_SEED,
    siteUrl: env.SITE_URL,
    mediaUrl,
    pages: env.API_PAGES,
    appVersion: env.PUBLISHED_APP_VERSION,
    apiVersion: env.API_VERSION,
  };
  let seeded = true;
  if (env.API_RESEED) await seedDatabase(db, seedOptions);
  else seeded = (await seedIfEmpty(db, seedOptions)) !== null;
  if (env.API_RESEED) await seedUsers(db, { mediaUrl });
  else await seedUsersIfEmpty(db, { mediaUrl });
  return seeded;
}

/**
 * Starts the API. `overrides` take precedence over process.env, e.g.
 * `{ PORT: '0', API_DATA_DIR: 'memory', API_TEST_ENDPOINTS: '1' }`. Listens first (so a port of 0
 * is known for media URLs), answers 503 until migrations and the seed are done, then serves.
 */
export async function startApi(
  overrides: Record<string, string | undefined> = {},
): Promise<RunningApi> {
  const env = parseApiEnv({ ...process.env, ...overrides });
  const db = await openDb(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.API_DATA_DIR },
    MIGRATED,
  );
  const migrations = await migrate(db);
  const faults = faultsOf(env);
  let app: Hono | null = null;
  let fastReads: AnswerStore | null = null;
  const server = await listen(
    env,
    () => app,
    () => fastReads,
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST}:${port}`;
  const seeded = await seed(db, env, env.API_PUBLIC_URL ?? url);
  await fillPageRefs(db);
  const { changes, answers } = await openReads(db, env);
  const pruner = createPruner(db, env);
  await pruner.all();
  app = createApp({ db, env, faults, changes, pruner, answers });
  // The test request log and fault injection see every request: no answer bypasses them then.
  if (!env.API_TEST_ENDPOINTS && !faults.active()) fastReads = answers;
  return {
    url,
    env,
    migrations,
    seeded,
    routes: routesOf(app),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await changes.close();
      await db.close();
    },
  };
}
