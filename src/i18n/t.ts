/** Translation with placeholder filling and Bulgarian plurals (SPEC §8: a miss gives the source). */
import { STRINGS_BG } from './strings.bg';

const strings: Readonly<Record<string, string>> = STRINGS_BG;

/** Bulgarian text for `source`, with `{name}` placeholders filled from `params`. */
export function t(source: string, params?: Record<string, string | number>): string {
  const text = strings[source] ?? source;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const pluralRules = new Intl.PluralRules('bg');

/** Picks the Bulgarian plural form ('one' or 'other') for `n`. */
export function plural(n: number, forms: { one: string; other: string }): string {
  return pluralRules.select(n) === 'one' ? forms.one : forms.other;
}
