// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountForm } from '../../../../src/components/account/AccountForm';
import { LOGIN_FIELDS } from '../../../../src/components/account/account-fields';
import { SignInInput } from '../../../../src/domain/entities/account';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the sign-in form', () => {
  let root: Root;
  beforeEach(() => {
    document.body.innerHTML = '<div id="host"></div>';
    root = createRoot(document.getElementById('host')!);
  });
  afterEach(() => act(() => root.unmount()));

  const render = (onSubmit: () => Promise<string | null>) => {
    act(() =>
      root.render(
        <AccountForm
          kind="login"
          fields={LOGIN_FIELDS}
          schema={SignInInput}
          submitLabel="Вход"
          onSubmit={onSubmit}
        />,
      ),
    );
    return document.querySelector('form')!;
  };
  const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const submit = async (form: HTMLFormElement) => {
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };

  it('empty: each field says it is required, and focus goes to the first', async () => {
    const form = render(vi.fn());
    await submit(form);
    const password = input('password');
    const error = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Това поле е задължително.');
    expect(document.activeElement).toBe(input('email'));
  });

  it('refused by the service: focus moves to the error, not to the page', async () => {
    const form = render(() => Promise.resolve('Грешен имейл или парола.'));
    input('email').value = 'ivan@kazino-bg.example';
    input('password').value = 'wrong-pass-1';
    form.querySelector('button')!.focus();
    await submit(form);
    const error = form.querySelector('[data-form-error]');
    expect(error?.textContent).toBe('Грешен имейл или парола.');
    expect(document.activeElement).toBe(error);
  });
});
