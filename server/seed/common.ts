/** Value builders every seed module shares: fixed dates, media images, euro amounts, prose. */
import type { Image } from '../../src/domain/entities';
import { normaliseSlug } from '../../src/domain/rules/slug';

const DAY_MS = 86_400_000;

/** The ISO time a number of days before the seed's today, its midnight (UTC). */
export type DaysAgo = (days: number) => string;

/**
 * The seed's calendar: dates are days before the UTC midnight that starts the day of `today`, so
 * one day's seeds are the same, and an offer seeded today is as recently verified on any day.
 */
export function seedCalendar(today: number): DaysAgo {
  const midnight = Math.floor(today / DAY_MS) * DAY_MS;
  return (days) => new Date(midnight - days * DAY_MS).toISOString();
}

/** A placeholder image the API serves under /media, of the given [width, height]. */
export function image(
  mediaUrl: string,
  path: string,
  alt: string,
  [width, height]: [number, number],
): Image {
  return { src: `${mediaUrl}/media/${path}`, alt, width, height };
}

/** What a listed entity's head is built from: its media folder, name, index and logo size. */
export type EntityHead = {
  mediaUrl: string;
  folder: string;
  name: string;
  index: number;
  logoSize: [number, number];
};

/** The id (from 1), name, slug and logo a listed entity starts with, in that order. */
export function namedEntity({ mediaUrl, folder, name, index, logoSize }: EntityHead) {
  const slug = normaliseSlug(name);
  return {
    id: index + 1,
    name,
    slug,
    logo: image(mediaUrl, `${folder}/${slug}.svg`, name, logoSize),
  };
}

/** An amount in euro (Bulgaria's currency since 2026). */
export function eur(amount: number) {
  return { amount, currency: 'EUR' as const };
}

/** A list in a Bulgarian sentence: 'a', 'a и b', 'a, b и c'. */
export function listBg(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} и ${items.at(-1) ?? ''}`;
}

/** A count with its noun: the singular after 1, the count form after any other number. */
export const counted = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('bg-BG')} ${n === 1 ? one : many}`;
