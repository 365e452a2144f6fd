/** Form payloads the site sends (product §3 Contact-us payload, §7 mail calls). */
import { z } from 'zod';
import { mailSubject } from '../rules/mail-subjects';
import { isUrlLike } from '../rules/url';

/** Longest mail address taken (RFC 5321's path limit). */
export const EMAIL_MAX_CHARS = 254;
/** Most fields of a mail's form data, and the longest text of one. */
export const MAIL_PAYLOAD_LIMITS = { fields: 20, key: 64, value: 5000 } as const;

/** A mail address of at most {@link EMAIL_MAX_CHARS}. */
export const Email = z.email().max(EMAIL_MAX_CHARS);

/** The contact form (product §3: subject, email; the rest is ours). */
export const ContactUsPayload = z.object({
  /** Subject line chosen by the visitor. */
  subject: z.string().trim().min(3).max(140),
  /** Reply address. */
  email: Email,
  /** Visitor's name. */
  name: z.string().trim().min(2).max(80),
  /** Message body. */
  message: z.string().trim().min(10).max(5000),
});
export type ContactUsPayload = z.infer<typeof ContactUsPayload>;

/** A mail envelope: POST {mail}/{lang}/contact-us-report, contact-us-welcome, careers. */
export const MailEnvelope = z.object({
  /** Subject, e.g. 'Contact Us: ...' or 'Thank for reaching us' (product §7, §8). */
  subject: z.string().min(1).max(200),
  /** Receivers (the receiver replaces or checks them, see server/content/receivers.ts). */
  to: z.array(Email).min(1).max(5),
  /** Form data: flat, each text at most 5,000 characters. */
  payload: z
    .record(
      z.string().max(MAIL_PAYLOAD_LIMITS.key),
      z.union([z.string().max(MAIL_PAYLOAD_LIMITS.value), z.number(), z.boolean(), z.null()]),
    )
    .refine((payload) => Object.keys(payload).length <= MAIL_PAYLOAD_LIMITS.fields, 'too many'),
});
export type MailEnvelope = z.infer<typeof MailEnvelope>;

/** A visitor's request to add a slot (POST {mail}/slot-request). */
export const SlotRequestPayload = z.object({
  /** Name of the slot. */
  slotName: z.string().trim().min(2).max(120),
  /** Its provider, if known. */
  provider: z.string().trim().max(120).optional(),
  /** Reply address. */
  email: Email,
});
export type SlotRequestPayload = z.infer<typeof SlotRequestPayload>;

/** A job application (POST {mail}/{lang}/careers, product §7). */
export const CareersPayload = z.object({
  /** Applicant's name. */
  name: z.string().trim().min(2).max(80),
  /** Reply address. */
  email: Email,
  /** The role applied for. */
  position: z.string().trim().min(2).max(120),
  /** A CV or portfolio address, with or without a scheme (product §5 URL-like check). */
  link: z
    .string()
    .trim()
    .max(500)
    .refine((text) => text === '' || isUrlLike(text), 'url'),
  /** Cover letter. */
  message: z.string().trim().min(10).max(5000),
});
export type CareersPayload = z.infer<typeof CareersPayload>;

// A receiver open to every visitor takes only what its form sends: its payload, no field more,
// under the subject made from it; no text of the sender's own.
const SUBJECT_MADE = { path: ['subject'], message: 'The subject is not the one this form sends' };
const ContactEnvelope = MailEnvelope.extend({ payload: ContactUsPayload.strict() });

/** POST {mail}/{lang}/contact-us-report (product §7). */
export const ContactReportMail = ContactEnvelope.refine(
  (mail) => mail.subject === mailSubject.contactReport(mail.payload),
  SUBJECT_MADE,
);
/** POST {mail}/{lang}/contact-us-welcome, to the address of the form only (product §7, §8). */
export const ContactWelcomeMail = ContactEnvelope.refine(
  (mail) => mail.subject === mailSubject.contactWelcome(),
  SUBJECT_MADE,
).refine((mail) => mail.to.length === 1 && mail.to[0] === mail.payload.email, {
  path: ['to'],
  message: 'The welcome mail goes to the address of the form only',
});
/** POST {mail}/{lang}/careers (product §7). */
export const CareersMail = MailEnvelope.extend({ payload: CareersPayload.strict() }).refine(
  (mail) => mail.subject === mailSubject.careers(mail.payload),
  SUBJECT_MADE,
);
