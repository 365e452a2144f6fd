/** The profile's points history, newest first, each line's time relative in Bulgarian (product §9). */
import { historyEndpoint } from '../../api/user-endpoints';
import type { HistoryAction } from '../../domain/entities/user';
import { relativeTimeBg } from '../../domain/rules/time';
import { formatDate, formatNumber, t } from '../../i18n';
import { useProfileRead, type ProfileScope } from './profile-data';
import { ReadState } from './ReadState';

/** What each action reads as. */
function actionText(action: HistoryAction): string {
  switch (action) {
    case 'user-login':
      return t('Signed in');
    case 'mission-reward':
      return t('Mission reward');
    case 'purchase':
      return t('Purchase');
    case 'post':
      return t('Post');
    case 'comment':
      return t('Comment');
    case 'avatar-change':
      return t('New avatar');
  }
}

/** Signed points: '+50', '−20', '0'. */
function signedPoints(points: number): string {
  if (points > 0) return `+${formatNumber(points)}`;
  if (points < 0) return `−${formatNumber(-points)}`;
  return formatNumber(0);
}

/** The panel; `now` is the clock the relative times count from. */
export function HistoryPanel({
  scope,
  now = () => new Date(),
}: {
  scope: ProfileScope;
  now?: () => Date;
}) {
  const read = useProfileRead(historyEndpoint, scope);
  if (!read.data) return <ReadState error={read.error} onRetry={() => void read.mutate()} />;
  if (read.data.length === 0) return <p className="muted">{t('Nothing here yet.')}</p>;
  const at = now();
  return (
    <ul className="profile-list" data-profile-history="">
      {read.data.map((entry) => (
        <li key={entry.id} className="profile-history__entry">
          <span>
            {actionText(entry.action)}
            {entry.detail ? `: ${entry.detail}` : ''}
          </span>
          <strong className={entry.points < 0 ? 'points points--spent' : 'points'}>
            {signedPoints(entry.points)}
          </strong>
          <time
            className="muted small"
            dateTime={entry.createdAt}
            title={formatDate(entry.createdAt)}
          >
            {relativeTimeBg(new Date(entry.createdAt), at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
