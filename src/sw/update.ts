/**
 * The hand-off between the service worker registration and the refresh popup (product §4
 * Refresh popup): when a new worker waits, its registration leaves here how to let
 * it take over; the popup's reload uses that, or reloads plainly when no worker waits. Kept
 * on a window property: the registration and the modal host are separately built chunks.
 */

const GLOBAL_KEY = '__casinoSwUpdate';

type Holder = Record<typeof GLOBAL_KEY, (() => void) | undefined>;

/** Records how to activate the waiting worker (the page reloads once it controls). */
export function offerUpdate(apply: () => void): void {
  (window as unknown as Holder)[GLOBAL_KEY] = apply;
}

/** The refresh popup's reload: activates a waiting worker first, so the reload gets the new build. */
export function reloadApp(): void {
  const apply = (window as unknown as Holder)[GLOBAL_KEY];
  if (apply) apply();
  else location.reload();
}
