/**
 * Registers /sw.js with workbox-window, loaded when the browser is idle behind the
 * `pwa` feature flag (product §9). A waiting worker opens the refresh popup, whose reload lets it
 * take over first (product §4); a page whose worker was replaced from another tab gets the popup
 * too, so no page runs one build's HTML under another's worker.
 */
import { messageSW, Workbox } from 'workbox-window';
import { clientConfig } from '../config/client';
import { isPreviewHost } from '../domain/rules/agents';
import { readBootInfo } from '../api/context';
import { dbFilePath } from '../domain/rules/storage';
import type { Store } from '../state/store';
import { forgetKept, keepForWorker, mergeKeepList, readKept } from './keep';
import { CACHE_URLS_LIMITS, SW_MESSAGES } from './protocol';
import { offerUpdate } from './update';

/** If the new worker has not taken over this long after the visitor's reload, reload anyway. */
const TAKEOVER_FALLBACK_MS = 3000;

/** The site-wide worker. */
export const SW_URL = '/sw.js';

/** Same-origin and media URLs this page loaded, for the worker to keep (the first visit). */
function loadedUrls(): string[] {
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith('http') && name.length <= CACHE_URLS_LIMITS.length);
  const data = pageDataUrl();
  return [location.href, ...(data ? [data] : []), ...new Set(resources)].slice(
    0,
    CACHE_URLS_LIMITS.count,
  );
}

/**
 * The page's db.json (product §7 static file), or null where the page has none (the SPA shell, a
 * preview host, product §6). The store race may abort it when the API answers first, so the
 * worker is asked for it on its own: read offline, the page's store read still has its file.
 */
function pageDataUrl(): string | null {
  const boot = readBootInfo();
  if (
    boot.apiVersion === '' ||
    document.getElementById('spa-root') ||
    isPreviewHost(location.hostname)
  )
    return null;
  return `${clientConfig().storageBaseUrl}${dbFilePath(boot)}`;
}

/** Asks the worker to keep the page's db.json unless its cache already has it. */
async function keepPageData(wb: Workbox): Promise<void> {
  const url = pageDataUrl();
  if (url === null || (await caches.match(url))) return;
  await wb.messageSW({ type: SW_MESSAGES.cacheUrls, payload: { urlsToCache: [url] } });
}

/**
 * Hands the controlling worker `urls` to keep, then forgets those of them earlier pages left
 * (./keep). Sent to the controller itself: a worker another page registered is no Workbox's own
 * here, and `wb.messageSW` would wait for one forever.
 */
async function handOver(urls: string[]): Promise<void> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return;
  await messageSW(controller, { type: SW_MESSAGES.cacheUrls, payload: { urlsToCache: urls } });
  forgetKept(urls);
}

/**
 * A page no worker controls leaves what it loaded for the worker, now and when it is left (more
 * has loaded by then): the visitor may leave it before the worker is active.
 */
function keepUntilControlled(): void {
  if (navigator.serviceWorker.controller) return;
  keepForWorker(loadedUrls());
  addEventListener('pagehide', () => {
    if (!navigator.serviceWorker.controller) keepForWorker(loadedUrls());
  });
}

/** Writes the controlling worker's version on <html data-sw> (browser tests wait for it). */
async function markController(): Promise<void> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return;
  const version: unknown = await messageSW(controller, { type: SW_MESSAGES.version });
  if (typeof version === 'string') document.documentElement.dataset.sw = version;
}

/** Registers the worker; resolves once the registration settled (errors included). */
export async function registerServiceWorker(store: Store): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(SW_URL);
  let applying = false;

  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      if (applying) return;
      applying = true;
      wb.addEventListener('controlling', () => location.reload());
      setTimeout(() => location.reload(), TAKEOVER_FALLBACK_MS);
      wb.messageSkipWaiting();
    });
    store.openRefreshPopup();
  });

  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) {
      // First visit: what this page and the pages left before loaded without a worker goes
      // through its routes now.
      void handOver(mergeKeepList(readKept(), loadedUrls()))
        .then(markController)
        .catch(logOnLocalStage);
    } else if (!applying) {
      store.openRefreshPopup();
    }
  });

  keepUntilControlled();
  try {
    await wb.register();
    if (navigator.serviceWorker.controller) {
      // Kept pages go with this page's own files: a worker that claims a loaded page never saw them.
      const kept = readKept();
      if (kept.length > 0) await handOver(mergeKeepList(kept, loadedUrls()));
      await keepPageData(wb);
    }
    await markController();
  } catch (error) {
    // No worker will take the list: pages go back to registering on an interaction.
    forgetKept(readKept());
    logOnLocalStage(error);
  }
}

/** product §8 'Service worker registration error: logged only on local stage'. */
function logOnLocalStage(error: unknown): void {
  if (clientConfig().stage === 'local') console.error('Service worker registration failed', error);
}
