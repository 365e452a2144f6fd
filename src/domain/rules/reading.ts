/** An article's reading time from its words (product §3 Article readingMinutes). */

/** An adult reads prose at about 200 words a minute. */
export const READING_WORDS_PER_MINUTE = 200;

/** The words of an HTML fragment: tags and entities out, runs of letters or digits counted. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes to read the HTML, rounded up, at least one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / READING_WORDS_PER_MINUTE));
}
