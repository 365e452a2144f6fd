// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Newsletter } from '../../../../src/components/content/Newsletter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the newsletter form', () => {
  let root: Root;
  beforeEach(() => {
    document.body.innerHTML = '<div id="host"></div>';
    root = createRoot(document.getElementById('host')!);
  });
  afterEach(() => act(() => root.unmount()));

  // The home page holds the inline block and, once opened, the modal's copy of it.
  const renderTwo = () =>
    act(() =>
      root.render(
        <>
          <Newsletter heading="Бюлетин" locale="bg-BG" />
          <Newsletter heading="Най-добрите бонуси" locale="bg-BG" />
        </>,
      ),
    );
  const inputs = () => [...document.querySelectorAll<HTMLInputElement>('input[name="email"]')];
  const submit = (input: HTMLInputElement) =>
    act(() => {
      input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  const describedBy = (input: HTMLInputElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

  it('each copy of the email field has its own id and label', () => {
    renderTwo();
    const [first, second] = inputs();
    expect(first!.id).not.toBe(second!.id);
    for (const input of inputs()) {
      expect(document.querySelectorAll(`[id="${input.id}"]`)).toHaveLength(1);
      expect(input.labels?.[0]?.textContent).toBe('Имейл');
    }
  });

  it.each([
    ['', 'Това поле е задължително.'],
    ['ivan@', 'Моля, въведете валиден имейл адрес.'],
  ])('%j is refused with %s, linked to the field', (value, sentence) => {
    renderTwo();
    const input = inputs()[1]!;
    input.value = value;
    submit(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe(sentence);
    expect(inputs()[0]!.getAttribute('aria-invalid')).toBeNull();
  });
});
