/**
 * A locale's pages rendered by the pool and written by this thread into the build's folders (a
 * full build's own, or a patch's staging folders), each outcome in the manifest, with one repair
 * pass after the product §9 backoff for pages that may heal.
 */
import { relative } from 'node:path';
import { backoffDelayMs, sleep, SPEC_BACKOFF } from '../../src/domain/rules/backoff';
import type { ComplianceCollector } from '../check/compliance/judge';
import type { ManifestWriter } from '../records/manifest';
import type { LinkCollector, PageLinks } from '../check/links';
import type { LiveBuild } from '../read/live';
import type { Pool } from './pool';
import type { Progress } from './progress';
import { type LocaleJob } from './protocol';
import { isRetryable, type BatchItem, type PageResult } from '../records/pages';
import { writeOutput, type BatchOutput } from './output';

/** Where a locale's outcomes go while its pages are rendered and written. */
export type Sinks = {
  manifest: ManifestWriter;
  progress: Progress;
  backoffBaseMs: number;
  /** A patch's build folder, relative to which its written files are named; else null. */
  staging: string | null;
  /** The links of each page that came out; a page left alone has its live entry's. */
  links: { collector: LinkCollector; live: (slug: string) => PageLinks };
  /** The compliance findings of each page rendered, and the verified dates of those left alone. */
  compliance: ComplianceCollector;
  /** The locales listing a slug in this run (its hreflang alternates), kept for a patch's plan. */
  alternates: (slug: string) => string;
};

/** Renders `items` on the pool and writes each batch's files, then one repair pass. */
export async function renderAndWrite(
  pool: Pool,
  job: LocaleJob,
  items: readonly BatchItem[],
  { manifest, progress, backoffBaseMs, staging, links, compliance, alternates }: Sinks,
) {
  const staged: string[] = [];
  /** Each page's read updatedAt, or null when it failed. */
  const outcomes = new Map<string, string | null>();
  const rendered: string[] = [];
  const renderedKeys: Record<string, string> = {};
  /** The inline-script hashes of the pages written (one set: 100,000 pages share a few). */
  const scriptHashes = new Set<string>();
  let carried = 0;
  const onBatch = (results: PageResult[], output: BatchOutput) => {
    const { failed: unwritten, scriptHashes: hashed } = writeOutput(output);
    for (const hash of hashed) scriptHashes.add(hash);
    if (staging !== null)
      for (const file of output.files)
        if (!unwritten.has(file.slug)) staged.push(relative(staging, file.path));
    for (const r of results) {
      const message = unwritten.get(r.slug);
      const result: PageResult = message
        ? { ...r, outcome: 'failed', error: { kind: 'write', message } }
        : r.outcome === 'carried'
          ? carriedResult(r, links.live(r.slug), compliance.liveVerifiedAt(r.slug))
          : r;
      if (result.outcome !== 'failed' && result.links)
        links.collector.add(result.slug, result.links);
      manifest.result({ ...result, alternates: alternates(r.slug) });
      outcomes.set(r.slug, result.outcome === 'failed' ? null : result.updatedAt);
      if (result.outcome === 'rendered') {
        rendered.push(r.slug);
        renderedKeys[r.slug] = result.keys ?? '';
        compliance.add(r.slug, result.compliance ?? []);
      }
      if (result.outcome === 'carried') {
        carried += 1;
        compliance.carry(r.slug);
      }
      progress.tick(result.outcome !== 'failed');
    }
  };
  await pool.render(job, items, onBatch);
  const retry = manifest.failed().filter((r) => r.error && isRetryable(r.error));
  if (retry.length > 0) {
    await sleep(backoffDelayMs(0, Math.random, { ...SPEC_BACKOFF, baseMs: backoffBaseMs }));
    progress.repairing(retry.length);
    const bySlug = new Map(items.map((item) => [item.slug, item]));
    await pool.render(
      job,
      retry.flatMap((r) => bySlug.get(r.slug) ?? []),
      onBatch,
    );
  }
  const hashes = [...scriptHashes].sort();
  return { outcomes, staged, rendered, renderedKeys, carried, scriptHashes: hashes };
}

/** A page left alone, with its live entry's links and oldest verified date. */
function carriedResult(r: PageResult, pageLinks: PageLinks, verifiedAt: string | undefined) {
  return verifiedAt === undefined
    ? { ...r, links: pageLinks }
    : { ...r, links: pageLinks, verifiedAt };
}

/** A patched build's links of a page it carries: the page's own, and the layout's of them all. */
export function liveLinksOf(live: LiveBuild | null): (slug: string) => PageLinks {
  const own = new Map(live?.manifest.pages.map((page) => [page.slug, page.links ?? []]));
  const frame = live?.manifest.frameLinks ?? [];
  return (slug) => ({ own: own.get(slug) ?? [], frame });
}
