/**
 * Numbers from outside (product §7: bad input is a 400 naming the field, never a 500). In a path or
 * a query a number is plain decimal text: '0x10', '1e3', ' 1' and '+1' are refused, never read
 * as 16, 1000 or 1. Every whole number, in text or a JSON body, stays within its column's range,
 * so no value reaches the database that it refuses ('value out of range for type integer').
 */
import { z } from 'zod';

/** The largest value of a PostgreSQL `int` column (int4, serial ids included). */
export const INT4_MAX = 2_147_483_647;

/** Highest page number a list query accepts. */
export const PAGE_NUMBER_MAX = 100_000;

const DECIMAL = /^[0-9]+(?:\.[0-9]+)?$/;

/** A JSON number that is a whole number in min..max (a body's id or count). */
export const wholeNumber = (min: number, max: number = INT4_MAX) =>
  z.number().int().min(min).max(max);

/** Text of decimal digits only: no sign, space, fraction, exponent or radix prefix. */
export const DigitsText = z.string().regex(/^[0-9]+$/, 'must be decimal digits');

/** Decimal digits whose value is in min..max (a path segment's or query value's id or count). */
export const wholeNumberText = (min: number, max: number = INT4_MAX) =>
  DigitsText.transform(Number).pipe(wholeNumber(min, max));

/** Plain decimal text (digits, an optional fraction) whose value is in min..max. */
export const decimalText = (min: number, max: number) =>
  z
    .string()
    .regex(DECIMAL, 'must be a plain decimal number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** The id of a row in an `int` column (serial: from 1), in a JSON body. */
export const RowId = wholeNumber(1);
export type RowId = z.infer<typeof RowId>;

/** The same id as text: a path segment or a query value. */
export const RowIdText = wholeNumberText(1);

/** A 1-based page number as text (?page=). */
export const PageNumberText = wholeNumberText(1, PAGE_NUMBER_MAX);

/** The path parameters of a route that names one row: `/…/:id`. */
export const IdParam = z.object({ id: RowIdText });
