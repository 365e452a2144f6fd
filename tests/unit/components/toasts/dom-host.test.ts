// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountDomShell } from '../../../../src/components/toasts/dom-host';
import { createStore } from '../../../../src/state/store';

describe('DOM toast host and overlay (product §1)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="app-loading" hidden></div><div id="app-toasts" aria-live="polite" role="status"></div>';
  });
  afterEach(() => vi.useRealTimers());

  it('shows and hides the overlay with the loading flag', () => {
    const store = createStore();
    mountDomShell(store);
    const overlay = document.getElementById('app-loading')!;
    store.setLoading(true);
    expect(overlay.hidden).toBe(false);
    store.setLoading(false);
    expect(overlay.hidden).toBe(true);
  });

  it('renders toasts as text and drops them after duration + 100 ms', () => {
    const store = createStore();
    mountDomShell(store);
    store.addToast({ text: '<b>Грешка в сървъра</b>', type: 'error' });
    const host = document.getElementById('app-toasts')!;
    expect(host.querySelector('[data-toast-type="error"]')?.textContent).toBe(
      '<b>Грешка в сървъра</b>',
    );
    expect(host.querySelector('b')).toBeNull();
    vi.advanceTimersByTime(6099);
    expect(host.childElementCount).toBe(1);
    vi.advanceTimersByTime(1);
    expect(host.childElementCount).toBe(0);
  });

  it('shows an anchored toast in its anchor, in the flow, and drops it there too', () => {
    document.body.insertAdjacentHTML('beforeend', '<form><div id="contact-toast"></div></form>');
    const store = createStore();
    mountDomShell(store);
    store.addToast({ text: 'Изпратено', type: 'success', anchor: 'contact-toast' });
    store.addToast({ text: 'Без котва', anchor: 'no-such-element' });
    const anchor = document.getElementById('contact-toast')!;
    const host = document.getElementById('app-toasts')!;
    expect(anchor.textContent).toBe('Изпратено');
    expect(host.textContent).toBe('Без котва');
    vi.advanceTimersByTime(3100);
    expect(anchor.childElementCount).toBe(0);
    expect(host.childElementCount).toBe(0);
  });
});
