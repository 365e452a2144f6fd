/**
 * What every user-service route stands on (product §6): the identity service, the token guards
 * (401 without a valid token, 403 for an unverified email), the per-route rate limits (429) and
 * input parsing (400 invalid-input).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from 'firebase-admin/auth';
import type { z } from 'zod';
import { IdParam } from '../../src/domain/rules/number-input';
import { issuesText } from '../../src/domain/rules/issues';
import type { Db } from '../db/db';
import type { ApiEnv } from '../../src/config/api-env';
import type { Pruner } from '../content/retention';
import { clientAddress } from '../client-address';
import { rateLimiter, type RateLimit } from '../rate-limit';
import { ensureUser } from './account';
import { identityAuth, TokenRefused, verifyToken, type Identity } from './firebase';
import { Refusal } from './refusal';

/** What the routes are built from. */
export type UsersDeps = { db: Db; env: ApiEnv; pruner: Pruner };

export type Vars = { Variables: { identity: Identity | null } };

const MINUTE_MS = 60_000;
/** Writes per client and window on each route (scaled by USERS_RATE_LIMIT_FACTOR). */
const LIMITS = {
  post: { max: 5, windowMs: MINUTE_MS },
  edit: { max: 10, windowMs: MINUTE_MS },
  delete: { max: 10, windowMs: MINUTE_MS },
  comment: { max: 10, windowMs: MINUTE_MS },
  like: { max: 30, windowMs: MINUTE_MS },
  report: { max: 5, windowMs: MINUTE_MS },
  purchase: { max: 10, windowMs: MINUTE_MS },
  avatar: { max: 10, windowMs: MINUTE_MS },
  action: { max: 20, windowMs: MINUTE_MS },
  'last-login': { max: 10, windowMs: MINUTE_MS },
  'email-token': { max: 3, windowMs: 10 * MINUTE_MS },
  'password-token': { max: 3, windowMs: 10 * MINUTE_MS },
  referral: { max: 5, windowMs: 10 * MINUTE_MS },
  'anon-id': { max: 10, windowMs: MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/** Parses input with an entity schema: 400 invalid-input naming the fields. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Refusal(400, 'invalid-input', issuesText(result.error));
  return result.data;
}

export async function body<T extends z.ZodType>(schema: T, c: Context): Promise<z.infer<T>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new Refusal(400, 'invalid-input', 'Body must be JSON');
  }
  return parseWith(schema, json);
}

/** The route's `:id`: decimal digits of a row id, or 400 naming `id`. */
export const pathId = (c: Context): number => parseWith(IdParam, c.req.param()).id;

/** The guards and helpers of the routes. */
export function createGuards({ db, env }: UsersDeps) {
  let auth: Auth | null = null;
  // Created on first use: an API without users (the content tests) never touches firebase-admin.
  const identityService = (): Auth =>
    (auth ??= identityAuth({
      projectId: env.FIREBASE_PROJECT_ID,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    }));

  const limiter = rateLimiter({
    addressOf: (c) => clientAddress(c, env.TRUST_PROXY),
    uidOf: (c) => (c.get('identity') as Identity | null)?.uid ?? null,
  });
  const limit = (route: keyof typeof LIMITS): MiddlewareHandler => {
    const base = LIMITS[route];
    return limiter(route, {
      windowMs: base.windowMs,
      max: Math.max(1, Math.round(base.max * env.USERS_RATE_LIMIT_FACTOR)),
    });
  };

  const tokenOf = (c: Context): string | null => {
    const header = c.req.header('x-authorization')?.trim();
    if (!header) return null;
    return header.replace(/^Bearer\s+/i, '');
  };

  /** A signed-in user (any email state): 401 without a valid token. */
  const signedIn: MiddlewareHandler<Vars> = async (c, next) => {
    const token = tokenOf(c);
    if (!token) throw new Refusal(401, 'token-missing', 'x-authorization is missing');
    c.set('identity', await verifyToken(identityService(), token));
    await next();
  };
  /** A verified user: 403 email-unverified otherwise; makes the inventory on first sight. */
  const verified: MiddlewareHandler<Vars> = async (c, next) => {
    await signedIn(c, async () => {
      const identity = c.get('identity');
      if (!identity?.emailVerified) {
        throw new Refusal(403, 'email-unverified', 'Verify the email address first');
      }
      await ensureUser(db, identity);
      await next();
    });
  };
  /** Public reads: a valid verified token personalises (likedByMe), anything else reads as a visitor. */
  const reader: MiddlewareHandler<Vars> = async (c, next) => {
    const token = tokenOf(c);
    let identity: Identity | null = null;
    if (token) {
      try {
        const found = await verifyToken(identityService(), token);
        identity = found.emailVerified ? found : null;
      } catch (error) {
        if (!(error instanceof TokenRefused)) throw error;
      }
    }
    c.set('identity', identity);
    await next();
  };
  const me = (c: Context<Vars>): Identity => {
    const identity = c.get('identity');
    if (!identity) throw new Refusal(401, 'token-missing', 'Not signed in');
    return identity;
  };

  return { identityService, limit, signedIn, verified, reader, me };
}

/** The guards {@link createGuards} makes. */
export type Guards = ReturnType<typeof createGuards>;
