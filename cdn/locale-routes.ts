/**
 * The routes inside one locale's published folder (product §2): its sitemaps and robots.txt, the SPA
 * shell, its pages, and the not-found page with 404 for anything else.
 */
import { join } from 'node:path';
import { SITE_LANG } from '../src/config/constants';
import { type LiveRecord, NOT_FOUND_SLUG, SPA_FOLDER } from '../src/domain/entities/published-tree';
import { localeOfPath } from '../src/domain/rules/locale-path';
import { servesSpaShell } from '../src/domain/rules/spa-route';
import type { LocaleRequest, Route, SiteRequest } from './route';
import { REVALIDATE, sendFile } from './send-file';

const SITE_FILE = /^\/(sitemap(-\d{1,4})?\.xml|robots\.txt)$/;
/** A page of the locale: its home ('/') or one slug. */
const PAGE_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** The page slug `restPath` names, or null (the not-found page is never a page of its own). */
function pageSlug(restPath: string): string | null {
  const match = PAGE_PATH.exec(restPath);
  if (!match) return null;
  const slug = match[1] ?? 'home';
  return slug === NOT_FOUND_SLUG ? null : slug;
}

const sendSiteFile = ({ req, res, htmlRoot, restPath }: LocaleRequest) =>
  sendFile(req, res, join(htmlRoot, restPath), { cache: REVALIDATE });

const sendSpaShell = ({ req, res, htmlRoot }: LocaleRequest) =>
  sendFile(req, res, join(htmlRoot, SPA_FOLDER, 'index.html'), { cache: REVALIDATE });

const sendPage = ({ req, res, htmlRoot, restPath }: LocaleRequest) => {
  const slug = pageSlug(restPath);
  return (
    slug !== null && sendFile(req, res, join(htmlRoot, slug, 'index.html'), { cache: REVALIDATE })
  );
};

/** The locale's not-found page with `status`: 404, or 400 for a target that cannot be read. */
export const sendNotFound = ({ req, res, htmlRoot }: LocaleRequest, status = 404) =>
  sendFile(req, res, join(htmlRoot, NOT_FOUND_SLUG, 'index.html'), {
    status,
    cache: REVALIDATE,
  });

/** Tried in order on the path under the locale's directory. */
export const LOCALE_ROUTES: readonly Route<LocaleRequest>[] = [
  { name: 'sitemap or robots.txt', matches: (path) => SITE_FILE.test(path), handle: sendSiteFile },
  { name: 'SPA shell', matches: servesSpaShell, handle: sendSpaShell },
  { name: 'page', matches: (path) => pageSlug(path) !== null, handle: sendPage },
  { name: 'not found', matches: () => true, handle: (ctx) => sendNotFound(ctx) },
];

/** The request inside its locale (`localeOfPath`); the first listed when none is at the root. */
export function localeRequest(ctx: SiteRequest, record: LiveRecord): LocaleRequest {
  const locales = Object.entries(record.locales).map(([code, l]) => ({ code, ...l }));
  const { locale, rest } = localeOfPath(ctx.pathname, locales);
  const localeCode = (locale ?? locales[0])?.code ?? record.rootLocale;
  return {
    req: ctx.req,
    res: ctx.res,
    htmlRoot: join(ctx.site.out, SITE_LANG, record.prerenderFolder, localeCode),
    restPath: `/${rest.join('/')}`,
  };
}
