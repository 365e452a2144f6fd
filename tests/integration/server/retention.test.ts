/**
 * Receivers keep the disk bounded (product §7): their rows are pruned by count as new ones come
 * (RECEIVERS_KEEP_ROWS) and by age (RECEIVERS_KEEP_DAYS), reviews only while pending; on the
 * project's database (PGlite, or a database of its own on the test PostgreSQL server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pruneTable } from '../../../server/content/retention';
import { openDb } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrations';
import type { RunningApi } from '../../../server/listen';
import { createDatabase, testPostgres } from '../postgres/databases';
import { getJson, postJson, startTestApi } from './helpers';

let api: RunningApi;
beforeAll(async () => {
  api = await startTestApi({ RECEIVERS_KEEP_ROWS: '3' });
});
afterAll(async () => {
  await api.close();
});

describe('retention (RECEIVERS_KEEP_ROWS, RECEIVERS_KEEP_DAYS)', () => {
  it('keeps the newest rows of a table, pruned as new ones come', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const sent = await postJson(api.url, '/mail/slot-request', {
        slotName: `Слот ${String(i)}`,
        email: 'reader@example.bg',
      });
      expect(sent.status).toBe(202);
    }
    const { items } = z
      .object({ items: z.array(z.object({ body: z.object({ slotName: z.string() }) })) })
      .parse((await getJson(api.url, '/__test/outbox')).body);
    expect(items.map((i) => i.body.slotName)).toEqual(['Слот 3', 'Слот 4', 'Слот 5']);
  });

  it('prunes rows past the age, and reviews only while pending', async () => {
    const adminUrl = testPostgres();
    const database = adminUrl ? await createDatabase(adminUrl) : null;
    const db = await openDb(database ? { databaseUrl: database.url } : { dataDir: 'memory' });
    await migrate(db);
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    for (const age of [40, 31, 29, 1]) {
      await db.query('insert into events (body, created_at) values ($1, $2)', ['{}', days(age)]);
    }
    const review = `insert into casino_reviews (locale, casino_slug, rating, title, body, author_name,
      email, status, created_at) values ('bg-BG', 'x', 5, 't', 'b', 'n', 'e@x.bg', $1, $2)`;
    await db.query(review, ['pending', days(40)]);
    await db.query(review, ['published', days(40)]);
    const retention = { keepDays: 30, keepRows: 100, byAge: true };
    expect(await pruneTable(db, 'events', retention)).toBe(2);
    expect(await pruneTable(db, 'events', { ...retention, byAge: false, keepRows: 1 })).toBe(1);
    expect(await pruneTable(db, 'casino_reviews', retention)).toBe(1);
    const left = await db.query<{ status: string }>('select status from casino_reviews');
    expect(left).toEqual([{ status: 'published' }]);
    await db.close();
    await database?.drop();
  });
});
