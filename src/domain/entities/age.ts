/**
 * The age verification modal's input (product §2). Its own module: a schema shared with the mail
 * forms would split their module into one more chunk every page lists.
 */
import { z } from 'zod';

/** The age verification modal's input: a date of birth 'YYYY-MM-DD', from 1900 on. */
export const DateOfBirth = z.iso.date().refine((date) => date >= '1900-01-01', 'too-early');
export type DateOfBirth = z.infer<typeof DateOfBirth>;
