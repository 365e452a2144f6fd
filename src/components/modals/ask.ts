/**
 * Modals that answer (the confirm dialog, the age verification): opened through the store's
 * queue like every modal (one at a time, product §2), they settle a promise with the visitor's
 * answer, or with the `dismissed` value when the modal goes without one (Escape, the backdrop,
 * the close button, a client navigation closing every modal).
 */
import type { ModalName } from '../../domain/entities/modals';
import { appStore } from '../../state/store';

/** The prop through which an answering body gives its answer. */
const ANSWER_PROP = 'answer';

/** Opens modal `name` with `props` and resolves with its answer, or `dismissed`. */
export function askModal<T>(
  name: ModalName,
  props: Record<string, unknown>,
  dismissed: T,
): Promise<T> {
  const store = appStore();
  // Unique across chunks that each carry a copy of this module.
  const id = `${name}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2)}`;
  return new Promise<T>((resolve) => {
    let settled = false;
    const settle = (value: T): void => {
      if (settled) return;
      settled = true;
      unsubscribe();
      resolve(value);
    };
    const unsubscribe = store.subscribe((state) => {
      if (state.modal?.id !== id && !state.modalQueue.some((m) => m.id === id)) settle(dismissed);
    });
    const answer = (value: T): void => {
      settle(value);
      if (store.getState().modal?.id === id) store.closeModal();
    };
    store.openModal({ name, id, props: { ...props, [ANSWER_PROP]: answer } });
  });
}

/** The answer function an answering body received, or null when it was opened otherwise. */
export function answerOf<T>(props: Record<string, unknown>): ((value: T) => void) | null {
  const answer = props[ANSWER_PROP];
  return typeof answer === 'function' ? (answer as (value: T) => void) : null;
}
