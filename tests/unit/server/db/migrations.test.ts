/**
 * A shipped migration never changes (server/db/migrations.ts): each one's SQL is pinned as it
 * shipped, and none is built from the seed, so a database migrated before a seed change and one
 * migrated after it hold the same documents.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** sha256 of each migration's SQL when it shipped (8: as commit 2c7b178 built it from the seed). */
const SHIPPED: Readonly<Record<number, string>> = {
  1: 'a920e5572631665a788edb712c19d84424eee6b85f26da537ad500444d240d98',
  2: 'a3104954bd62a800aca4d0e102eaf66dea6febc97795a840490d9d62b65b4a0e',
  3: '0762e5c3b8e4a7409a82173beb9a41a0d5e343a2bc3a6a5b9fe3e12aba6a4351',
  4: '4499a04302ee38ed9f79976f276e9d29f649cdfdab739aaa4b6410a809359d05',
  5: 'fef5bcb317344ba40dff3dae96f2091075cf3ba38252a92a4d105d742472652d',
  6: '52439f04580ebc4d4314e7a1b5d35c341064f35f7c7538b5cfec62aac33fac53',
  7: '99941d6e180fd1e2e1793e483a99c55fdf9b34fd3630a049a7d80fdc53e9ba95',
  8: '56a5e60453ea9066312d977451993cb7873282f5e530d7f7887b030229d798a2',
  9: '689e22d50744bf72609d4324d9bcf15e29c036e27893c1a86d4bae041c997e1b',
  10: '06aa840465ed2c8f7bc1f43312cc5b070a70af4fad8e0fa47a8bfde4880d0f05',
  11: '239f2e55a7d0a85054a1f4ce0f9562f5bf8de28e555d96efe5919e677ed7f127',
  12: '11bda4b663cf6d3cf18dfc2f2e126bd5a832bae55458f298695cf8a68a30aae2',
  13: '2c448072a123cfddff9c4c84c65f851907b887f70ee7fe11ae05eff86b5d73d4',
  14: '1e45248558fdaf4d9a55b9473b43acf6350f72de04fb19948f86129dd170219e',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The SQL of each migration, read from a fresh import of the module. */
async function shippedSql(): Promise<Map<number, string>> {
  const { MIGRATIONS } = await import('../../../../server/db/migrations');
  return new Map(MIGRATIONS.map((m) => [m.version, m.sql]));
}

describe('shipped migrations are frozen', () => {
  afterEach(() => {
    vi.doUnmock('../../../../server/seed/compliance');
    vi.resetModules();
  });

  it.each(Object.entries(SHIPPED))('migration %s is the SQL it shipped with', async (v, hash) => {
    const sql = (await shippedSql()).get(Number(v));
    expect(sql && sha256(sql)).toBe(hash);
  });

  it("migration 8 stays put when the seed's compliance profile changes", async () => {
    vi.resetModules();
    vi.doMock('../../../../server/seed/compliance', async (original) => ({
      ...(await original<object>()),
      BG_COMPLIANCE: { law: 'a profile the seed holds later', requireNraLicence: false },
    }));
    const sql = (await shippedSql()).get(8);
    expect(sql && sha256(sql)).toBe(SHIPPED[8]);
  });
});
