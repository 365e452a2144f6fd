/**
 * One account form (sign in, registration, forgotten or new password): zod-validated with
 * Bulgarian field errors, the submit button busy while sending, a form-level error in an alert
 * region. What was typed stays after a failure (product §8 'loses nothing').
 */
import { useId, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { t } from '../../i18n';
import { fieldErrors } from '../forms/field-errors';
import { formText } from '../forms/form-text';
import { useFocusFirstError } from '../forms/use-focus-first-error';
import type { AccountField } from './account-types';
import { AccountFormField } from './AccountFormField';

/** Props of {@link AccountForm}. */
export type AccountFormProps<T> = {
  /** Test and styling hook: which form this is. */
  kind: string;
  fields: readonly AccountField[];
  schema: ZodType<T>;
  submitLabel: string;
  /** Sends the parsed input; resolves with a form-level error text, or null on success. */
  onSubmit: (input: T) => Promise<string | null>;
};

/** What the form holds, by field name. */
const formValues = (form: HTMLFormElement, fields: readonly AccountField[]) => {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((f) => [f.name, formText(data, f.name)]));
};

/** The form. */
export function AccountForm<T>({
  kind,
  fields,
  schema,
  submitLabel,
  onSubmit,
}: AccountFormProps<T>) {
  const prefix = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, fields);
    const parsed = schema.safeParse(values);
    setFormError(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, values));
      focusFirstError();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const error = await onSubmit(parsed.data);
      setFormError(error);
      // The disabled button dropped focus to the page: a refusal brings it back to the message.
      if (error !== null) focusFirstError();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="account-form"
      data-account-form={kind}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={busy}
    >
      {fields.map((field) => (
        <AccountFormField
          key={field.name}
          field={field}
          id={`${prefix}-${field.name}`}
          error={errors[field.name]}
        />
      ))}
      {formError ? (
        <p className="form__error" role="alert" data-form-error="" tabIndex={-1}>
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('Sending…') : submitLabel}
      </button>
    </form>
  );
}
