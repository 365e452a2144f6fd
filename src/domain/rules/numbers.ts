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

/** The items on `page` of `items`, paged as {@link paginate} pages them, and where that page stands. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; paging: Paging } {
  const paging = paginate(items.length, page, pageSize);
  return { items: items.slice(paging.offset, paging.offset + paging.pageSize), paging };
}

/** A pager links every page up to this many; a longer list is linked around the current page. */
const PAGER_ALL_MAX = 7;

/**
 * The page numbers a pager links, in order, null where a run of pages is left out: every page of
 * a short list, else the first, the current with its neighbours and the last. A run of one page
 * is linked rather than left out, since a gap would take the same room.
 */
export function pagerPages({ page, pageCount }: Paging): (number | null)[] {
  const all = Array.from({ length: pageCount }, (_, i) => i + 1);
  if (pageCount <= PAGER_ALL_MAX) return all;
  const kept = all.filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 1);
  return kept.flatMap((n, i) => {
    const before = kept[i - 1] ?? n - 1;
    if (n - before === 2) return [n - 1, n];
    return n - before > 2 ? [null, n] : [n];
  });
}
