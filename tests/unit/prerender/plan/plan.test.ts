import { describe, expect, it } from 'vitest';
import type { PageListEntry } from '../../../../src/domain/entities';
import type { ManifestPage } from '../../../../prerender/records/manifest';
import {
  indexAlternates,
  planLocale,
  shardOf,
  slicePlan,
  type Plan,
} from '../../../../prerender/plan/plan';
import type { LiveBuild } from '../../../../prerender/read/live';

type Patch = Extract<Plan, { kind: 'patch' }>;

const at = '2026-11-01T10:00:00.000Z';
const later = '2026-11-20T10:00:00.000Z';
const listed = (slug: string, updatedAt = at): PageListEntry => ({
  slug,
  type: 'default',
  updatedAt,
});
const entry = (slug: string, outcome = 'rendered'): ManifestPage => ({
  slug,
  hash: `h-${slug}`,
  updatedAt: at,
  outcome,
  at,
  error: null,
  alternates: '',
});

/** A run that read no other locale's list. */
const noOthers = { alternates: { known: new Set<string>(), bySlug: new Map<string, string>() } };

/** A live build rendered with salt 's' into frame 'f', every page's folders there. */
const live = (pages: ManifestPage[], folders = pages.map((p) => p.slug)): LiveBuild => ({
  buildId: 'live-1',
  manifest: { locale: 'bg-BG', buildId: 'live-1', salt: 's', frameHash: 'f', pages },
  html: new Set([...folders, '__spa']),
  db: new Set(folders),
});

describe('planLocale (render / carry / remove)', () => {
  it('renders everything in a full build when nothing is live', () => {
    expect(
      planLocale({
        ...noOthers,
        pages: [listed('a'), listed('b')],
        live: null,
        salt: 's',
      }),
    ).toEqual({
      kind: 'full',
      render: [
        { slug: 'a', previousHash: null },
        { slug: 'b', previousHash: null },
      ],
    });
  });

  it('renders everything when the live build has another app build or locale context', () => {
    const plan = planLocale({
      ...noOthers,
      pages: [listed('a')],
      live: live([entry('a')]),
      salt: 'other',
    });
    expect(plan.kind).toBe('full');
  });

  it('patches the live build: carries the unchanged, renders the changed and new, removes the unlisted', () => {
    const plan = planLocale({
      ...noOthers,
      pages: [listed('home'), listed('same'), listed('changed', later), listed('new')],
      live: live([entry('home'), entry('same'), entry('changed'), entry('gone')]),
      salt: 's',
    });
    expect(plan).toEqual({
      kind: 'patch',
      buildId: 'live-1',
      render: [
        { slug: 'changed', previousHash: 'h-changed' },
        { slug: 'new', previousHash: null },
      ],
      carry: [entry('home'), entry('same')],
      remove: ['gone'],
    });
  });

  it('reads the compare page again in every patch: its casino list changes without its date', () => {
    const plan = planLocale({
      ...noOthers,
      pages: [listed('same'), listed('compare-casinos')],
      live: live([entry('same'), entry('compare-casinos')]),
      salt: 's',
    });
    // With its live hash: a worker whose hash matches leaves its files in place.
    expect(plan.kind === 'patch' && plan.render).toEqual([
      { slug: 'compare-casinos', previousHash: 'h-compare-casinos' },
    ]);
    expect(plan.kind === 'patch' && plan.carry).toEqual([entry('same')]);
  });

  it("reads again what the publisher's changes touched, and a named route only when touched", () => {
    const plan = planLocale({
      ...noOthers,
      pages: [listed('same'), listed('compare-casinos'), listed('review')],
      live: live([entry('same'), entry('compare-casinos'), entry('review')]),
      salt: 's',
      touched: new Set(['review']),
    });
    expect(plan.kind === 'patch' && plan.render).toEqual([
      { slug: 'review', previousHash: 'h-review' },
    ]);
    expect(plan.kind === 'patch' && plan.carry).toEqual([entry('same'), entry('compare-casinos')]);
  });

  it('renders again a page whose files are gone or that failed', () => {
    const plan = planLocale({
      ...noOthers,
      pages: [listed('home'), listed('nofiles'), listed('failed')],
      live: {
        ...live([entry('home'), entry('nofiles'), entry('failed', 'failed')]),
        html: new Set(['home', 'failed']),
        db: new Set(['home', 'nofiles', 'failed']),
      },
      salt: 's',
    });
    expect(plan.kind === 'patch' && plan.carry).toEqual([]);
    expect(plan.render).toEqual([
      // The home page without the SPA shell beside it.
      { slug: 'home', previousHash: null },
      { slug: 'nofiles', previousHash: null },
      { slug: 'failed', previousHash: null },
    ]);
  });

  it('renders again a page whose alternates changed in a locale the run read (product §9 hreflang)', () => {
    const rendered = (slug: string, alternates?: string) => {
      const { alternates: _, ...rest } = entry(slug);
      return alternates === undefined ? rest : { ...rest, alternates };
    };
    const pages = ['same', 'removed', 'added', 'unread', 'unknown'].map((slug) => listed(slug));
    const plan = planLocale({
      pages,
      live: live([
        rendered('same', 'bg-BG,bg-DE'),
        rendered('removed', 'bg-BG,bg-DE'),
        rendered('added', 'bg-BG'),
        // bg-XX is a locale this run did not read: it cannot tell, so it keeps the page.
        rendered('unread', 'bg-BG,bg-XX'),
        rendered('unknown'),
      ]),
      salt: 's',
      alternates: indexAlternates([
        { locale: 'bg-DE', pages: [listed('same'), listed('added')] },
        { locale: 'bg-BG', pages },
      ]),
    });
    expect(plan.kind === 'patch' && plan.carry.map((c) => c.slug)).toEqual(['same', 'unread']);
    expect(plan.render.map((r) => r.slug)).toEqual(['removed', 'added', 'unknown']);
  });
});

describe('shards: shardOf and slicePlan', () => {
  const slugs = Array.from({ length: 4000 }, (_, i) => `page-${String(i)}`);

  it('puts each slug in one shard, the same every time, and the shards near even', () => {
    for (const n of [1, 2, 4, 7]) {
      const sizes = new Array<number>(n).fill(0);
      for (const slug of slugs) {
        const shard = shardOf(slug, n);
        expect(shard).toBe(shardOf(slug, n));
        sizes[shard] = (sizes[shard] ?? 0) + 1;
      }
      for (const size of sizes) expect(Math.abs(size - slugs.length / n)).toBeLessThan(200);
    }
  });

  it("the shards' slices of a patch are disjoint and together the whole plan", () => {
    const pages = slugs.slice(0, 60).map((slug, i) => listed(slug, i % 3 === 0 ? later : at));
    const plan = planLocale({
      ...noOthers,
      pages,
      live: live([...slugs.slice(0, 50), 'gone-1', 'gone-2'].map((slug) => entry(slug))),
      salt: 's',
    });
    expect(plan.kind).toBe('patch');
    if (plan.kind !== 'patch') return;
    const slices = [0, 1, 2].map((i) => slicePlan(plan, (slug) => shardOf(slug, 3) === i));
    const all = (pick: (p: Patch) => string[]) =>
      slices.flatMap((s) => (s.kind === 'patch' ? pick(s) : [])).sort();
    expect(all((p) => p.render.map((r) => r.slug))).toEqual(plan.render.map((r) => r.slug).sort());
    expect(all((p) => p.carry.map((c) => c.slug))).toEqual(plan.carry.map((c) => c.slug).sort());
    expect(all((p) => p.remove)).toEqual([...plan.remove].sort());
    for (const slice of slices) expect(slice).toMatchObject({ kind: 'patch', buildId: 'live-1' });
  });
});
