/** Site-wide names and helpers the layout and the head share. */
import { parseEnv } from '../../config/env';

/** The site name (Bulgarian source text; t() keeps it). */
export const SITE_NAME = 'Казино ръководство';

/** The environment keys the API base URL is derived from (src/config/env.ts). */
const ENV_KEYS_OF_API = ['API_BASE_URL', 'STAGE'] as const;
let lastApiBase: { key: string; value: string } | undefined;

/**
 * The content API base URL the browser islands call. Read on the server at render time (pages
 * are server-only) and handed to islands as a prop, so no env reaches the browser bundle.
 */
export function apiBaseUrlForBrowser(): string {
  const source = typeof process === 'undefined' ? {} : process.env;
  // Every page renders it: parse the environment again only when a key it depends on changed.
  const key = ENV_KEYS_OF_API.map(
    (k) => `${source[k] ?? ''}\u0000${source[`VITE_${k}`] ?? ''}`,
  ).join('\u0001');
  if (lastApiBase?.key !== key) lastApiBase = { key, value: parseEnv(source).apiBaseUrl };
  return lastApiBase.value;
}

/** Site-relative href of a slug in a locale: '/slug', '/de/slug'; home is the directory. */
export function localHref(directory: string, slug: string): string {
  const prefix = directory ? `/${directory}` : '';
  if (slug === 'home') return prefix || '/';
  return `${prefix}/${slug}`;
}

/** Affiliate link of a casino (SPEC §2 /go/{code}?bonusId=). */
export function goHref(affiliateCode: string, bonusId: number | null): string {
  return bonusId === null
    ? `/go/${affiliateCode}`
    : `/go/${affiliateCode}?bonusId=${String(bonusId)}`;
}

/** Maps a CMS href ('/slug' or absolute) into the locale's directory. */
export function hrefIn(directory: string, href: string): string {
  if (!href.startsWith('/')) return href;
  const slug = href.replace(/^\/+/, '') || 'home';
  return localHref(directory, slug);
}
