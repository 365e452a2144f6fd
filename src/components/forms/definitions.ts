/**
 * The site's mail forms (product §7 contact-us, careers, slot-request): their fields, the schema
 * each is validated with, where it is sent and the toast a success shows (product §8).
 */
import type { ZodObject } from 'zod';
import { sendCareers, sendContactUs, sendSlotRequest } from '../../api/receivers';
import { CareersPayload, ContactUsPayload, SlotRequestPayload } from '../../domain/entities/forms';

/** One input of a form. */
export type FieldSpec = {
  /** The payload key. */
  name: string;
  /** Label (English source text, t() gives Bulgarian). */
  label: string;
  kind: 'text' | 'email' | 'textarea' | 'url';
  /** The schema's length cap, enforced by the browser too. */
  maxLength: number;
  autoComplete?: string;
};

/** A form: fields, validation (which field is required, too), sending and its success text. */
export type FormSpec = {
  fields: readonly FieldSpec[];
  schema: ZodObject;
  send: (payload: Record<string, unknown>) => Promise<void>;
  /** product §8 success toast. */
  success: string;
  submit: string;
};

/** The person's name and reply address, asked by the contact and careers forms alike. */
const NAME: FieldSpec = {
  name: 'name',
  label: 'Name',
  kind: 'text',
  maxLength: 80,
  autoComplete: 'name',
};
const EMAIL: FieldSpec = {
  name: 'email',
  label: 'Email',
  kind: 'email',
  maxLength: 254,
  autoComplete: 'email',
};

/** The forms by name (the name is what an island's props carry). */
export const FORMS = {
  contact: {
    fields: [
      NAME,
      EMAIL,
      { name: 'subject', label: 'Subject', kind: 'text', maxLength: 140 },
      { name: 'message', label: 'Message', kind: 'textarea', maxLength: 5000 },
    ],
    schema: ContactUsPayload,
    send: (payload) => sendContactUs(ContactUsPayload.parse(payload)),
    // The first specification gave both forms the careers text; a contact form sends a message.
    success: 'Message successfully sent',
    submit: 'Send',
  },
  careers: {
    fields: [
      NAME,
      EMAIL,
      { name: 'position', label: 'Position', kind: 'text', maxLength: 120 },
      { name: 'link', label: 'CV or portfolio link', kind: 'url', maxLength: 500 },
      { name: 'message', label: 'Cover letter', kind: 'textarea', maxLength: 5000 },
    ],
    schema: CareersPayload,
    send: (payload) => sendCareers(CareersPayload.parse(payload)),
    success: 'Application successfully submitted',
    submit: 'Apply',
  },
  'slot-request': {
    fields: [
      { name: 'slotName', label: 'Slot name', kind: 'text', maxLength: 120 },
      { name: 'provider', label: 'Provider', kind: 'text', maxLength: 120 },
      EMAIL,
    ],
    schema: SlotRequestPayload,
    send: (payload) => sendSlotRequest(SlotRequestPayload.parse(payload)),
    success: 'Request Successfully Submitted',
    submit: 'Send request',
  },
} satisfies Record<string, FormSpec>;

/** A form's name. */
export type FormKind = keyof typeof FORMS;
