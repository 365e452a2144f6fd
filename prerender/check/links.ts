/**
 * The link check: every internal link a page renders must land on a page of the build. The
 * render workers collect each page's links as they render it (`collectLinks`), the locale's
 * build gathers them into an index of link → a page holding it (`LinkCollector`, JSON, so a
 * shard hands it to the merge), and the run checks the whole site once before publish
 * (`checkLinks`): in the one-machine run and in the merge, never in a shard, which knows its
 * slice only. A page's own links (inside <main>) live in its manifest entry and the layout's
 * once in the manifest, so a patch knows the links of the pages it carries without reading them.
 */
import type { LocaleItem } from '../../src/domain/entities';
import { HOME_SLUG, NOT_FOUND_SLUG } from '../../src/domain/entities/published-tree';
import { localeOfPath } from '../../src/domain/rules/locale-path';
import { servesSpaShell } from '../../src/domain/rules/spa-route';
import type { LinkIndex, PageLinks } from '../records/page-links';
import { perPiece, type Piece } from '../records/page-pieces';
import type { LocaleBuild } from '../records/locale-build';

export type { LinkIndex, PageLinks } from '../records/page-links';

/** The site path of a link or a search form: '/…', not '//host'; query and fragment dropped. */
const SITE_LINK = /<(?:a|form)\s(?:[^>]*?\s)?(?:href|action)="(\/(?!\/)[^"?#]*)/g;

function pathsIn(html: string, from: number, to: number, into: Set<string>): void {
  SITE_LINK.lastIndex = from;
  for (let m = SITE_LINK.exec(html); m && m.index < to; m = SITE_LINK.exec(html)) {
    const path = m[1] ?? '/';
    into.add(path.length > 1 ? path.replace(/\/+$/, '') : path);
  }
}

/** The internal links of a rendered page (a render worker's side: it has the HTML in hand). */
export function collectLinks(html: string): PageLinks {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const own = new Set<string>();
  const frame = new Set<string>();
  if (start < 0 || end < start) pathsIn(html, 0, html.length, own);
  else {
    pathsIn(html, 0, start, frame);
    pathsIn(html, start, end, own);
    pathsIn(html, end, html.length, frame);
  }
  // A link the layout holds too is the layout's: kept once, counted once.
  for (const path of frame) own.delete(path);
  return { own: [...own], frame: [...frame] };
}

/** The site paths of one piece of a page. */
const piecePaths = perPiece((text) => {
  const paths = new Set<string>();
  pathsIn(text, 0, text.length, paths);
  return paths;
});

/** {@link collectLinks} of a page in its pieces: its own are those of its main content. */
export function collectPieceLinks(pieces: readonly Piece[]): PageLinks {
  const found = piecePaths(pieces);
  const own = new Set<string>();
  const frame = new Set<string>();
  pieces.forEach(({ role }, i) => {
    for (const path of found[i] ?? []) (role === 'main' ? own : frame).add(path);
  });
  for (const path of frame) own.delete(path);
  return { own: [...own], frame: [...frame] };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((path, i) => path === b[i]));

/** Adds `count` holders of `path`, the first of them `page`, to `index`. */
function hold(index: LinkIndex, path: string, page: string, count: number) {
  const entry = index[path];
  if (entry) entry[1] += count;
  else index[path] = [page, count];
}

/**
 * Gathers a locale's links as its pages come out, rendered or carried. The layout's links are
 * the same list on nearly every page: each list is counted once with the pages holding it.
 */
export class LinkCollector {
  private readonly held: LinkIndex = {};
  /** Each layout list seen, with the first page holding it and how many do. */
  private readonly frames = new Map<readonly string[], [string, number]>();
  private lastFrame: readonly string[] | null = null;

  /** The links of `page`. */
  add(page: string, links: PageLinks): void {
    for (const path of links.own) hold(this.held, path, page, 1);
    const last = this.lastFrame;
    const frame = last && sameList(last, links.frame) ? last : links.frame;
    this.lastFrame = frame;
    const seen = this.frames.get(frame);
    if (seen) seen[1] += 1;
    else this.frames.set(frame, [page, 1]);
  }

  /** The layout's links of every page seen: kept once in the manifest. */
  frameLinks(): string[] {
    return [...new Set([...this.frames.keys()].flat())].sort();
  }

  index(): LinkIndex {
    const index: LinkIndex = {};
    for (const [path, [page, count]] of Object.entries(this.held)) index[path] = [page, count];
    for (const [frame, [page, count]] of this.frames)
      for (const path of frame) hold(index, path, page, count);
    return index;
  }
}

/** The indexes of one locale's parts (a sharded build's) as one. */
export function joinIndexes(indexes: readonly LinkIndex[]): LinkIndex {
  const joined: LinkIndex = {};
  for (const index of indexes)
    for (const [path, [page, count]] of Object.entries(index)) {
      const entry = joined[path];
      joined[path] = entry ? [entry[0], entry[1] + count] : [page, count];
    }
  return joined;
}

/** What a link found: a page, a page that failed this build, nothing, or a locale not built. */
type Landing = 'page' | 'failed' | 'missing' | 'unchecked';

/** A locale's build as the check looks pages up. */
type Pages = { slugs: ReadonlySet<string>; failed: ReadonlySet<string> };

/** Where `path` lands, as the CDN routes it (`localeOfPath`, then the locale's routes). */
function landing(path: string, locales: readonly LocaleItem[], pages: Map<string, Pages>): Landing {
  const { locale, rest } = localeOfPath(path, locales);
  if (!locale) return 'missing';
  if (servesSpaShell(`/${rest.join('/')}`)) return 'page';
  const built = pages.get(locale.locale);
  // A locale this run does not build is checked by the run that builds it.
  if (!built) return 'unchecked';
  const [slug = HOME_SLUG, ...more] = rest;
  if (more.length > 0 || slug === NOT_FOUND_SLUG) return 'missing';
  if (built.slugs.has(slug)) return 'page';
  return built.failed.has(slug) ? 'failed' : 'missing';
}

/** Lines a locale's dangling links print at most: one link often breaks on thousands of pages. */
const LINES_SHOWN = 50;

/** The check's outcome: the builds (holders of a dangling link failed), the refused, its lines. */
export type LinkCheck = { builds: LocaleBuild[]; refused: ReadonlySet<string>; lines: string[] };

/**
 * Checks every locale's links against the pages of this run's builds. A locale with a link to
 * no page is refused, its pages holding one named as failed; a link to a page that failed this
 * build is only reported (`--max-failures` decided to publish without that page).
 */
export function checkLinks(builds: readonly LocaleBuild[], locales: readonly LocaleItem[]) {
  const pages = new Map(
    builds.map((b) => [
      b.locale.locale,
      { slugs: new Set(b.entries.map((e) => e.slug)), failed: new Set(b.failedSlugs) },
    ]),
  );
  const refused = new Set<string>();
  const lines: string[] = [];
  const checked = builds.map((build) => {
    const code = build.locale.locale;
    const holders = new Set<string>();
    let dangling = 0;
    for (const [path, [page, count]] of Object.entries(build.links)) {
      const found = landing(path, locales, pages);
      if (found === 'page' || found === 'unchecked') continue;
      const others = count > 1 ? ` (and ${String(count - 1)} more pages)` : '';
      const what = found === 'failed' ? 'a page that failed this build' : 'no page';
      dangling += 1;
      if (dangling <= LINES_SHOWN)
        lines.push(`prerender: ${code}: page ${page} links to ${path}${others}: ${what}`);
      if (found === 'missing') holders.add(page);
    }
    if (dangling > LINES_SHOWN)
      lines.push(`prerender: ${code}: and ${String(dangling - LINES_SHOWN)} more such links`);
    if (holders.size === 0) return build;
    refused.add(code);
    return { ...build, failedSlugs: [...new Set([...build.failedSlugs, ...holders])].sort() };
  });
  return { builds: checked, refused, lines } satisfies LinkCheck;
}
