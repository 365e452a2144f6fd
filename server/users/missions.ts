/**
 * Missions: an action (a login, a first post, …) moves on every mission watching it; reaching the
 * goal awards the points once per period (once, or each UTC day) and writes the history.
 */
import type { Mission, MissionPeriod } from '../../src/domain/entities/user';
import type { Db } from '../db/db';

/**
 * The server-side events that move missions on, each seen by the service itself: a sign-in (a
 * verified token), an account this user invited verifying its email ('invite-friend'), a post, a
 * comment on another player's post ('comment'), a like.
 */
export type MissionAction = 'user-login' | 'invite-friend' | 'post' | 'comment' | 'like';

type Query = Pick<Db, 'query'>;

type MissionRow = {
  id: number;
  title: string;
  description: string;
  points: number;
  period: MissionPeriod;
  goal: number;
  progress: number | null;
  done_at: unknown;
};

/** The period a mission's progress counts in: 'once', or the UTC day. */
export function periodKey(period: MissionPeriod, at: Date = new Date()): string {
  return period === 'daily' ? at.toISOString().slice(0, 10) : 'once';
}

function missionOf(row: MissionRow): Mission {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    points: row.points,
    period: row.period,
    progress: row.progress ?? 0,
    goal: row.goal,
    done: row.done_at !== null && row.done_at !== undefined,
  };
}

const MISSIONS_SQL = `
  select m.id, m.title, m.description, m.points, m.period, m.goal, p.progress, p.done_at
  from missions m left join mission_progress p
    on p.mission_id = m.id and p.uid = $1
    and p.period_key = case when m.period = 'daily' then $2 else 'once' end`;

/** Every mission with the user's progress in its current period. */
export async function missionsOf(db: Query, uid: string): Promise<Mission[]> {
  const rows = await db.query<MissionRow>(`${MISSIONS_SQL} order by m.id`, [
    uid,
    periodKey('daily'),
  ]);
  return rows.map(missionOf);
}

/**
 * True when `subject` (what the action was done to, e.g. 'post:12') has not moved mission `id` on
 * in this period yet; it is recorded as having done so.
 */
async function firstTime(
  tx: Query,
  uid: string,
  mission: { id: number; key: string },
  subject: string,
) {
  const added = await tx.query(
    `insert into mission_credits (uid, mission_id, period_key, subject) values ($1, $2, $3, $4)
     on conflict do nothing returning subject`,
    [uid, mission.id, mission.key, subject],
  );
  return added.length > 0;
}

/**
 * Moves on the missions watching `action` by one step; returns those it completed (their points
 * are in the inventory and the history by then). With a `subject`, a mission moves on once per
 * subject and period: five likes are five things liked, not one liked five times. Run inside the
 * action's transaction.
 */
export async function advanceMissions(
  tx: Query,
  uid: string,
  action: MissionAction,
  subject?: string,
): Promise<Mission[]> {
  const today = periodKey('daily');
  const missions = await tx.query<{ id: number; period: MissionPeriod }>(
    'select id, period from missions where action = $1 order by id',
    [action],
  );
  const completed: Mission[] = [];
  for (const m of missions) {
    const key = m.period === 'daily' ? today : 'once';
    if (subject !== undefined && !(await firstTime(tx, uid, { id: m.id, key }, subject))) continue;
    await tx.query(
      `insert into mission_progress (uid, mission_id, period_key, progress) values ($1, $2, $3, 0)
       on conflict do nothing`,
      [uid, m.id, key],
    );
    const done = await tx.query<{ points: number; title: string }>(
      `update mission_progress p set progress = p.progress + 1,
         done_at = case when p.progress + 1 >= m.goal then now() else null end
       from missions m
       where m.id = p.mission_id and p.uid = $1 and p.mission_id = $2 and p.period_key = $3
         and p.done_at is null
       returning case when p.done_at is not null then m.points else null end as points, m.title`,
      [uid, m.id, key],
    );
    const reward = done[0];
    if (!reward || reward.points === null) continue;
    await tx.query('update inventories set points = points + $2 where uid = $1', [
      uid,
      reward.points,
    ]);
    await tx.query(
      `insert into history (uid, action, points, detail) values ($1, 'mission-reward', $2, $3)`,
      [uid, reward.points, reward.title],
    );
    const row = (
      await tx.query<MissionRow>(`${MISSIONS_SQL} where m.id = $3`, [uid, today, m.id])
    )[0];
    if (row) completed.push(missionOf(row));
  }
  return completed;
}
