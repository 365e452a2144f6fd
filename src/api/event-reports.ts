/**
 * The event report receiver (product §7 POST {event report api}), apart from the other receivers
 * (receivers.ts): the report sender loads it alone, before the first interaction when the
 * visitor allows analytics, so the forms' mails stay out of that page's script (product §1
 * eager budget). Free of zod, like receivers.ts.
 */
import { clientConfig } from '../config/client';
import type { EventReport } from '../domain/entities/reports';
import { callSend } from './client';

/** Posts a batch of event reports with basic auth (product §7 POST {event report api}). */
export function postEventReports(
  batch: readonly EventReport[],
  options: { keepalive?: boolean } = {},
): Promise<void> {
  return callSend('events', '', {
    method: 'POST',
    body: batch,
    basicAuth: clientConfig().eventReportAuth,
    keepalive: options.keepalive ?? false,
  });
}
