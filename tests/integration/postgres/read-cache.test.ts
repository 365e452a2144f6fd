/**
 * The read cache across API processes on one PostgreSQL database (docs/content-api.md "Reads from
 * memory"): a change written through one process drops the answers every process keeps, and a
 * process whose listening connection is lost keeps nothing until it listens again, then catches
 * up with what it missed; concurrent misses of one answer are built once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CasinoListResponse, Page } from '../../../src/domain/entities';
import { startApi, type RunningApi } from '../../../server/listen';
import { editAsAdmin, getJson, startTestApi } from '../server/helpers';
import { openChangeStream } from '../server/sse';
import { testPostgres } from './databases';

const adminUrl = testPostgres();
if (!adminUrl) throw new Error('This file runs in the integration-postgres project only');

const BG = { 'x-locale': 'bg-BG' };
const Reads = z.object({
  queries: z.number(),
  answers: z.object({ live: z.boolean(), resets: z.number() }),
});
const reads = async (api: RunningApi) =>
  Reads.parse((await getJson(api.url, '/__test/reads')).body);

/** GET `path` from `api` with the statements it ran for it. */
async function read(api: RunningApi, path: string) {
  const before = (await reads(api)).queries;
  const { body } = await getJson(api.url, path, BG);
  return { body, ran: (await reads(api)).queries - before };
}

const rename = (api: RunningApi, slug: string, name: string) =>
  editAsAdmin(api.url, `/admin/casinos/${slug}`, { name });

/** Ends the listening connections of the database `url` names, as a server restart would. */
async function dropListeners(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and query ilike 'listen %'`,
      [new URL(url).pathname.slice(1)],
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
};

describe('two API processes on one PostgreSQL database', () => {
  let a: RunningApi;
  let b: RunningApi;
  beforeAll(async () => {
    a = await startTestApi();
    b = await startApi({
      PORT: '0',
      API_TEST_ENDPOINTS: '1',
      DATABASE_URL: a.env.DATABASE_URL ?? '',
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('both drop the answers a change made through one of them names', async () => {
    const top = CasinoListResponse.parse((await getJson(a.url, '/casinos?pageSize=1', BG)).body);
    const casino = top.items[0];
    if (!casino) throw new Error('The seed has no casino');
    const path = `/${casino.slug}`;
    for (const api of [a, b]) {
      await read(api, path);
      expect((await read(api, path)).ran).toBe(0);
    }
    const stream = await openChangeStream(b.url);
    const name = `${casino.name} (B вижда)`;
    await rename(a, casino.slug, name);
    // B has dropped its answer once its stream tells of the change.
    await stream.until(
      (e) => e.event === 'change' && e.data.includes(`casino:${String(casino.id)}`),
    );
    stream.close();
    for (const api of [a, b]) {
      const again = await read(api, path);
      expect(again.ran).toBeGreaterThan(0);
      expect(Page.parse(again.body).casino?.name).toBe(name);
    }
  });

  // On PGlite a statement runs to its end before the next request is read: no misses overlap.
  it('builds concurrent misses of one answer once, and gives each the same bytes', async () => {
    const one = await read(a, '/casinos?pageSize=6');
    expect(one.ran).toBeGreaterThan(0);
    const before = (await reads(a)).queries;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        fetch(`${a.url}/casinos?pageSize=7`, { headers: BG }).then((r) => r.text()),
      ),
    );
    expect((await reads(a)).queries - before).toBe(one.ran);
    expect(new Set(answers).size).toBe(1);
  });

  it('a process whose listener is lost keeps nothing, listens again and catches up', async () => {
    const top = CasinoListResponse.parse((await getJson(a.url, '/casinos?pageSize=2', BG)).body);
    const casino = top.items[1];
    if (!casino) throw new Error('The seed has fewer than two casinos');
    const path = `/${casino.slug}`;
    await read(b, path);
    expect((await read(b, path)).ran).toBe(0);

    const { resets } = (await reads(b)).answers;
    expect(await dropListeners(a.env.DATABASE_URL ?? '')).toBeGreaterThan(0);
    // Written through A while B's (and A's) listener is gone: no NOTIFY reaches B.
    const name = `${casino.name} (пропуснато)`;
    await rename(a, casino.slug, name);
    // B lost its listener (kept nothing meanwhile) and listens again.
    await until(async () => {
      const now = (await reads(b)).answers;
      return now.resets >= resets + 2 && now.live;
    });
    const after = await read(b, path);
    expect(Page.parse(after.body).casino?.name).toBe(name);
    expect((await read(b, path)).ran).toBe(0);
  });
});
