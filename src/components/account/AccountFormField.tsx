/** One input of an account form with its label and its field error (product §8 clear errors). */
import { FieldError } from '../forms/FieldError';
import type { AccountField } from './account-types';

/** Props of {@link AccountFormField}. */
export type AccountFormFieldProps = {
  field: AccountField;
  /** The input's id, unique on the page. */
  id: string;
  /** The field's error sentence, if the last submit refused it. */
  error: string | undefined;
};

/** The labelled input. */
export function AccountFormField({ field, id, error }: AccountFormFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
