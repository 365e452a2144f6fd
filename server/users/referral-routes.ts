/**
 * product §2 invite friend: a new account names its inviter (the refId cookie), an account claims
 * the anonymous id it invited under (product §3 anonId); the credit itself is in referrals.ts.
 */
import type { Hono } from 'hono';
import { AnonIdClaim, Referral } from '../../src/domain/entities/user';
import { ensureUser, inventoryOfUser } from './account';
import { body, type Guards, type UsersDeps, type Vars } from './guards';
import { claimAnonId, recordReferral } from './referrals';

/** Mounts POST /users/referral and POST /users/anon-id on `app`. */
export function referralRoutes(app: Hono<Vars>, { db }: UsersDeps, guards: Guards): void {
  const { limit, signedIn, verified, me } = guards;
  // Signed in, not yet verified: the browser sends it right after the sign-up.
  app.post('/users/referral', signedIn, limit('referral'), async (c) => {
    const { refId } = await body(Referral, c);
    const identity = me(c);
    await recordReferral(db, identity.uid, refId);
    if (identity.emailVerified) await ensureUser(db, identity);
    return c.json({ accepted: true }, 202);
  });
  app.post('/users/anon-id', verified, limit('anon-id'), async (c) => {
    const { anonId } = await body(AnonIdClaim, c);
    const uid = me(c).uid;
    const completed = await claimAnonId(db, uid, anonId);
    return c.json({ inventory: await inventoryOfUser(db, uid), completed });
  });
}
