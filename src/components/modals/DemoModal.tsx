/**
 * The demo modal (product §2 demo): the provider's game in a sandboxed frame, only for an https
 * address on a host the content API names (GET /providers/demo) and only with the visitor's
 * consent to marketing cookies (third-party frames, docs/visitor-flow.md); else,
 * or when the frame does not load in time, a fallback of poster, message and link.
 */
import { safeImageUrl } from '../../domain/rules/image-url';
import { t } from '../../i18n';
import type { ModalBodyProps } from './body-props';
import { DemoBody } from './demo/DemoBody';
import { useDemoView } from './demo/useDemoView';
import { Modal } from './Modal';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The modal. */
export function DemoModal({ props, onClose }: ModalBodyProps) {
  const name = text(props.name);
  const view = useDemoView({
    demoUrl: text(props.demoUrl),
    locale: text(props.locale),
    consent: props.consent,
  });
  return (
    <Modal title={`${t('Play demo')}: ${name}`} onClose={onClose} name="demo">
      <DemoBody
        view={view}
        name={name}
        poster={safeImageUrl(text(props.poster))}
        providerHref={text(props.providerHref)}
        onClose={onClose}
      />
    </Modal>
  );
}

export default DemoModal;
