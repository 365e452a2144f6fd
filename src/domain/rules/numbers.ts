/** Numeric rules of SPEC §5: the 0..10 clamp, the cache timeout, paging. */
import { CLAMP_MAX, CLAMP_MIN, DEFAULT_PAGE_SIZE } from '../../config/constants';

/**
 * Clamps a bucket or page-size style value to 0..10 (SPEC §5). Non-numbers and NaN give 0;
 * fractions are floored, because the value counts whole things.
 */
export function clamp0to10(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || Number.isNaN(n)) return CLAMP_MIN;
  return Math.min(CLAMP_MAX, Math.max(CLAMP_MIN, Math.floor(n)));
}

/** A cache timeout must be a non-negative finite number (SPEC §5, §8). */
export function parseCacheTimeout(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error('Cache timeout must be a positive number');
  }
  return value;
}

/** A page of a list. */
export type Paging = { page: number; pageSize: number; pageCount: number; offset: number };

/** Paging for `total` items; garbage page or size falls back to page 1 and the default size. */
export function paginate(
  total: number,
  page: unknown,
  pageSize: unknown = DEFAULT_PAGE_SIZE,
): Paging {
  const size = toPositiveInt(pageSize) ?? DEFAULT_PAGE_SIZE;
  const count = Math.max(1, Math.ceil(Math.max(0, total) / size));
  const current = Math.min(toPositiveInt(page) ?? 1, count);
  return { page: current, pageSize: size, pageCount: count, offset: (current - 1) * size };
}

function toPositiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}
