/**
 * `npm run bench:seed`: seeds the content API's database (in-memory PGlite) with 10,000 and
 * 50,000 bg-BG pages and prints the time and peak memory (seconds, not minutes).
 */
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrations';
import { seedDatabase } from '../server/seed/index';

for (const pages of [10_000, 50_000]) {
  const db = await openDb({ dataDir: 'memory' });
  await migrate(db);
  const started = performance.now();
  const counts = await seedDatabase(db, {
    seed: 1,
    siteUrl: 'http://127.0.0.1:3000',
    mediaUrl: 'http://127.0.0.1:4000',
    pages,
    appVersion: 'v5.20.12-bg',
    apiVersion: 'v5.20.0-bg',
  });
  const seconds = (performance.now() - started) / 1000;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `seed ${pages} bg-BG pages: ${total} pages in all locales in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} pages/s), RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  );
  await db.close();
}
