/** The compare page's pickers (product §2 named routes, /compare-casinos): one select per casino, one free slot up to four. */
import { t } from '../../../i18n';
import { COMPARE_MAX, COMPARE_MIN } from './ids';

/** Props of {@link ComparePickers}. */
export type ComparePickersProps = {
  ids: readonly number[];
  /** The casinos to pick from. */
  options: readonly { id: number; name: string }[];
  setSlot: (slot: number, value: string) => void;
};

/** The selects. */
export function ComparePickers({ ids, options, setSlot }: ComparePickersProps) {
  const slots = Math.min(COMPARE_MAX, Math.max(COMPARE_MIN, ids.length + 1));
  return (
    <div className="compare__pickers">
      {Array.from({ length: slots }, (_, slot) => (
        <label key={slot}>
          {t('Казино {n}', { n: slot + 1 })}
          <select
            value={ids[slot] ?? ''}
            onChange={(e) => setSlot(slot, e.target.value)}
            data-compare-slot={slot}
          >
            <option value="">—</option>
            {/* A casino another slot holds is disabled: a closed select's arrow keys change
                the choice at each step and skip disabled options (WCAG 2.1.1). */}
            {options.map((c) => (
              <option key={c.id} value={c.id} disabled={c.id !== ids[slot] && ids.includes(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
