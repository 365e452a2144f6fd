/** The casino's payment methods with limits and withdrawal times (product §2 type casino). */
import type { Casino } from '../../../domain/entities';
import { formatEur } from '../../../domain/rules/money';
import { t } from '../../../i18n';
import { localHref } from '../../layout/site';

/** Withdrawal time range in hours as text ('Веднага', '0–24 ч'). */
function hours([min, max]: readonly [number, number]): string {
  return max === 0 ? t('Веднага') : `${String(min)}–${String(max)} ${t('ч')}`;
}

/** Props of {@link PaymentMethodsTable}. */
export type PaymentMethodsTableProps = { casino: Casino; directory: string };

/** The section. */
export function PaymentMethodsTable({ casino, directory }: PaymentMethodsTableProps) {
  return (
    <section className="section">
      <h2>{t('Payment methods')}</h2>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('Метод')}</th>
              <th scope="col">{t('Minimum deposit')}</th>
              <th scope="col">{t('Maximum withdrawal')}</th>
              <th scope="col">{t('Withdrawal time')}</th>
            </tr>
          </thead>
          <tbody>
            {casino.paymentMethods.map((m) => (
              <tr key={m.providerSlug}>
                <th scope="row">
                  <a href={localHref(directory, m.providerSlug)}>{m.name}</a>
                </th>
                <td>{formatEur(m.minDeposit.amount)}</td>
                <td>
                  {!m.withdrawals
                    ? t('Само депозит')
                    : m.maxWithdrawal
                      ? formatEur(m.maxWithdrawal.amount)
                      : t('Без лимит')}
                </td>
                <td>{m.withdrawals ? hours(m.withdrawalHours) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
