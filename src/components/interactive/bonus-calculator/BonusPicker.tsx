/** The bonus calculator's catalogue pick (product §2 bonus calculator): a casino, then one of its bonuses. */
import { useState } from 'react';
import type { BonusSummary } from '../../../domain/entities';
import { casinoOptions, comparedCasinos } from '../../../api/endpoints';
import { useEndpoint } from '../../../api/use-endpoint';
import { t } from '../../../i18n';

/** Props of {@link BonusPicker}. */
export type BonusPickerProps = {
  locale: string;
  /** Called with the bonus the visitor picked. */
  onPick: (bonus: BonusSummary) => void;
};

/** The two selects. */
export function BonusPicker({ locale, onPick }: BonusPickerProps) {
  const casinos = useEndpoint(casinoOptions, locale, []).data ?? [];
  const [casinoId, setCasinoId] = useState('');
  const bonuses: BonusSummary[] =
    useEndpoint(comparedCasinos, locale, casinoId ? [casinoId] : null).data?.items[0]?.bonuses ??
    [];

  const pickBonus = (id: string) => {
    const b = bonuses.find((x) => String(x.id) === id);
    if (b) onPick(b);
  };

  return (
    <div className="calculator__pick">
      <label>
        {t('Казино')}
        <select onChange={(e) => setCasinoId(e.target.value)} defaultValue="">
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
  );
}
