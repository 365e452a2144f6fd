/** Slug normalisation (product §5). */

// Our addition: Bulgarian titles are transliterated first (the official Streamlined System),
// so 'Казино Винбет' gives the readable 'kazino-vinbet' instead of an empty slug.
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};

/**
 * Transliterates Bulgarian Cyrillic to Latin by the Streamlined System (lowercasing first);
 * other characters pass through. Our addition to product §5, see the table above.
 */
// product §5 slug normalisation (addition)
export function transliterateBg(text: string): string {
  return Array.from(text.toLowerCase(), (ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('');
}

/**
 * Lowercase; whitespace and non-alphanumerics become hyphens; repeated hyphens collapse; ends
 * trimmed. Two additions: Bulgarian Cyrillic is transliterated first ('Казино Винбет' →
 * 'kazino-vinbet') and Latin accents are stripped ('Café' → 'cafe'), so titles give readable
 * slugs instead of hyphens. A non-string gives ''.
 */
// product §5 'Slug normalisation'
export function normaliseSlug(text: unknown): string {
  if (typeof text !== 'string') return '';
  return transliterateBg(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
