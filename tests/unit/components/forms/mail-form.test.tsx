// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORMS, type FormKind } from '../../../../src/components/forms/definitions';
import { MailForm } from '../../../../src/components/forms/MailForm';
import { ReviewForm } from '../../../../src/components/forms/ReviewForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REQUIRED = 'Това поле е задължително.';

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

describe('a mail form refused on submit', () => {
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
        expect([input.required, label.endsWith('*')]).toEqual([error === REQUIRED, input.required]);
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

describe('the review form refused on an empty submit (product §2 review casino, §8)', () => {
  it('calls each text field required, and says what the stars and the consent need', () => {
    act(() =>
      root.render(<ReviewForm casinoSlug="kazino-1" locale="bg-BG" onSent={() => undefined} />),
    );
    submit();
    const error = (name: string) => document.getElementById(`review-${name}-error`)?.textContent;
    const texts = ['title', 'text', 'name', 'email'];
    expect(texts.map(error)).toEqual(texts.map(() => REQUIRED));
    expect(texts.map((name) => field(name).required)).toEqual(texts.map(() => true));
    expect(error('rating')).toBe('Изберете от 1 до 5 звезди.');
    expect(error('publishConsent')).toBe('Моля, дайте съгласие за публикуването.');
  });
});
