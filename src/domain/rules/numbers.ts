/** Numeric rules of product §5: the 0..10 clamp, and paging (product §9 page size). */
import { CLAMP_MAX, CLAMP_MIN, DEFAULT_PAGE_SIZE } from '../../config/constants';

/**
 * Clamps a bucket or page-size style value to 0..10. The value often comes from a query string
 * or CMS field, so numeric text ('4') is read as a number; any other non-number and NaN give 0.
 * Fractions are floored, because the value counts whole things; ±Infinity clamp to the ends.
 */
// product §5 'A numeric clamp limits a bucket or page-size style value to 0 to 10'
export function clamp0to10(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || Number.isNaN(n)) return CLAMP_MIN;
  return Math.min(CLAMP_MAX, Math.max(CLAMP_MIN, Math.floor(n)));
}

/** A page of a list: 1-based page number, its size, how many pages, and the first item's index. */
export type Paging = { page: number; pageSize: number; pageCount: number; offset: number };

/**
 * Paging for `total` items. A page or size that is not a positive integer (or digit text) falls
 * back to page 1 and {@link DEFAULT_PAGE_SIZE}; a page past the end is the last page; a garbage
 * total counts as 0 items, which still has one (empty) page so links never point at page 0.
 */
// product §9 'Pagination default page size 5'
export function paginate(
  total: unknown,
  page: unknown,
  pageSize: unknown = DEFAULT_PAGE_SIZE,
): Paging {
  const items = typeof total === 'number' && Number.isFinite(total) && total > 0 ? total : 0;
  const size = toPositiveInt(pageSize) ?? DEFAULT_PAGE_SIZE;
  const count = Math.max(1, Math.ceil(items / size));
  const current = Math.min(toPositiveInt(page) ?? 1, count);
  return { page: current, pageSize: size, pageCount: count, offset: (current - 1) * size };
}

function toPositiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
