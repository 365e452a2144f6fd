/**
 * Event reports (product §3 Event report, §7, §9): a page view per page and SPA screen, and a
 * click on any element marked `data-report-name` (with `data-report-value`), collected into one
 * batch posted 200 ms after the latest event, only once the identity service is ready, with
 * basic auth. When the page is hidden or left, what is ready goes out at once with keepalive.
 * Loaded lazily by the boot, which decides whether this page may report at all.
 */
import { EVENT_REPORT_DEBOUNCE_MS, SITE_LANG } from '../config/constants';
import type { EventReport } from '../domain/entities/reports';
import { readyReportUser, whenIdentityReady, type ReportUser } from './identity';

/** An event before the user is attached. */
export type EventDraft = Omit<EventReport, 'user'>;

/** Where batches go (the event report receiver in the product, a spy in unit tests). */
export type PostBatch = (batch: EventReport[], keepalive: boolean) => Promise<void>;

/** The collector of one page view. */
export type EventCollector = {
  /** Queues an event and restarts the 200 ms debounce. */
  track: (draft: EventDraft) => void;
  /** Sends what is queued now (keepalive), if the identity service is ready. */
  flush: () => void;
};

/** Creates a collector posting through `post`. */
export function createEventCollector(post: PostBatch): EventCollector {
  let queue: EventDraft[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (user: ReportUser, keepalive: boolean): void => {
    if (queue.length === 0) return;
    const batch = queue.map((draft) => ({ ...draft, user }));
    queue = [];
    // A lost report must never raise an error in the page it describes.
    post(batch, keepalive).catch(() => undefined);
  };
  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    // product §7 'sent 200 ms after the latest event and only when the identity service is ready'
    timer = setTimeout(() => {
      timer = undefined;
      void whenIdentityReady().then((user) => send(user, false));
    }, EVENT_REPORT_DEBOUNCE_MS);
  };
  return {
    track(draft) {
      queue.push(draft);
      schedule();
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const user = readyReportUser();
      if (user) send(user, true);
    },
  };
}

/** Session key of the paths visited in this tab (product §3 navigationHistory). */
const HISTORY_KEY = 'navigationHistory';
/** Most paths kept. */
const HISTORY_MAX = 20;

/** Appends `path` to this tab's navigation history and returns it, oldest first. */
export function recordNavigation(path: string): string[] {
  let history: string[] = [];
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(HISTORY_KEY) ?? '[]');
    if (Array.isArray(raw)) history = raw.filter((p): p is string => typeof p === 'string');
  } catch {
    history = [];
  }
  if (history.at(-1) !== path) history.push(path);
  history = history.slice(-HISTORY_MAX);
  try {
    sessionStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage off: the history is this page's only.
  }
  return history;
}

/** What a draft needs to know of the page. */
export type PageFacts = { slug: string; locale: string; title: string; history: string[] };

/** 'pwa' when the installed app runs in its own window (product §3 platform). */
function platform(): EventReport['platform'] {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches
    ? 'pwa'
    : 'web';
}

/** A page-view draft. */
export function pageViewDraft(page: PageFacts, now = new Date()): EventDraft {
  return {
    platform: platform(),
    type: 'page-view',
    navigationHistory: page.history,
    page: { slug: page.slug, title: page.title },
    report: { name: 'page-view', value: page.slug, component: 'page' },
    lang: SITE_LANG,
    locale: page.locale,
    createdAt: now.toISOString(),
  };
}

/** A login draft (product §4 Login: a verified sign-in is reported). */
export function loginDraft(page: PageFacts, now = new Date()): EventDraft {
  return {
    ...pageViewDraft(page, now),
    type: 'login',
    report: { name: 'login', value: 'email', component: 'auth' },
  };
}

/** The draft of a click on a marked element, or null for an unmarked one. */
export function clickDraft(target: Element, page: PageFacts, now = new Date()): EventDraft | null {
  const marked = target.closest<HTMLElement>('[data-report-name]');
  if (!marked) return null;
  const component =
    marked.closest<HTMLElement>('[data-component]')?.dataset.component ??
    marked.closest<HTMLElement>('[data-island]')?.dataset.island ??
    marked.closest<HTMLElement>('[data-content]')?.dataset.content ??
    'page';
  return {
    platform: platform(),
    type: 'click',
    navigationHistory: page.history,
    page: { slug: page.slug, title: page.title },
    report: {
      name: marked.dataset.reportName ?? '',
      value: marked.dataset.reportValue ?? '',
      component,
    },
    lang: SITE_LANG,
    locale: page.locale,
    createdAt: now.toISOString(),
  };
}
