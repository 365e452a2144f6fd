/**
 * Migration 12 (docs/consent.md): stored helpful votes take the one spelling a visitor id is
 * compared in, the first of a visitor's copies counting; a stored privacy policy gets the list of
 * what is stored, rendered from the code's register, in place of the first seed's hand-written
 * cookie table. And the seed's privacy policy places that list.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../../server/db/db';
import { Page } from '../../../src/domain/entities';
import { getJson, startTestApi } from './helpers';
import { dbBefore, migrateThrough } from './migration-db';

const FIRST = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b90';
const SECOND = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** The cookie table the first seed's privacy policy carried, as it was stored. */
const FIRST_TABLE =
  '<table><thead><tr><th>Бисквитка</th><th>Цел</th><th>Срок</th></tr></thead><tbody>' +
  '<tr><td>accept-cookies</td><td>необходима: помни избора ви за бисквитки</td><td>6 месеца</td></tr>' +
  '<tr><td>age-regulation</td><td>необходима: помни потвърждението за 18+</td><td>6 месеца</td></tr>' +
  '<tr><td>refId</td><td>необходима за поисканата услуга: помни линка за покана от приятел до регистрацията</td><td>30 дни</td></tr>' +
  '<tr><td>anonId (локално хранилище)</td><td>анонимен идентификатор на браузъра за статистиката (само със съгласие) и за точките в общността</td><td>до изтриване от браузъра</td></tr>' +
  '</tbody></table>';

let db: Db;

beforeEach(async () => {
  db = await dbBefore(12);
});
afterEach(async () => {
  await db.close();
});

const migrate12 = () => migrateThrough(db, 12);

describe('migration 12: helpful votes', () => {
  it('keeps each stored vote in one spelling, the first of a visitor’s copies counting', async () => {
    const [review] = await db.query<{ id: number }>(
      `insert into casino_reviews (locale, casino_slug, rating, title, body, author_name, email, status)
       values ('bg-BG', 'c', 4, 't', 'b', 'n', 'e@x.bg', 'published') returning id`,
    );
    const votes: [string, string][] = [
      [FIRST, '2026-11-01T10:00:00Z'],
      [FIRST.toUpperCase(), '2026-11-02T10:00:00Z'],
      [` ${SECOND.toUpperCase()}`, '2026-11-03T10:00:00Z'],
      ['legacy-id-kept', '2026-11-04T10:00:00Z'],
    ];
    for (const [visitor, at] of votes)
      await db.query(
        'insert into review_votes (review_id, visitor_id, created_at) values ($1, $2, $3)',
        [review?.id, visitor, at],
      );
    expect(await migrate12()).toEqual([12]);
    const kept = await db.query<{ visitor_id: string; created_at: Date | string }>(
      'select visitor_id, created_at from review_votes order by created_at',
    );
    expect(kept.map((v) => [v.visitor_id, new Date(v.created_at).toISOString()])).toEqual([
      [FIRST, '2026-11-01T10:00:00.000Z'],
      [SECOND, '2026-11-03T10:00:00.000Z'],
      ['legacy-id-kept', '2026-11-04T10:00:00.000Z'],
    ]);
  });
});

/** A stored privacy policy: its text, and what else its content list holds. */
async function storePrivacy(locale: string, html: string, more: unknown[] = []): Promise<void> {
  const doc = {
    slug: 'privacy-policy',
    title: 'Политика за поверителност',
    content: [{ component: 'rich-text', id: 'body', html }, ...more],
  };
  await db.query(
    `insert into pages (locale, slug, type, title, updated_at, doc)
     values ($1, 'privacy-policy', 'default', 'Политика', now(), $2)`,
    [locale, JSON.stringify(doc)],
  );
}

const Stored = z.object({ content: z.array(z.looseObject({ component: z.string() })) });

describe('migration 12: the privacy policy', () => {
  it('places the list from the register where the first seed had its own table', async () => {
    await storePrivacy(
      'bg-BG',
      `<h2>7. Бисквитки</h2><p>Текст.</p>${FIRST_TABLE}<h2>8. Друго</h2>`,
    );
    const edited = '<h2>7. Бисквитки</h2><table><tr><td>своя таблица</td></tr></table>';
    const listed = { component: 'stored-items', id: 'own', heading: 'Своето заглавие' };
    await storePrivacy('bg-DE', edited, [listed]);
    await migrate12();
    const docs = await db.query<{ locale: string; doc: unknown }>(
      "select locale, doc from pages where slug = 'privacy-policy' order by locale",
    );
    const [bg, de] = docs.map((d) => Stored.parse(d.doc).content);
    expect(bg?.map((c) => c.component)).toEqual(['rich-text', 'stored-items']);
    const html = String(bg?.[0]?.html);
    expect(html).not.toContain('<table>');
    expect(html).toContain('изброено по категории в края на тази страница');
    expect(html).toContain('<h2>8. Друго</h2>');
    // Text edited since, and a list already placed, stay as they are.
    expect(de).toEqual([{ component: 'rich-text', id: 'body', html: edited }, listed]);
  });
});

describe('the seed', () => {
  it('gives every locale’s privacy policy the list of what is stored', async () => {
    const api = await startTestApi();
    try {
      for (const locale of ['bg-BG', 'bg-DE']) {
        const page = Page.parse(
          (await getJson(api.url, '/privacy-policy', { 'x-locale': locale })).body,
        );
        expect(page.content.map((c) => c.component)).toContain('stored-items');
      }
    } finally {
      await api.close();
    }
  });
});
