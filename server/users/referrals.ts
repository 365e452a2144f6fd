/**
 * Invite a friend (product §2): the invited account names its inviter (the refId cookie, a uid or
 * an anonId) while it is new, and the inviter's 'invite-friend' mission moves on only when that
 * account verifies its email, never on the inviter's word (POST /users/action).
 */
import type { Mission } from '../../src/domain/entities/user';
import type { Db } from '../db/db';
import { advanceMissions } from './missions';
import { Refusal } from './refusal';

type Query = Pick<Db, 'query'>;

/**
 * Records who invited `uid`: 400 for its own uid, 409 already-claimed once the account has joined
 * (made its inventory, its first verified request) or named an inviter before.
 */
export async function recordReferral(db: Query, uid: string, refId: string): Promise<void> {
  if (refId === uid) throw new Refusal(400, 'invalid-input', 'refId: the account itself');
  const joined = await db.query('select 1 from users where uid = $1', [uid]);
  if (joined.length > 0) {
    throw new Refusal(409, 'already-claimed', 'The account joined before this referral');
  }
  const kept = await db.query(
    'insert into referrals (invitee_uid, ref_id) values ($1, $2) on conflict do nothing returning 1',
    [uid, refId],
  );
  if (kept.length === 0) throw new Refusal(409, 'already-claimed', 'The account was referred');
}

/** The account a referral id names: the user of that uid, or the one that claimed that anonId. */
async function inviterOf(db: Query, refId: string): Promise<string | null> {
  const rows = await db.query<{ uid: string }>(
    `select uid from users where uid = $1
     union all select uid from anon_ids where anon_id = $1 limit 1`,
    [refId],
  );
  return rows[0]?.uid ?? null;
}

/** Credits the verified, uncredited referrals of `refId` to `inviter`; the missions it completed. */
async function credit(tx: Query, refId: string, inviter: string): Promise<Mission[]> {
  const credited = await tx.query(
    `update referrals set credited_uid = $2
     where ref_id = $1 and verified_at is not null and credited_uid is null and invitee_uid <> $2
     returning invitee_uid`,
    [refId, inviter],
  );
  const completed: Mission[] = [];
  for (let i = 0; i < credited.length; i += 1) {
    completed.push(...(await advanceMissions(tx, inviter, 'invite-friend')));
  }
  return completed;
}

/** `uid` verified its email (its first verified request): its inviter, if known, is credited. */
export async function referralVerified(db: Pick<Db, 'transaction'>, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ ref_id: string }>(
      `update referrals set verified_at = now() where invitee_uid = $1 and verified_at is null
       returning ref_id`,
      [uid],
    );
    const refId = rows[0]?.ref_id;
    if (refId === undefined) return;
    const inviter = await inviterOf(tx, refId);
    if (inviter !== null) await credit(tx, refId, inviter);
  });
}

/**
 * `uid` says it was the anonymous visitor `anonId` (product §3): first claim wins (409
 * already-claimed for another account), and the invitations made under it are credited.
 */
export async function claimAnonId(
  db: Pick<Db, 'transaction'>,
  uid: string,
  anonId: string,
): Promise<Mission[]> {
  return db.transaction(async (tx) => {
    await tx.query('insert into anon_ids (anon_id, uid) values ($1, $2) on conflict do nothing', [
      anonId,
      uid,
    ]);
    const owner = await tx.query<{ uid: string }>('select uid from anon_ids where anon_id = $1', [
      anonId,
    ]);
    if (owner[0]?.uid !== uid) {
      throw new Refusal(409, 'already-claimed', 'Another account claimed this anonId');
    }
    return credit(tx, anonId, uid);
  });
}
