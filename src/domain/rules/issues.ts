/** A zod refusal as text that names each field, for every 400 and every bad setting. */
import type { z } from 'zod';

/** Each issue as `path: message`; an issue of the whole value is named `whole`. */
export const issueLines = (error: z.ZodError, whole = 'input'): string[] =>
  error.issues.map((i) => `${i.path.join('.') || whole}: ${i.message}`);

/** The issues on one line, `; ` between them. */
export const issuesText = (error: z.ZodError, whole?: string): string =>
  issueLines(error, whole).join('; ');
