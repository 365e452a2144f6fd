/** What the bonus is really worth (product §2 bonus calculator), or why the terms cannot be worked out. */
import type { calculateBonus, BonusResult as Result } from '../../../domain/rules/bonus-math';
import { formatEur } from '../../../domain/rules/money';
import { formatNumber, t } from '../../../i18n';

/** Props of {@link BonusResult}. */
export type BonusResultProps = { outcome: ReturnType<typeof calculateBonus> };

/** The result as labelled rows. */
function resultRows(result: Result): [string, string][] {
  return [
    [t('Сума на бонуса'), formatEur(result.bonus)],
    [t('Очаквани печалби от завъртанията'), formatEur(result.freeSpinWinnings)],
    [t('Total wagering'), formatEur(result.turnover)],
    [t('Реален оборот според приноса на играта'), formatEur(result.realTurnover)],
    [t('Очаквана загуба при RTP на играта'), formatEur(result.expectedLoss)],
    [t('Очаквана стойност'), formatEur(result.expectedValue)],
    [
      t('Залагане на рентабилност (само бонус)'),
      Number.isFinite(result.breakEvenMultiplier)
        ? `${formatNumber(Number(result.breakEvenMultiplier.toFixed(1)))}x`
        : '∞',
    ],
    [t('Минимум завъртания при максимален залог'), formatNumber(result.minimumSpins)],
    [t('Оборот на ден до изтичане'), formatEur(result.turnoverPerDay)],
  ];
}

/** The result list, or the error notice. */
export function BonusResult({ outcome }: BonusResultProps) {
  if (!outcome.ok) {
    return (
      <p className="notice notice--error" role="alert">
        {t(
          'Проверете полетата: стойностите трябва да са положителни числа, а процентите — до 100.',
        )}
      </p>
    );
  }
  return (
    <dl className="terms calculator__result" aria-live="polite">
      {resultRows(outcome.result).map(([k, v]) => (
        <div key={k} className="terms__row">
          <dt>{k}</dt>
          <dd data-result={k}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
