/**
 * The text checks of the build (docs/compliance.md "The build's compliance check"): what a
 * Bulgarian reader notices at once and stops trusting. A word that mixes Cyrillic and Latin
 * letters ("Таксa" with a Latin a looks right and is not: search and screen readers stumble on
 * it) and a paragraph of {@link REPEATED_MIN_CHARS} characters or more shown twice on one page
 * each fail the page, naming the word or the paragraph. Over the HTML the render worker holds,
 * piece by piece (records/page-pieces.ts: the frame every page shares is read once): one pass
 * over the characters and a regular expression.
 */
import type { PageFinding } from '../records/findings';
import { perPiece, wholePage, type PagePieces } from '../records/page-pieces';

/** A paragraph this long is prose: shorter ones ("Прочетете още") may repeat by design. */
export const REPEATED_MIN_CHARS = 80;
/** How much of a repeated paragraph a finding quotes. */
const QUOTED_CHARS = 60;

/** What the reader never sees as text: scripts (the boot record, island props), styles, comments. */
const HIDDEN = /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->/gi;
/** What the head says to a reader: the title and the description a search result shows. */
const HEAD_TEXT = /<title>([^<]*)<\/title>|<meta name="description" content="([^"]*)"/g;
const TAG = /<[^>]*>/g;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
/** A paragraph element (not <path>, <param> or <picture>) and its content. */
const PARAGRAPH = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gi;

/** A character's alphabet, as far as a mixed word goes; a mark belongs to the letter before it. */
const OTHER = 0;
const LATIN = 1;
const CYRILLIC = 2;
const MARK = 3;
/** The alphabet of every character below U+0530 (the ones a Bulgarian page mixes up). */
const ALPHABET = ((): Uint8Array => {
  const table = new Uint8Array(0x530);
  table.fill(LATIN, 0x41, 0x5b).fill(LATIN, 0x61, 0x7b).fill(LATIN, 0xc0, 0x250);
  table[0xd7] = OTHER; // ×
  table[0xf7] = OTHER; // ÷
  return table.fill(MARK, 0x300, 0x370).fill(CYRILLIC, 0x400, 0x530);
})();
const alphabetAt = (text: string, i: number): number => {
  const code = text.charCodeAt(i);
  return code < ALPHABET.length ? (ALPHABET[code] ?? OTHER) : OTHER;
};

const fail = (rule: PageFinding['rule'], detail: string): PageFinding => ({
  rule,
  level: 'fail',
  detail,
});

/** Markup as the reader reads it: tags gone, character references decoded, spaces collapsed. */
function textOf(markup: string): string {
  return markup
    .replace(TAG, ' ')
    .replace(ENTITY, (_, dec?: string, hex?: string, name?: string) =>
      name
        ? (NAMED[name.toLowerCase()] ?? '')
        : String.fromCodePoint(dec ? Number(dec) : parseInt(hex ?? '0', 16)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Where a Latin letter meets a Cyrillic one (marks between them skipped): the index of the
 * second. A word holding both alphabets has such a seam. One pass over the characters, markup
 * included: an attribute's words (alt, aria-label) are read too, and tags never touch text.
 */
function seams(html: string): number[] {
  const found: number[] = [];
  let previous = OTHER;
  for (let i = 0; i < html.length; i += 1) {
    const alphabet = alphabetAt(html, i);
    if (alphabet === MARK) continue;
    if (alphabet + previous === LATIN + CYRILLIC) found.push(i);
    previous = alphabet;
  }
  return found;
}

/** The whole word of Latin and Cyrillic letters around index `at` of `html`. */
function wordAround(html: string, at: number): string {
  let start = at;
  let end = at;
  while (start > 0 && alphabetAt(html, start - 1) !== OTHER) start -= 1;
  while (end < html.length && alphabetAt(html, end) !== OTHER) end += 1;
  return html.slice(start, end);
}

/** Each word of `text` that mixes the two alphabets. */
const mixedWords = (text: string): string[] => seams(text).map((at) => wordAround(text, at));

/** A mixed word's finding, naming its Latin letters. */
function mixedScriptFinding(word: string): PageFinding {
  const latin = [...word].filter((c) => alphabetAt(c, 0) === LATIN);
  return fail(
    'mixed-script',
    `the word "${word}" mixes Cyrillic and Latin letters (Latin: ${latin.join(', ')})`,
  );
}

/** The text of each paragraph of `visible` long enough to be prose, in order. */
function longParagraphs(visible: string): string[] {
  const found: string[] = [];
  for (const m of visible.matchAll(PARAGRAPH)) {
    // Its text is never longer than its markup.
    if ((m[1]?.length ?? 0) < REPEATED_MIN_CHARS) continue;
    const text = textOf(m[1] ?? '');
    if (text.length >= REPEATED_MIN_CHARS) found.push(text);
  }
  return found;
}

/** Each long paragraph the page shows more than once, quoted from its start. */
function repeatedFindings(paragraphs: readonly string[]): PageFinding[] {
  const counts = new Map<string, number>();
  for (const text of paragraphs) counts.set(text, (counts.get(text) ?? 0) + 1);
  return [...counts].flatMap(([text, count]) =>
    count < 2
      ? []
      : [
          fail(
            'repeated-paragraph',
            `a paragraph shown ${String(count)} times: "${text.slice(0, QUOTED_CHARS)}…"`,
          ),
        ],
  );
}

/** A head piece's mixed words: of its title and description only, not its inlined stylesheet. */
const headWords = perPiece((head) =>
  mixedWords([...head.matchAll(HEAD_TEXT)].map((m) => m[1] ?? m[2]).join(' ')),
);

/** A body piece's mixed words and long paragraphs, read without its scripts (no piece splits one). */
const bodyText = perPiece((body) => {
  const visible = body.replace(HIDDEN, ' ');
  return { words: mixedWords(visible), paragraphs: longParagraphs(visible) };
});

/** Every text rule a page breaks, its head and body given in the pieces the render joined. */
export function scanTextPieces({ head, body }: PagePieces): PageFinding[] {
  const read = bodyText(body);
  const words = new Set([...headWords(head).flat(), ...read.flatMap((piece) => piece.words)]);
  const paragraphs = read.flatMap((piece) => piece.paragraphs);
  return [...[...words].map(mixedScriptFinding), ...repeatedFindings(paragraphs)];
}

/** Every text rule the page's HTML breaks. */
export const scanText = (html: string): PageFinding[] => scanTextPieces(wholePage(html));
