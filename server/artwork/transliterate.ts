/** Latin → Bulgarian Cyrillic, so the seed's Latin brand names get Cyrillic initials (product §1). */

// Longest first: the Streamlined System's digraphs reversed, then English spellings Bulgarian
// renders by sound ('th' Т, 'ph' Ф, 'ck' К, 'w' У as in Уинстън).
const DIGRAPHS: readonly (readonly [string, string])[] = [
  ['sht', 'щ'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['th', 'т'],
  ['ph', 'ф'],
  ['kh', 'х'],
  ['ck', 'к'],
  ['qu', 'кв'],
];

const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'у',
  x: 'кс',
  y: 'й',
  z: 'з',
};

const VOWEL = /[aeiouy]/;

/** One lower-case Latin letter (with its neighbours) in Cyrillic. */
function letter(word: string, i: number): string {
  const ch = word[i] as string;
  const next = word[i + 1] ?? '';
  // 'c' before e/i/y sounds as С; a 'y' that is not before a vowel is the vowel И.
  if (ch === 'c' && /[eiy]/.test(next)) return 'с';
  if (ch === 'y' && !VOWEL.test(next)) return 'и';
  return LETTERS[ch] ?? ch;
}

/** Transliterates Latin letters to Bulgarian Cyrillic, keeping the case of each word's start. */
export function latinToCyrillic(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < lower.length) {
    const pair = DIGRAPHS.find(([latin]) => lower.startsWith(latin, i));
    const [cyr, step] = pair ? [pair[1], pair[0].length] : [letter(lower, i), 1];
    const upper = text[i] !== lower[i];
    out += upper ? cyr.charAt(0).toUpperCase() + cyr.slice(1) : cyr;
    i += step;
  }
  return out;
}

const CYRILLIC = /[\u0400-\u04ff]/;

/**
 * Up to two initials in Cyrillic: a Cyrillic name's own first letters, a Latin name's
 * first letters after transliteration; digits stay digits.
 */
export function cyrillicInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const cyrillic = CYRILLIC.test(name);
  return words
    .slice(0, 2)
    .map((word) => (cyrillic ? word : latinToCyrillic(word)).charAt(0).toUpperCase())
    .join('');
}
