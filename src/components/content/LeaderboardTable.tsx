/** The leaderboard's table frame (product §2 /leaderboards): heading, column heads, row groups. */
import type { ReactNode } from 'react';
import { t } from '../../i18n';

/** Props of {@link LeaderboardTable}. */
export type LeaderboardTableProps = {
  heading: string;
  /** One or more <tbody> row groups. */
  children: ReactNode;
  /** Shown under the table (the live board's "more" button and notes). */
  footer?: ReactNode;
};

/** The frame. */
export function LeaderboardTable({ heading, children, footer }: LeaderboardTableProps) {
  return (
    <section className="leaderboard">
      <h2>{heading}</h2>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('Rank')}</th>
              <th scope="col">{t('Player')}</th>
              <th scope="col">{t('Points')}</th>
            </tr>
          </thead>
          {children}
        </table>
      </div>
      {footer}
    </section>
  );
}
