/**
 * A casino hub as the prerender writes it: the default list (best rated first) inside a lazy
 * island, each offer with its verified date, no affiliate link to an operator the locale may not
 * link (Gambling Act art. 3(1)).
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import { casinoOffer } from '../../../src/domain/rules/hub-offers';
import { HUB_SLUGS } from '../../../src/domain/entities';
import { casino, pageView } from '../../fixtures/content';

const offers = [
  { ...casinoOffer(casino), key: 'low', casinoName: 'Low', rating: 6.5, affiliateCode: 'low' },
  { ...casinoOffer(casino), key: 'top', casinoName: 'Top', rating: 9.5, affiliateCode: 'top' },
  { ...casinoOffer(casino), key: 'mid', casinoName: 'Mid', rating: 8, affiliateCode: 'mid' },
];
const hub = {
  component: 'offer-hub',
  id: 'casinos',
  heading: 'Всички казина',
  kind: 'casinos',
  offers,
  payments: [{ slug: 'visa', name: 'Visa' }],
};

const render = (unlinked: string[] = []) => {
  const view = pageView('casino-hub', HUB_SLUGS['casino-hub'], [hub]);
  return renderDocumentParts(Page, { ...view, page: { ...view.page, unlinkedOperators: unlinked } })
    .body;
};

describe('the casino hub', () => {
  it('prerenders the default list, best rated first, in an island that wakes by the address', () => {
    const body = render();
    expect(body).toContain('data-island="OfferHub" data-trigger="address"');
    const order = [...body.matchAll(/data-offer="([a-z]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['top', 'mid', 'low']);
    expect(body).toContain('data-hub-count="3"');
  });

  it('shows every offer with its verified date and the affiliate disclosure', () => {
    const body = render();
    expect(body.match(/data-verified-at="/g)).toHaveLength(3);
    expect(body).toContain('class="disclosure"');
  });

  it('gives an operator the locale may not link no affiliate link', () => {
    const body = render(['mid']);
    expect(body).toContain('data-unlicensed="mid"');
    expect(body).not.toContain('href="/go/mid');
    expect(body).toContain('href="/go/top');
  });
});
