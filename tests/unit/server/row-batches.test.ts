import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import type { Pruner } from '../../../server/content/retention';
import { rowBatches } from '../../../server/content/row-batches';

/** A database that keeps each statement's bodies and fails the statements it is told to. */
function recordingDb(failing = new Set<number>()) {
  const statements: string[][] = [];
  const db: Pick<Db, 'query'> = {
    query: (_sql, params) => {
      statements.push([...(params?.[0] as string[])]);
      return failing.has(statements.length)
        ? Promise.reject(new Error('disk full'))
        : Promise.resolve([]);
    },
  };
  return { db, statements };
}

const prunes: string[] = [];
const pruner: Pruner = {
  after: (table) => {
    prunes.push(table);
    return Promise.resolve(0);
  },
  all: () => Promise.resolve(),
};

describe('rowBatches', () => {
  it('writes the bodies of one turn in one statement, in the order they came, then prunes', async () => {
    const { db, statements } = recordingDb();
    const batches = rowBatches(db, 'cache_clears', pruner);
    prunes.length = 0;
    await Promise.all(Array.from({ length: 16 }, (_, n) => batches.add({ slug: `page-${n}` })));
    expect(statements).toEqual([
      Array.from({ length: 16 }, (_, n) => JSON.stringify({ slug: `page-${n}` })),
    ]);
    expect(prunes).toEqual(['cache_clears']);
  });

  it('a body that comes during a write waits for the next one; none is lost', async () => {
    const { db, statements } = recordingDb();
    const batches = rowBatches(db, 'cache_clears', pruner);
    const first = batches.add({ slug: 'a' });
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batches.add({ slug: 'b' }), batches.add({ slug: 'c' })];
    await Promise.all([first, ...later]);
    expect(statements).toEqual([['{"slug":"a"}'], ['{"slug":"b"}', '{"slug":"c"}']]);
  });

  it('a failed write fails each of its requests, and the next write goes on', async () => {
    const { db, statements } = recordingDb(new Set([1]));
    const batches = rowBatches(db, 'events', pruner);
    const failed = await Promise.allSettled([batches.add({ n: 1 }), batches.add({ n: 2 })]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(batches.add({ n: 3 })).resolves.toBeUndefined();
    expect(statements).toEqual([['{"n":1}', '{"n":2}'], ['{"n":3}']]);
  });
});
