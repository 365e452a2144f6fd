import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Page } from '../../../../pages/content/+Page';
import { renderDocumentParts } from '../../../../renderer/document';
import { NO_RULES } from '../../../../src/components/content/page-compliance';
import { ContentList } from '../../../../src/components/content/registry';
import { DEMO_PUBLISHER, KnownContent, type PageType } from '../../../../src/domain/entities';
import { falseLicenceClaims } from '../../../../src/domain/rules/licence-claims';
import { everyComponent, pageView, richText } from '../../../fixtures/content';

const CTX = {
  directory: '',
  slug: 'x',
  locale: 'bg-BG',
  pageType: 'default' as const,
  compliance: NO_RULES,
  routeData: {},
  publisher: DEMO_PUBLISHER,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('content registry', () => {
  it('skips an unknown component with a warning instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      <ContentList
        items={[{ component: 'legacy-widget', id: 'w1' }, richText('<p>остава</p>')]}
        ctx={CTX}
      />,
    );
    expect(html).toContain('остава');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('legacy-widget');
  });

  it('skips a known component that fails its schema', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      <ContentList items={[{ component: 'hero', id: 'h' }, richText('<p>ок</p>')]} ctx={CTX} />,
    );
    expect(html).toContain('ок');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('parses each item once for the render and the licence-claim check', () => {
    const page = pageView('casino', 'yantra-royal').page;
    const parse = vi.spyOn(KnownContent, 'safeParse');
    renderToString(<ContentList items={page.content} ctx={CTX} />);
    falseLicenceClaims(page);
    expect(page.content.length).toBeGreaterThan(0);
    expect(parse).toHaveBeenCalledTimes(page.content.length);
  });

  it('sanitises rich text: no script, no javascript: link', () => {
    const html = renderToString(<ContentList items={[everyComponent[1] as never]} ctx={CTX} />);
    expect(html).not.toMatch(/<script|javascript:/i);
  });
});

const TYPES: [PageType, string][] = [
  ['home', 'home'],
  ['casino', 'yantra-royal'],
  ['slot', 'golden-fruits'],
  ['payment-provider', 'visa'],
  ['software-provider', 'vitosha-labs'],
  ['casino-bonus', 'yantra-royal-bonus'],
  ['author', 'nikolay-stoyanov'],
  ['article', 'volatilnost'],
  ['leaderboards', 'leaderboards'],
  ['default', 'about-us'],
  ['default', 'compare-casinos'],
  ['default', 'bonus-calculator'],
  ['default', 'casino-games'],
  ['default', 'sitemap'],
  ['default', 'search'],
  ['default', 'not-found'],
  ['default', 'terms-and-conditions'],
  ['default', 'privacy-policy'],
];

describe('every page template', () => {
  it.each(TYPES)('%s /%s renders with the 18+ notice, header and footer', (type, slug) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = pageView(type, slug, type === 'home' ? everyComponent : [richText()]);
    const { head, body } = renderDocumentParts(Page, view);
    expect(body).toContain('Хазартът води до зависимост');
    expect(body).toContain('site-header');
    expect(body).toContain('site-footer');
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
    // Every image reserves its space.
    for (const tag of body.match(/<img [^>]*>/g) ?? []) {
      expect(tag).toMatch(/width="\d+"/);
      expect(tag).toMatch(/height="\d+"/);
    }
    expect(head).toContain('rel="canonical"');
    expect(warn).not.toHaveBeenCalled();
  });

  it('casino review shows the mean rating, the NRA licence, payment limits and bonus terms', () => {
    const { body } = renderDocumentParts(Page, pageView('casino', 'yantra-royal'));
    expect(body).toContain('data-rating-mean="">8,5<');
    expect(body).toContain('957-8859');
    expect(body).toMatch(/5000,00\s€/);
    expect(body).toContain('35x');
    expect(body).toContain('rel="sponsored nofollow"');
    expect(body).toContain('href="/go/yantra-royal?bonusId=9"');
    expect(body).toContain('data-report-name=');
  });

  it('slot page puts the demo behind a modal trigger, with no frame and no hydration', () => {
    const { body } = renderDocumentParts(Page, pageView('slot', 'golden-fruits'));
    expect(body).toContain('data-modal-open="demo"');
    expect(body).toContain('https://demo.example/golden-fruits');
    expect(body).not.toContain('data-island="SlotDemo"');
    expect(body).not.toContain('<iframe');
  });

  it('casino page has the review casino trigger with the casino in its props', () => {
    const { body } = renderDocumentParts(Page, pageView('casino', 'yantra-royal'));
    expect(body).toContain('data-modal-open="review-casino"');
    expect(body).toMatch(/data-modal-props="\{&quot;casinoSlug&quot;:&quot;yantra-royal&quot;/);
  });

  it('calculator page server-renders the worked example', () => {
    const { body } = renderDocumentParts(Page, pageView('default', 'bonus-calculator'));
    expect(body).toContain('data-island="BonusCalculator"');
    expect(body).toMatch(/7000,00\s€/);
    expect(body).toMatch(/280,00\s€/);
    expect(body).toMatch(/-180,00\s€/);
  });

  it('a locale without accounts offers no invitation to sign up (product §1)', () => {
    const view = pageView('home', 'home');
    const off = { ...view.locale, configs: { ...view.locale.configs, authentication: false } };
    expect(renderDocumentParts(Page, view).body).toContain('data-modal-open="invite-friend"');
    const { body } = renderDocumentParts(Page, { ...view, locale: off });
    expect(body).not.toContain('data-modal-open="invite-friend"');
    expect(body).toContain('data-modal-open="newsletter"');
  });

  it('home top list sits next to the affiliate disclosure and ranking criteria', () => {
    const { body } = renderDocumentParts(Page, pageView('home', 'home', everyComponent));
    expect(body).toContain('Критерии за класиране');
    expect(body).toContain('Партньорско оповестяване');
  });

  it('shows the disclosure once a page, beside its first list', () => {
    const { body } = renderDocumentParts(Page, pageView('home', 'home', everyComponent));
    expect(body.split('Партньорско оповестяване')).toHaveLength(2);
    const bonuses = [everyComponent.find((c) => (c as { id: string }).id === 'bl')];
    const alone = renderDocumentParts(Page, pageView('home', 'home', bonuses)).body;
    expect(alone).toContain('Партньорско оповестяване');
    const list = body.indexOf('data-content="casino-top-list"');
    expect(body.indexOf('Партньорско оповестяване')).toBeGreaterThan(list);
    expect(body.indexOf('Партньорско оповестяване')).toBeLessThan(
      body.indexOf('data-content="bonus-list"'),
    );
  });
});

describe('rich text links (product §9 security)', () => {
  it('sets rel and target itself, after trimming the href', async () => {
    const { sanitizeCmsHtml } = await import('../../../../src/content/sanitize');
    const out = sanitizeCmsHtml(
      '<a href=" https://x.example/" target="_blank" rel="opener">x</a><a href="/a" target="_top" rel="opener">y</a>',
    );
    expect(out).toBe(
      '<a href="https://x.example/" rel="noopener noreferrer" target="_blank">x</a><a href="/a">y</a>',
    );
    expect(sanitizeCmsHtml('<a href=" javascript:alert(1)">z</a>')).toBe('<a>z</a>');
  });
});
