/**
 * The screens the SPA shell serves (product §2): /go/{code}, the affiliate redirect, and the
 * account screens, under the root locale or a locale directory (/de/login). One rule for the
 * CDN, vike's route, the client's navigation and the identity service's loading moment.
 */

/** The slug of the prerendered SPA shell's page, the one document of every screen below. */
export const SPA_SHELL_SLUG = 'go';

/** product §2 named routes: the account screens. */
export const ACCOUNT_SCREENS = ['login', 'registration', 'forgotten-password'] as const;
export type AccountScreen = (typeof ACCOUNT_SCREENS)[number];

/** A path the SPA shell serves: the locale directory ('' at the root) and the screen. */
export type SpaRoute =
  | { directory: string; screen: 'go'; /** '' for a bare /go. */ code: string }
  | { directory: string; screen: AccountScreen };

const SPA_PATH = new RegExp(
  `^/(?:([a-z0-9-]+)/)?(?:go(?:/([^/]*))?|(${ACCOUNT_SCREENS.join('|')}))/?$`,
);
/** product §2: a /go/ code is letters, digits, underscore or hyphen. */
const AFFILIATE_CODE = /^[A-Za-z0-9_-]+$/;

/** The SPA screen `pathname` names, or null for a content page. */
export function spaRoute(pathname: string): SpaRoute | null {
  const match = SPA_PATH.exec(pathname);
  if (!match) return null;
  const directory = match[1] ?? '';
  const account = ACCOUNT_SCREENS.find((screen) => screen === match[3]);
  return account
    ? { directory, screen: account }
    : { directory, screen: 'go', code: match[2] ?? '' };
}

/** True for a well-formed /go/ code (product §2). */
export function isAffiliateCode(code: string): boolean {
  return AFFILIATE_CODE.test(code);
}

/** True when `pathname` is an account screen (product §2), with or without a locale directory. */
export function isAccountScreen(pathname: string): boolean {
  const spa = spaRoute(pathname);
  return spa !== null && spa.screen !== 'go';
}

/**
 * True when `restPath`, a path under a locale's directory (the directory taken off), is answered
 * by the locale's SPA shell: an account screen, /go or /go/ with a well-formed code (the CDN's
 * rule, which the prerender's link check follows).
 */
export function servesSpaShell(restPath: string): boolean {
  const spa = spaRoute(restPath);
  if (spa === null || spa.directory !== '' || restPath.endsWith('/')) return false;
  return spa.screen !== 'go' || spa.code === '' || isAffiliateCode(spa.code);
}
