import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../src/state/store';

describe('app store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['none', 3000],
    ['success', 3000],
    ['warn', 6000],
    ['error', 6000],
  ] as const)('removes a %s toast exactly %i ms + 100 ms after it appeared', (type, duration) => {
    const store = createStore();
    store.addToast({ text: 'Здравей', type });
    vi.advanceTimersByTime(duration + 99);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('ignores an identical repeated loading value (no listener call)', () => {
    const store = createStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setLoading(true);
    store.setLoading(true);
    store.setLoading(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('records error and source, opens the refresh popup, closes toasts and modals', () => {
    const store = createStore();
    store.setError('down', 'dbFiles');
    store.openRefreshPopup();
    store.addToast({ text: 'a' });
    store.openModal({ name: 'newsletter', props: {} });
    store.closeAllToasts();
    store.closeModal();
    expect(store.getState()).toMatchObject({
      error: 'down',
      errorSource: 'dbFiles',
      popups: { refresh: true },
      toasts: [],
      modal: null,
    });
  });
});

describe('the modal queue (one modal at a time)', () => {
  it('queues a second modal behind the open one and opens it when the first closes', () => {
    const store = createStore();
    store.openModal({ name: 'age-verification', props: {} });
    store.openModal({ name: 'bonus-popup', props: { id: 1 } });
    store.openModal({ name: 'bonus-popup', props: { id: 2 } });
    expect(store.getState().modal?.name).toBe('age-verification');
    expect(store.getState().modalQueue.map((m) => m.name)).toEqual(['bonus-popup']);
    store.closeModal();
    expect(store.getState().modal).toEqual({ name: 'bonus-popup', props: { id: 1 } });
    store.closeModal();
    expect(store.getState().modal).toBeNull();
  });

  it('requests with their own ids queue under one name (two confirm dialogs in turn)', () => {
    const store = createStore();
    store.openModal({ name: 'confirm', id: 'confirm-1', props: {} });
    store.openModal({ name: 'confirm', id: 'confirm-2', props: {} });
    store.openModal({ name: 'confirm', id: 'confirm-2', props: {} });
    expect(store.getState().modalQueue.map((m) => m.id)).toEqual(['confirm-2']);
    store.closeModal();
    expect(store.getState().modal?.id).toBe('confirm-2');
  });

  it('a navigation closes the open modal and drops the queue', () => {
    const store = createStore();
    store.openModal({ name: 'newsletter', props: {} });
    store.openModal({ name: 'chat', props: {} });
    store.closeAllModals();
    expect(store.getState()).toMatchObject({ modal: null, modalQueue: [] });
  });
});
