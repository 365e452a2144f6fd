// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORMS, type FormKind } from '../../../../src/components/forms/definitions';
import { MailForm } from '../../../../src/components/forms/MailForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('a mail form refused on submit', () => {
  let root: Root;
  beforeEach(() => {
    document.body.innerHTML = '<div id="host"></div>';
    root = createRoot(document.getElementById('host')!);
  });
  afterEach(() => act(() => root.unmount()));

  const field = (name: string) =>
    document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  const submit = () =>
    act(() => {
      document
        .querySelector('button[type="submit"]')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });

  it('focuses the first invalid field of each attempt', () => {
    act(() => root.render(<MailForm kind="contact" heading="Свържете се с нас" />));
    (document.querySelector('button[type="submit"]') as HTMLButtonElement).focus();
    submit();
    expect(document.activeElement).toBe(field('name'));

    field('name').value = 'Иван';
    field('email').value = 'ivan@';
    field('subject').value = 'Въпрос';
    field('message').value = 'Здравейте, имам въпрос за бонусите.';
    submit();
    expect(field('name').getAttribute('aria-invalid')).toBeNull();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('email'));
  });

  it.each(Object.keys(FORMS) as FormKind[])(
    '%s: a field marked required is the one an empty submit calls required',
    (kind) => {
      act(() => root.render(<MailForm kind={kind} heading="Форма" />));
      submit();
      for (const { name } of FORMS[kind].fields) {
        const input = field(name);
        const label = document.querySelector(`label[for="${input.id}"]`)!.textContent;
        const error = document.getElementById(`${input.id}-error`)?.textContent ?? '';
        expect([input.required, label.endsWith('*')]).toEqual([
          error === 'Това поле е задължително.',
          input.required,
        ]);
      }
      const optional = FORMS[kind].fields.filter((f) => !field(f.name).required);
      expect(optional.map((f) => f.name)).toEqual(OPTIONAL[kind]);
    },
  );
});

/** The fields each form's schema takes empty. */
const OPTIONAL: Record<FormKind, string[]> = {
  contact: [],
  careers: ['link'],
  'slot-request': ['provider'],
};
