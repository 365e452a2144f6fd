// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const asked: unknown[][] = [];
vi.mock('../../../../src/api/use-endpoint', () => ({
  useEndpoint: (_endpoint: unknown, _locale: string, args: unknown[]) => {
    asked.push(args);
    return { data: [{ id: `x-${String(args[0])}`, title: String(args[0]), slug: null }] };
  },
}));

const { ChatModal } = await import('../../../../src/components/modals/ChatModal');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ChatModal', () => {
  let root: Root;
  const onClose = vi.fn();
  beforeEach(() => {
    onClose.mockClear();
    asked.length = 0;
    document.body.innerHTML = '<div id="host"></div>';
    root = createRoot(document.getElementById('host')!);
    act(() => root.render(<ChatModal props={{ locale: 'bg-BG' }} onClose={onClose} />));
  });
  afterEach(() => act(() => root.unmount()));

  const type = (text: string) => {
    const input = document.querySelector<HTMLInputElement>('.chat__ask input')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      document
        .querySelector('.chat__ask')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  };

  it('has a labelled text field that sends the question to its topic', () => {
    expect(document.querySelector('label')?.textContent).toBe('Вашият въпрос');
    type('Какъв е бонусът за добре дошли?');
    expect(asked.at(-1)).toEqual(['welcome/promotions']);
    expect(document.querySelector('.chat__question')?.textContent).toContain(
      'Какъв е бонусът за добре дошли?',
    );
    expect(document.querySelector('.chat__ask input')).toHaveProperty('value', '');
  });

  it('offers the contact form for a question of no known topic', () => {
    type('Здравейте');
    expect(asked.at(-1)).toEqual(['plain']);
    expect(document.querySelector('[data-modal-open="contact-us"]')?.textContent).toBe('Пишете ни');
  });

  it('refuses an empty question with a message and sends nothing', () => {
    const before = asked.length;
    type('   ');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Напишете въпрос до 200 знака.',
    );
    expect(asked.slice(before).every((a) => a[0] === 'plain')).toBe(true);
    expect(document.querySelector('.chat__question')).toBeNull();
  });
});
