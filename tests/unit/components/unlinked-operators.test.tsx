/**
 * An operator the locale may not link (Gambling Act art. 3(1), docs/compliance.md): its review
 * stays with a warning and its licence's state, and no page part links to it.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import type { PageView } from '../../../src/domain/entities/page-view';
import { casino, everyComponent, pageView } from '../../fixtures/content';

/** The fixture casino with its NRA licence revoked. */
const revoked = {
  ...casino,
  licences: casino.licences.map((l) => ({ ...l, status: 'revoked' as const })),
};

/** `view` with `codes` as the operators its locale may not link. */
const unlinking = (view: PageView, codes: string[]): PageView => ({
  ...view,
  page: { ...view.page, unlinkedOperators: codes },
});

describe('unlinked operators', () => {
  it('a review of an unlinked casino warns, shows its licence state and links no operator', () => {
    const view = pageView('casino', casino.slug);
    const { body } = renderDocumentParts(
      Page,
      unlinking({ ...view, page: { ...view.page, casino: revoked } }, [casino.affiliateCode]),
    );
    expect(body).toContain(`data-licence-warning="${casino.affiliateCode}"`);
    expect(body).toContain('Yantra Royal няма действащ лиценз от НАП (лицензът е отнет)');
    expect(body).toContain('Тест Entertainment ЕООД');
    expect(body).toContain('отнет');
    expect(body).not.toContain('/go/');
    expect(body).toContain(`data-unlicensed="${casino.affiliateCode}"`);
  });

  it('the same review of a licensed casino has its link and no warning', () => {
    const { body } = renderDocumentParts(Page, pageView('casino', casino.slug));
    expect(body).not.toContain('data-licence-warning');
    expect(body).toContain(`href="/go/${casino.affiliateCode}`);
  });

  it('top lists and bonus lists drop the link of an unlinked operator', () => {
    const view = pageView('home', 'home', everyComponent);
    expect(renderDocumentParts(Page, view).body).toContain('/go/');
    const { body } = renderDocumentParts(Page, unlinking(view, [casino.affiliateCode]));
    expect(body).not.toContain('/go/');
  });

  it('a page of bg-DE links every operator through its own /de/go/ (product §1 locale flows)', () => {
    const home = pageView('home', 'home', everyComponent);
    const de = { ...home, locale: home.locales[1] ?? home.locale };
    for (const view of [de, { ...pageView('casino', casino.slug), locale: de.locale }]) {
      const hrefs = [
        ...renderDocumentParts(Page, view).body.matchAll(/href="([^"]*\/go\/[^"]*)"/g),
      ];
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.map(([, href]) => href).filter((h) => !h?.startsWith('/de/go/'))).toEqual([]);
    }
  });
});
