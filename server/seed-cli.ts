/** `tsx server/seed-cli.ts --pages 50000 [--seed 1]`: (re)seeds the API's database in its data folder. */
import { parseArgs } from 'node:util';
import { openDb } from './db/db';
import { migrate } from './db/migrations';
import { parseApiEnv } from '../src/config/api-env';
import { seedDatabase } from './seed/index';

const { values } = parseArgs({ options: { pages: { type: 'string' }, seed: { type: 'string' } } });
const env = parseApiEnv({ ...process.env, API_PAGES: values.pages, API_SEED: values.seed });
const db = await openDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.API_DATA_DIR },
);
await migrate(db);
const started = performance.now();
const counts = await seedDatabase(db, {
  seed: env.API_SEED,
  siteUrl: env.SITE_URL,
  mediaUrl: env.API_PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`,
  pages: env.API_PAGES,
  appVersion: env.PUBLISHED_APP_VERSION,
  apiVersion: env.API_VERSION,
});
console.log(
  `Seeded ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await db.close();
