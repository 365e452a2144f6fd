/** The body of the global confirm dialog (product §2); opened by confirmDialog() in confirm.ts. */
import { t } from '../../i18n';
import { answerOf } from './ask';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** The dialog: the message, then cancel (focused first, the safe choice) and confirm. */
export function ConfirmModal({ props, onClose }: ModalBodyProps) {
  const answer = answerOf<boolean>(props);
  const reply = (value: boolean) => (answer ? answer(value) : onClose());
  return (
    <Modal title={text(props.title, t('Please confirm'))} onClose={onClose} name="confirm">
      <p>{text(props.message, '')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={() => reply(false)}>
          {text(props.cancelLabel, t('Cancel'))}
        </button>
        <button type="button" className="button" onClick={() => reply(true)}>
          {text(props.confirmLabel, t('Yes'))}
        </button>
      </div>
    </Modal>
  );
}

export default ConfirmModal;
