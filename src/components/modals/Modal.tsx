/**
 * The one modal base every dialog builds on (docs/style.md, docs/toolchain.md#dialogs): a native
 * <dialog> opened with showModal() (top layer, inert background, Escape for free), labelled by its
 * title, with a Tab focus trap, backdrop-click close, focus return to the opener and body scroll
 * lock.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../i18n';

/** Props of {@link Modal}. */
export type ModalProps = {
  /** Visible title; also the dialog's accessible name. */
  title: string;
  /** Called on Escape, backdrop click or the close button. */
  onClose: () => void;
  /** Body. */
  children: ReactNode;
  /** Hides the close button (the refresh popup must not be dismissed). */
  dismissible?: boolean;
  /** Test and styling hook. */
  name?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `dialog`. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = dialog.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal dialog. Mount it to open, unmount it to close. */
export function Modal({ title, onClose, children, dismissible = true, name }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const html = document.documentElement;
    html.classList.add('scroll-locked');
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event): void => {
      // Escape: let React state decide, so the dialog never closes behind the store's back.
      event.preventDefault();
      if (dismissible) onCloseRef.current();
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Tab') trapTab(dialog, event);
    };
    const onClick = (event: MouseEvent): void => {
      // A click on the <dialog> itself (not its content) lands on the backdrop.
      if (event.target === dialog && dismissible) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      if (!document.querySelector('dialog[open]')) html.classList.remove('scroll-locked');
      opener?.focus();
    };
  }, [dismissible]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-modal="true"
      aria-labelledby={titleId}
      data-modal={name}
    >
      <div className="modal__content">
        <h2 id={titleId}>{title}</h2>
        {children}
        {dismissible ? (
          <button type="button" className="modal__close" onClick={onClose}>
            {t('Close')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
