/**
 * Migration 13 (docs/compliance.md "Help resources", "Who runs the site"): a stored locale's
 * single help line becomes a list of lines, the old seed's line without a number its country's
 * real one; a database with content gets the demo publisher's site settings, an empty one none.
 */
import { describe, expect, it } from 'vitest';
import { openDb } from '../../../server/db/db';
import { MIGRATIONS, migrate } from '../../../server/db/migrations';
import { isEmpty } from '../../../server/seed/index';
import { DEMO_PUBLISHER, HelpService, SiteSettings } from '../../../src/domain/entities';
import { dbBefore } from './migration-db';

/** A stored locale of the shape before migration 13. */
const stored = (locale: string, country: string, phone: string | null) => ({
  locale,
  country: { cc_alpha2: country },
  compliance: {
    help: {
      helpLine: { name: `Линия ${locale}`, phone, url: null },
      exclusion: { authority: 'НАП' },
      blockingTools: [],
    },
  },
});

describe('migration 13 (help lines and publisher)', () => {
  it('turns each stored help line into a list and gives the site settings the demo publisher', async () => {
    const db = await dbBefore(13);
    const rows = [
      stored('bg-BG', 'BG', null),
      stored('bg-DE', 'DE', null),
      stored('bg-XX', 'GR', '+30 210 000 0000'),
      stored('bg-YY', 'RO', null),
    ];
    for (const [i, doc] of rows.entries())
      await db.query('insert into locales (locale, position, doc) values ($1, $2, $3)', [
        doc.locale,
        i,
        JSON.stringify(doc),
      ]);
    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version === 13),
      ),
    ).toEqual([13]);

    const docs = await db.query<{ doc: { compliance: { help: Record<string, unknown> } } }>(
      'select doc from locales order by position',
    );
    const helps = docs.map((d) => d.doc.compliance.help);
    for (const help of helps) {
      expect(help).not.toHaveProperty('helpLine');
      expect(help.exclusion).toEqual({ authority: 'НАП' });
    }
    const lines = helps.map((h) => HelpService.array().parse(h.services));
    expect(lines.map((l) => l.map((s) => s.phone))).toEqual([
      ['0888 99 18 66'],
      ['0800 1 37 27 00'],
      ['+30 210 000 0000'],
      [],
    ]);
    expect(lines[0]?.[0]?.source).toBe('https://www.drugsinfo-bg.org/');
    expect(lines[2]?.[0]).toMatchObject({ name: 'Линия bg-XX', checkedAt: null, source: null });

    const [settings] = await db.query<{ doc: unknown }>(
      "select doc from documents where key = 'site-settings:bg'",
    );
    expect(SiteSettings.parse(settings?.doc).publisher).toEqual(DEMO_PUBLISHER);
  });

  it('leaves an empty database empty, for the seed to fill', async () => {
    const db = await openDb({ dataDir: 'memory' });
    await migrate(db);
    expect(await isEmpty(db)).toBe(true);
    expect(await db.query('select key from documents')).toEqual([]);
  });
});
