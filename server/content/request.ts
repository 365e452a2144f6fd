/**
 * What every content route shares: the 400 and 404 causes the error handler answers, the zod
 * readers of a query and a JSON body, and the list shapes of the catalogue (product §7).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../src/config/constants';
import { issuesText } from '../../src/domain/rules/issues';
import { PageNumberText, wholeNumberText } from '../../src/domain/rules/number-input';

/** A 400 answer's cause. */
export class BadRequest extends Error {}
/** A 404 answer's cause. */
export class NotFound extends Error {}

/** Longest page of a catalogue list. */
const PAGE_SIZE_MAX = 100;
/** ?page= and ?pageSize= of a paged list, decimal digits (product §9 default page size). */
export const Paging = z.object({
  page: PageNumberText.default(1),
  pageSize: wholeNumberText(1, PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
});

/** The request's path parameters read with `schema`; a mismatch is a 400 naming each. */
export function parseParams<T extends z.ZodType>(schema: T, c: Context): z.infer<T> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw new BadRequest(issuesText(result.error, 'path'));
  return result.data;
}

/** The request's query read with `schema`; a mismatch is a 400 naming each field. */
export function parseQuery<T extends z.ZodType>(schema: T, c: Context): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new BadRequest(issuesText(result.error, 'query'));
  return result.data;
}

/** The request's JSON body read with `schema`; not JSON or a mismatch is a 400 (NUL: input-guard.ts). */
export async function parseBody<T extends z.ZodType>(schema: T, c: Context): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new BadRequest(issuesText(result.error, 'body'));
  return result.data;
}

/** One page of `items` with the total, as every paged list answers. */
export function paged<T>(items: T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

/** How many items carry each tag, most used first. */
export function tagCounts(lists: string[][]) {
  const counts = new Map<string, number>();
  for (const list of lists) for (const tag of list) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return {
    tags: [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count),
  };
}

/** A deterministic pseudo vote count, so the vote endpoints are stable across runs. */
export const votes = (id: number) => ({ id, up: (id * 37) % 120, down: (id * 11) % 30 });
