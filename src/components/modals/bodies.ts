/**
 * The modals opened by a trigger in the page (`data-modal-open="name"`, its own props as JSON in
 * `data-modal-props`) or by a promise API (confirm.ts, age-verification.ts), each body its own
 * lazy chunk (product §2 modals): the boot loads a body when its trigger is hovered or focused, so
 * the click shows it at once.
 */
import type { ComponentType } from 'react';
import type { ModalName } from '../../domain/entities/modals';
import type { ModalBodyProps } from './body-props';

export type { ModalBodyProps } from './body-props';

/** A lazily loaded body. */
type Loader = () => Promise<{ default: ComponentType<ModalBodyProps> }>;

/** Name → body, one for every modal name (a missing or unknown one fails the type check). */
export const MODAL_BODIES: Record<ModalName, Loader> = {
  newsletter: () => import('./NewsletterModal'),
  'contact-us': () => import('./ContactModal'),
  'casino-list': () => import('./CasinoListModal'),
  'invite-friend': () => import('./InviteFriendModal'),
  chat: () => import('./ChatModal'),
  // product §2 account modals: each body loads the identity service itself, on demand (product §4).
  auth: () => import('./AuthModal'),
  'email-resend': () => import('./EmailResendModal'),
  'email-verify': () => import('./EmailVerifyModal'),
  'reset-password': () => import('./ResetPasswordModal'),
  // product §2 user profile; props may carry `category` (inventory, history, missions, shop, avatars).
  'user-profile': () => import('./UserProfileModal'),
  // product §2 feed modals.
  'feed-create-post': () => import('./FeedCreatePostModal'),
  'feed-report-post': () => import('./FeedReportPostModal'),
  demo: () => import('./DemoModal'),
  'review-casino': () => import('./ReviewCasinoModal'),
  'age-verification': () => import('./AgeVerificationModal'),
  confirm: () => import('./ConfirmModal'),
  // product §4 bonus popup, product §1 international bonus.
  'bonus-popup': () => import('./BonusPopupModal'),
  'int-bonus': () => import('./IntBonusModal'),
};

/** Starts loading a body (on the intent to open it). */
export function preloadModalBody(name: ModalName): void {
  void MODAL_BODIES[name]().catch(() => undefined);
}
