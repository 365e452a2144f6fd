/**
 * Query-string rules (SPEC §2, §5). Everything here takes raw, untrusted text and never
 * throws: garbage falls back to the documented default.
 */
import { z } from 'zod';

const BonusIdText = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** bonusId: a non-negative integer, default 0 (SPEC §5). */
export function parseBonusId(value: string | null | undefined): number {
  const parsed = BonusIdText.safeParse(value?.trim());
  return parsed.success ? parsed.data : 0;
}

/** row: true only for the exact text 'true' (SPEC §5). */
export function parseRowFlag(value: string | null | undefined): boolean {
  return value === 'true';
}

const RefId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/);

/** refId: taken only if present and well-formed (SPEC §5); otherwise undefined. */
export function parseRefId(value: string | null | undefined): string | undefined {
  const parsed = RefId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const Token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.~-]{1,2048}$/);

/** emailVerifyToken / passwordVerifyToken: read from the query string only (SPEC §5). */
export function parseVerifyToken(value: string | null | undefined): string | undefined {
  const parsed = Token.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const LocaleParam = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/);

/** The /go query (SPEC §2): bonusId (default 0), locale (if well-formed), row. */
export type GoQuery = { bonusId: number; locale: string | undefined; row: boolean };

/** Parses the /go/ query string; a malformed string gives the defaults. */
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

/** The affiliate code of /go/{code}: letters, digits, underscore or hyphen (SPEC §2). */
export function parseAffiliateCode(value: string | undefined): string | undefined {
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}
