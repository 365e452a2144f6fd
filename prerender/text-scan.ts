/**
 * The text checks of the build (docs/compliance.md "The build's compliance check"): what a
 * Bulgarian reader notices at once and stops trusting. A word that mixes Cyrillic and Latin
 * letters ("Таксa" with a Latin a looks right and is not: search and screen readers stumble on
 * it) and a paragraph of {@link REPEATED_MIN_CHARS} characters or more shown twice on one page
 * each fail the page, naming the word or the paragraph. Regular expressions over the HTML string
 * the render worker holds, like compliance-scan.ts.
 */
import type { PageFinding } from './compliance-report';

/** A paragraph this long is prose: shorter ones ("Прочетете още") may repeat by design. */
export const REPEATED_MIN_CHARS = 80;
/** How much of a repeated paragraph a finding quotes. */
const QUOTED_CHARS = 60;

/** What the reader never sees as text: scripts (the boot record, JSON-LD), styles, comments. */
const HIDDEN = /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->/gi;
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
/** A word (letters and their marks) holding a Latin letter and a Cyrillic one, in either order. */
const MIXED_WORD =
  /[\p{L}\p{M}]*(?:\p{Script=Latin}[\p{L}\p{M}]*\p{Script=Cyrillic}|\p{Script=Cyrillic}[\p{L}\p{M}]*\p{Script=Latin})[\p{L}\p{M}]*/gu;
const LATIN = /\p{Script=Latin}/gu;
/** A paragraph element (not <path>, <param> or <picture>) and its content. */
const PARAGRAPH = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/gi;

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

/** Each word of the page that mixes the two alphabets, once, with its Latin letters. */
function mixedScriptFindings(visible: string): PageFinding[] {
  const words = new Set(textOf(visible).match(MIXED_WORD));
  return [...words].map((word) =>
    fail(
      'mixed-script',
      `the word "${word}" mixes Cyrillic and Latin letters (Latin: ${(word.match(LATIN) ?? []).join(', ')})`,
    ),
  );
}

/** Each long paragraph the page shows more than once, quoted from its start. */
function repeatedFindings(visible: string): PageFinding[] {
  const counts = new Map<string, number>();
  for (const m of visible.matchAll(PARAGRAPH)) {
    const text = textOf(m[1] ?? '');
    if (text.length >= REPEATED_MIN_CHARS) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
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

/** Every text rule the page's HTML breaks. */
export function scanText(html: string): PageFinding[] {
  const visible = html.replace(HIDDEN, ' ');
  return [...mixedScriptFindings(visible), ...repeatedFindings(visible)];
}
