/** Translation with placeholder filling, and Bulgarian plurals. */
import { STRINGS_BG } from './strings.bg';

const strings: Readonly<Record<string, string>> = STRINGS_BG;

/** Values for `{name}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/**
 * The Bulgarian text for an English source text, with `{name}` placeholders filled from
 * `params`. A miss falls back to the source text itself (placeholders still filled); a
 * placeholder without a value stays as written, so the gap is visible rather than 'undefined'.
 */
// SPEC §8 'Translation miss falls back to source text'
export function t(source: string, params?: TranslationParams): string {
  return translate(strings, source, params);
}

/** {@link t} over a dictionary of its own (a part of the strings that loads alone). */
export function translate(
  dictionary: Readonly<Record<string, string>>,
  source: string,
  params?: TranslationParams,
): string {
  const text = Object.hasOwn(dictionary, source) ? (dictionary[source] ?? source) : source;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

const pluralRules = new Intl.PluralRules('bg');

/** Picks the Bulgarian plural form for `n`: Bulgarian has only 'one' (exactly 1) and 'other'. */
export function plural(n: number, forms: { one: string; other: string }): string {
  return pluralRules.select(n) === 'one' ? forms.one : forms.other;
}
