/**
 * The shrink guard (README "Safety rails of a release"): a locale's page list that is empty, or
 * shorter than its live build's by more than the allowed share, is never published, so a CMS
 * that answers product §7 /pages with too little cannot empty the site. A run and a merge both ask.
 */
import type { LocaleItem, PageList, PageListEntry } from '../../src/domain/entities';
import { publishedSlugs, readLive } from '../read/live';

/** A locale's page count as listed now and as live (null: nothing live to compare with). */
export type LocaleCount = { locale: string; listed: number; live: number | null };

/** The guard's answer for one locale. */
export type ShrinkVerdict =
  | { kind: 'ok' }
  | { kind: 'empty'; count: LocaleCount }
  | { kind: 'shrunk'; count: LocaleCount; allowShrinkPct: number };

/** Judges one locale (pure): refused when empty, or smaller than live by over `allowShrinkPct`. */
export function judgeShrink(count: LocaleCount, allowShrinkPct: number): ShrinkVerdict {
  if (count.listed === 0) return { kind: 'empty', count };
  const { listed, live } = count;
  // Whole numbers on both sides: exactly the allowed share passes, with no rounding.
  if (live !== null && (live - listed) * 100 > allowShrinkPct * live)
    return { kind: 'shrunk', count, allowShrinkPct };
  return { kind: 'ok' };
}

type Refusal = Exclude<ShrinkVerdict, { kind: 'ok' }>;

/** The line naming both counts. */
export function refusalText(refusal: Refusal): string {
  const { count } = refusal;
  const live = count.live === null ? 'nothing live' : `${String(count.live)} live`;
  const listed = `${count.locale}: the CMS lists ${String(count.listed)} pages, ${live}`;
  if (refusal.kind === 'empty') return `${listed} (an empty list is never published)`;
  return `${listed} (more than ${String(refusal.allowShrinkPct)}% fewer; --allow-shrink PCT publishes it on purpose)`;
}

/** Why a run publishes nothing: a locale's page list shrank past the guard. */
export class ShrinkRefused extends Error {
  constructor(readonly refusals: readonly Refusal[]) {
    super(refusals.map(refusalText).join('; '));
    this.name = 'ShrinkRefused';
  }
}

/** Pages a list names (a slug listed twice is one page). */
export const listedCount = (pages: readonly PageListEntry[]) =>
  new Set(pages.map((page) => page.slug)).size;

/** A locale's count as read by a run. */
export const listedOf = ({ locale, list }: { locale: LocaleItem; list: PageList }) => ({
  locale: locale.locale,
  listed: listedCount(list.pages),
});

/**
 * Each locale's published page count in whatever is live now, whichever folders it is in;
 * `known` gives the counts of live builds the caller has read already.
 */
async function liveCounts(
  outDir: string,
  locales: readonly string[],
  known: ReadonlyMap<string, number>,
) {
  const counts = new Map(known);
  const unknown = locales.filter((locale) => !known.has(locale));
  const record = unknown.length > 0 ? await readLive(outDir) : null;
  for (const locale of unknown) {
    const buildId = record?.locales[locale]?.buildId;
    const slugs = buildId ? await publishedSlugs(outDir, buildId, locale) : null;
    if (slugs) counts.set(locale, slugs.size);
  }
  return counts;
}

/** Throws {@link ShrinkRefused} naming every locale whose page count the guard refuses. */
export async function guardShrink(
  outDir: string,
  allowShrinkPct: number,
  listed: readonly Omit<LocaleCount, 'live'>[],
  known: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  const live = await liveCounts(
    outDir,
    listed.map((l) => l.locale),
    known,
  );
  const refusals = listed.flatMap((l): Refusal[] => {
    const verdict = judgeShrink({ ...l, live: live.get(l.locale) ?? null }, allowShrinkPct);
    return verdict.kind === 'ok' ? [] : [verdict];
  });
  if (refusals.length > 0) throw new ShrinkRefused(refusals);
}
