/**
 * The signed-in user's own records (inventory, history, avatars, missions, shop, purchases, the
 * product §4 login actions) and the verification and reset mails (product §2 query parameters).
 */
import type { Hono } from 'hono';
import {
  AvatarUpdate,
  EmailToken,
  PasswordToken,
  Purchase,
  UserAction,
  type Mission,
} from '../../src/domain/entities/user';
import type { Db } from '../db/db';
import {
  addHistory,
  avatarsOf,
  buy,
  historyOf,
  inventoryOfUser,
  setAvatar,
  shopOf,
} from './account';
import { errorCode } from './firebase';
import { body, type Guards, type UsersDeps, type Vars } from './guards';
import { advanceMissions, missionsOf } from './missions';
import { Refusal } from './refusal';

/** History lines GET /users/history answers. */
const HISTORY_LIMIT = 100;

/** The oobCode of an emulator or Firebase action link. */
function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('The action link carries no oobCode');
  return code;
}

/** Records the day's sign-in (one history line a UTC day); the missions it completed. */
function recordSignIn(db: Pick<Db, 'transaction'>, uid: string): Promise<Mission[]> {
  return db.transaction(async (tx) => {
    const today = await tx.query(
      `select 1 from history where uid = $1 and action = 'user-login'
       and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`,
      [uid],
    );
    if (today.length === 0)
      await addHistory(tx, { uid, action: 'user-login', points: 0, detail: null });
    return advanceMissions(tx, uid, 'user-login');
  });
}

/** The user's own records: inventory, history, avatars, missions, shop, purchases, sign-ins. */
function recordRoutes(app: Hono<Vars>, { db }: UsersDeps, guards: Guards): void {
  const { limit, verified, reader, me } = guards;
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
    // Only a sign-in, which the verified token proves, moves a mission on: a shared invite link
    // is worth nothing until the friend verifies (POST /users/referral, referrals.ts).
    const completed = action === 'user-login' ? await recordSignIn(db, uid) : [];
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
}

/** A mail the outbox sends: its kind, recipient, subject and the action link it carries. */
type ActionMail = { kind: string; to: string; subject: string; link: string };

/** The verification and reset mails (product §2 query parameters), queued in the outbox. */
function mailRoutes(app: Hono<Vars>, { db, env, pruner }: UsersDeps, guards: Guards): void {
  const { identityService, limit, signedIn, me } = guards;
  const mail = async ({ kind, to, subject, link }: ActionMail) => {
    await db.query('insert into outbox (kind, body) values ($1, $2)', [
      kind,
      JSON.stringify({ subject, to: [to], payload: { link } }),
    ]);
    await pruner.after('outbox');
  };
  app.post('/users/email-token', signedIn, limit('email-token'), async (c) => {
    const { email } = await body(EmailToken, c);
    const identity = me(c);
    if (!identity.email) throw new Refusal(400, 'invalid-input', 'The account has no email');
    if (email !== undefined && email.toLowerCase() !== identity.email.toLowerCase()) {
      throw new Refusal(400, 'invalid-input', "email: not the account's address");
    }
    const link = await identityService().generateEmailVerificationLink(identity.email);
    const url = `${env.SITE_URL}/?emailVerifyToken=${encodeURIComponent(oobCodeOf(link))}`;
    const subject = 'Потвърдете имейл адреса си';
    await mail({ kind: 'email-verification', to: identity.email, subject, link: url });
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
      await mail({ kind: 'password-reset', to: email, subject: 'Смяна на паролата', link: url });
    }
    return c.json({ accepted: true }, 202);
  });
}

/** Mounts the routes of the user's own records and mails on `app`. */
export function accountRoutes(app: Hono<Vars>, deps: UsersDeps, guards: Guards): void {
  recordRoutes(app, deps, guards);
  mailRoutes(app, deps, guards);
}
