/** The sitemaps stage: every built locale's sitemap and the root locale's robots.txt. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedSlugs } from './live';
import type { LocaleBuild } from './locale-build';
import type { Site } from './site';
import { buildRobots, writeSitemaps } from './sitemap-xml';

/** Pages that are not in a sitemap: the not-found page and search results. */
const NOT_IN_SITEMAP = new Set(['not-found', 'search']);

/**
 * The sitemaps stage: each built locale's sitemap into its build (or staging) folder, with the
 * hreflang alternates of every published locale (those this run leaves alone included), and the
 * root locale's robots.txt.
 */
export async function writeSiteSitemaps(site: Site, builds: readonly LocaleBuild[]): Promise<void> {
  const built = new Set(builds.map((b) => b.locale.locale));
  const others = await Promise.all(
    site.locales
      .filter((l) => !l.lock && !built.has(l.locale) && site.live?.locales[l.locale])
      .map(async (item) => {
        const buildId = site.live?.locales[item.locale]?.buildId ?? '';
        const slugs = await publishedSlugs(site.outDir, buildId, item.locale);
        return slugs ? ([[item.locale, { item, slugs }]] as const) : [];
      }),
  );
  const slugsByLocale = new Map([
    ...others.flat(),
    ...builds.map(
      (b) =>
        [
          b.locale.locale,
          { item: b.locale, slugs: new Set(b.entries.map((e) => e.slug)) },
        ] as const,
    ),
  ]);
  for (const build of builds) {
    const dir = join(site.buildDir, build.locale.locale, 'html');
    writeSitemaps(dir, build.locale, build.entries, slugsByLocale, site.rootLocale, NOT_IN_SITEMAP);
    if (build.locale.locale === site.rootLocale)
      writeFileSync(join(dir, 'robots.txt'), buildRobots(site.locales.filter((l) => !l.lock)));
  }
}
