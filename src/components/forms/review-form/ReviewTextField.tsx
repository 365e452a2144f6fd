/** One text input of the review form (product §2 review casino) with its label and error. */
import { t } from '../../../i18n';
import { CasinoReviewPayload } from '../../../domain/entities/review';
import { FieldError } from '../FieldError';
import { isRequired } from '../field-errors';
import { ID, errorId, invalidProps, type TEXT_FIELDS } from './fields';

/** Props of {@link ReviewTextField}. */
export type ReviewTextFieldProps = {
  field: (typeof TEXT_FIELDS)[number];
  errors: Record<string, string>;
};

/** The labelled input or textarea. */
export function ReviewTextField({ field, errors }: ReviewTextFieldProps) {
  const required = isRequired(CasinoReviewPayload, field.name);
  const common = {
    id: `${ID}-${field.name}`,
    name: field.name,
    maxLength: field.max,
    required,
    ...invalidProps(errors, field.name),
    ...('auto' in field ? { autoComplete: field.auto } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={common.id}>
        {t(field.label)}
        {required ? ' *' : ''}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={5} {...common} />
      ) : (
        <input type={field.kind} {...common} />
      )}
      <FieldError id={errorId(field.name)} error={errors[field.name]} />
    </div>
  );
}
