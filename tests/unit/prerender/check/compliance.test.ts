/**
 * The compliance check (docs/compliance.md "The build's compliance check"): the scanner over
 * pages the real components render, each rule planted in turn, and the verdict over a build.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../../pages/content/+Page';
import { checkCompliance, ComplianceCollector } from '../../../../prerender/check/compliance/judge';
import { scanPage as scanned, type PageRules } from '../../../../prerender/check/compliance/scan';
import { renderDocumentParts } from '../../../../renderer/document';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { BG_COMPLIANCE } from '../../../../server/seed/compliance';
import { casino, everyComponent, pageView, richText } from '../../../fixtures/content';
import { localeBuild } from '../../../fixtures/locale-build';

const DAY = 86_400_000;
/** The fixtures' offers are verified on this day. */
const VERIFIED = Date.parse('2026-11-01T00:00:00.000Z');
const rules = (over: Partial<PageRules['profile']> = {}, unlinked: string[] = []): PageRules => ({
  profile: { ...BG_COMPLIANCE, ...over },
  unlinked,
  now: VERIFIED + DAY,
});

const strictView = (view: PageView): PageView => ({
  ...view,
  locale: { ...view.locale, compliance: { ...BG_COMPLIANCE, strictAdvertising: true } },
});
const htmlOf = (view: PageView) => {
  const { head, body } = renderDocumentParts(Page, view);
  return `<html><head>${head}</head><body>${body}</body></html>`;
};
const home = htmlOf(pageView('home', 'home', everyComponent));
const review = htmlOf(pageView('casino', casino.slug));
const scanPage = (html: string, r: PageRules) => scanned(html, r).findings;
const rulesOf = (html: string, r: PageRules) => scanPage(html, r).map((f) => f.rule);

describe('scanPage: one rendered page against its profile', () => {
  it('passes the pages the components render', () => {
    expect(scanPage(home, rules())).toEqual([]);
    expect(scanPage(review, rules())).toEqual([]);
  });

  it('fails a page without the 18+ notice or the addiction warning', () => {
    expect(rulesOf(home.replace('data-rg="age"', ''), rules())).toEqual(['age-notice']);
    expect(rulesOf(home.replace(/data-rg="age"([^>]*)>18/, 'data-rg="age"$1>16'), rules())).toEqual(
      ['age-notice'],
    );
    expect(rulesOf(home.replace('data-rg="addiction"', ''), rules())).toEqual([
      'addiction-warning',
    ]);
  });

  it('fails an affiliate link without rel="sponsored", whatever else its rel holds', () => {
    const planted = (rel: string) =>
      home.replace('</main>', `<a href="/de/go/zlaten?bonusId=3" class="x" ${rel}>x</a></main>`);
    expect(scanPage(planted('rel="nofollow noopener"'), rules())).toEqual([
      { rule: 'sponsored-rel', level: 'fail', detail: '/go/zlaten lacks rel="sponsored"' },
    ]);
    expect(rulesOf(planted(''), rules())).toEqual(['sponsored-rel']);
    expect(scanPage(planted('rel="nofollow sponsored"'), rules())).toEqual([]);
  });

  it("fails a link to an operator without an active licence in the locale's register", () => {
    const editorLink = `<a href="/go/${casino.affiliateCode}" rel="sponsored">Играй</a>`;
    const planted = home.replace('</main>', `${editorLink}</main>`);
    const unlinked = [casino.affiliateCode];
    expect(scanPage(planted, rules({}, unlinked))).toContainEqual({
      rule: 'licence-link',
      level: 'fail',
      detail: `links /go/${casino.affiliateCode}, an operator without an active NRA licence`,
    });
    expect(rulesOf(planted, rules({ licenceRegister: null }, unlinked))).toEqual([]);
  });

  it('warns of an offer verified over N days ago and fails one over 2N', () => {
    const at = (days: number): PageRules => ({ ...rules(), now: VERIFIED + days * DAY });
    expect(scanPage(home, at(90))).toEqual([]);
    expect(scanPage(home, at(91)).map((f) => [f.rule, f.level])).toEqual([
      ['verified-date', 'warn'],
    ]);
    expect(scanPage(home, at(180))[0]?.level).toBe('warn');
    const failed = scanPage(home, at(181));
    expect(failed.map((f) => [f.rule, f.level])).toEqual([['verified-date', 'fail']]);
    expect(failed[0]?.detail).toContain('2026-11-01, 181 days ago (over 180)');
    expect(
      rulesOf(home.replace(/data-verified-at="[^"]+"/, 'data-verified-at="x"'), rules()),
    ).toEqual(['verified-date']);
  });

  it('on a strict locale, finds a bonus figure in a promotional block and the popup on', () => {
    const strict = rules({ strictAdvertising: true });
    // The non-strict render shows the figures, keeps the popup and a normal warning.
    expect(rulesOf(home, strict).sort()).toEqual([
      'addiction-warning',
      'bonus-popup',
      'promo-figure',
      'promo-figure',
    ]);
    expect(scanPage(home, strict).map((f) => f.detail)).toContain(
      'promotional block top-list shows "100%"',
    );
  });

  it('passes the strict render: no figure in a promotional block, no popup, a large warning', () => {
    const strict = rules({ strictAdvertising: true });
    // A tagline may name an amount: a strict top list drops it.
    const claim = { ...casino, id: 2, slug: 'claim', tagline: 'Минимален депозит от 5 €' };
    const topList = { component: 'casino-top-list', id: 't2', heading: 'Топ', casinos: [claim] };
    const html = htmlOf(strictView(pageView('home', 'home', [...everyComponent, topList])));
    expect(scanPage(html, strict)).toEqual([]);
    expect(html).not.toContain('100%');
    expect(html).not.toContain('5 €');
    expect(html).toContain('"bonus_popup":false');
    expect(html).toContain('rg-notice--strict');
    // The offer keeps its name and its link.
    expect(html).toContain('Бонус за добре дошли');
    expect(html).toContain(`href="/go/${casino.affiliateCode}`);
    expect(scanPage(htmlOf(strictView(pageView('casino', casino.slug))), strict)).toEqual([]);
  });

  it('finds each kind of bonus figure in a strict promotional block', () => {
    const strict = rules({ strictAdvertising: true });
    const block = (text: string) =>
      htmlOf(strictView(pageView('home', 'home', [richText()]))).replace(
        '</main>',
        `<div data-promo="banner"><p>${text}</p></div></main>`,
      );
    for (const figure of ['50 %', '200 €', '€200', '1 000 лв.', '50 безплатни завъртания', '20 FS'])
      expect(rulesOf(block(`Оферта ${figure} днес`), strict)).toEqual(['promo-figure']);
    for (const text of ['Рейтинг 9,1', 'Проверено 01.11.2026 г.', 'Топ 10 казина'])
      expect(rulesOf(block(text), strict)).toEqual([]);
    // A figure split by inline tags is one phrase; a rank and the next block's offer name are not.
    expect(rulesOf(block('<strong>50</strong> безплатни завъртания'), strict)).toEqual([
      'promo-figure',
    ]);
    expect(
      rulesOf(block('<span>7</span></p><h3><a href="/x">Безплатни завъртания</a></h3><p>'), strict),
    ).toEqual([]);
  });
});

describe('a page a patch carries unchanged', () => {
  it('keeps its oldest verified date for the manifest and is judged by it again as it ages', () => {
    expect(scanned(home, rules()).verifiedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(scanned(htmlOf(pageView('default', 'about-us')), rules()).verifiedAt).toBeNull();
    const entry = (slug: string, verifiedAt?: string) => ({
      slug,
      hash: 'h',
      updatedAt: null,
      outcome: 'rendered',
      at: '2026-11-01T00:00:00.000Z',
      error: null,
      ...(verifiedAt ? { verifiedAt } : {}),
    });
    const live = [entry('old', '2026-01-01T00:00:00.000Z'), entry('plain')];
    const collector = new ComplianceCollector(
      { profile: BG_COMPLIANCE, now: Date.parse('2026-11-01T00:00:00.000Z') },
      live,
    );
    expect(collector.liveVerifiedAt('old')).toBe('2026-01-01T00:00:00.000Z');
    collector.carry('old');
    collector.carry('plain');
    const report = collector.report();
    expect(report.checked).toBe(2);
    expect(report.findings.map((f) => [f.page, f.rule, f.level])).toEqual([
      ['old', 'verified-date', 'fail'],
    ]);
  });
});

describe('checkCompliance: the verdict over a build', () => {
  const bg = pageView('home', 'home').locale;
  it('refuses a locale with a failure, naming page and rule, and only reports warnings', () => {
    const failing = localeBuild(bg, ['home', 'x'], {
      compliance: {
        checked: 2,
        findings: [
          {
            page: 'x',
            rule: 'sponsored-rel',
            level: 'fail',
            detail: '/go/a lacks rel="sponsored"',
          },
          { page: 'home', rule: 'verified-date', level: 'warn', detail: 'old' },
        ],
      },
    });
    const { builds, refused, lines } = checkCompliance([failing]);
    expect([...refused]).toEqual(['bg-BG']);
    expect(builds[0]?.failedSlugs).toEqual(['x']);
    expect(lines).toContain(
      'prerender: bg-BG: fail page x: sponsored-rel: /go/a lacks rel="sponsored"',
    );
    expect(lines[0]).toBe(
      'prerender: bg-BG: compliance refused: 2 pages checked, 1 failures, 1 warnings',
    );
  });

  it('passes a locale with warnings only', () => {
    const warned = localeBuild(bg, ['home'], {
      compliance: {
        checked: 1,
        findings: [{ page: 'home', rule: 'verified-date', level: 'warn', detail: 'old' }],
      },
    });
    const { builds, refused } = checkCompliance([warned]);
    expect(refused.size).toBe(0);
    expect(builds[0]?.failedSlugs).toEqual([]);
  });
});
