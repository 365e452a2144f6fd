// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootInfo } from '../../../src/api/context';
import { offerBonusPopup } from '../../../src/app/gates';
import { BONUS_POPUP_IDLE_MS } from '../../../src/config/constants';
import { startTurns } from '../../../src/consent/turns';
import { createStore, type Store } from '../../../src/state/store';

vi.mock('../../../src/api/endpoints', () => ({
  readBonusPopup: () => Promise.resolve({ bonus: { id: 1 }, casino: { slug: 'pirin-bet' } }),
}));
vi.mock('../../../src/app/modal-mount', () => ({}));

const boot = { locale: 'bg-BG', directory: '' } as BootInfo;

/** A pointer press on `element`, as the visitor's finger or mouse gives it. */
const press = (element: Element) =>
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

describe('the bonus popup waits for a quiet moment outside any form (product §4)', () => {
  let store: Store;
  beforeEach(async () => {
    vi.useFakeTimers();
    localStorage.clear();
    document.body.innerHTML = '<h1>Вход</h1><form><button type="submit">Вход</button></form>';
    store = createStore();
    startTurns({ age: false, consent: false });
    void offerBonusPopup(store, boot);
    // The offer and the modal host load: from here only the quiet moment is missing.
    await vi.advanceTimersByTimeAsync(0);
  });
  afterEach(() => vi.useRealTimers());

  it('not while focus fell to the page from a form the visitor pressed', async () => {
    const button = document.querySelector('button')!;
    press(button);
    button.focus();
    // A disabled submit button drops focus to the body.
    button.blur();
    expect(document.activeElement).toBe(document.body);
    await vi.advanceTimersByTimeAsync(BONUS_POPUP_IDLE_MS * 3);
    expect(store.getState().modal).toBeNull();

    press(document.querySelector('h1')!);
    await vi.advanceTimersByTimeAsync(BONUS_POPUP_IDLE_MS * 2);
    expect(store.getState().modal?.name).toBe('bonus-popup');
  });

  it('not while a form is still sending, wherever focus is', async () => {
    const form = document.querySelector('form')!;
    form.setAttribute('aria-busy', 'true');
    await vi.advanceTimersByTimeAsync(BONUS_POPUP_IDLE_MS * 3);
    expect(store.getState().modal).toBeNull();

    form.removeAttribute('aria-busy');
    await vi.advanceTimersByTimeAsync(BONUS_POPUP_IDLE_MS * 2);
    expect(store.getState().modal?.name).toBe('bonus-popup');
  });
});
