/**
 * Several content API processes on one PostgreSQL database: started at once on a fresh database,
 * every migration is applied exactly once and the seed written once, and all of them serve the
 * same content and see each other's writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDb } from '../../../server/db/db';
import { MIGRATIONS, migrate, type Migration } from '../../../server/db/migrations';
import { PageList } from '../../../src/domain/entities';
import { getJson, postJson, startTestApi } from '../server/helpers';
import { createDatabase, testPostgres, type TestDatabase } from './databases';

const ROOT = join(import.meta.dirname, '../../..');
const PROCESSES = 3;
const START_TIMEOUT_MS = 90_000;

const adminUrl = testPostgres();
if (!adminUrl) throw new Error('This file runs in the integration-postgres project only');

const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(children.map(stopChild));
  await Promise.all(databases.map((d) => d.drop()));
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createDatabase(adminUrl!);
  databases.push(database);
  return database;
}

async function rowsOf<R>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as R[];
  } finally {
    await client.end();
  }
}

const StartLine = z.object({
  url: z.string(),
  migrations: z.array(z.number().int()),
  seeded: z.boolean(),
});
type Started = z.infer<typeof StartLine>;

/** `npm run api` as its own process; resolves with what it printed once it serves. */
function startApiProcess(databaseUrl: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATABASE_URL: databaseUrl, API_TEST_ENDPOINTS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let stderr = '';
    let url: string | undefined;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      url ??= /^Content API listening on (\S+)/.exec(line)?.[1];
      const database = /^Content API database: migrations applied (\[[^\]]*\]), (.+)$/.exec(line);
      if (!database || !url) return;
      resolve(
        StartLine.parse({
          url,
          migrations: JSON.parse(database[1] ?? 'null') as unknown,
          seeded: database[2] === 'seeded',
        }),
      );
    });
  });
}

/** Opens /changes and resolves with a reader that waits for a text in the stream. */
async function openChangeStream(base: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/changes`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (needle: string) => {
    while (!text.includes(needle)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    return text;
  };
  await readUntil('event: ready');
  return { readUntil, close: () => controller.abort() };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('the API tests of this project run on PostgreSQL', () => {
  it('startTestApi gives each API its own database on the test server', async () => {
    const [a, b] = await Promise.all([startTestApi(), startTestApi()]);
    try {
      const urlA = a.env.DATABASE_URL ?? '';
      expect(urlA).toMatch(/^postgres:\/\/.*\/api_[0-9a-f]{16}$/);
      expect(b.env.DATABASE_URL).not.toBe(urlA);
      const sent = await postJson(a.url, '/mail/slot-request', {
        slotName: 'Пирин',
        email: 'a@b.bg',
      });
      expect(sent.status).toBe(202);
      const kept = await rowsOf<{ kind: string }>(urlA, 'select kind from outbox');
      expect(kept).toEqual([{ kind: 'slot-request' }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('API processes sharing one PostgreSQL database', () => {
  it(
    `${PROCESSES} processes started at once on a fresh database: each migration once, one seed, all serving`,
    async () => {
      const { url: databaseUrl } = await freshDatabase();
      const started = await Promise.all(
        Array.from({ length: PROCESSES }, () => startApiProcess(databaseUrl)),
      );

      const versions = MIGRATIONS.map((m) => m.version);
      const appliedByAll = started.flatMap((s) => s.migrations).sort((x, y) => x - y);
      expect(appliedByAll).toEqual(versions);
      const recorded = await rowsOf<{ version: number }>(
        databaseUrl,
        'select version from schema_migrations order by version',
      );
      expect(recorded.map((r) => r.version)).toEqual(versions);
      expect(started.filter((s) => s.seeded)).toHaveLength(1);
      const [locales] = await rowsOf<{ n: number }>(
        databaseUrl,
        'select count(*)::int as n from locales',
      );
      expect(locales?.n).toBe(2);

      const lists = await Promise.all(
        started.map(async (s) => {
          const { status, body } = await getJson(s.url, '/pages', { 'x-locale': 'bg-BG' });
          expect(status).toBe(200);
          return PageList.parse(body);
        }),
      );
      expect(lists[0]?.pages.length).toBeGreaterThan(100);
      for (const list of lists) expect(list).toEqual(lists[0]);

      const [first, ...others] = started;
      const sent = await postJson(first!.url, '/mail/slot-request', {
        slotName: 'Рила Джакпот',
        email: 'reader@example.bg',
      });
      expect(sent.status).toBe(202);
      for (const other of others) {
        const { body } = await getJson(other.url, '/__test/outbox');
        expect(JSON.stringify(body)).toContain('Рила Джакпот');
      }

      // A document change made through one process reaches the change streams of all.
      const streams = await Promise.all(started.map((s) => openChangeStream(s.url)));
      try {
        const config = { caution: null, refresh: true, updatedAt: '2026-11-25T10:00:00.000Z' };
        const put = await postJson(
          first!.url,
          '/configurations/bg/popups/bg-DE',
          config,
          {},
          'PUT',
        );
        expect(put.status).toBe(200);
        for (const stream of streams) {
          const text = await stream.readUntil('event: popups');
          expect(text).toContain('"locale":"bg-DE"');
        }
      } finally {
        for (const stream of streams) stream.close();
      }
    },
    START_TIMEOUT_MS,
  );

  it('migrate() racing on separate connections applies any list once, whatever it holds', async () => {
    const { url } = await freshDatabase();
    // Two migrations beyond the shipped list with a visible side effect each: run twice, the
    // probe table would hold four rows (or the second create would fail).
    const extra: Migration[] = [
      {
        version: 9001,
        name: 'probe',
        sql: 'create table probe (n int); insert into probe values (1);',
      },
      { version: 9002, name: 'probe-more', sql: 'insert into probe values (2);' },
    ];
    const list = [...MIGRATIONS, ...extra];
    const dbs = await Promise.all(Array.from({ length: 4 }, () => openDb({ databaseUrl: url })));
    try {
      const applied = await Promise.all(dbs.map((db) => migrate(db, list)));
      expect(applied.flat().sort((x, y) => x - y)).toEqual(list.map((m) => m.version));
      expect(applied.filter((a) => a.length > 0)).toHaveLength(1);
      const probe = await rowsOf<{ n: number }>(url, 'select n from probe order by n');
      expect(probe).toEqual([{ n: 1 }, { n: 2 }]);
      // A later start with a longer list applies only what is new.
      const later = await migrate(dbs[0]!, [
        ...list,
        { version: 9003, name: 'probe-last', sql: 'insert into probe values (3);' },
      ]);
      expect(later).toEqual([9003]);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
