/**
 * Host and user-agent detection (product §6). Pure functions, no DOM, so the server and tests use
 * them too.
 */

/**
 * A preview host: a hostname starting with 'preview.' (preview.kazino-bg.example) or
 * containing '--preview' (branch deploys like feature-x--preview.example.app). On it events are
 * not reported and db files and prerender files are not used (product §6).
 */
export function isPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host.startsWith('preview.') || host.includes('--preview');
}

/** User-agent tokens of our own robots: the weekly test robot and the site manager (product §6). */
export const INTERNAL_AGENT_TOKENS = ['WeeklyTestRobot', 'SiteManager'] as const;

/** True for the weekly-test robot and the site manager, matched case-insensitively. */
export function isInternalAgent(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  return INTERNAL_AGENT_TOKENS.some((token) => ua.includes(token.toLowerCase()));
}

const BOT_PATTERN =
  /bot\b|crawler|spider|slurp|crawling|facebookexternalhit|embedly|lighthouse|headlesschrome\/.*pagespeed|bingpreview|yandex|baiduspider|duckduckgo/i;

/**
 * True for search engine and social crawlers (the cookie modal hides from them, product §4).
 * HeadlessChrome alone is not a bot: browser tests run headless.
 */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
