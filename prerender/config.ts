/** The pipeline's settings, parsed once with zod. */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import defaults from '../prerender.config';
import { issuesText } from '../src/domain/rules/issues';

/** A build's id: a folder name under {out}/.builds and {out}/.shards. */
export const BuildId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'letters, digits, ".", "_" or "-", at most 64');

/** `i/n`: this process renders slice i (1-based) of n. */
const Shard = z
  .string()
  .regex(/^\d{1,3}\/\d{1,3}$/, 'i/n, for instance 2/4')
  .transform((text) => {
    const [index = 0, count = 0] = text.split('/').map(Number);
    return { index, count };
  })
  .refine(({ index, count }) => index >= 1 && index <= count, 'i must be between 1 and n');

/** Settings of one run (prerender.config.ts says what each is). */
const Settings = z.object({
  apiBaseUrl: z.url().transform((u) => u.replace(/\/+$/, '')),
  outDir: z.string().min(1),
  concurrency: z.number().int().min(1).max(64),
  workers: z.number().int().min(1).max(16),
  locales: z.array(z.string().regex(/^[a-z]{2}-[A-Z]{2}$/)),
  patch: z.boolean(),
  maxFailures: z.number().int().min(0),
  backoffBaseMs: z.number().int().min(1),
  sitemanagerUrl: z.url().transform((u) => u.replace(/\/+$/, '')),
  sitemanagerUser: z.string().min(1),
  sitemanagerPassword: z.string().min(1),
  workerHeapMb: z.number().int().min(0).max(4096),
  keepBuilds: z.number().int().min(1),
  /** The share (%) a locale's page list may shrink from the live build's (README "Safety rails of a release"). */
  allowShrinkPct: z.number().int().min(0).max(100),
  /** A publish lock whose heartbeat is this old is taken over (README "Safety rails of a release"). */
  lockStaleSeconds: z.number().int().min(1),
  /** The sibling stage after a publish (docs/published-tree.md "Compressed bodies"). */
  siblings: z.boolean(),
  /** The sibling stage alone: every file of what is live gets its siblings; nothing is built. */
  siblingsOnly: z.boolean(),
  /** Render one slice for a later merge (docs/deploying.md "A sharded prerender"). */
  shard: Shard.nullable(),
  /** Merge the n finished shards of the build and publish them. */
  merge: z.number().int().min(1).max(999).nullable(),
  buildId: BuildId.nullable(),
  /** Run as the publisher: follow the change stream and patch the live build (prerender/publisher). */
  watch: z.boolean(),
  /** How long the publisher gathers changes after the first of a batch, in ms. */
  watchWindowMs: z.number().int().min(0).max(60_000),
  /** The publisher's health endpoint port on the loopback (0: any free one), or none. */
  healthPort: z.number().int().min(0).max(65_535).nullable(),
  /** The address the health endpoint listens on: the loopback unless a probe must reach it. */
  healthHost: z.string().min(1),
});

/**
 * How a run works (docs/deploying.md "A sharded prerender"): one machine renders and publishes;
 * a shard renders its slice of the build for a later merge; a merge joins the n shards and
 * publishes them.
 */
export type Mode = LocalMode | ShardMode | MergeMode;
export type LocalMode = { kind: 'local'; buildId: string | null };
export type ShardMode = { kind: 'shard'; buildId: string; index: number; count: number };
export type MergeMode = { kind: 'merge'; buildId: string; count: number };

export const PrerenderConfig = Settings.refine(
  (c) => (c.shard === null && c.merge === null) || c.buildId !== null,
  { path: ['buildId'], message: '--shard and --merge need --build-id (the same for every shard)' },
)
  .refine((c) => c.shard === null || c.merge === null, {
    path: ['merge'],
    message: 'a run either renders a shard or merges them, not both',
  })
  .refine((c) => !c.siblingsOnly || (c.shard === null && c.merge === null && c.siblings), {
    path: ['siblingsOnly'],
    message: '--siblings-only builds nothing: no --shard, --merge or --no-siblings with it',
  })
  .refine((c) => !c.watch || (c.shard === null && c.merge === null && !c.siblingsOnly), {
    path: ['watch'],
    message:
      '--watch patches the live build on one machine: no --shard, --merge or --siblings-only',
  })
  .transform(({ shard, merge, buildId, ...settings }) => {
    const mode: Mode =
      shard !== null && buildId !== null
        ? { kind: 'shard', buildId, ...shard }
        : merge !== null && buildId !== null
          ? { kind: 'merge', buildId, count: merge }
          : { kind: 'local', buildId };
    return { ...settings, mode };
  });
export type PrerenderConfig = z.output<typeof PrerenderConfig>;

/** Defaults from prerender.config.ts, overridden by CLI flags. */
export function loadConfig(argv: string[]): PrerenderConfig {
  const text = { type: 'string' } as const;
  const { values: v } = parseArgs({
    args: argv,
    options: {
      locale: { type: 'string', multiple: true },
      'no-incremental': { type: 'boolean' },
      'no-siblings': { type: 'boolean' },
      'siblings-only': { type: 'boolean' },
      out: text,
      'max-failures': text,
      concurrency: text,
      workers: text,
      shard: text,
      merge: text,
      'build-id': text,
      'allow-shrink': text,
      watch: { type: 'boolean' },
      'window-ms': text,
      'health-port': text,
      'health-host': text,
    },
  });
  const number = (flag: string | undefined) => (flag === undefined ? undefined : Number(flag));
  const flags = {
    locales: v.locale,
    outDir: v.out,
    maxFailures: number(v['max-failures']),
    patch: v['no-incremental'] ? false : undefined,
    concurrency: number(v.concurrency),
    workers: number(v.workers),
    allowShrinkPct: number(v['allow-shrink']),
    siblings: v['no-siblings'] ? false : undefined,
    watchWindowMs: number(v['window-ms']),
  };
  const result = PrerenderConfig.safeParse({
    ...defaults,
    ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)),
    shard: v.shard ?? null,
    merge: number(v.merge) ?? null,
    buildId: v['build-id'] ?? null,
    siblingsOnly: v['siblings-only'] ?? false,
    watch: v.watch ?? false,
    healthPort: number(v['health-port']) ?? null,
    healthHost: v['health-host'] ?? '127.0.0.1',
  });
  if (result.success) return result.data;
  throw new Error(`Invalid prerender settings: ${issuesText(result.error)}`);
}

/** The mode in the log: a shard's slice, a merge's count, nothing for one machine. */
export function modeText(mode: Mode): string {
  switch (mode.kind) {
    case 'local':
      return '';
    case 'shard':
      return `shard ${String(mode.index)}/${String(mode.count)}`;
    case 'merge':
      return `${String(mode.count)} shards`;
  }
}
