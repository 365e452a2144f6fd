/**
 * One account form (sign in, registration, forgotten or new password): zod-validated with
 * Bulgarian field errors, the submit button busy while sending, a form-level error in an alert
 * region. What was typed stays after a failure (SPEC §8 'loses nothing').
 */
import { useId, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { t } from '../../i18n';
import { fieldErrors } from '../forms/field-errors';
import { formText } from '../forms/form-text';
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = schema.safeParse(formValues(form, fields));
    setFormError(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setFormError(await onSubmit(parsed.data));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
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
        <p className="form__error" role="alert" data-form-error="">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('Sending…') : submitLabel}
      </button>
    </form>
  );
}
