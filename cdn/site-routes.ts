/**
 * The CDN's table of routes for the whole site, tried in order: what it refuses, the client
 * build's files, /storage, and last the locale's own table (locale-routes.ts).
 */
import type { ServerResponse } from 'node:http';
import { DB_FILES_FOLDER, SITE_LANG } from '../src/config/constants';
import { LOCALE_ROUTES, localeRequest, sendNotFound } from './locale-routes';
import { inside, insideReal, sameSitePath } from './paths';
import { lookup, type Route, type SiteRequest } from './route';
import { IMMUTABLE, NO_CACHE, REVALIDATE, sendFile } from './send-file';

const READ_METHODS = ['GET', 'HEAD'];

/** The only files /storage serves: a page's db.json of a db-files folder (product §7). */
const STORAGE_FILE = new RegExp(
  `^/storage/${SITE_LANG}/${DB_FILES_FOLDER}-v\\d+\\.\\d+\\.\\d+-[a-z0-9]+/[a-z]{2}-[A-Z]{2}/[a-z0-9]+(?:-[a-z0-9]+)*/db\\.json$`,
);
/** Files of the client build's root (logo, manifest, service worker); robots.txt is a locale's. */
const CLIENT_ROOT_FILE = /^\/[A-Za-z0-9_.-]+\.(png|webp|ico|svg|js|webmanifest|txt)$/;

/** Ends the answer with a plain-text body. */
export function answerPlain(res: ServerResponse, status: number, text: string): true {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
  return true;
}

/**
 * A target that did not parse (''), a NUL, or a parent or hidden segment (.builds, .trash) in
 * any spelling of a separator; /.well-known/ alone is public (RFC 8615).
 */
const isUnsafePath = (pathname: string) =>
  pathname === '' ||
  pathname.includes('\0') ||
  pathname
    .replace(/^\/\.well-known\//, '/')
    .split(/[/\\]/)
    .some((s) => s.startsWith('.'));

const refuseMethod = ({ res }: SiteRequest) => {
  res.writeHead(405, { Allow: READ_METHODS.join(', ') }).end();
  return true;
};

/**
 * A target that cannot be read: the not-found page of the locale its first segment names, as a
 * 400, so the visitor stays on the site in their language; plain text before a publish.
 */
const refuseBadRequest = async (ctx: SiteRequest) => {
  const record = await ctx.record();
  // The raw first segment picks the locale: the whole path did not decode.
  const [rawPath = ''] = (ctx.req.url ?? '').split('?');
  const locale = record && localeRequest({ ...ctx, pathname: rawPath }, record);
  return (locale && (await sendNotFound(locale, 400))) || answerPlain(ctx.res, 400, 'Bad request');
};

/** A file of the client build's folder, or a bare 404: no page of a locale stands in for it. */
const sendClientFile =
  (cache: string) =>
  async ({ req, res, site, pathname }: SiteRequest) => {
    const file = inside(site.client, `.${pathname}`);
    if (file && (await sendFile(req, res, file, { cache }))) return true;
    res.writeHead(404).end();
    return true;
  };

/** Answers 503 while nothing is published; otherwise the next route answers. */
const refuseUnpublished = async ({ res, record }: SiteRequest) =>
  (await record()) === null &&
  answerPlain(res, 503, 'Nothing is published yet: run the prerender.');

const sendStorageFile = async ({ req, res, site, pathname }: SiteRequest) => {
  const file = STORAGE_FILE.test(pathname)
    ? await insideReal(site.out, `.${pathname.slice('/storage'.length)}`)
    : null;
  if (file && (await sendFile(req, res, file, { cache: REVALIDATE }))) return true;
  res
    .writeHead(404, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ error: 'not_found' }));
  return true;
};

const sendClientRootFile = async ({ req, res, site, pathname }: SiteRequest) => {
  const file = inside(site.client, `.${pathname}`);
  const cache = pathname === '/sw.js' ? NO_CACHE : REVALIDATE;
  return file !== null && sendFile(req, res, file, { cache });
};

/** The query goes along: a /go/ page's bonusId, locale and row (product §2 Query parameters). */
const redirectWithoutSlash = ({ res, pathname, search }: SiteRequest) => {
  res.writeHead(301, { Location: `${sameSitePath(pathname)}${search}` }).end();
  return true;
};

const answerInLocale = async (ctx: SiteRequest) => {
  const record = await ctx.record();
  if (!record) return false;
  const locale = localeRequest(ctx, record);
  return lookup(LOCALE_ROUTES, locale.restPath, locale);
};

/** Tried in order on the decoded request path. */
export const SITE_ROUTES: readonly Route<SiteRequest>[] = [
  {
    name: 'method not allowed',
    matches: (_path, req) => !READ_METHODS.includes(req.method ?? ''),
    handle: refuseMethod,
  },
  { name: 'bad request', matches: isUnsafePath, handle: refuseBadRequest },
  {
    name: 'hashed asset',
    matches: (path) => path.startsWith('/assets/'),
    handle: sendClientFile(IMMUTABLE),
  },
  {
    name: 'well-known',
    matches: (path) => path.startsWith('/.well-known/'),
    handle: sendClientFile(REVALIDATE),
  },
  { name: 'nothing published', matches: () => true, handle: refuseUnpublished },
  { name: 'storage', matches: (path) => path.startsWith('/storage/'), handle: sendStorageFile },
  {
    name: 'client root file',
    matches: (path) => CLIENT_ROOT_FILE.test(path) && path !== '/robots.txt',
    handle: sendClientRootFile,
  },
  {
    name: 'trailing slash',
    matches: (path) => path.length > 1 && /[/\\]$/.test(path),
    handle: redirectWithoutSlash,
  },
  { name: 'locale', matches: () => true, handle: answerInLocale },
];
