/**
 * The header's account entry follows the session (product §4 Login): a sign-in link for an
 * anonymous visitor, the avatar and username opening the user profile modal once signed in.
 */
import type { User } from '../domain/entities/user';
import type { Store } from '../state/store';

/** Height and width of the header's avatar picture. */
const ENTRY_AVATAR_PX = 24;

/** The avatar picture beside the username (decorative: the name follows it). */
function avatarImage(doc: Document, url: string): HTMLImageElement {
  const img = doc.createElement('img');
  img.className = 'avatar';
  img.src = url;
  img.alt = '';
  img.width = ENTRY_AVATAR_PX;
  img.height = ENTRY_AVATAR_PX;
  img.dataset.accountAvatar = '';
  return img;
}

/** Updates every `[data-account-entry]` link of the page for `user`. */
export function showAccountEntry(doc: Document, user: User | null, signInLabel: string): void {
  for (const entry of doc.querySelectorAll<HTMLAnchorElement>('a[data-account-entry]')) {
    entry.dataset.signInHref ??= entry.getAttribute('href') ?? '';
    if (user && !user.isAnonymous) {
      const name = user.username ?? user.email ?? '';
      const avatar = user.inventory?.avatar;
      entry.replaceChildren(...(avatar ? [avatarImage(doc, avatar.url), ' '] : []), name);
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
