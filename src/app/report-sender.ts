/**
 * The network half of the event reports (product §7 event report API): the HTTP layer loads only
 * once something may be sent. A first visit reports nothing before its consent is answered, so
 * its page does not run the HTTP layer before the first interaction (product §1 eager budget).
 */
import type * as receivers from '../api/event-reports';
import type { EventReport } from '../domain/entities/reports';

type Receivers = typeof receivers;

let loaded: Receivers | null = null;
let loading: Promise<Receivers> | null = null;

/** Starts loading the sender (once); resolves with it. */
export function loadSender(): Promise<Receivers> {
  loading ??= import('../api/event-reports').then((m) => (loaded = m));
  return loading;
}

/**
 * Posts a batch now when the sender is loaded, so a keepalive report leaves within the caller's
 * task (a click that unloads the page); otherwise once it loads.
 */
export function postReports(
  batch: readonly EventReport[],
  options: { keepalive?: boolean } = {},
): { now: boolean; sent: Promise<void> } {
  if (loaded) return { now: true, sent: loaded.postEventReports(batch, options) };
  return { now: false, sent: loadSender().then((m) => m.postEventReports(batch, options)) };
}
