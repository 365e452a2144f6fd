/** The bonus calculator's terms as typed (product §2 bonus calculator); a refused field is marked invalid. */
import { WageringBase } from '../../../domain/entities';
import { t } from '../../../i18n';
import { WAGERING_BASE_LABEL } from '../../content/BonusTermsList';
import { FIELD_LABELS, type Fields } from './fields';

/** Props of {@link BonusTermsForm}. */
export type BonusTermsFormProps = {
  fields: Fields;
  /** The keys the calculator refused. */
  invalid: readonly string[];
  onChange: (fields: Fields) => void;
};

/** The form. */
export function BonusTermsForm({ fields, invalid, onChange }: BonusTermsFormProps) {
  return (
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
            aria-invalid={invalid.includes(key)}
            onChange={(e) => onChange({ ...fields, [key]: e.target.value })}
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
            if (base.success) onChange({ ...fields, wageringBase: base.data });
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
  );
}
