/**
 * The leaderboard from real user data (product §2 /leaderboards) as an island: the CMS entries are
 * the prerendered fallback until GET /leaderboards/users answers, then the users by points a page
 * at a time (product §9 page size 5) with a "more" button; the signed-in user's row stands out.
 */
import { useState } from 'react';
import { leaderboardEndpoint } from '../../api/users';
import { useEndpoint } from '../../api/use-endpoint';
import { DEFAULT_PAGE_SIZE } from '../../config/constants';
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { Leaderboard, type LeaderboardProps } from '../content/Leaderboard';
import { LeaderboardTable } from '../content/LeaderboardTable';
import { errorText } from '../account/messages';
import { LeaderboardPageRows } from './LeaderboardPageRows';
import type { ApiIslandProps } from './props';

/** Props of {@link LiveLeaderboard}: the CMS item, shown until the live board answers. */
export type LiveLeaderboardProps = ApiIslandProps & LeaderboardProps;

/** The board. */
export function LiveLeaderboard({ locale, heading, entries }: LiveLeaderboardProps) {
  const [pages, setPages] = useState(1);
  const first = useEndpoint(leaderboardEndpoint, locale, [1, DEFAULT_PAGE_SIZE]);
  const myUid = useAppState((s) => (s.user && !s.user.isAnonymous ? s.user.uid : null));
  if (!first.data) {
    return (
      <div data-leaderboard="cms">
        <Leaderboard heading={heading} entries={entries} />
        {first.error ? (
          <p className="muted small" role="status">
            {t('The live ranking could not be loaded: {reason}', {
              reason: errorText(first.error),
            })}
          </p>
        ) : null}
      </div>
    );
  }
  const { pageSize, total } = first.data;
  const more = pages * pageSize < total;
  return (
    <div data-leaderboard="live">
      <LeaderboardTable
        heading={heading}
        footer={
          more ? (
            <div className="pager">
              <button
                type="button"
                className="button button--ghost"
                data-leaderboard-more=""
                onClick={() => setPages((n) => n + 1)}
              >
                {t('Show more players')}
              </button>
            </div>
          ) : null
        }
      >
        {Array.from({ length: pages }, (_, i) => (
          <LeaderboardPageRows
            key={i + 1}
            locale={locale}
            page={i + 1}
            pageSize={pageSize}
            myUid={myUid}
          />
        ))}
      </LeaderboardTable>
    </div>
  );
}

export default LiveLeaderboard;
