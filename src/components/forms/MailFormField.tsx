/** One input of a mail form with its label, required mark and error (product §8 clear errors). */
import { t } from '../../i18n';
import type { FieldSpec } from './definitions';
import { FieldError } from './FieldError';

/** Props of {@link MailFormField}. */
export type MailFormFieldProps = {
  field: FieldSpec;
  /** Whether the form's schema refuses the field empty. */
  required: boolean;
  /** The input's id, unique on the page. */
  id: string;
  /** The field's error sentence, if the last submit refused it. */
  error: string | undefined;
};

/** The labelled input or textarea. */
export function MailFormField({ field, required, id, error }: MailFormFieldProps) {
  const common = {
    id,
    name: field.name,
    maxLength: field.maxLength,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(field.label)}
        {required ? ' *' : ''}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={5} {...common} />
      ) : (
        <input type={field.kind === 'url' ? 'text' : field.kind} {...common} />
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
