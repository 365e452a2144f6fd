/** The public leaderboard of the community (product §2 /leaderboards): users ranked by points. */
import type { LeaderboardRow, Paged } from '../../src/domain/entities/user';
import type { Db } from '../db/db';
import { avatarOf, type AvatarColumns } from './rows';

/** A page of the users by points; equal points share a rank. */
export async function leaderboardPage(
  db: Pick<Db, 'query'>,
  page: number,
  pageSize: number,
): Promise<Paged<LeaderboardRow>> {
  const total =
    (await db.query<{ n: number }>('select count(*)::int as n from inventories'))[0]?.n ?? 0;
  const rows = await db.query<
    AvatarColumns & { rank: number; uid: string; username: string; points: number }
  >(
    `select rank() over (order by i.points desc)::int as rank, i.uid, u.username, i.points,
       a.id as avatar_id, a.url as avatar_url, a.name as avatar_name
     from inventories i join users u on u.uid = i.uid join avatars a on a.id = i.avatar_id
     order by i.points desc, u.username, i.uid limit $1 offset $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return {
    items: rows.map((r) => ({
      rank: r.rank,
      uid: r.uid,
      username: r.username,
      avatar: avatarOf(r),
      points: r.points,
    })),
    page,
    pageSize,
    total,
  };
}
