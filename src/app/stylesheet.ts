/**
 * A prerendered page carries inline only the rules its own markup uses; the whole sheet is
 * linked at the end of its body as a print sheet, so it blocks no paint
 * (prerender/render/style-frame.ts). The runtime turns it on for the screen once it has loaded, and
 * what the runtime adds to the page (the gates, modals, toasts) waits for that, so it never
 * shows unstyled.
 */
import { WHOLE_SHEET_ATTRIBUTE } from '../config/constants';

/** How long a sheet whose load went unseen is waited for (its error may have come first). */
const UNSEEN_LOAD_MS = 3000;

/** Resolves once every whole sheet has loaded and applies to the screen (or failed). */
export function whenStylesheetsLoaded(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${WHOLE_SHEET_ATTRIBUTE}]`);
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = (): void => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) {
            apply();
            return;
          }
          link.addEventListener('load', apply);
          link.addEventListener('error', () => resolve());
          setTimeout(resolve, UNSEEN_LOAD_MS);
        }),
    ),
  ).then(() => undefined);
}
