/** A locale build's manifest: each page's content hash, time and outcome, for the next build. */
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { manifestPath } from '../../src/domain/entities/published-tree';
import type { PageResult } from './pages';
import { TextFile } from '../files';

export const ManifestPage = z.object({
  slug: z.string(),
  /** Hash of the page's data, vike's frame and the build's salt (null when it failed before). */
  hash: z.string().nullable(),
  /** The page's updatedAt in the CMS. */
  updatedAt: z.string().nullable(),
  /** 'rendered', 'carried' (unchanged, files kept) or 'failed'; a page not read keeps its entry. */
  outcome: z.string(),
  at: z.string(),
  error: z.string().nullable(),
  /** Internal links of the page's own content (the layout's: `frameLinks`), for a patch's check. */
  links: z.array(z.string()).optional(),
  /** The oldest verified date of its offers: a patch ages it again (prerender/check/compliance/judge.ts). */
  verifiedAt: z.string().optional(),
  /** The locales listing its slug when it was rendered: its hreflang alternates (plan.ts). */
  alternates: z.string().optional(),
  /**
   * The content keys it was built from, space-separated (docs/content-api.md "Content keys"): the
   * publisher's map from a change to the pages it touches (prerender/publisher).
   */
  keys: z.string().optional(),
});
export type ManifestPage = z.infer<typeof ManifestPage>;

/** The pages are an array, not keyed by slug: it parses in 60% of the time (BENCHMARKS.md). */
export const Manifest = z.object({
  locale: z.string(),
  buildId: z.string(),
  /** Hash of the app build and the locale context the pages were rendered with. */
  salt: z.string().optional(),
  frameHash: z.string().optional(),
  /** The internal links of the layout around every page's content. */
  frameLinks: z.array(z.string()).optional(),
  pages: z.array(ManifestPage),
});
export type Manifest = z.infer<typeof Manifest>;

/** The manifest without its pages: the first and last lines of the file openManifest writes. */
const ManifestEnds = Manifest.omit({ pages: true });
/** How openManifest's first line ends: the pages follow, one a line. */
const PAGES_OPEN = '"pages":[';

/**
 * A locale's manifest in the build folder `buildDir`, or null when it is missing or unreadable.
 * It is read a page a line, so the whole text and a second copy of every page are never held at
 * once (a patch's peak, BENCHMARKS.md); a file in another layout is read whole.
 */
export async function readManifest(buildDir: string, locale: string): Promise<Manifest | null> {
  const path = manifestPath(buildDir, locale);
  try {
    return (await readByLine(path)) ?? Manifest.parse(JSON.parse(await readFile(path, 'utf8')));
  } catch {
    return null;
  }
}

/** The manifest of openManifest's layout, or null when the file has another. */
async function readByLine(path: string): Promise<Manifest | null> {
  const input = createReadStream(path, { encoding: 'utf8' });
  const pages: ManifestPage[] = [];
  let head: string | null = null;
  let tail: string | null = null;
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      if (head === null) {
        if (!line.endsWith(PAGES_OPEN)) return null;
        head = line;
      } else if (tail !== null) return null;
      else if (line.startsWith(']')) tail = line;
      else
        pages.push(ManifestPage.parse(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line)));
    }
  } finally {
    input.destroy();
  }
  if (head === null || tail === null) return null;
  const ends = ManifestEnds.parse({
    ...(JSON.parse(`${head}]}`) as object),
    ...(JSON.parse(`{${PAGES_OPEN}${tail}`) as object),
  });
  return { ...ends, pages };
}

/**
 * Each entry's line as last written: an entry a patch carries over is written again as it was,
 * not serialised again (a 10,000-page locale's manifest is written whole on every patch).
 */
const lines = new WeakMap<ManifestPage, string>();

/** A page's outcome as its manifest entry, at `at`. */
const entryOf = (r: PageResult, at: string): ManifestPage => ({
  slug: r.slug,
  hash: r.hash,
  updatedAt: r.updatedAt,
  outcome: r.outcome,
  at,
  error: r.error && `${r.error.kind}: ${r.error.message}`,
  ...(r.links ? { links: r.links.own } : {}),
  ...(r.verifiedAt ? { verifiedAt: r.verifiedAt } : {}),
  ...(r.alternates === undefined ? {} : { alternates: r.alternates }),
  ...(r.keys === undefined ? {} : { keys: r.keys }),
});

/**
 * Writes a locale's manifest as results come in, so memory does not grow with the pages; failed
 * pages wait for the repair pass, and the file is renamed into place when complete. With `keep`
 * (the publisher's patches) it also keeps the entries, and `close` answers the whole manifest.
 */
export function openManifest(
  path: string,
  head: Pick<Manifest, 'locale' | 'buildId'>,
  { keep = false }: { keep?: boolean } = {},
) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const file = new TextFile(temp);
  file.write(`${JSON.stringify(head).slice(0, -1)},${PAGES_OPEN}`);
  let first = true;
  const failed = new Map<string, PageResult>();
  const kept: ManifestPage[] = [];
  const add = (page: ManifestPage) => {
    const line = lines.get(page) ?? JSON.stringify(page);
    if (keep) {
      lines.set(page, line);
      kept.push(page);
    }
    file.write(first ? '\n' : ',\n');
    file.write(line);
    first = false;
  };
  return {
    /** A page's outcome; a failure may still be replaced by the repair pass. */
    result(r: PageResult): void {
      if (r.outcome === 'failed') failed.set(r.slug, r);
      else {
        failed.delete(r.slug);
        add(entryOf(r, new Date().toISOString()));
      }
    },
    /** A live build's entry of a page this build carries without reading it. */
    carry: add,
    /** Pages failed so far. */
    failed: () => [...failed.values()],
    /**
     * Writes the failed pages and the hashes the pages were rendered with, then publishes;
     * answers the manifest written when it was opened to keep it, else null.
     */
    close(tail: Pick<Manifest, 'salt' | 'frameHash' | 'frameLinks'>): Manifest | null {
      const at = new Date().toISOString();
      for (const r of failed.values()) add(entryOf(r, at));
      file.write(`\n],${JSON.stringify(tail).slice(1)}`);
      file.close();
      renameSync(temp, path);
      return keep ? { ...head, ...tail, pages: kept } : null;
    },
  };
}

/** The manifest writer of one locale. */
export type ManifestWriter = ReturnType<typeof openManifest>;
