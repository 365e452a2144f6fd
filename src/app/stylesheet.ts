/**
 * A prerendered page carries inline only the rules its own markup uses; the whole sheet is
 * linked at the end of its body (prerender/inline-styles.ts). What the runtime adds to the page
 * (the gates, modals, toasts, the SPA's screens) waits for that sheet, so it never shows unstyled.
 */

/** How long a sheet whose load went unseen is waited for (its error may have come first). */
const UNSEEN_LOAD_MS = 3000;

/** Resolves once every stylesheet linked in the body has loaded or failed. */
export function whenStylesheetsLoaded(): Promise<void> {
  const pending = [
    ...document.querySelectorAll<HTMLLinkElement>('body link[rel="stylesheet"]'),
  ].filter((link) => link.sheet === null);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve());
          link.addEventListener('error', () => resolve());
          setTimeout(resolve, UNSEEN_LOAD_MS);
        }),
    ),
  ).then(() => undefined);
}
