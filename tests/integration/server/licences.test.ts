/**
 * NRA licences through the content API (Gambling Act art. 3(1), docs/compliance.md): which
 * operators a locale may link, page answers that say so from the casinos' current licences,
 * /go/'s lookup that refuses them, the popup and lists that leave them out, and the migration that
 * brings older records to the new shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AffiliateBonus,
  BonusPopupResponse,
  CompareResponse,
  InternationalBonusListResponse,
  LocaleList,
  Page,
  PageDocuments,
  PageList,
  type Casino,
  type Licence,
} from '../../../src/domain/entities';
import { hasCurrentNraLicence } from '../../../src/domain/rules/licence';
import { openDb } from '../../../server/db/db';
import { MIGRATIONS, migrate } from '../../../server/db/migrations';
import type { RunningApi } from '../../../server/listen';
import { getJson, postJson, startTestApi } from './helpers';

let api: RunningApi;
const BG = { 'x-locale': 'bg-BG' };
const DE = { 'x-locale': 'bg-DE' };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** Every casino review of a locale, as the API answers it. */
async function reviews(headers: Record<string, string>) {
  const list = PageList.parse((await getJson(api.url, '/pages', headers)).body);
  const slugs = list.pages.filter((p) => p.type === 'casino').map((p) => p.slug);
  const answer = PageDocuments.parse(
    (await getJson(api.url, `/pages?slugs=${slugs.join(',')}`, headers)).body,
  );
  return answer.documents
    .map((d) => Page.parse(d))
    .flatMap((d) => (d.casino ? [{ page: d, casino: d.casino }] : []));
}

/** The /go/ lookup of `code` from a page of `page` for a link of `link`. */
const lookup = (code: string, page: string, link: string) =>
  getJson(api.url, `/bonuses/bonus?code=${code}&locale=${link}`, { 'x-locale': page });

describe('which operators a locale may link', () => {
  it('bg-BG requires a current NRA licence, bg-DE does not, and each says so', async () => {
    const locales = LocaleList.parse((await getJson(api.url, '/locales?lang=bg')).body).locales;
    expect(locales.map((l) => [l.locale, l.compliance.requireNraLicence])).toEqual([
      ['bg-BG', true],
      ['bg-DE', false],
    ]);
  });

  it('every bg-BG page names exactly the casinos without an active NRA licence', async () => {
    const bg = await reviews(BG);
    const unlinked = bg.filter((r) => !hasCurrentNraLicence(r.casino.licences));
    // The seed's few: foreign-licensed only, and NRA licences suspended, revoked or expired.
    expect(unlinked.length).toBeGreaterThanOrEqual(4);
    expect(new Set(unlinked.map((r) => r.casino.licences[0]?.status))).toContain('revoked');
    for (const { page, casino } of bg)
      expect(page.unlinkedOperators.includes(casino.affiliateCode), casino.slug).toBe(
        !hasCurrentNraLicence(casino.licences),
      );
    for (const { page } of await reviews(DE)) expect(page.unlinkedOperators).toEqual([]);
  });

  it('/go/ gets no operator URL for an unlinked casino on bg-BG, nor by naming bg-DE', async () => {
    const code = (await reviews(BG)).find((r) => !hasCurrentNraLicence(r.casino.licences))?.casino
      .affiliateCode;
    if (!code) throw new Error('the seed has no casino without a current NRA licence');
    expect((await lookup(code, 'bg-BG', 'bg-BG')).status).toBe(404);
    // A link's ?locale= cannot lift the page's rule; an unknown locale gets the strictest one.
    expect((await lookup(code, 'bg-BG', 'bg-DE')).status).toBe(404);
    expect((await lookup(code, 'xx-XX', 'xx-XX')).status).toBe(404);
    const de = await lookup(code, 'bg-DE', 'bg-DE');
    expect(de.status).toBe(200);
    expect(AffiliateBonus.parse(de.body).url).toMatch(/example-operator\.com/);
  });

  it('compare names the unlinked among the asked; no popup or international bonus offers one', async () => {
    const bg = await reviews(BG);
    const unlinked = new Set(bg.flatMap((r) => r.page.unlinkedOperators));
    const ids = [
      bg.find((r) => unlinked.has(r.casino.affiliateCode)),
      bg.find((r) => !unlinked.has(r.casino.affiliateCode)),
    ].map((r) => r?.casino.id);
    const compared = CompareResponse.parse(
      (await getJson(api.url, `/compare?ids=${ids.join(',')}`, BG)).body,
    );
    expect(compared.unlinkedOperators).toEqual([compared.items[0]?.affiliateCode]);
    const international = InternationalBonusListResponse.parse(
      (await getJson(api.url, '/int-bonuses?country=DE', BG)).body,
    );
    expect(international.items.length).toBeGreaterThan(0);
    for (const item of international.items) expect(unlinked.has(item.code)).toBe(false);
  });

  it('a casino losing its licence loses its links in the next answers, the popup included', async () => {
    const popup = () =>
      getJson(api.url, '/bonus-popup', BG).then((r) => BonusPopupResponse.parse(r.body));
    const top = (await popup()).casino;
    if (!top) throw new Error('bg-BG offers no popup bonus');
    const review = (await reviews(BG)).find((r) => r.casino.slug === top.slug);
    const revoked: Licence[] = (review?.casino.licences ?? []).map((l) => ({
      ...l,
      status: 'revoked',
      checkedAt: new Date().toISOString(),
    }));
    const put = await postJson(api.url, `/__test/casinos/${top.slug}/licences`, revoked, {}, 'PUT');
    expect(put.status).toBe(200);
    expect((await popup()).casino?.slug).not.toBe(top.slug);
    const home = Page.parse((await getJson(api.url, '/home', BG)).body);
    expect(home.unlinkedOperators).toContain(top.affiliateCode);
    const after = (await reviews(BG)).find((r) => r.casino.slug === top.slug);
    expect(after?.casino.licences.map((l) => l.status)).toEqual(revoked.map(() => 'revoked'));
    expect((await lookup(top.affiliateCode, 'bg-BG', 'bg-BG')).status).toBe(404);
  });
});

describe('migration 8 (licence checks)', () => {
  it('marks a stored licence unverified, keeps what it had and gives a locale the strict profile', async () => {
    const db = await openDb({ dataDir: 'memory' });
    await migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 8),
    );
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
    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 8),
      ),
    ).toEqual([8]);
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
    const [locale] = await db.query<{ doc: { compliance?: { requireNraLicence: boolean } } }>(
      'select doc from locales',
    );
    expect(locale?.doc.compliance?.requireNraLicence).toBe(true);
  });
});
