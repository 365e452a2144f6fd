/**
 * Structured data of a casino page (product §9 SEO, docs/domain-notes.md#seo): the editors' review is
 * never marked as a player review, and the players' aggregateRating counts approved player reviews
 * only.
 */
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../../../../src/domain/seo/breadcrumbs';
import { pageJsonLd } from '../../../../src/domain/seo/jsonld';
import type { PlayerReviews } from '../../../../src/domain/entities';
import { pageView } from '../../../fixtures/content';

const players: PlayerReviews = {
  casinoSlug: 'yantra-royal',
  count: 12,
  average: 3.5,
  items: [
    {
      id: 7,
      rating: 4,
      title: 'Бързо теглене',
      text: 'Парите пристигнаха за ден.',
      name: 'Иван',
      createdAt: '2026-11-01T10:00:00.000Z',
      helpful: 2,
    },
  ],
};

/** The JSON-LD nodes of the fixture casino page with `reviews`, as the page prints them. */
function ld(reviews: PlayerReviews | undefined) {
  const v = pageView('casino', 'yantra-royal');
  if (reviews) v.page.playerReviews = reviews;
  else delete v.page.playerReviews;
  const nodes = pageJsonLd(
    v.page,
    v.locale,
    breadcrumbsFor(v.page, v.locale, (s) => s),
    'Сайт',
  );
  return JSON.parse(JSON.stringify(nodes)) as Record<string, unknown>[];
}

describe('casino JSON-LD with player reviews', () => {
  it('keeps the editors’ review an Organization’s, without any aggregate of its own', () => {
    const [editors] = ld(players);
    expect(editors).toMatchObject({ '@type': 'Review', author: { '@type': 'Organization' } });
    expect(JSON.stringify(editors)).not.toContain('Person');
    expect(JSON.stringify(editors)).not.toContain('aggregateRating');
  });

  it('rates the same casino node from the approved player reviews, each by a Person', () => {
    const [editors, casino] = ld(players);
    expect(casino).toMatchObject({
      '@type': 'Organization',
      '@id': (editors?.itemReviewed as { '@id': string })['@id'],
      aggregateRating: { ratingValue: 3.5, ratingCount: 12, bestRating: 5, worstRating: 1 },
      review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'Иван' } }],
    });
  });

  it.each([
    ['no player reviews in the answer', undefined],
    ['none approved yet', { casinoSlug: 'yantra-royal', count: 0, average: null, items: [] }],
  ])('has no players’ node with %s', (_, reviews) => {
    const types = ld(reviews).map((n) => n['@type']);
    expect(types).toEqual(['Review', 'BreadcrumbList']);
  });
});
