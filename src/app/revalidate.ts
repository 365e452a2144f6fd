/**
 * Revalidation of a prerendered page (SPEC §4 Store reads, SWR): after boot the page's document
 * is read again through the API-vs-db.json race; the result is announced with the
 * 'app:page' window event (islands holding page data listen) and its source is written to
 * <html data-page-source>, the error source to <html data-store-error-source>.
 */
import { Page } from '../domain/entities/page';
import type { ErrorSource } from '../domain/entities/ui';
import type { Store } from '../state/store';
import { clientConfig } from '../api/config';
import { pageRacers, readWithRetry } from '../api/race';
import { browserContext, cdnRewriteFor, type BootInfo } from './context';

/** Window event carrying a freshly read page. */
export const PAGE_EVENT = 'app:page';

/** Detail of {@link PAGE_EVENT}. */
export type PageEventDetail = { page: Page; source: ErrorSource };

/** Reads the page; returns the cancel function of the pending retry. */
export function revalidatePage(store: Store, boot: BootInfo): () => void {
  const config = clientConfig();
  const ctx = browserContext(boot, config);
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
        apiBaseUrl: config.apiBaseUrl,
        storageBaseUrl: config.storageBaseUrl,
        lang: config.lang,
        schema: Page,
        ctx,
        rewrite: cdnRewriteFor(config, ctx.isPreview),
      }),
    (page, source) => {
      root.dataset.pageSource = source;
      window.dispatchEvent(
        new CustomEvent<PageEventDetail>(PAGE_EVENT, { detail: { page, source } }),
      );
    },
  );
  return cancel;
}
