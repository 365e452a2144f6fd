/**
 * The receivers the browser posts to (SPEC §7): event reports, error mails, the newsletter.
 * Free of zod on purpose (bodies are our own output, typed by the schemas' types), so the
 * affiliate click report can be preloaded small and send within the click's own task.
 */
import { clientConfig } from '../config/client';
import type { ApplicationErrorMail, EventReport, NotFoundMail } from '../domain/entities/reports';
import { callSend } from './client';

/** Posts a batch of event reports with basic auth (SPEC §7 POST {event report api}). */
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

/** Mails an application error (SPEC §7 POST {mail}/application-error); survives unload. */
export function sendApplicationErrorMail(mail: ApplicationErrorMail): Promise<void> {
  return callSend('mail', '/application-error', { method: 'POST', body: mail, keepalive: true });
}

/** Mails a not-found address (SPEC §7 POST {mail}/application-not-found). */
export function sendNotFoundMail(mail: NotFoundMail): Promise<void> {
  return callSend('mail', '/application-not-found', {
    method: 'POST',
    body: mail,
    keepalive: true,
  });
}

/** Subscribes an address to the newsletter (SPEC §7 newsletter service). */
export function subscribeNewsletter(email: string, locale: string): Promise<void> {
  return callSend('newsletter', '/subscribe', {
    method: 'POST',
    body: { email, locale },
    locale,
  });
}
