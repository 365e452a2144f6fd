/**
 * The one way a page control asks for a modal (product §2 Modals): the boot opens it on a click, no
 * hydration needed (src/app/boot.ts). Spread the answer on a button.
 */
import type { ModalTriggerAttributes, TriggerName } from '../../domain/entities/modals';

/** The trigger attributes of modal `name`, with `props` its body receives beside the page's. */
export function modalTrigger(
  name: TriggerName,
  props?: Record<string, unknown>,
): ModalTriggerAttributes {
  return props
    ? { 'data-modal-open': name, 'data-modal-props': JSON.stringify(props) }
    : { 'data-modal-open': name };
}
