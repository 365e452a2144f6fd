/** The community leaderboard as the CMS gives it (product §2 /leaderboards): the prerendered table. */
import { LeaderboardRow } from './LeaderboardRow';
import { LeaderboardTable } from './LeaderboardTable';

/** Props of {@link Leaderboard}. */
export type LeaderboardProps = {
  heading: string;
  entries: readonly { rank: number; username: string; points: number; avatar: string | null }[];
};

/** The table. */
export function Leaderboard({ heading, entries }: LeaderboardProps) {
  return (
    <LeaderboardTable heading={heading}>
      <tbody>
        {entries.map((e) => (
          <LeaderboardRow
            key={e.rank}
            rank={e.rank}
            username={e.username}
            points={e.points}
            avatarUrl={e.avatar}
          />
        ))}
      </tbody>
    </LeaderboardTable>
  );
}
