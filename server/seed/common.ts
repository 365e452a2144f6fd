/** Value builders every seed module shares: fixed dates, media images, euro amounts, prose. */
import type { Image } from '../../src/domain/entities';
import { normaliseSlug } from '../../src/domain/rules/slug';
import type { Rng } from './random';
import * as W from './words';

// A fixed "today" so the same seed gives the same dates on any day.
const BASE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** The ISO date `daysAgo` days before the seed's fixed today. */
export const iso = (daysAgo: number) => new Date(BASE_DATE - daysAgo * DAY_MS).toISOString();

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

/** `count` distinct Bulgarian paragraphs as HTML. */
export function paragraphs(rng: Rng, count: number): string {
  return rng
    .sample(W.PARAGRAPHS, count)
    .map((p) => `<p>${p}</p>`)
    .join('');
}
