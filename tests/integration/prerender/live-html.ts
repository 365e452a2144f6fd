/** What a test reads of a published tree: the HTML files of a locale's live build. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLive } from '../../../prerender/read/live';
import { buildPath } from '../../../src/domain/entities/published-tree';

/** Every HTML file of `locale`'s live build in the tree `out`, by its path in the build. */
export async function liveHtml(
  out: string,
  locale: string,
): Promise<{ file: string; html: string }[]> {
  const buildId = (await readLive(out))?.locales[locale]?.buildId ?? '';
  const dir = join(buildPath(out, buildId), locale, 'html');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(dir, file), 'utf8') }));
}
