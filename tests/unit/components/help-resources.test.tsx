/**
 * Each locale's own help (docs/compliance.md) on the responsible-gambling page, where the age
 * gate's 'no' leads, and in every page's footer: the help line, the exclusion register and
 * blocking tools, from the locale's compliance profile.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import { RESPONSIBLE_GAMBLING_SLUG } from '../../../src/config/constants';
import type { PageView } from '../../../src/domain/entities/page-view';
import { pageView } from '../../fixtures/content';

const bg = pageView('default', RESPONSIBLE_GAMBLING_SLUG);
/** The same page on bg-DE. */
const de: PageView = { ...bg, locale: bg.locales[1] ?? bg.locale };

describe('help resources', () => {
  it('bg-BG: the NRA register, how to apply, at least two years, blocking tools', () => {
    const { body } = renderDocumentParts(Page, bg);
    expect(body).toContain('data-help=""');
    expect(body).toContain('Национална агенция за приходите (НАП)');
    expect(body).toContain('href="https://nra.bg/"');
    expect(body).toContain('квалифициран електронен подпис');
    expect(body).toContain('не по-кратък от две години');
    expect(body).toContain('24 месеца');
    expect(body).toContain('https://betblocker.org/');
    expect(body).not.toContain('begambleaware');
  });

  it('bg-DE: the German resources, not the NRA register', () => {
    const { body } = renderDocumentParts(Page, de);
    expect(body).toContain('OASIS');
    expect(body).toContain('3 месеца');
    expect(body).not.toContain('Национална агенция за приходите (НАП)');
  });

  it('every page footer gives the help line and the exclusion register in short', () => {
    const { body } = renderDocumentParts(Page, pageView('home', 'home'));
    expect(body).toContain('data-help-short=""');
    expect(body).toContain('Национална линия за помощ при хазартна зависимост');
    expect(body).toContain('Самоизключване: Национална агенция за приходите (НАП)');
    expect(body).not.toContain('data-help=""');
  });
});
