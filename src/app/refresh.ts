/**
 * Refresh watch (product §4 Refresh popup), loaded lazily after boot: the popup is due when this
 * build is older than the published app version or the popups config says refresh; it opens
 * 60 s after start, or at once when the popups config changes (the API's SSE /changes stream).
 * Its schemas (and zod with them) load only when there is something to parse: the watch itself is
 * a timer and an EventSource, so it stays out of the eager JS budget.
 */
import { REFRESH_POPUP_DELAY_MS } from '../config/constants';
import type { PopupsConfig, WebsiteRecord } from '../domain/entities/website';
import { isOlder } from '../domain/rules/versions';
import type { Store } from '../state/store';
import { clientConfig } from '../config/client';
import { readBootInfo } from '../api/context';
import { serviceUrl } from '../api/services';

/** True when the build is older than the published version or the config asks (pure). */
export function refreshDue(
  buildVersion: string,
  website: WebsiteRecord | null,
  popups: PopupsConfig | null,
): boolean {
  let outdated = false;
  if (website) {
    try {
      outdated = isOlder(buildVersion, website.version.appVersion);
    } catch {
      // product §8: an unknown version counts as outdated (it opens the refresh popup).
      outdated = true;
    }
  }
  return outdated || popups?.refresh === true;
}

/** Starts the watch; returns a stop function. */
export function startRefreshWatch(store: Store): () => void {
  const config = clientConfig();
  const locale = readBootInfo().locale;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schemas = () => import('../domain/entities/website');
  const check = async (): Promise<boolean> => {
    const { readPopupsConfig, readWebsite } = await import('../api/endpoints');
    const [website, popups] = await Promise.all([
      readWebsite().catch(() => null),
      readPopupsConfig(locale).catch(() => null),
    ]);
    return refreshDue(config.appVersion, website, popups);
  };

  // product §4 'It appears after 60 s': measured from start, decided by the check at that time.
  timer = setTimeout(() => {
    void check().then((due) => {
      if (due) store.openRefreshPopup();
    });
  }, REFRESH_POPUP_DELAY_MS);

  // A marker browser tests wait for before moving the (fake) clock past the 60 s.
  document.documentElement.dataset.refreshWatch = 'on';
  let source: EventSource | undefined;
  if (typeof EventSource !== 'undefined') {
    // EventSource cannot send headers: the locale travels in the query.
    source = new EventSource(serviceUrl('api', `/changes?locale=${encodeURIComponent(locale)}`));
    source.addEventListener('popups', (event) => {
      // product §4 '… or at once when the popups config changes'
      const data = safeJson((event as MessageEvent<string>).data);
      void schemas().then(({ PopupsConfig }) => {
        const parsed = PopupsConfig.safeParse(data);
        if (parsed.success && parsed.data.refresh) store.openRefreshPopup();
      });
    });
  }
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    source?.close();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
