/**
 * The user service's routes (SPEC §7 /users/*, and the public GET /leaderboards/users). Every
 * write verifies the Firebase ID token in x-authorization (401), the verified email (403, SPEC §6:
 * only verified users are authenticated), the owner where it matters (403), input limits (400)
 * and a rate limit (429). Public reads take an optional token for likedByMe. Refusals answer
 * {error, reason, message} (src/domain/entities/user UserErrorBody).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Auth } from 'firebase-admin/auth';
import type { z } from 'zod';
import {
  AvatarUpdate,
  CommentsQuery,
  EditPost,
  EmailToken,
  LikeToggle,
  NewComment,
  NewPost,
  PageQuery,
  PasswordToken,
  Purchase,
  ReportPost,
  RowId,
  UserAction,
} from '../../src/domain/entities/user';
import type { Db } from '../db/db';
import type { ApiEnv } from '../env';
import { rateLimiter, type RateLimit } from '../rate-limit';
import {
  addHistory,
  avatarsOf,
  buy,
  ensureUser,
  historyOf,
  inventoryOfUser,
  setAvatar,
  shopOf,
} from './account';
import {
  assertOwner,
  commentPage,
  insertComment,
  insertPost,
  insertReport,
  leaderboardPage,
  postById,
  postDetails,
  postPage,
  reportCategories,
  toggleLike,
} from './community';
import { errorCode, identityAuth, TokenRefused, verifyToken, type Identity } from './firebase';
import { advanceMissions, missionsOf } from './missions';
import { Refusal } from './refusal';

/** What the routes are built from. */
export type UsersDeps = { db: Db; env: ApiEnv };

type Vars = { Variables: { identity: Identity | null } };

/** History lines GET /users/history answers. */
const HISTORY_LIMIT = 100;

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
} as const satisfies Record<string, RateLimit>;

/** Parses input with an entity schema: 400 invalid-input naming the fields. */
function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Refusal(
      400,
      'invalid-input',
      result.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '),
    );
  }
  return result.data;
}

async function body<T extends z.ZodType>(schema: T, c: Context): Promise<z.infer<T>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new Refusal(400, 'invalid-input', 'Body must be JSON');
  }
  return parseWith(schema, json);
}

const pathId = (c: Context): number => parseWith(RowId, Number(c.req.param('id')));

/** The oobCode of an emulator or Firebase action link. */
function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('The action link carries no oobCode');
  return code;
}

/** Builds the routes; mount with `app.route('/', usersRoutes(deps))`. */
export function usersRoutes({ db, env }: UsersDeps): Hono<Vars> {
  const app = new Hono<Vars>();
  let auth: Auth | null = null;
  // Created on first use: an API without users (the content tests) never touches firebase-admin.
  const identityService = (): Auth =>
    (auth ??= identityAuth({
      projectId: env.FIREBASE_PROJECT_ID,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    }));

  const limiter = rateLimiter({
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

  const mail = async (kind: string, to: string, subject: string, link: string) => {
    await db.query('insert into outbox (kind, body) values ($1, $2)', [
      kind,
      JSON.stringify({ subject, to: [to], payload: { link } }),
    ]);
  };

  app.onError((error, c) => {
    if (error instanceof Refusal) return c.json(error.body(), error.status);
    if (error instanceof TokenRefused) {
      return c.json(new Refusal(401, error.reason, error.message).body(), 401);
    }
    console.error('users: unexpected error:', error instanceof Error ? error.message : error);
    return c.json(new Refusal(500, 'internal', 'Internal server error').body(), 500);
  });

  // --- The signed-in user's own records ---
  app.get('/users/inventory', verified, async (c) => c.json(await inventoryOfUser(db, me(c).uid)));
  app.get('/users/history', verified, async (c) =>
    c.json(await historyOf(db, me(c).uid, HISTORY_LIMIT)),
  );
  app.get('/users/avatars', verified, async (c) => c.json(await avatarsOf(db, me(c).uid)));
  app.get('/users/missions', verified, async (c) => c.json(await missionsOf(db, me(c).uid)));
  app.get('/users/shop', reader, async (c) =>
    c.json(await shopOf(db, c.get('identity')?.uid ?? null)),
  );

  app.post('/users/purchase', verified, limit('purchase'), async (c) => {
    const { itemId } = await body(Purchase, c);
    return c.json(await buy(db, me(c).uid, itemId));
  });
  app.put('/users/avatar', verified, limit('avatar'), async (c) => {
    const { avatarId } = await body(AvatarUpdate, c);
    return c.json(await setAvatar(db, me(c).uid, avatarId));
  });
  app.post('/users/action', verified, limit('action'), async (c) => {
    const { action } = await body(UserAction, c);
    const uid = me(c).uid;
    const completed = await db.transaction(async (tx) => {
      if (action === 'user-login') {
        // One history line per UTC day, however often the browser signs in.
        const today = await tx.query(
          `select 1 from history where uid = $1 and action = 'user-login'
           and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`,
          [uid],
        );
        if (today.length === 0) await addHistory(tx, uid, 'user-login', 0, null);
      }
      return advanceMissions(tx, uid, action);
    });
    return c.json({ inventory: await inventoryOfUser(db, uid), completed });
  });
  app.post('/users/last-login', verified, limit('last-login'), async (c) => {
    const row = (
      await db.query<{ last_login_at: Date | string }>(
        'update inventories set last_login_at = now() where uid = $1 returning last_login_at',
        [me(c).uid],
      )
    )[0];
    if (!row) throw new Error('no inventory to update');
    return c.json({ lastLoginAt: new Date(row.last_login_at).toISOString() });
  });

  // --- Email verification and password reset mails (SPEC §2 query parameters) ---
  app.post('/users/email-token', signedIn, limit('email-token'), async (c) => {
    const { email } = await body(EmailToken, c);
    const identity = me(c);
    if (!identity.email) throw new Refusal(400, 'invalid-input', 'The account has no email');
    if (email !== undefined && email.toLowerCase() !== identity.email.toLowerCase()) {
      throw new Refusal(400, 'invalid-input', "email: not the account's address");
    }
    const link = await identityService().generateEmailVerificationLink(identity.email);
    const url = `${env.SITE_URL}/?emailVerifyToken=${encodeURIComponent(oobCodeOf(link))}`;
    await mail('email-verification', identity.email, 'Потвърдете имейл адреса си', url);
    return c.json({ accepted: true }, 202);
  });
  app.post('/users/password-token', limit('password-token'), async (c) => {
    const { email } = await body(PasswordToken, c);
    let link: string | null = null;
    try {
      link = await identityService().generatePasswordResetLink(email);
    } catch (error) {
      // The same answer for an unknown address: the route does not tell who has an account.
      const code = errorCode(error);
      if (code !== 'auth/email-not-found' && code !== 'auth/user-not-found') throw error;
    }
    if (link) {
      const url = `${env.SITE_URL}/?passwordVerifyToken=${encodeURIComponent(oobCodeOf(link))}`;
      await mail('password-reset', email, 'Смяна на паролата', url);
    }
    return c.json({ accepted: true }, 202);
  });

  // --- The community ---
  app.get('/users/posts', reader, async (c) => {
    const { page, pageSize } = parseWith(PageQuery, c.req.query());
    return c.json(await postPage(db, c.get('identity')?.uid ?? null, page, pageSize));
  });
  app.get('/users/posts/:id', reader, async (c) =>
    c.json(await postDetails(db, c.get('identity')?.uid ?? null, pathId(c))),
  );
  app.get('/users/comments', reader, async (c) => {
    const { postId, page, pageSize } = parseWith(CommentsQuery, c.req.query());
    return c.json(await commentPage(db, c.get('identity')?.uid ?? null, postId, page, pageSize));
  });
  app.get('/users/report-categories', async (c) => c.json(await reportCategories(db)));
  app.get('/leaderboards/users', async (c) => {
    const { page, pageSize } = parseWith(PageQuery, c.req.query());
    return c.json(await leaderboardPage(db, page, pageSize));
  });

  app.post('/users/post', verified, limit('post'), async (c) => {
    const input = await body(NewPost, c);
    const uid = me(c).uid;
    const { id, completed } = await db.transaction(async (tx) => {
      const id = await insertPost(tx, uid, input.text, input.link);
      await addHistory(tx, uid, 'post', 0, null);
      return { id, completed: await advanceMissions(tx, uid, 'post') };
    });
    return c.json({ post: await postById(db, uid, id), completed }, 201);
  });
  app.patch('/users/posts/:id', verified, limit('edit'), async (c) => {
    const id = pathId(c);
    const input = await body(EditPost, c);
    const uid = me(c).uid;
    await assertOwner(db, uid, id);
    await db.query('update posts set text = $2, link = $3, updated_at = now() where id = $1', [
      id,
      input.text,
      input.link,
    ]);
    return c.json({ post: await postById(db, uid, id), completed: [] });
  });
  app.delete('/users/posts/:id', verified, limit('delete'), async (c) => {
    const id = pathId(c);
    await assertOwner(db, me(c).uid, id);
    await db.query('delete from posts where id = $1', [id]);
    return c.json({ id, deleted: true });
  });
  app.post('/users/comment', verified, limit('comment'), async (c) => {
    const input = await body(NewComment, c);
    const uid = me(c).uid;
    const result = await db.transaction(async (tx) => {
      const comment = await insertComment(tx, uid, input.postId, input.parentId, input.text);
      await addHistory(tx, uid, 'comment', 0, null);
      return { comment, completed: await advanceMissions(tx, uid, 'comment') };
    });
    return c.json(result, 201);
  });
  app.post('/users/like', verified, limit('like'), async (c) => {
    const target = await body(LikeToggle, c);
    const uid = me(c).uid;
    const state = await toggleLike(db, uid, target);
    if (state.likedByMe) {
      await db.transaction((tx) => advanceMissions(tx, uid, 'like'));
    }
    return c.json(state);
  });
  app.post('/users/report-post', verified, limit('report'), async (c) => {
    const input = await body(ReportPost, c);
    return c.json(await insertReport(db, me(c).uid, input), 201);
  });

  return app;
}
