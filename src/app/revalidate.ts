/**
 * Revalidation of a prerendered page (product §4 Store reads, SWR): after the visitor's first
 * interaction the page's document is read again through the API-vs-db.json race, retried every
 * 60 s while every racer fails, and handed to the swr cache its islands read (src/api/page-cache.ts).
 * Its source is written to <html data-page-source>, the error source to
 * <html data-store-error-source>.
 */
import { Page } from '../domain/entities/page';
import type { Store } from '../state/store';
import type { BootInfo } from '../api/context';
import { pageRacers, readWithRetry } from '../api/race';
import { putPage } from '../api/page-cache';

/** Reads the page; returns the cancel function of the pending retry. */
export function revalidatePage(store: Store, boot: BootInfo): () => void {
  const root = document.documentElement;
  store.subscribe((state) => {
    if (state.errorSource) root.dataset.storeErrorSource = state.errorSource;
    else delete root.dataset.storeErrorSource;
  });
  const { cancel } = readWithRetry(
    store,
    () =>
      pageRacers({
        slug: boot.slug,
        locale: boot.locale,
        apiVersion: boot.apiVersion,
        schema: Page,
      }),
    (page, source) => {
      root.dataset.pageSource = source;
      putPage(boot.locale, boot.slug, page);
    },
  );
  return cancel;
}
