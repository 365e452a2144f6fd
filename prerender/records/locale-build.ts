/** A locale's build for the later stages: JSON, so a shard hands it to the merge elsewhere. */
import { z } from 'zod';
import { LocaleItem, PageListEntry } from '../../src/domain/entities';
import { ComplianceReport } from './findings';
import { LinkIndex } from './page-links';

/** How a build goes live: in a folder of its own, or patched into the live build `buildId`. */
export const PublishTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full') }),
  z.object({
    kind: z.literal('patch'),
    buildId: z.string(),
    /** Live pages the CMS no longer lists. */
    remove: z.array(z.string()),
  }),
]);
export type PublishTarget = z.infer<typeof PublishTarget>;

export const LocaleBuild = z.object({
  locale: LocaleItem,
  target: PublishTarget,
  salt: z.string(),
  /** Hash of the page list a shard read: the shards of one build must agree ('' off a shard). */
  listHash: z.string(),
  /** Pages of the whole list (in a shard too): what the merge's shrink guard counts. */
  listed: z.number().int().min(0),
  /** The sitemap's pages: the listed ones that came out, in the list's order. */
  entries: z.array(PageListEntry),
  /** Where each of `entries` stands in the whole list (a shard holds a slice of it). */
  positions: z.array(z.number().int().min(0)),
  failedSlugs: z.array(z.string()),
  /** Pages rendered anew (their caches are cleared after publish). */
  rendered: z.array(z.string()),
  /** The content keys of each page rendered anew (the publisher's index, records/manifest.ts). */
  renderedKeys: z.record(z.string(), z.string()).default({}),
  carried: z.number().int().min(0),
  /** A patch's files written for pages that came out whole, relative to the build folder. */
  staged: z.array(z.string()),
  /** sha256 sources of the inline scripts in the HTML written (product §9 CSP). */
  scriptHashes: z.array(z.string()),
  /** The internal links of its pages, for the link check before publish. */
  links: LinkIndex,
  /** The compliance findings of its pages rendered, for the check before publish. */
  compliance: ComplianceReport,
});
export type LocaleBuild = z.infer<typeof LocaleBuild>;

/** The build a locale goes live in. */
export const liveBuildIdOf = (build: LocaleBuild, thisBuildId: string) =>
  build.target.kind === 'patch' ? build.target.buildId : thisBuildId;
