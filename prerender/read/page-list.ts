/**
 * A locale's page list as the pipeline takes it: each slug once, and no page the CDN would never
 * serve (src/domain/rules/reserved-slugs.ts), which fails as a page of its locale instead.
 */
import type { LocaleItem, PageListEntry } from '../../src/domain/entities';
import { reservedSlugReason } from '../../src/domain/rules/reserved-slugs';
import type { PageError } from '../records/pages';

/** A listed page refused before it is read, with why. */
export type RefusedPage = { slug: string; error: PageError };

/** The pages taken, those refused, and a line for the log of each refusal and duplicate. */
export type CheckedPages = {
  pages: PageListEntry[];
  refused: RefusedPage[];
  lines: string[];
};

/**
 * Checks a locale's listed pages. A slug listed more than once is one URL and one document (the
 * API reads a page by slug), so it is built once, at its first place, with its latest date, and
 * a warning: refusing the list would hold back every other page of the run.
 */
export function checkPages(
  locale: LocaleItem,
  pages: readonly PageListEntry[],
  locales: readonly LocaleItem[],
): CheckedPages {
  const code = locale.locale;
  const kept = new Map<string, PageListEntry>();
  const times = new Map<string, number>();
  const refused: RefusedPage[] = [];
  const lines: string[] = [];
  for (const page of pages) {
    const first = kept.get(page.slug);
    if (first) {
      times.set(page.slug, (times.get(page.slug) ?? 1) + 1);
      if (Date.parse(page.updatedAt) > Date.parse(first.updatedAt)) kept.set(page.slug, page);
      continue;
    }
    const reason = reservedSlugReason(page.slug, locale, locales);
    if (reason === null) kept.set(page.slug, page);
    else if (!refused.some((r) => r.slug === page.slug)) {
      const message = `${code} page "${page.slug}" refused: ${reason}, so it would never be served`;
      refused.push({ slug: page.slug, error: { kind: 'refused', message } });
      lines.push(`prerender: ${message}`);
    }
  }
  for (const [slug, count] of times)
    lines.push(`prerender: ${code} lists "${slug}" ${String(count)} times; it is built once`);
  return { pages: [...kept.values()], refused, lines };
}
