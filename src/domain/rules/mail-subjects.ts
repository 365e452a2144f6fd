/** Each form mail's subject, made from its payload (product §7 'Contact Us: ...', §8 welcome mail). */
import { WELCOME_MAIL_SUBJECT } from '../../config/constants';

// Free of zod: the browser's receivers (src/api/receivers.ts) send these, the content API checks them.
export const mailSubject = {
  contactReport: (payload: { subject: string }) => `Contact Us: ${payload.subject}`,
  contactWelcome: () => WELCOME_MAIL_SUBJECT,
  careers: (payload: { position: string }) => `Careers: ${payload.position}`,
};
