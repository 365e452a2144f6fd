// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../../src/components/modals/Modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Modal base', () => {
  let root: Root;
  let opener: HTMLButtonElement;
  beforeEach(() => {
    document.body.innerHTML = '<button id="opener">open</button><div id="host"></div>';
    opener = document.getElementById('opener') as HTMLButtonElement;
    opener.focus();
    root = createRoot(document.getElementById('host')!);
  });
  afterEach(() => act(() => root.unmount()));

  const open = (onClose = vi.fn()) => {
    act(() =>
      root.render(
        <Modal title="Заглавие" onClose={onClose}>
          <a href="/x">първа</a>
        </Modal>,
      ),
    );
    return { onClose, dialog: document.querySelector('dialog')! };
  };

  it('is an open, labelled, modal dialog that locks scrolling', () => {
    const { dialog } = open();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Заглавие');
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true);
  });

  it('Escape (cancel) and a backdrop click call onClose', () => {
    const { dialog, onClose } = open();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Tab from the last control wraps to the first', () => {
    const { dialog } = open();
    const close = dialog.querySelector('button')!;
    close.focus();
    dialog.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(dialog.querySelector('a'));
  });

  it('closing returns focus to the opener and unlocks scrolling', () => {
    open();
    act(() => root.render(null));
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(false);
  });
});
