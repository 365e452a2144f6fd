/**
 * The toast area and loading overlay without React (product §1, §4): the eager boot drives the
 * shell's elements from the store, so content pages never need React for them.
 */
import type { Store } from '../../state/store';
import type { Toast } from '../../domain/entities/ui';

/** Ids of the shell elements (mirrors SHELL_IDS in Shell.tsx, kept apart so React stays out). */
export const DOM_IDS = { overlay: 'app-loading', toasts: 'app-toasts' } as const;

/**
 * Renders the toast list: one div per toast, text only (never HTML), in the toast's anchor when
 * the page has it (in the flow beside a form, covering nothing), else in `host`.
 */
export function renderToasts(host: HTMLElement, toasts: Toast[]): void {
  const doc = host.ownerDocument;
  const wanted = new Set(toasts.map((toast) => toast.id));
  for (const shown of Array.from(doc.querySelectorAll<HTMLElement>('[data-toast-id]'))) {
    if (!wanted.has(shown.dataset.toastId ?? '')) shown.remove();
  }
  for (const toast of toasts) {
    if (doc.querySelector(`[data-toast-id="${toast.id}"]`)) continue;
    const element = doc.createElement('div');
    element.className = `toast toast--${toast.type}`;
    element.dataset.toastId = toast.id;
    element.dataset.toastType = toast.type;
    element.textContent = toast.text;
    const anchor = toast.anchor ? doc.getElementById(toast.anchor) : null;
    (anchor ?? host).append(element);
  }
}

/** Connects the overlay and the toast area to the store; returns the disconnect function. */
export function mountDomShell(store: Store, doc: Document = document): () => void {
  const overlay = doc.getElementById(DOM_IDS.overlay);
  const toasts = doc.getElementById(DOM_IDS.toasts);
  let last = store.getState();
  const apply = (): void => {
    const state = store.getState();
    if (overlay) {
      overlay.hidden = !state.loading;
      overlay.setAttribute('aria-busy', String(state.loading));
    }
    if (
      toasts &&
      (state.toasts !== last.toasts ||
        doc.querySelectorAll('[data-toast-id]').length !== state.toasts.length)
    ) {
      renderToasts(toasts, state.toasts);
    }
    last = state;
  };
  apply();
  return store.subscribe(apply);
}
