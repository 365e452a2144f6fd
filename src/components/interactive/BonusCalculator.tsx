/**
 * The bonus calculator: from a bonus of the catalogue or typed in, what the bonus is
 * really worth. All maths in src/domain/rules/bonus-math.ts; this island only holds the form.
 * The server render already shows the worked example (deposit 100, 100%, 35x D+B, RTP 96%).
 */
import { useState } from 'react';
import { calculateBonus } from '../../domain/rules/bonus-math';
import { BonusPicker } from './bonus-calculator/BonusPicker';
import { BonusResult } from './bonus-calculator/BonusResult';
import { BonusTermsForm } from './bonus-calculator/BonusTermsForm';
import { WORKED_EXAMPLE, fromBonus, toInput, type Fields } from './bonus-calculator/fields';
import type { CasinoOption } from '../../domain/entities/page-view';
import type { ApiIslandProps } from './props';

/** Props of {@link BonusCalculator}. */
export type BonusCalculatorProps = ApiIslandProps & {
  /** The casinos the server render read for the picker; null when it read none. */
  options?: CasinoOption[] | null;
};

/** The calculator: pick or type the terms, read the result as you type. */
export function BonusCalculator({ locale, options = null }: BonusCalculatorProps) {
  const [fields, setFields] = useState<Fields>(WORKED_EXAMPLE);
  const outcome = calculateBonus(toInput(fields));
  return (
    <div className="calculator card">
      <BonusPicker
        locale={locale}
        listed={options}
        onPick={(b) => setFields(fromBonus(b, fields.rtpPercent))}
      />
      <BonusTermsForm
        fields={fields}
        invalid={outcome.ok ? [] : outcome.invalid}
        onChange={setFields}
      />
      <BonusResult outcome={outcome} />
    </div>
  );
}

export default BonusCalculator;
