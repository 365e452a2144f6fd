/**
 * What the CDN's route tables are made of: a route names what it answers, says whether a path is
 * its own, and answers it. Tables are tried in order; the first route that answers ends the turn.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveRecord } from '../src/domain/entities/published-tree';

/** One route of a table: `handle` answers false when it has nothing to send (no such file). */
export type Route<Context> = {
  name: string;
  matches: (pathname: string, req: IncomingMessage) => boolean;
  handle: (ctx: Context) => boolean | Promise<boolean>;
};

/** The served tree, read again when it changes. */
export type CdnSite = {
  /** The output root, resolved. */
  out: string;
  /** The client build's files (out/client). */
  client: string;
  /** The live record (cached by mtime), null while nothing is published. */
  live: () => Promise<LiveRecord | null>;
};

/** A request and its answer. */
type Exchange = { req: IncomingMessage; res: ServerResponse };

/** One request to the site as the site table sees it. */
export type SiteRequest = Exchange & {
  site: CdnSite;
  /** The decoded path, an encoded slash kept as '%2F'; '' when the request target does not parse. */
  pathname: string;
  /** The query as sent, '?' included ('' when none). */
  search: string;
  /** The live record, read once for this request. */
  record: () => Promise<LiveRecord | null>;
};

/** One request inside a locale's published folder. */
export type LocaleRequest = Exchange & {
  /** The locale's prerendered pages: out/{lang}/{prerenderFolder}/{locale}. */
  htmlRoot: string;
  /** The path under the locale's directory ('/' for its home). */
  restPath: string;
};

/** Answers from the first route of `routes` that takes `pathname`; false when none did. */
export async function lookup<Context extends Exchange>(
  routes: readonly Route<Context>[],
  pathname: string,
  ctx: Context,
): Promise<boolean> {
  for (const route of routes)
    if (route.matches(pathname, ctx.req) && (await route.handle(ctx))) return true;
  return false;
}
