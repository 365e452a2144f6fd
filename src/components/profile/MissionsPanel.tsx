/** The profile's missions: progress bars toward each goal and the done state. */
import { missionsEndpoint } from '../../api/user-endpoints';
import { formatNumber, t } from '../../i18n';
import { useProfileRead, type ProfileScope } from './profile-data';
import { ReadState } from './ReadState';

/** The panel. */
export function MissionsPanel({ scope }: { scope: ProfileScope }) {
  const read = useProfileRead(missionsEndpoint, scope);
  if (!read.data) return <ReadState error={read.error} onRetry={() => void read.mutate()} />;
  if (read.data.length === 0) return <p className="muted">{t('Nothing here yet.')}</p>;
  return (
    <ul className="profile-list" data-profile-missions="">
      {read.data.map((mission) => {
        const progress = Math.min(mission.progress, mission.goal);
        return (
          <li
            key={mission.id}
            className={mission.done ? 'mission mission--done' : 'mission'}
            data-mission-done={mission.done ? 'true' : 'false'}
          >
            <div className="mission__head">
              <strong>{mission.title}</strong>
              <span className="small">
                +{formatNumber(mission.points)} {t('pts')}
                {mission.period === 'daily' ? ` · ${t('daily')}` : ''}
              </span>
            </div>
            {mission.description ? <p className="small muted">{mission.description}</p> : null}
            <div
              className="bar"
              role="progressbar"
              aria-label={mission.title}
              aria-valuemin={0}
              aria-valuemax={mission.goal}
              aria-valuenow={progress}
              aria-valuetext={t('{done} of {goal}', { done: progress, goal: mission.goal })}
            >
              <span style={{ width: `${String((progress / mission.goal) * 100)}%` }} />
            </div>
            <p className="small">
              {mission.done
                ? t('Done')
                : t('{done} of {goal}', { done: progress, goal: mission.goal })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
