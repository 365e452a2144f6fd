/**
 * Query-string rules (product §2, §5). Everything here takes raw, untrusted text and never
 * throws: garbage falls back to the documented default.
 */
import { z } from 'zod';

const BonusIdText = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** bonusId: a non-negative integer of up to 9 digits; missing or anything else gives 0. */
// product §5 'Bonus id defaults to 0'
export function parseBonusId(value: string | null | undefined): number {
  const parsed = BonusIdText.safeParse(value?.trim());
  return parsed.success ? parsed.data : 0;
}

/** row: true only for the exact text 'true' (not 'TRUE', not '1'). */
// product §5 'the row flag is true only for the text true'
export function parseRowFlag(value: string | null | undefined): boolean {
  return value === 'true';
}

const RefId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/);

/**
 * refId: taken only if present; trimmed, then 1 to 128 of [A-Za-z0-9_-], else undefined. The
 * charset limit is ours: the value goes into a cookie and must not carry markup.
 */
// product §5 'Referral id is taken only if present'
export function parseRefId(value: string | null | undefined): string | undefined {
  const parsed = RefId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const Token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.~-]{1,2048}$/);

/**
 * emailVerifyToken / passwordVerifyToken: the trimmed token, or undefined when missing, empty or
 * not URL-safe text (identity action codes are URL-safe, so anything else is garbage).
 */
// product §5 'tokens are read from the query string only'
export function parseVerifyToken(value: string | null | undefined): string | undefined {
  const parsed = Token.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The address `href` without the query parameter `name`, as a path (pathname, the rest of the
 * query, hash) to put in the address bar in place of `href`.
 */
// product §2 'refId ... then removed from the address bar'; a used verify token goes the same way
export function addressWithout(href: string, name: string): string {
  const url = new URL(href);
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

const LocaleParam = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/);

/** The /go query (product §2): bonusId (default 0), locale (if well-formed), row. */
export type GoQuery = { bonusId: number; locale: string | undefined; row: boolean };

/**
 * Parses the /go/ query string (with or without '?'); each malformed value gives its default,
 * and locale is kept only in the ll-CC form, e.g. 'bg-BG'. Never throws.
 */
// product §2 query parameters on /go/ pages, §5
export function parseGoQuery(search: string): GoQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    params = new URLSearchParams();
  }
  const locale = LocaleParam.safeParse(params.get('locale'));
  return {
    bonusId: parseBonusId(params.get('bonusId')),
    locale: locale.success ? locale.data : undefined,
    row: parseRowFlag(params.get('row')),
  };
}

/** The affiliate code of /go/{code}: 1 to 64 letters, digits, underscores or hyphens. */
// product §2 named routes '/go/{code}'
export function parseAffiliateCode(value: string | undefined): string | undefined {
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}
