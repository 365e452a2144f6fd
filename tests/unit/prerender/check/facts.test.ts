/**
 * The facts checks (docs/compliance.md "The build's compliance check") over pages the real
 * components render: the responsible-gambling page links every help line a phone can call and
 * the locale has no line without one (`help-contact`); the legal pages name the site settings'
 * publisher, and off the test hosts carry neither a placeholder nor the demo publisher.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../../pages/content/+Page';
import { scanFacts, type FactsRules } from '../../../../prerender/check/facts';
import { renderDocumentParts } from '../../../../renderer/document';
import { RESPONSIBLE_GAMBLING_SLUG } from '../../../../src/config/constants';
import type { Stage } from '../../../../src/config/stage';
import { DEMO_PUBLISHER, type HelpService, type Publisher } from '../../../../src/domain/entities';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { pageView, richText } from '../../../fixtures/content';

const REAL: Publisher = {
  name: 'Казино Ръководство ООД',
  eik: '206123456',
  address: 'гр. Пловдив 4000, ул. „Райко Даскалов“ № 10',
  email: 'office@kazino-bg.example',
  phone: '+359 32 123 456',
  dpo: null,
};
const htmlOf = (view: PageView) => {
  const { head, body } = renderDocumentParts(Page, view);
  return `<html><head>${head}</head><body>${body}</body></html>`;
};
/** A legal page as the seed writes it: its text around the publisher block. */
const legal = (publisher: Publisher, text = '<p>Общи условия.</p>') =>
  htmlOf({
    ...pageView('default', 'terms-and-conditions', [
      richText(text),
      { component: 'publisher', id: 'publisher' },
    ]),
    publisher,
  });
const rulesOf = (view: PageView, stage: Stage, slug = view.page.slug): FactsRules => ({
  slug,
  stage,
  publisher: view.publisher,
  help: view.locale.compliance.help,
});
const scan = (html: string, rules: FactsRules) => scanFacts(html, rules);

describe('scanFacts: help a phone can call', () => {
  const rg = pageView('default', RESPONSIBLE_GAMBLING_SLUG);
  const services = rg.locale.compliance.help.services;
  const noNumber: HelpService = { ...(services[0] as HelpService), name: 'Без номер', phone: null };

  it('passes the responsible-gambling page the components render, on every stage', () => {
    for (const stage of ['local', 'production'] as const)
      expect(scan(htmlOf(rg), rulesOf(rg, stage))).toEqual([]);
  });

  it('fails a help line without a number to dial, naming it', () => {
    const rules = { ...rulesOf(rg, 'local'), help: { services: [noNumber, ...services] } };
    expect(scan(htmlOf(rg), rules)).toEqual([
      {
        rule: 'help-contact',
        level: 'fail',
        detail: '"Без номер" has no number a phone can dial (none)',
      },
    ]);
  });

  it('fails a locale whose help has no line a phone can call at all', () => {
    const none = "the locale's help has no line a phone can call";
    const detailsOf = (services: HelpService[]) =>
      scan(htmlOf(rg), { ...rulesOf(rg, 'local'), help: { services } }).map((f) => f.detail);
    expect(detailsOf([])).toEqual([none]);
    expect(detailsOf([noNumber])).toEqual([
      none,
      '"Без номер" has no number a phone can dial (none)',
    ]);
  });

  it('fails the page when it does not link a line’s number', () => {
    const html = htmlOf(rg).replaceAll('href="tel:0888991866"', 'href="#"');
    expect(scan(html, rulesOf(rg, 'local')).map((f) => f.detail)).toEqual([
      'does not link "Национална информационна линия за наркотиците, алкохола и хазарта (НИЛНАХ)" as tel:0888991866',
    ]);
  });

  it('judges the help on the responsible-gambling page only', () => {
    const home = pageView('home', 'home');
    expect(scan(htmlOf(home), { ...rulesOf(home, 'local'), help: { services: [] } })).toEqual([]);
  });
});

describe('scanFacts: who runs the site', () => {
  it('passes the demo publisher on the test-host stages', () => {
    const html = legal(DEMO_PUBLISHER);
    for (const stage of ['local', 'e2e'] as const)
      expect(
        scan(html, { ...rulesOf(pageView('default', 'x'), stage), slug: 'privacy-policy' }),
      ).toEqual([]);
  });

  it('fails the demo publisher on a preview or production build, naming the stage', () => {
    const view = { ...pageView('default', 'terms-and-conditions'), publisher: DEMO_PUBLISHER };
    for (const stage of ['preview', 'production'] as const)
      expect(scan(legal(DEMO_PUBLISHER), rulesOf(view, stage))).toEqual([
        {
          rule: 'publisher',
          level: 'fail',
          detail: `names the demo publisher "Примерно издателство ЕООД" on stage ${stage}`,
        },
      ]);
  });

  it('passes a real publisher on production, and fails a placeholder left in the text', () => {
    const view = { ...pageView('default', 'terms-and-conditions'), publisher: REAL };
    expect(scan(legal(REAL), rulesOf(view, 'production'))).toEqual([]);
    const left = legal(REAL, '<p>Сайтът се поддържа от [Наименование на дружеството].</p>');
    expect(scan(left, rulesOf(view, 'production'))).toEqual([
      {
        rule: 'publisher',
        level: 'fail',
        detail: 'carries the placeholder "[Наименование на дружеството]"',
      },
    ]);
    expect(scan(left, rulesOf(view, 'local'))).toEqual([]);
  });

  it('fails a legal page that does not name the publisher of the site settings, on every stage', () => {
    const bare = htmlOf(pageView('default', 'privacy-policy', [richText('<p>Политика.</p>')]));
    const view = { ...pageView('default', 'privacy-policy'), publisher: REAL };
    for (const stage of ['local', 'production'] as const)
      expect(scan(bare, rulesOf(view, stage))).toEqual([
        { rule: 'publisher', level: 'fail', detail: 'does not name the publisher (ЕИК 206123456)' },
      ]);
  });
});
