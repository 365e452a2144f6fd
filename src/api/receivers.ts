/**
 * The receivers the browser posts to (product §7): error mails, the forms' mails, the newsletter,
 * casino reviews (the event reports: event-reports.ts).
 * Free of zod on purpose (bodies are our own output, typed by the schemas' types).
 */
import { CAREERS_RECEIVERS, CONTACT_RECEIVERS, SITE_LANG } from '../config/constants';
import type {
  CareersPayload,
  ContactUsPayload,
  SlotRequestPayload,
} from '../domain/entities/forms';
import type { ApplicationErrorMail, NotFoundMail } from '../domain/entities/reports';
import type { CasinoReviewPayload } from '../domain/entities/review';
import { mailSubject } from '../domain/rules/mail-subjects';
import { callSend } from './client';

/** Mails an application error (product §7 POST {mail}/application-error); survives unload. */
export function sendApplicationErrorMail(mail: ApplicationErrorMail): Promise<void> {
  return callSend('mail', '/application-error', { method: 'POST', body: mail, keepalive: true });
}

/** Mails a not-found address (product §7 POST {mail}/application-not-found). */
export function sendNotFoundMail(mail: NotFoundMail): Promise<void> {
  return callSend('mail', '/application-not-found', {
    method: 'POST',
    body: mail,
    keepalive: true,
  });
}

/** Subscribes an address to the newsletter (product §7 newsletter service). */
export function subscribeNewsletter(email: string, locale: string): Promise<void> {
  return callSend('newsletter', '/subscribe', {
    method: 'POST',
    body: { email, locale },
    locale,
  });
}

/** The contact form (product §7): the report to the receivers, then the welcome mail to the visitor. */
export async function sendContactUs(payload: ContactUsPayload): Promise<void> {
  await callSend('mail', `/${SITE_LANG}/contact-us-report`, {
    method: 'POST',
    body: { subject: mailSubject.contactReport(payload), to: CONTACT_RECEIVERS, payload },
  });
  await callSend('mail', `/${SITE_LANG}/contact-us-welcome`, {
    method: 'POST',
    body: { subject: mailSubject.contactWelcome(), to: [payload.email], payload },
  });
}

/** A job application (product §7 POST {mail}/{lang}/careers). */
export function sendCareers(payload: CareersPayload): Promise<void> {
  return callSend('mail', `/${SITE_LANG}/careers`, {
    method: 'POST',
    body: { subject: mailSubject.careers(payload), to: CAREERS_RECEIVERS, payload },
  });
}

/** A visitor's request for a slot (product §7 POST {mail}/slot-request). */
export function sendSlotRequest(payload: SlotRequestPayload): Promise<void> {
  return callSend('mail', '/slot-request', { method: 'POST', body: payload });
}

/** A visitor's casino review, stored pending moderation (product §2 review casino). */
export function sendCasinoReview(payload: CasinoReviewPayload, locale: string): Promise<void> {
  return callSend('api', '/casinos/reviews', { method: 'POST', body: payload, locale });
}
