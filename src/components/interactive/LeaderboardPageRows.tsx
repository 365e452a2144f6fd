/** One further page of the live leaderboard, read when the "more" button asks for it. */
import { leaderboardEndpoint } from '../../api/users';
import { useEndpoint } from '../../api/use-endpoint';
import { t } from '../../i18n';
import { LeaderboardRow } from '../content/LeaderboardRow';
import { errorText } from '../account/messages';

/** Props of {@link LeaderboardPageRows}. */
export type LeaderboardPageRowsProps = {
  locale: string;
  page: number;
  pageSize: number;
  /** The signed-in user's uid, whose row is highlighted; null for a visitor. */
  myUid: string | null;
};

/** The page's rows as a row group. */
export function LeaderboardPageRows({ locale, page, pageSize, myUid }: LeaderboardPageRowsProps) {
  const read = useEndpoint(leaderboardEndpoint, locale, [page, pageSize]);
  if (!read.data) {
    return (
      <tbody>
        <tr>
          <td colSpan={3} role={read.error ? 'alert' : 'status'} className="muted">
            {read.error ? errorText(read.error) : t('Loading…')}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody data-leaderboard-page={page}>
      {read.data.items.map((row) => (
        <LeaderboardRow
          key={row.uid}
          rank={row.rank}
          username={row.username}
          points={row.points}
          avatarUrl={row.avatar?.url ?? null}
          mine={row.uid === myUid}
        />
      ))}
    </tbody>
  );
}
