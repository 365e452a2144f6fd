/** The community leaderboard (SPEC §2 /leaderboards). */
import { formatNumber, t } from '../../i18n';

/** Props of {@link Leaderboard}. */
export type LeaderboardProps = {
  heading: string;
  entries: { rank: number; username: string; points: number; avatar: string | null }[];
};

/** The table. */
export function Leaderboard({ heading, entries }: LeaderboardProps) {
  return (
    <section>
      <h2>{heading}</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('Rank')}</th>
              <th scope="col">{t('Player')}</th>
              <th scope="col">{t('Points')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.rank}>
                <td>{e.rank}</td>
                <td>{e.username}</td>
                <td>{formatNumber(e.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
