/**
 * Shared building blocks of the entity schemas (product §3). Every entity file composes these,
 * so an identifier, a locale code or a date means the same thing everywhere.
 */
import { z } from 'zod';

/** Longest slug: a folder name of the prerender output must stay far below 255 bytes. */
export const SLUG_MAX_CHARS = 120;

/** A CMS record id: positive integer. */
export const Id = z.number().int().nonnegative();
export type Id = z.infer<typeof Id>;

/** A URL slug as produced by the slug rule of product §5 (lowercase latin, digits, hyphens). */
export const Slug = z
  .string()
  .max(SLUG_MAX_CHARS, `A slug has at most ${String(SLUG_MAX_CHARS)} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug');
export type Slug = z.infer<typeof Slug>;

/** A BCP 47 locale such as bg-BG (language lowercase, region uppercase). */
export const LocaleCode = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'Invalid locale');
export type LocaleCode = z.infer<typeof LocaleCode>;

/** An ISO 3166-1 alpha-2 country code, uppercase. */
export const CountryCode = z.string().regex(/^[A-Z]{2}$/, 'Invalid country code');
export type CountryCode = z.infer<typeof CountryCode>;

/** An ISO 8601 date-time string (as the API and db.json carry dates). */
export const IsoDateTime = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/** An absolute http(s) URL. */
export const HttpUrl = z.url({ protocol: /^https?$/ });
export type HttpUrl = z.infer<typeof HttpUrl>;

/**
 * Where an image may come from: an http(s) address or a path on this site ('/x.png', never
 * '//host' or '/\\host'). A javascript: or data: text is refused at the edge, not rendered.
 */
export const ImageSrc = z
  .string()
  .min(1)
  .refine(
    (src) => /^\/(?![/\\])/.test(src) || /^https?:\/\/[^\s/\\]/.test(src),
    'An image is an http(s) address or a path on this site',
  );
export type ImageSrc = z.infer<typeof ImageSrc>;

/** An image reference with its intrinsic size, so pages reserve space and never shift. */
export const Image = z.object({
  /** Absolute or root-relative URL of the image. */
  src: ImageSrc,
  /** Alternative text in Bulgarian. */
  alt: z.string(),
  /** Intrinsic width in CSS pixels. */
  width: z.number().int().positive(),
  /** Intrinsic height in CSS pixels. */
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof Image>;

/**
 * An amount of money. Bulgaria uses the euro since 2026 (docs/domain-notes.md#money-and-language),
 * so EUR is the default.
 */
export const Money = z.object({
  /** Amount in major units (euros), never negative. */
  amount: z.number().nonnegative(),
  /** ISO 4217 currency code. */
  currency: z.enum(['EUR', 'BGN', 'USD']).default('EUR'),
});
export type Money = z.infer<typeof Money>;

/** A 0..10 rating score as the CMS stores it. */
export const Score = z.number().min(0).max(10);
export type Score = z.infer<typeof Score>;
