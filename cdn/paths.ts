/** Where a request path may lead on disk, and where a redirect may send it. */
import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/**
 * A redirect target that stays on the site: the decoded path's segments, re-encoded, under
 * exactly one '/'. Slashes and backslashes in any number collapse, so '//evil.example' or
 * '/\\evil.example' become '/evil.example', and non-ASCII text is a valid header value. A '%2F'
 * the decoding kept (an encoded slash) stays as it is, still no separator.
 */
export function sameSitePath(decodedPath: string): string {
  const segments = decodedPath.split(/[/\\]+/).filter(Boolean);
  const encode = (s: string) => encodeURIComponent(s).replaceAll('%252F', '%2F');
  return `/${segments.map(encode).join('/')}`;
}

/** `path` resolved under `base`, or null when it would leave it. */
export function inside(base: string, path: string): string | null {
  const full = resolve(base, path);
  return full === base || full.startsWith(base + sep) ? full : null;
}

/** Like {@link inside}, after following links: a link that leaves `base` is not served. */
export async function insideReal(base: string, path: string): Promise<string | null> {
  const full = inside(base, path);
  if (!full) return null;
  try {
    const real = await realpath(full);
    const realBase = await realpath(base);
    return real.startsWith(realBase + sep) ? real : null;
  } catch {
    return null;
  }
}
