/**
 * Each locale's own help (docs/compliance.md) on the responsible-gambling page, where the age
 * gate's 'no' leads, in every page's footer and in the age gate: the help lines a phone can call,
 * the exclusion register and blocking tools, from the locale's compliance profile. A line without
 * a number is never shown as a bare label.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import { RESPONSIBLE_GAMBLING_SLUG } from '../../../src/config/constants';
import type { HelpService } from '../../../src/domain/entities';
import type { PageView } from '../../../src/domain/entities/page-view';
import { pageView } from '../../fixtures/content';

const bg = pageView('default', RESPONSIBLE_GAMBLING_SLUG);
/** The same page on bg-DE. */
const de: PageView = { ...bg, locale: bg.locales[1] ?? bg.locale };
/** `view` whose locale's help lines are `services`. */
const withLines = (view: PageView, services: HelpService[]): PageView => {
  const { compliance } = view.locale;
  return {
    ...view,
    locale: {
      ...view.locale,
      compliance: { ...compliance, help: { ...compliance.help, services } },
    },
  };
};
const bodyOf = (view: PageView) => renderDocumentParts(Page, view).body;
const NO_NUMBER: HelpService = {
  name: 'Линия без номер',
  operator: null,
  phone: null,
  url: 'https://help.example/',
  hours: null,
  source: null,
  checkedAt: null,
};

describe('help resources', () => {
  it('bg-BG: НИЛНАХ to call, when and where it was checked; the NRA register; blocking tools', () => {
    const body = bodyOf(bg);
    expect(body).toContain('data-help=""');
    expect(body).toContain('Национална информационна линия за наркотиците, алкохола и хазарта');
    expect(body).toContain('Сдружение „Фракарита България“');
    expect(body).toContain('<a href="tel:0888991866">0888 99 18 66</a>');
    expect(body).toContain('Проверено на 28.11.2026 г. в <a href="https://www.drugsinfo-bg.org/"');
    expect(body).toContain('>drugsinfo-bg.org</a>');
    expect(body).toContain('Работното време вижте на сайта на линията.');
    expect(body).toContain('Национална агенция за приходите (НАП)');
    expect(body).toContain('href="https://nra.bg/"');
    expect(body).toContain('не по-кратък от две години');
    expect(body).toContain('https://betblocker.org/');
  });

  it('bg-DE: the German line to call and OASIS, not the NRA register', () => {
    const body = bodyOf(de);
    expect(body).toContain('<a href="tel:08001372700">0800 1 37 27 00</a>');
    expect(body).toContain('https://www.check-dein-spiel.de/');
    expect(body).toContain('OASIS');
    expect(body).toContain('3 месеца');
    expect(body).not.toContain('Национална агенция за приходите (НАП)');
  });

  it('shows a line’s hours once someone has confirmed them', () => {
    const [line] = bg.locale.compliance.help.services;
    if (!line) throw new Error('no help line');
    const body = bodyOf(withLines(bg, [{ ...line, hours: 'делнични дни, 10–17 ч.' }]));
    expect(body).toContain('Работно време: делнични дни, 10–17 ч.');
  });

  it('every page footer gives each line’s number, and the exclusion register in short', () => {
    const body = bodyOf(pageView('home', 'home'));
    expect(body).toMatch(/data-help-short=""[\s\S]*href="tel:0888991866"/);
    expect(body).toContain('Самоизключване: Национална агенция за приходите (НАП)');
    expect(body).not.toContain('data-help=""');
  });

  it('the age gate offers the locale’s first line to call', () => {
    const body = bodyOf(pageView('home', 'home'));
    const gate = body.slice(body.indexOf('<dialog id="age-gate"'), body.indexOf('</dialog>'));
    expect(gate).toContain('class="gate__help small"');
    expect(gate).toContain('<a href="tel:0888991866">0888 99 18 66</a>');
  });

  it('never shows a line without a number: not on the page, in the footer or in the gate', () => {
    const lines = bg.locale.compliance.help.services;
    for (const view of [withLines(bg, [NO_NUMBER, ...lines]), withLines(bg, [NO_NUMBER])]) {
      const body = bodyOf(view);
      expect(body).not.toContain(NO_NUMBER.name);
      expect(body).not.toContain(NO_NUMBER.url);
    }
    // A number a phone cannot dial is no number either.
    const body = bodyOf(withLines(bg, [{ ...NO_NUMBER, phone: 'вижте сайта' }]));
    expect(body).not.toContain(NO_NUMBER.name);
    expect(body).not.toContain('gate__help');
  });
});
