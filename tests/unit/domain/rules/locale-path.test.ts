import { describe, expect, it } from 'vitest';
import { localeOfPath, rootLocale } from '../../../../src/domain/rules/locale-path';
import { reservedSlugReason } from '../../../../src/domain/rules/reserved-slugs';

const BG = { code: 'bg-BG', directory: '' };
const DE = { code: 'bg-DE', directory: 'de' };
const LOCALES = [BG, DE];

describe('the locale a path is under (product §2)', () => {
  it.each([
    ['/', BG, []],
    ['/kazino-1', BG, ['kazino-1']],
    ['/de', DE, []],
    ['/de/', DE, []],
    ['/de/kazino-1', DE, ['kazino-1']],
    ['/de/go/kazino', DE, ['go', 'kazino']],
    ['/desk', BG, ['desk']],
    ['/kazino-1/de', BG, ['kazino-1', 'de']],
  ])('%s → %o %o', (path, locale, rest) => {
    expect(localeOfPath(path, LOCALES)).toEqual({ locale, rest });
  });

  it('a path naming no directory has no locale when none is at the root', () => {
    expect(localeOfPath('/x', [DE])).toEqual({ locale: undefined, rest: ['x'] });
    expect(rootLocale([DE])).toBeUndefined();
    expect(rootLocale(LOCALES)).toBe(BG);
  });
});

describe('slugs a locale may not have, since another route answers their path', () => {
  it.each([
    ['go', BG, 'screen of the SPA shell'],
    ['login', DE, 'screen of the SPA shell'],
    ['de', BG, "locale's directory"],
    ['de', DE, null],
    ['kazino-1', BG, null],
  ] as const)('%s of %o: %s', (slug, locale, reason) => {
    const found = reservedSlugReason(slug, locale, LOCALES);
    expect(reason === null ? found : found?.includes(reason)).toBe(reason === null ? null : true);
  });
});
