/** The account screens' shared types (product §2 account screens): which form, what it shows, its inputs. */

/** Which form. */
export type AccountFormType = 'login' | 'registration' | 'forgotten-password';

/** What the panel shows after a form succeeded. */
export type AccountStatus = 'form' | 'verify-sent' | 'unverified' | 'reset-sent';

/**
 * A confirmation the visitor is reading (AccountOutcome's mark for a mail sent or an address
 * unconfirmed): product §4's popup waits while one is on the page.
 */
export const CONFIRMATION_SELECTOR = '[data-account-status]:not([data-account-status="signed-in"])';

/** One input. */
export type AccountField = {
  name: string;
  /** Visible label (Bulgarian). */
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  maxLength: number;
};
