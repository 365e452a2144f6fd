/**
 * Every modal the shell opens by name (product §2 Modals) and the page control that asks for one:
 * the store's requests, the page's triggers and the table of bodies all take these names, so a
 * misspelt name fails the type check instead of opening nothing.
 */

/** The modals the shell opens, each body a lazy chunk (src/components/modals/bodies.ts). */
export const MODAL_NAMES = [
  'newsletter',
  'contact-us',
  'casino-list',
  'invite-friend',
  'chat',
  'auth',
  'email-resend',
  'email-verify',
  'reset-password',
  'user-profile',
  'feed-create-post',
  'feed-report-post',
  'demo',
  'review-casino',
  'age-verification',
  'confirm',
  'bonus-popup',
  'int-bonus',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** The footer's 'Withdraw consent': a confirm dialog, then the withdrawal (no body of its own). */
export const WITHDRAW_CONSENT = 'withdraw-consent';

/** What a page control may ask for: a modal, or the withdrawal of consent. */
export type TriggerName = ModalName | typeof WITHDRAW_CONSENT;

/** The attributes a trigger carries: its name and its own props as JSON. */
export type ModalTriggerAttributes = {
  'data-modal-open': TriggerName;
  'data-modal-props'?: string;
};

const TRIGGER_NAMES: ReadonlySet<string> = new Set<string>([...MODAL_NAMES, WITHDRAW_CONSENT]);

/** A trigger's `data-modal-open` value as a name, or null for one no control should write. */
export function triggerNameOf(value: string | undefined): TriggerName | null {
  return value !== undefined && TRIGGER_NAMES.has(value) ? (value as TriggerName) : null;
}
