/**
 * Free text may describe a casino, never claim a licence its records do not hold
 * (docs/compliance.md#claims-what-a-page-says-of-a-licence): what counts as a claim, and whose records it is held to.
 */
import { describe, expect, it } from 'vitest';
import type { Casino, Licence } from '../../../../src/domain/entities';
import { falseLicenceClaims, licenceClaims } from '../../../../src/domain/rules/licence-claims';
import { casino, pageView, richText } from '../../../fixtures/content';

describe('licenceClaims: a licence named beside its regulator, in one clause', () => {
  it.each<[string, [string, string][]]>([
    ['Лиценз от НАП', [['nra', 'Лиценз от НАП']]],
    ['Varna Spins: лиценз от нап', [['nra', 'лиценз от нап']]],
    ['НАП лиценз № 349-6919.', [['nra', 'НАП лиценз']]],
    [
      'Лицензирано от Националната агенция за приходите',
      [['nra', 'Лицензирано от Националната агенция за приходите']],
    ],
    ['Вписано в регистъра на НАП', [['nra', 'Вписано в регистъра на НАП']]],
    ['Германски лиценз', [['ggl', 'Германски лиценз']]],
    ['В White List на GGL', [['ggl', 'White List на GGL']]],
    [
      'Лиценз от НАП и от GGL',
      [
        ['nra', 'Лиценз от НАП'],
        ['ggl', 'Лиценз от НАП и от GGL'],
      ],
    ],
  ])('"%s" claims %j', (text, claims) => {
    expect(licenceClaims(text).map((c) => [c.register, c.phrase])).toEqual(claims);
  });

  it.each([
    'Без лиценз от НАП',
    'Няма действащ лиценз от НАП.',
    'Лицензът от НАП е отнет',
    'Чат на живо 24/7',
    'Напълно лицензирано казино с MGA лиценз',
    'Лиценз от Малта. За жалби пишете на НАП.',
    'Лиценз от малтийския регулатор, а данъците се плащат според правилата на НАП',
  ])('"%s" claims nothing held', (text) => {
    expect(licenceClaims(text)).toEqual([]);
  });
});

const revoked = (c: Casino): Casino => ({
  ...c,
  licences: c.licences.map((l): Licence => ({ ...l, status: 'revoked' })),
});

describe("falseLicenceClaims: each claim held to its own casino's records", () => {
  it('passes a claim the records hold', () => {
    // The fixture casino holds an active NRA licence and says so among its pros.
    expect(falseLicenceClaims(pageView('casino', casino.slug).page)).toEqual([]);
  });

  it("finds a review's pro whose licence was revoked, naming casino, field and phrase", () => {
    const page = { ...pageView('casino', casino.slug).page, casino: revoked(casino) };
    expect(falseLicenceClaims(page)).toEqual([
      {
        casino: 'Yantra Royal',
        field: 'pros',
        register: 'nra',
        phrase: 'Лиценз от НАП',
        status: 'revoked',
      },
    ]);
  });

  it("finds a top list card's tagline and a casino page's FAQ answer", () => {
    const card = { ...casino, tagline: 'Varna Spins: лиценз от нап', licences: [] };
    const faq = {
      component: 'faq',
      id: 'f',
      heading: 'Въпроси',
      items: [{ question: 'Има ли лиценз?', answer: 'Да, германски лиценз.' }],
    };
    const top = { component: 'casino-top-list', id: 't', heading: 'Топ', casinos: [card] };
    const page = pageView('casino', casino.slug, [top, faq]).page;
    expect(falseLicenceClaims(page).map((c) => [c.field, c.register, c.status])).toEqual([
      ['tagline', 'nra', 'none'],
      ['faq', 'ggl', 'none'],
    ]);
  });

  it('an article or an intro about licences in general claims nothing', () => {
    const general = richText('<p>Само казина с лиценз от НАП могат да работят в България.</p>');
    const faq = {
      component: 'faq',
      id: 'f',
      heading: 'Въпроси',
      items: [{ question: 'Законно ли е?', answer: 'Да, с лиценз от НАП.' }],
    };
    expect(falseLicenceClaims(pageView('article', 'a', [general, faq]).page)).toEqual([]);
    expect(falseLicenceClaims(pageView('home', 'home', [general, faq]).page)).toEqual([]);
  });
});
