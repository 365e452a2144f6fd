/** Starts the content API on a real port over a real database (used by main.ts and tests). */
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { openDb } from './db/db';
import { migrate } from './db/migrations';
import { parseApiEnv, type ApiEnv } from './env';
import { createFaults } from './faults';
import { isEmpty, seedDatabase } from './seed/index';
import { seedUsers, usersEmpty } from './seed/users';

/** A running API. */
export type RunningApi = { url: string; env: ApiEnv; close: () => Promise<void> };

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
  );
  await migrate(db);
  const faults = createFaults(
    {
      latencyMs: env.FAULT_LATENCY_MS,
      errorRate: env.FAULT_ERROR_RATE,
      timeoutRate: env.FAULT_TIMEOUT_RATE,
      paths: env.FAULT_PATHS ? new RegExp(env.FAULT_PATHS) : null,
    },
    env.FAULT_SEED,
  );
  let app: Hono | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (request) =>
          app
            ? app.fetch(request)
            : Response.json({ error: 'starting', message: 'The API is starting' }, { status: 503 }),
        port: env.PORT,
        hostname: env.HOST,
      },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST}:${port}`;
  if (env.API_RESEED || (await isEmpty(db))) {
    await seedDatabase(db, {
      seed: env.API_SEED,
      siteUrl: env.SITE_URL,
      mediaUrl: env.API_PUBLIC_URL ?? url,
      pages: env.API_PAGES,
      appVersion: env.PUBLISHED_APP_VERSION,
      apiVersion: env.API_VERSION,
    });
  }
  if (env.API_RESEED || (await usersEmpty(db))) {
    await seedUsers(db, { mediaUrl: env.API_PUBLIC_URL ?? url });
  }
  app = createApp({ db, env, faults });
  return {
    url,
    env,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
