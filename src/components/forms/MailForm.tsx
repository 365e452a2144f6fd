/**
 * One of the site's mail forms (contact us, careers, slot request) as an island: validated with
 * its zod schema and Bulgarian field errors, the submit button busy while sending, the product §8
 * toasts (product §9 durations), shown under the form's button where they cover nothing. Inputs
 * are uncontrolled: text typed before hydration stays, and a server error keeps everything
 * typed; only a success clears the form.
 */
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { FORMS, type FieldSpec, type FormKind } from './definitions';
import { fieldErrors, isRequired } from './field-errors';
import { MailFormField } from './MailFormField';
import { useFocusFirstError } from './use-focus-first-error';

/** Props (serialised into the page). */
export type MailFormProps = { kind: FormKind; heading: string };

/** The form's values as typed, trimmed, keyed by field. */
function valuesOf(form: HTMLFormElement, fields: readonly FieldSpec[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    fields.map((field) => {
      const value = data.get(field.name);
      return [field.name, typeof value === 'string' ? value.trim() : ''];
    }),
  );
}

/** The form. */
export function MailForm({ kind, heading }: MailFormProps) {
  const spec = FORMS[kind];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();
  // The toasts show under the submit button, in the flow: a fixed toast covered the next form's.
  const toastAnchor = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form, spec.fields);
    const parsed = spec.schema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error, values));
    if (!parsed.success) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await spec.send(parsed.data);
      appStore().addToast({ text: t(spec.success), type: 'success', anchor: toastAnchor });
      form.reset();
    } catch {
      // product §8 'Send failure: error toast Server error'; what was typed stays in the form.
      appStore().addToast({ text: t('Server error'), type: 'error', anchor: toastAnchor });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card mail-form" data-form={kind}>
      <h2>{heading}</h2>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        {spec.fields.map((field) => (
          <MailFormField
            key={field.name}
            field={field}
            required={isRequired(spec.schema, field.name)}
            id={`${kind}-${field.name}`}
            error={errors[field.name]}
          />
        ))}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('Sending…') : t(spec.submit)}
        </button>
        <div id={toastAnchor} className="form-toasts" role="status" aria-live="polite" />
      </form>
    </section>
  );
}

export default MailForm;
