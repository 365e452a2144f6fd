/**
 * A locale's plan (pure): which pages to render, carry untouched or remove. A live build of the
 * same app build and locale context (the salt) is patched; anything else makes a full build. The
 * pages come checked (prerender/read/page-list.ts): each slug once.
 */
import { createHash } from 'node:crypto';
import { hasRouteData } from '../../src/api/route-data';
import type { PageListEntry } from '../../src/domain/entities';
import { HOME_SLUG, SPA_FOLDER } from '../../src/domain/entities/published-tree';
import type { ManifestPage } from '../records/manifest';
import type { LiveBuild } from '../read/live';
import type { BatchItem } from '../records/pages';

export type Plan =
  | { kind: 'full'; render: BatchItem[] }
  | {
      kind: 'patch';
      buildId: string;
      /** Pages read and rendered; each carries its live hash (unchanged: left in place). */
      render: BatchItem[];
      /** Live entries of pages neither read nor rendered (same updatedAt, files there). */
      carry: ManifestPage[];
      /** Live pages the CMS no longer lists. */
      remove: string[];
    };

/**
 * Which locales of the run list each slug: the API answers a page's hreflang alternates from the
 * locales having its slug as it reads it (product §9), so they change without the page's updatedAt.
 */
export type AlternateIndex = {
  /** The locales whose lists the run read. */
  known: ReadonlySet<string>;
  /** Each listed slug's locales among them, as {@link alternatesKey} writes them. */
  bySlug: ReadonlyMap<string, string>;
};

/** A set of locale codes as one comparable text (a manifest entry's `alternates`). */
export const alternatesKey = (locales: readonly string[]): string => [...locales].sort().join(',');

/** The run's alternate index, from every locale's list read. */
export function indexAlternates(
  lists: readonly { locale: string; pages: readonly PageListEntry[] }[],
): AlternateIndex {
  const bySlug = new Map<string, string[]>();
  for (const { locale, pages } of lists)
    for (const { slug } of pages) {
      const locales = bySlug.get(slug);
      if (locales) locales.push(locale);
      else bySlug.set(slug, [locale]);
    }
  const known = new Set(lists.map((l) => l.locale));
  // One string per set of locales: 100,000 slugs share a few.
  const keys = new Map<string, string>();
  const shared = (key: string) => keys.get(key) ?? (keys.set(key, key), key);
  return {
    known,
    bySlug: new Map([...bySlug].map(([slug, l]) => [slug, shared(alternatesKey(l))])),
  };
}

/**
 * True when the page was rendered with the alternates the run's lists give it now: compared on
 * the locales the run read (a locale it did not read cannot have changed them as far as it knows).
 */
function alternatesHold(recorded: string | undefined, slug: string, index: AlternateIndex) {
  if (recorded === undefined) return false;
  const listed = index.bySlug.get(slug) ?? '';
  if (recorded === listed) return true;
  return alternatesKey(recorded.split(',').filter((l) => index.known.has(l))) === listed;
}

/**
 * The locale's page list, its live build when it may be patched, the build's salt and which
 * locales list each slug.
 */
export type PlanInputs = {
  pages: readonly PageListEntry[];
  live: LiveBuild | null;
  salt: string;
  alternates: AlternateIndex;
  /**
   * The publisher's: the pages whose recorded content keys a change named, read again whatever
   * their date. Without it, every named route is (its data has no date of its own).
   */
  touched?: ReadonlySet<string> | null;
};

/** The content hash of a live page whose files are all there, else null (it is rendered again). */
function liveHash(live: LiveBuild, entry: ManifestPage | undefined): string | null {
  if (!entry?.hash || entry.outcome === 'failed') return null;
  if (!live.html.has(entry.slug) || !live.db.has(entry.slug)) return null;
  // The home page carries the SPA shell along.
  if (entry.slug === HOME_SLUG && !live.html.has(SPA_FOLDER)) return null;
  return entry.hash;
}

/** Plans one locale: render, carry, remove. */
export function planLocale({ pages, live, salt, alternates, touched = null }: PlanInputs): Plan {
  const base = live?.manifest.salt === salt ? live : null;
  if (!base)
    return { kind: 'full', render: pages.map(({ slug }) => ({ slug, previousHash: null })) };
  const entries = new Map(base.manifest.pages.map((page) => [page.slug, page]));
  const render: BatchItem[] = [];
  const carry: ManifestPage[] = [];
  for (const { slug, updatedAt } of pages) {
    const entry = entries.get(slug);
    const previousHash = liveHash(base, entry);
    // A named route's data changes without its date: read again, carried if its hash holds.
    const unchanged =
      entry?.updatedAt === updatedAt &&
      !(touched ? touched.has(slug) : hasRouteData(slug)) &&
      alternatesHold(entry.alternates, slug, alternates);
    if (entry && previousHash !== null && unchanged) carry.push(entry);
    else render.push({ slug, previousHash });
  }
  const listed = new Set(pages.map((page) => page.slug));
  const remove = [...entries.keys()].filter((slug) => !listed.has(slug));
  return { kind: 'patch', buildId: base.buildId, render, carry, remove };
}

/** A page's shard (0-based): from its slug alone, so shards agree without talking. */
export const shardOf = (slug: string, count: number): number =>
  createHash('sha1').update(slug).digest().readUInt32BE(0) % count;

/** The part of a plan whose pages `inSlice` keeps (a shard's). */
export function slicePlan(plan: Plan, inSlice: (slug: string) => boolean): Plan {
  const render = plan.render.filter((item) => inSlice(item.slug));
  if (plan.kind === 'full') return { kind: 'full', render };
  return {
    ...plan,
    render,
    carry: plan.carry.filter((entry) => inSlice(entry.slug)),
    remove: plan.remove.filter(inSlice),
  };
}
