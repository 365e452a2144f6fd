/** What a publisher test reads of the live tree and the test API. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readLive } from '../../../prerender/read/live';
import { readManifest } from '../../../prerender/records/manifest';
import { liveFiles } from '../../../prerender/siblings/live-files';
import { buildPath } from '../../../src/domain/entities/published-tree';
import {
  SMALLEST_COMPRESSED_BYTES,
  isSiblingOf,
  siblingPath,
} from '../../../src/domain/rules/precompressed';

/** The live HTML file of `slug` in `locale`. */
export async function livePagePath(out: string, locale: string, slug: string): Promise<string> {
  const buildId = (await readLive(out))?.locales[locale]?.buildId ?? '';
  return join(buildPath(out, buildId), locale, 'html', slug, 'index.html');
}

/** The live HTML of `slug` in `locale`, or '' when there is none. */
export async function livePage(out: string, locale: string, slug: string): Promise<string> {
  const file = await livePagePath(out, locale, slug);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The live files over the smallest compressed size without a current br sibling. */
export async function withoutSibling(out: string): Promise<string[]> {
  const live = await readLive(out);
  if (!live) return ['(nothing live)'];
  return (await liveFiles(out, live)).filter((file) => {
    const { size, mtimeMs } = statSync(file);
    const sibling = statSync(siblingPath(file, 'br'), { throwIfNoEntry: false });
    return size > SMALLEST_COMPRESSED_BYTES && !(sibling && isSiblingOf(mtimeMs, sibling.mtimeMs));
  });
}

/**
 * The pages of `locale`'s live manifest whose files are missing or cut short: none while the
 * live tree is whole.
 */
export async function brokenPages(out: string, locale: string): Promise<string[]> {
  const buildId = (await readLive(out))?.locales[locale]?.buildId ?? '';
  const dir = join(buildPath(out, buildId), locale);
  const manifest = await readManifest(buildPath(out, buildId), locale);
  if (!manifest) return ['(no manifest)'];
  return manifest.pages
    .filter((page) => page.outcome !== 'failed')
    .filter(({ slug }) => {
      try {
        const html = readFileSync(join(dir, 'html', slug, 'index.html'), 'utf8');
        JSON.parse(readFileSync(join(dir, 'db', slug, 'db.json'), 'utf8'));
        return !html.trimEnd().endsWith('</html>');
      } catch {
        return true;
      }
    })
    .map((page) => page.slug);
}

/** The slugs of `locale` the test API's site manager was asked to clear, in order. */
export async function clearedSlugs(apiUrl: string, locale: string): Promise<string[]> {
  const answer = (await (await fetch(`${apiUrl}/__test/cache-clears`)).json()) as {
    items: { id: number; body: { entry: { locale: string; slug: string } } }[];
  };
  return answer.items.filter((i) => i.body.entry.locale === locale).map((i) => i.body.entry.slug);
}

/** The publisher's health answer at `url`. */
export async function health(url: string) {
  const answer = await fetch(`${url}/health`);
  const body = (await answer.json()) as {
    patches: number;
    changesSeen: number;
    lastEventId: number;
    pending: number;
  };
  return { status: answer.status, ...body };
}

/** The health URL the publisher printed. */
export const healthUrlOf = (output: string): string =>
  /health (http:\/\/127\.0\.0\.1:\d+)\/health/.exec(output)?.[1] ?? '';
