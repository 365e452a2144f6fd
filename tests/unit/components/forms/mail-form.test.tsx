// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});
