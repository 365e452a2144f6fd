/**
 * The header's account entry follows the session (SPEC §4 Login): a sign-in link for an
 * anonymous visitor, the username opening the user profile modal once signed in.
 */
import type { User } from '../domain/entities/user';
import type { Store } from '../state/store';

/** Updates every `[data-account-entry]` link of the page for `user`. */
export function showAccountEntry(doc: Document, user: User | null, signInLabel: string): void {
  for (const entry of doc.querySelectorAll<HTMLAnchorElement>('a[data-account-entry]')) {
    entry.dataset.signInHref ??= entry.getAttribute('href') ?? '';
    if (user && !user.isAnonymous) {
      entry.textContent = user.username ?? user.email ?? '';
      entry.dataset.modalOpen = 'user-profile';
      entry.dataset.accountEntry = 'signed-in';
    } else {
      entry.textContent = signInLabel;
      delete entry.dataset.modalOpen;
      entry.dataset.accountEntry = 'signed-out';
    }
  }
}

/** Keeps the entry in step with the store. */
export function watchAccountEntry(store: Store, doc: Document, signInLabel: string): void {
  let shown: User | null | undefined;
  const update = (): void => {
    const { user } = store.getState();
    if (user === shown) return;
    shown = user;
    showAccountEntry(doc, user, signInLabel);
  };
  update();
  store.subscribe(update);
}
