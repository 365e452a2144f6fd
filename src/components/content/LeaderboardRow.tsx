/** One player's row of the leaderboard; the signed-in user's own row stands out (product §2). */
import { formatNumber, t } from '../../i18n';

/** Props of {@link LeaderboardRow}. */
export type LeaderboardRowProps = {
  rank: number;
  username: string;
  points: number;
  /** The avatar's picture URL, or null. */
  avatarUrl: string | null;
  /** True on the signed-in user's own row. */
  mine?: boolean;
};

const AVATAR_SIZE_PX = 24;

/** The row. */
export function LeaderboardRow({
  rank,
  username,
  points,
  avatarUrl,
  mine = false,
}: LeaderboardRowProps) {
  return (
    <tr
      className={mine ? 'leaderboard__row leaderboard__row--mine' : 'leaderboard__row'}
      aria-current={mine ? 'true' : undefined}
      data-leaderboard-row={username}
    >
      <td>{rank}</td>
      <td>
        {avatarUrl ? (
          <>
            <img
              className="avatar"
              src={avatarUrl}
              alt=""
              width={AVATAR_SIZE_PX}
              height={AVATAR_SIZE_PX}
              loading="lazy"
            />{' '}
          </>
        ) : null}
        {username}
        {mine ? <strong> ({t('You')})</strong> : null}
      </td>
      <td data-leaderboard-points="">{formatNumber(points)}</td>
    </tr>
  );
}
