/** A locale build's manifest: each page's content hash, time and outcome, for the next build. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { manifestPath } from '../src/domain/entities/published-tree';
import type { PageResult } from './protocol';
import { TextFile } from './files';

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
  /** The oldest verified date of its offers: a patch ages it again (prerender/compliance.ts). */
  verifiedAt: z.string().optional(),
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

/** A locale's manifest in the build folder `buildDir`, or null when it is missing or unreadable. */
export async function readManifest(buildDir: string, locale: string): Promise<Manifest | null> {
  try {
    return Manifest.parse(JSON.parse(await readFile(manifestPath(buildDir, locale), 'utf8')));
  } catch {
    return null;
  }
}

/**
 * Writes a locale's manifest as results come in, so memory does not grow with the pages; failed
 * pages wait for the repair pass, and the file is renamed into place when complete.
 */
export function openManifest(path: string, head: Pick<Manifest, 'locale' | 'buildId'>) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const file = new TextFile(temp);
  file.write(`${JSON.stringify(head).slice(0, -1)},"pages":[`);
  let first = true;
  const failed = new Map<string, PageResult>();
  const add = (page: ManifestPage) => {
    file.write(first ? '\n' : ',\n');
    file.write(JSON.stringify(page));
    first = false;
  };
  const entry = (r: PageResult, at: string): ManifestPage => ({
    slug: r.slug,
    hash: r.hash,
    updatedAt: r.updatedAt,
    outcome: r.outcome,
    at,
    error: r.error && `${r.error.kind}: ${r.error.message}`,
    ...(r.links ? { links: r.links.own } : {}),
    ...(r.verifiedAt ? { verifiedAt: r.verifiedAt } : {}),
  });
  return {
    /** A page's outcome; a failure may still be replaced by the repair pass. */
    result(r: PageResult): void {
      if (r.outcome === 'failed') failed.set(r.slug, r);
      else {
        failed.delete(r.slug);
        add(entry(r, new Date().toISOString()));
      }
    },
    /** A live build's entry of a page this build carries without reading it. */
    carry: add,
    /** Pages failed so far. */
    failed: () => [...failed.values()],
    /** Writes the failed pages and the hashes the pages were rendered with, then publishes. */
    close(tail: Pick<Manifest, 'salt' | 'frameHash' | 'frameLinks'>): void {
      const at = new Date().toISOString();
      for (const r of failed.values()) add(entry(r, at));
      file.write(`\n],${JSON.stringify(tail).slice(1)}`);
      file.close();
      renameSync(temp, path);
    },
  };
}

/** The manifest writer of one locale. */
export type ManifestWriter = ReturnType<typeof openManifest>;
