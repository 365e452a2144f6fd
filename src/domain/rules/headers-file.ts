/**
 * The `_headers` file of the published tree (the format Netlify and Cloudflare Pages read): the
 * prerender writes it, the CDN reads it (product §9 content security policy).
 */

/** The headers file's name at the root of the published tree. */
export const HEADERS_FILE = '_headers';

/** Cloudflare Pages refuses a `_headers` line longer than this. */
export const HEADERS_LINE_MAX_CHARS = 2_000;

/** The `_headers` text: one rule for every path. */
export function headersFileText(headers: Readonly<Record<string, string>>): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  const long = lines.find((line) => line.length > HEADERS_LINE_MAX_CHARS);
  if (long) {
    throw new Error(
      `${HEADERS_FILE}: a line of ${String(long.length)} characters (a CDN takes at most ${String(HEADERS_LINE_MAX_CHARS)}): ${long.slice(0, 60)}…`,
    );
  }
  return `# The site's security headers (prerender/publish/headers-file.ts), read by the CDN.\n${lines.join('\n')}\n`;
}

/** The headers of the `/*` rule of a `_headers` text. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inRule = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inRule && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
