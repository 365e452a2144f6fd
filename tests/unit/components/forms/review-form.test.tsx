// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReviewForm } from '../../../../src/components/forms/ReviewForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the review form refused on an empty submit (product §2 review casino, §8)', () => {
  let root: Root;
  beforeEach(() => {
    document.body.innerHTML = '<div id="host"></div>';
    root = createRoot(document.getElementById('host')!);
  });
  afterEach(() => act(() => root.unmount()));

  it('calls each text field required, and says what the stars and the consent need', () => {
    act(() =>
      root.render(<ReviewForm casinoSlug="kazino-1" locale="bg-BG" onSent={() => undefined} />),
    );
    act(() => {
      document
        .querySelector('button[type="submit"]')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    const error = (field: string) => document.getElementById(`review-${field}-error`)?.textContent;
    expect(['title', 'text', 'name', 'email'].map(error)).toEqual(
      Array(4).fill('Това поле е задължително.'),
    );
    expect(error('rating')).toBe('Изберете от 1 до 5 звезди.');
    expect(error('publishConsent')).toBe('Моля, дайте съгласие за публикуването.');
    for (const name of ['title', 'text', 'name', 'email'])
      expect(document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.required).toBe(true);
  });
});
