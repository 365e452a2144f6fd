/**
 * Licences through the content API (docs/compliance.md): which operators a locale may link by the
 * register it follows (bg-BG the NRA's, Gambling Act art. 3(1); bg-DE the GGL's whitelist,
 * GlüStV 2021 §5(7)), page answers that say so from the casinos' current licences, /go/'s lookup
 * that refuses them, and the popup and lists that leave them out. The migrations that bring older
 * records to the new shape: licence-migrations.test.ts.
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
  type Licence,
} from '../../../src/domain/entities';
import { holdsLicence } from '../../../src/domain/rules/licence';
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
  it('bg-BG follows the NRA register, bg-DE the GGL whitelist, and each says so', async () => {
    const locales = LocaleList.parse((await getJson(api.url, '/locales?lang=bg')).body).locales;
    expect(locales.map((l) => [l.locale, l.compliance.licenceRegister])).toEqual([
      ['bg-BG', 'nra'],
      ['bg-DE', 'ggl'],
    ]);
  });

  it("every page names exactly the casinos without an active licence in its locale's register", async () => {
    const bg = await reviews(BG);
    const unlinked = bg.filter((r) => !holdsLicence(r.casino.licences, 'nra'));
    // The seed's few: foreign-licensed only, and NRA licences suspended, revoked or expired.
    expect(unlinked.length).toBeGreaterThanOrEqual(4);
    expect(new Set(unlinked.map((r) => r.casino.licences[0]?.status))).toContain('revoked');
    for (const [headers, register] of [
      [BG, 'nra'],
      [DE, 'ggl'],
    ] as const)
      for (const { page, casino } of await reviews(headers))
        expect(page.unlinkedOperators.includes(casino.affiliateCode), casino.slug).toBe(
          !holdsLicence(casino.licences, register),
        );
  });

  it('/go/ gets no operator URL for an unlinked casino on bg-BG, nor by naming bg-DE', async () => {
    // A casino bg-BG may not link and bg-DE may: not on the NRA's register, on the GGL's.
    const code = (await reviews(DE)).find(
      (r) => !holdsLicence(r.casino.licences, 'nra') && holdsLicence(r.casino.licences, 'ggl'),
    )?.casino.affiliateCode;
    if (!code) throw new Error('the seed has no casino on the GGL list without an NRA licence');
    expect((await lookup(code, 'bg-BG', 'bg-BG')).status).toBe(404);
    // A link's ?locale= cannot lift the page's rule; an unknown locale gets the NRA's.
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
