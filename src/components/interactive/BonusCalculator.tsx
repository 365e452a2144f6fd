/**
 * The bonus calculator: from a bonus of the catalogue or typed in, what the bonus is
 * really worth. All maths in src/domain/rules/bonus-math.ts; this island only holds the form.
 * The server render already shows the worked example (deposit 100, 100%, 35x D+B, RTP 96%).
 */
import { useState } from 'react';
import { WageringBase, type BonusSummary } from '../../domain/entities';
import { casinoOptions, comparedCasinos } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { calculateBonus, type BonusInput } from '../../domain/rules/bonus-math';
import { formatEur } from '../../domain/rules/money';
import { formatNumber, t } from '../../i18n';
import { WAGERING_BASE_LABEL } from '../content/BonusTermsList';
import type { ApiIslandProps } from './props';

/** Form values as typed (text), keyed like {@link BonusInput}. */
type Fields = Record<Exclude<keyof BonusInput, 'wageringBase'>, string> & {
  wageringBase: WageringBase;
};

/** The worked example of the issue: turnover 7000, expected loss 280, expected value −180. */
export const WORKED_EXAMPLE: Fields = {
  deposit: '100',
  matchPercent: '100',
  maxBonus: '',
  wageringMultiplier: '35',
  wageringBase: 'deposit-bonus',
  contributionPercent: '100',
  rtpPercent: '96',
  maxCashout: '',
  maxBet: '5',
  expiryDays: '30',
  freeSpins: '0',
  freeSpinValue: '0',
};

/** Bulgarian decimals use a comma; empty optional fields mean "none". */
function num(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}
function optional(text: string): number | null {
  return text.trim() === '' ? null : num(text);
}

/** Typed fields to calculator input. */
function toInput(f: Fields): BonusInput {
  return {
    deposit: num(f.deposit),
    matchPercent: num(f.matchPercent),
    maxBonus: optional(f.maxBonus),
    wageringMultiplier: num(f.wageringMultiplier),
    wageringBase: f.wageringBase,
    contributionPercent: num(f.contributionPercent),
    rtpPercent: num(f.rtpPercent),
    maxCashout: optional(f.maxCashout),
    maxBet: num(f.maxBet),
    expiryDays: num(f.expiryDays),
    freeSpins: num(f.freeSpins),
    freeSpinValue: num(f.freeSpinValue),
  };
}

/** A catalogue bonus to fields; deposit: the minimum that takes the whole bonus. */
function fromBonus(b: BonusSummary, rtp: string): Fields {
  const tm = b.terms;
  const deposit =
    tm.matchPercent > 0 ? (tm.maxBonus.amount * 100) / tm.matchPercent : tm.minDeposit.amount;
  return {
    deposit: String(Math.max(deposit, tm.minDeposit.amount)),
    matchPercent: String(tm.matchPercent),
    maxBonus: String(tm.maxBonus.amount),
    wageringMultiplier: String(tm.wageringMultiplier),
    wageringBase: tm.wageringBase,
    contributionPercent: String(tm.slotContributionPercent),
    rtpPercent: rtp,
    maxCashout: tm.maxCashout ? String(tm.maxCashout.amount) : '',
    maxBet: String(tm.maxBet.amount),
    expiryDays: String(tm.expiryDays),
    freeSpins: String(tm.freeSpins),
    freeSpinValue: String(tm.freeSpinValue.amount),
  };
}

const FIELD_LABELS: [Exclude<keyof Fields, 'wageringBase'>, string, string][] = [
  ['deposit', 'Deposit amount', '€'],
  ['matchPercent', 'Bonus percentage', '%'],
  ['maxBonus', 'Максимален бонус (празно = без)', '€'],
  ['wageringMultiplier', 'Wagering', 'x'],
  ['contributionPercent', 'Принос на играта към залагането', '%'],
  ['rtpPercent', 'RTP', '%'],
  ['maxCashout', 'Max cashout', '€'],
  ['maxBet', 'Max bet', '€'],
  ['expiryDays', 'Expiry', 'дни'],
  ['freeSpins', 'Free spins', ''],
  ['freeSpinValue', 'Стойност на завъртане', '€'],
];

/** Props of {@link BonusCalculator}. */
export type BonusCalculatorProps = ApiIslandProps;

/** The calculator. */
export function BonusCalculator({ locale }: BonusCalculatorProps) {
  const [fields, setFields] = useState<Fields>(WORKED_EXAMPLE);
  const casinos = useEndpoint(casinoOptions, locale, []).data ?? [];
  const [casinoId, setCasinoId] = useState('');
  const bonuses: BonusSummary[] =
    useEndpoint(comparedCasinos, locale, casinoId ? [casinoId] : null).data?.[0]?.bonuses ?? [];

  const pickCasino = (id: string) => setCasinoId(id);
  const pickBonus = (id: string) => {
    const b = bonuses.find((x) => String(x.id) === id);
    if (b) setFields(fromBonus(b, fields.rtpPercent));
  };

  const outcome = calculateBonus(toInput(fields));
  const rows: [string, string][] = outcome.ok
    ? [
        [t('Сума на бонуса'), formatEur(outcome.result.bonus)],
        [t('Очаквани печалби от завъртанията'), formatEur(outcome.result.freeSpinWinnings)],
        [t('Total wagering'), formatEur(outcome.result.turnover)],
        [t('Реален оборот според приноса на играта'), formatEur(outcome.result.realTurnover)],
        [t('Очаквана загуба при RTP на играта'), formatEur(outcome.result.expectedLoss)],
        [t('Очаквана стойност'), formatEur(outcome.result.expectedValue)],
        [
          t('Залагане на рентабилност (само бонус)'),
          Number.isFinite(outcome.result.breakEvenMultiplier)
            ? `${formatNumber(Number(outcome.result.breakEvenMultiplier.toFixed(1)))}x`
            : '∞',
        ],
        [t('Минимум завъртания при максимален залог'), formatNumber(outcome.result.minimumSpins)],
        [t('Оборот на ден до изтичане'), formatEur(outcome.result.turnoverPerDay)],
      ]
    : [];

  return (
    <div className="calculator card">
      <div className="calculator__pick">
        <label>
          {t('Казино')}
          <select onChange={(e) => pickCasino(e.target.value)} defaultValue="">
            <option value="">{t('Въведете условията ръчно')}</option>
            {casinos.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('Bonuses')}
          <select
            onChange={(e) => pickBonus(e.target.value)}
            defaultValue=""
            disabled={bonuses.length === 0}
          >
            <option value="">—</option>
            {bonuses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.headline}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form className="calculator__form" onSubmit={(e) => e.preventDefault()}>
        {FIELD_LABELS.map(([key, label, unit]) => (
          <label key={key}>
            <span>
              {t(label)} {unit ? <small className="muted">({unit})</small> : null}
            </span>
            <input
              name={key}
              inputMode="decimal"
              value={fields[key]}
              aria-invalid={!outcome.ok && outcome.invalid.includes(key)}
              onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
            />
          </label>
        ))}
        <label>
          <span>{t('Wagering base')}</span>
          <select
            name="wageringBase"
            value={fields.wageringBase}
            onChange={(e) => {
              const base = WageringBase.safeParse(e.target.value);
              if (base.success) setFields({ ...fields, wageringBase: base.data });
            }}
          >
            {WageringBase.options.map((b) => (
              <option key={b} value={b}>
                {t(WAGERING_BASE_LABEL[b])}
              </option>
            ))}
          </select>
        </label>
      </form>
      {outcome.ok ? (
        <dl className="terms calculator__result" aria-live="polite">
          {rows.map(([k, v]) => (
            <div key={k} className="terms__row">
              <dt>{k}</dt>
              <dd data-result={k}>{v}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="notice notice--error" role="alert">
          {t(
            'Проверете полетата: стойностите трябва да са положителни числа, а процентите — до 100.',
          )}
        </p>
      )}
    </div>
  );
}

export default BonusCalculator;
