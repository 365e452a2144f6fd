/**
 * The compliance rules of licences and of the German profile (docs/compliance.md): a ranked list
 * of an operator the locale's register does not let rank, a licence claimed in free text that the
 * records do not hold, a promotional block without its advertising label, a sign-up for e-mails
 * about offers where the profile forbids one. Pages the real components render pass; each
 * planted break fails, naming its rule.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../../pages/content/+Page';
import { claimFindings } from '../../../../prerender/check/compliance/claims';
import { scanPage, type PageRules } from '../../../../prerender/check/compliance/scan';
import { renderDocumentParts } from '../../../../renderer/document';
import type { Casino, CasinoSummary } from '../../../../src/domain/entities';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { MARK } from '../../../../src/domain/marks';
import { BG_COMPLIANCE, DE_COMPLIANCE } from '../../../../server/seed/compliance';
import { casino, everyComponent, pageView } from '../../../fixtures/content';

const NOW = Date.parse('2026-11-02T00:00:00.000Z');
const rulesOf = (view: PageView): PageRules => ({
  profile: view.locale.compliance,
  unlinked: view.page.unlinkedOperators,
  now: NOW,
});
const htmlOf = (view: PageView) => {
  const { head, body } = renderDocumentParts(Page, view);
  return `<html><head>${head}</head><body>${body}</body></html>`;
};
const found = (view: PageView, html = htmlOf(view)) =>
  scanPage(html, rulesOf(view)).findings.map((f) => [f.rule, f.detail]);

const revoked: Casino = {
  ...casino,
  licences: casino.licences.map((l) => ({ ...l, status: 'revoked' as const })),
};
const card = (c: Casino, over: Partial<CasinoSummary> = {}): CasinoSummary => ({ ...c, ...over });
const topList = (...casinos: CasinoSummary[]) => ({
  component: 'casino-top-list',
  id: 'top',
  heading: 'Топ 10',
  casinos,
});
/** A bg-BG page of `content` whose answer names `unlinked`. */
const bgPage = (content: unknown[], unlinked: string[] = []): PageView => {
  const view = pageView('home', 'home', content);
  return { ...view, page: { ...view.page, unlinkedOperators: unlinked } };
};
/** The same page on bg-DE. */
const dePage = (view: PageView): PageView => ({ ...view, locale: view.locales[1] ?? view.locale });

describe('rankings follow the locale’s register (licence-rank)', () => {
  it('a top list ranks a licensee and shows an unlicensed casino apart, with the reason', () => {
    const other = card(revoked, { id: 6, slug: 'varna-spins', affiliateCode: 'varna-spins' });
    const view = bgPage([topList(card(casino), other)], ['varna-spins']);
    const html = htmlOf(view);
    expect(html).toContain(`${MARK.ranked}="${casino.affiliateCode}"`);
    expect(html).toContain(`${MARK.unranked}="varna-spins"`);
    expect(html).not.toContain(`${MARK.ranked}="varna-spins"`);
    expect(html).toContain('Няма действащ лиценз от НАП (лицензът е отнет)');
    expect(found(view, html)).toEqual([]);
  });

  it('fails a ranked item of an operator the register does not list, naming it', () => {
    // The card says its licence is active; the register (the answer's unlinked) says not.
    const view = bgPage([topList(card(casino))], [casino.affiliateCode]);
    expect(found(view)).toContainEqual([
      'licence-rank',
      `ranks ${casino.affiliateCode}, an operator without an active NRA licence`,
    ]);
  });

  it('bg-DE ranks only GGL licensees: an NRA licence alone does not rank there', () => {
    const html = htmlOf(dePage(bgPage([topList(card(casino))])));
    expect(html).toContain(`${MARK.unranked}="${casino.affiliateCode}"`);
    expect(html).toContain('Няма действащ германски лиценз (GGL)');
    expect(html).not.toContain('лиценз от НАП');
  });
});

describe('claims are derived from the records (licence-claim)', () => {
  it("fails a review whose pros claim a licence the casino's records do not hold", () => {
    const view = pageView('casino', casino.slug);
    const page = { ...view.page, casino: revoked };
    expect(claimFindings(page)).toEqual([
      {
        rule: 'licence-claim',
        level: 'fail',
        detail:
          '"Лиценз от НАП" in the pros of Yantra Royal: its records hold no active NRA licence (one revoked)',
      },
    ]);
    expect(claimFindings(view.page)).toEqual([]);
  });

  it('the review renders its licence line from the records, not from the CMS', () => {
    const pros = { ...casino, pros: ['Бързи тегления'] };
    const active = htmlOf({
      ...pageView('casino', casino.slug),
      page: { ...pageView('casino', casino.slug).page, casino: pros },
    });
    expect(active).toContain('Действащ лиценз от НАП № 957-8859');
    const lapsed = { ...revoked, pros: ['Бързи тегления'] };
    const view = pageView('casino', casino.slug);
    const html = htmlOf({ ...view, page: { ...view.page, casino: lapsed } });
    expect(html).toContain('data-licence-line="con"');
    expect(html).toContain('Няма действащ лиценз от НАП (лицензът е отнет)');
  });
});

describe('the German profile’s advertising switches (GlüStV 2021 §5)', () => {
  const home = dePage(bgPage(everyComponent));

  it('bg-DE labels every promotional block and asks for no e-mails about offers', () => {
    const html = htmlOf(home);
    expect(html).toContain(MARK.adLabel);
    expect(html).not.toContain(MARK.offerSignup);
    expect(found(home, html)).toEqual([]);
  });

  it('fails a promotional block without its label (ad-label)', () => {
    const html = htmlOf(home).replaceAll(`${MARK.adLabel}=""`, '');
    expect(found(home, html)).toContainEqual([
      'ad-label',
      'promotional block top-list has no advertising label',
    ]);
  });

  it('fails a sign-up for e-mails about offers (offer-signup)', () => {
    const html = htmlOf(home).replace(
      '</main>',
      `<section ${MARK.offerSignup}=""></section></main>`,
    );
    expect(found(home, html)).toEqual([['offer-signup', 'asks for e-mails about offers']]);
    // bg-BG may ask: its render keeps the newsletter, and passes.
    const bg = bgPage(everyComponent);
    expect(htmlOf(bg)).toContain(MARK.offerSignup);
    expect(BG_COMPLIANCE.offerSignup && !DE_COMPLIANCE.offerSignup).toBe(true);
  });
});

describe('a promotional block is read to its own end', () => {
  it('a figure after a nested element of the same tag is still inside the block', () => {
    const strict: PageRules = {
      profile: { ...BG_COMPLIANCE, strictAdvertising: true },
      unlinked: [],
      now: NOW,
    };
    const block = (inner: string) =>
      `<html><body><span ${MARK.rg}="age">18+</span><strong ${MARK.rg}="addiction">x</strong>${MARK.rgStrict}` +
      `<div ${MARK.promo}="hub"><div>Име</div><p>${inner}</p></div><p>200 € извън блока</p></body></html>`;
    expect(scanPage(block('Бонус 200 €'), strict).findings.map((f) => f.rule)).toEqual([
      'promo-figure',
    ]);
    expect(scanPage(block('Бонус за добре дошли'), strict).findings).toEqual([]);
  });
});
