/** Placeholder filling over a dictionary, apart from the site's strings (a part loads alone). */

/** Values for `{name}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/**
 * The text for `source` in `dictionary`, with `{name}` placeholders filled from `params`. A miss
 * falls back to the source text itself (placeholders still filled); a placeholder without a
 * value stays as written, so the gap is visible rather than 'undefined'.
 */
// product §8 'Translation miss falls back to source text'
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
