/** Translation with placeholder filling, and Bulgarian plurals. */
import { STRINGS_BG } from './strings.bg';
import { translate, type TranslationParams } from './translate';

const strings: Readonly<Record<string, string>> = STRINGS_BG;

export type { TranslationParams } from './translate';

/** The Bulgarian text for an English source text (see {@link translate}). */
// product §8 'Translation miss falls back to source text'
export function t(source: string, params?: TranslationParams): string {
  return translate(strings, source, params);
}

const pluralRules = new Intl.PluralRules('bg');

/** Picks the Bulgarian plural form for `n`: Bulgarian has only 'one' (exactly 1) and 'other'. */
export function plural(n: number, forms: { one: string; other: string }): string {
  return pluralRules.select(n) === 'one' ? forms.one : forms.other;
}

/** A list's count of results: '1 резултат', '11 резултата'. */
export function resultsCount(count: number): string {
  return plural(count, {
    one: t('{count} result', { count }),
    other: t('{count} results', { count }),
  });
}
