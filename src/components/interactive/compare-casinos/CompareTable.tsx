/** The compare table (product §2 named routes, /compare-casinos): a column per casino, a row per criterion, a bonus link under each. */
import type { Casino } from '../../../domain/entities';
import { t } from '../../../i18n';
import { AffiliateLink } from '../../content/AffiliateLink';
import type { Row } from './rows';

/** Props of {@link CompareTable}. */
export type CompareTableProps = {
  shown: readonly Casino[];
  rows: readonly Row[];
  directory: string;
};

/** The table. */
export function CompareTable({ shown, rows, directory }: CompareTableProps) {
  return (
    <div className="table-scroll">
      <table className="table compare__table">
        <thead>
          <tr>
            <th scope="col">{t('Критерий')}</th>
            {shown.map((c) => (
              <th key={c.id} scope="col" data-casino-id={c.id}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, i) => (
                <td key={shown[i]?.id ?? i}>{v}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" />
            {shown.map((c) => (
              <td key={c.id}>
                <AffiliateLink
                  directory={directory}
                  affiliateCode={c.affiliateCode}
                  bonusId={c.bonuses[0]?.id ?? null}
                  component="compare-casinos"
                  reportName="get-bonus"
                >
                  {t('Get bonus')}
                </AffiliateLink>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
