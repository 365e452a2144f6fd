/**
 * The migrations that bring older licence records to the shape docs/compliance.md describes: on
 * PGlite in memory, each from the schema just before it.
 */
import { describe, expect, it } from 'vitest';
import type { Casino } from '../../../src/domain/entities';
import { MIGRATIONS, migrate } from '../../../server/db/migrations';
import { dbBefore, migrateThrough } from './migration-db';

describe('migration 10 (licence registers)', () => {
  it("names each licence's register and each profile's, in casinos, pages and locales", async () => {
    const db = await dbBefore(10);
    const nra = { authority: 'НАП', number: '1', isNra: true, status: 'active' };
    const mga = { authority: 'MGA', number: '2', isNra: false, status: 'active' };
    const casino = { operator: 'Стар ЕООД', licences: [nra, mga] };
    await db.query(`insert into entities (kind, id, slug, doc) values ('casino', 1, 'a', $1)`, [
      JSON.stringify(casino),
    ]);
    await db.query(
      `insert into pages (locale, slug, type, title, updated_at, doc) values ('bg-BG', 'a', 'casino', 'A', now(), $1)`,
      [JSON.stringify({ slug: 'a', casino })],
    );
    const profile = (requireNraLicence: boolean) => ({
      compliance: { requireNraLicence, law: 'x' },
    });
    await db.query(
      `insert into locales (locale, position, doc) values ('bg-BG', 0, $1), ('bg-DE', 1, $2)`,
      [JSON.stringify(profile(true)), JSON.stringify(profile(false))],
    );
    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version === 10),
      ),
    ).toEqual([10]);
    const withRegister = [
      { authority: 'НАП', number: '1', status: 'active', register: 'nra' },
      { authority: 'MGA', number: '2', status: 'active', register: null },
    ];
    const [entity] = await db.query<{ doc: typeof casino }>('select doc from entities');
    expect(entity?.doc.licences).toEqual(withRegister);
    const [page] = await db.query<{ doc: { casino: typeof casino } }>('select doc from pages');
    expect(page?.doc.casino.licences).toEqual(withRegister);
    const locales = await db.query<{ doc: { compliance: Record<string, unknown> } }>(
      'select doc from locales order by position',
    );
    expect(locales.map((l) => l.doc.compliance)).toEqual([
      { law: 'x', licenceRegister: 'nra' },
      { law: 'x', licenceRegister: null },
    ]);
    await db.close();
  });
});

describe('migration 8 (licence checks)', () => {
  it('marks a stored licence unverified, keeps what it had and gives a locale the strict profile', async () => {
    const db = await dbBefore(8);
    const old = {
      operator: 'Стар ЕООД',
      licences: [{ authority: 'НАП', number: '1', isNra: true }],
    };
    const kept = {
      operator: 'Нов ЕООД',
      licences: [
        {
          authority: 'НАП',
          number: '2',
          isNra: true,
          holder: 'Друг',
          status: 'active',
          checkedAt: null,
        },
      ],
    };
    await db.query(
      `insert into entities (kind, id, slug, doc) values ('casino', 1, 'a', $1), ('casino', 2, 'b', $2)`,
      [JSON.stringify(old), JSON.stringify(kept)],
    );
    await db.query(`insert into locales (locale, position, doc) values ('bg-BG', 0, $1)`, [
      JSON.stringify({ locale: 'bg-BG' }),
    ]);
    expect(await migrateThrough(db, 8)).toEqual([8]);
    const docs = await db.query<{ doc: Pick<Casino, 'licences'> }>(
      "select doc from entities where kind = 'casino' order by id",
    );
    expect(docs.map((d) => d.doc.licences[0])).toEqual([
      {
        authority: 'НАП',
        number: '1',
        isNra: true,
        holder: 'Стар ЕООД',
        status: 'unverified',
        checkedAt: null,
      },
      kept.licences[0],
    ]);
    // The profile it gives follows the NRA's register, once migration 10 names registers.
    await migrate(db);
    const [locale] = await db.query<{ doc: { compliance?: { licenceRegister: string } } }>(
      'select doc from locales',
    );
    expect(locale?.doc.compliance?.licenceRegister).toBe('nra');
  });
});
