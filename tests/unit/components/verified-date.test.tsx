/**
 * Freshness (docs/compliance.md): an offer's verified date shows wherever the offer does: the top
 * list, the review's head, the bonus cards (bonus page and popup), the compare table.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import { rowsFor } from '../../../src/components/interactive/compare-casinos/rows';
import { formatDate } from '../../../src/i18n';
import { bonus, casino, everyComponent, pageView } from '../../fixtures/content';

const shown = formatDate(bonus.verifiedAt);

describe('an offer carries its verified date', () => {
  it('in the home top list and bonus cards', () => {
    const { body } = renderDocumentParts(Page, pageView('home', 'home', everyComponent));
    const topList = body.slice(body.indexOf('class="toplist"'));
    expect(topList).toContain('Бонусът е проверен');
    expect(topList).toContain(shown);
  });

  it("in the review's head", () => {
    const { body } = renderDocumentParts(Page, pageView('casino', casino.slug));
    const head = body.slice(body.indexOf('review-head'), body.indexOf('review-head') + 2000);
    expect(head).toContain('data-verified-at');
    expect(head).toContain(shown);
  });

  it('in the compare table, beside the offer', () => {
    const row = rowsFor([casino]).find((r) => r.label === 'Бонусът е проверен');
    expect(row?.values).toEqual([shown]);
  });

  it('nowhere for an offer never verified', () => {
    const view = pageView('home', 'home', [
      {
        component: 'casino-top-list',
        id: 't',
        heading: 'Топ',
        casinos: [{ ...casino, bonusVerifiedAt: null }],
      },
    ]);
    expect(renderDocumentParts(Page, view).body).not.toContain('data-verified-at');
  });
});
