/**
 * The global confirm dialog (product §2 'global confirm dialog (with message)') as a promise:
 * `await confirmDialog(t('…'))` is true only when the visitor pressed the confirm button;
 * Escape, the backdrop, the cancel and close buttons and a navigation give false.
 */
import { askModal } from './ask';

/** Options of {@link confirmDialog}: each text already through t(); Bulgarian defaults. */
export type ConfirmOptions = {
  /** Dialog title; default 'Моля, потвърдете'. */
  title?: string;
  /** The confirm button; default 'Да'. */
  confirmLabel?: string;
  /** The cancel button; default 'Отказ'. */
  cancelLabel?: string;
};

/** Asks the visitor to confirm `message` (one dialog at a time, through the store's queue). */
export function confirmDialog(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return askModal('confirm', { ...options, message }, false);
}
