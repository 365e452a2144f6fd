// @vitest-environment happy-dom
/**
 * A hub's pages (product §1 Hubs): the prerendered HTML is the first page with a pager of real
 * links; awake, the island shows the address's page, turns pages in place with a history entry,
 * follows Back, and goes back to page 1 when a filter changes.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferHub, type OfferHubProps } from '../../../../src/components/interactive/OfferHub';
import { NO_RULES } from '../../../../src/components/content/page-compliance';
import { casinoOffer } from '../../../../src/domain/rules/hub-offers';
import { casino } from '../../../fixtures/content';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** 45 bonuses, r01 best rated: three pages of 20, 20 and 5. */
const offers = Array.from({ length: 45 }, (_, i) => {
  const key = `r${String(i + 1).padStart(2, '0')}`;
  return { ...casinoOffer(casino), key, casinoName: key, affiliateCode: key, rating: 9.9 - i / 10 };
});
const props: OfferHubProps = {
  kind: 'bonuses',
  heading: 'Всички бонуси',
  offers,
  payments: [],
  directory: '',
  path: '/casino-bonuses',
  compliance: NO_RULES,
};

const keys = (html: string) => [...html.matchAll(/data-offer="(r\d+)"/g)].map((m) => m[1]);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `r${String(from + i).padStart(2, '0')}`);

describe('the prerendered hub', () => {
  const html = renderToString(<OfferHub {...props} />);

  it('is the first page: 20 rows counted from 1, the count of all', () => {
    expect(keys(html)).toEqual(range(1, 20));
    expect(html).toContain('<ol class="toplist hub__rows" start="1">');
    expect(html).toContain('data-hub-count="45"');
  });

  it('has a pager of real links, the first page current and no way back', () => {
    const pager = html.slice(html.indexOf('<nav class="pager hub__pager"'));
    expect(pager).toContain('<span class="pager__link" aria-disabled="true">Предишна</span>');
    expect(pager).toContain(
      '<a class="pager__link" href="/casino-bonuses" aria-current="page">1</a>',
    );
    expect(pager).toContain('<a class="pager__link" href="/casino-bonuses?page=2">2</a>');
    expect(pager).toContain('<a class="pager__link" href="/casino-bonuses?page=3">3</a>');
    expect(pager).toContain('<a class="pager__link" href="/casino-bonuses?page=2">Следваща</a>');
  });

  it('has no pager when the list fits one page', () => {
    const short = renderToString(<OfferHub {...props} offers={offers.slice(0, 20)} />);
    expect(short).not.toContain('hub__pager');
  });
});

describe('the awake hub', () => {
  let root: Root | null = null;
  let el: HTMLElement;
  const mount = async (address: string) => {
    window.history.replaceState(null, '', address);
    el = document.createElement('div');
    document.body.append(el);
    root = createRoot(el);
    await act(async () => {
      root?.render(<OfferHub {...props} />);
      await Promise.resolve();
    });
  };
  const shown = () => keys(el.innerHTML);
  const link = (text: string) =>
    [...el.querySelectorAll<HTMLAnchorElement>('.hub__pager a')].find(
      (a) => a.textContent === text,
    );
  const click = (target: HTMLElement | undefined) =>
    act(() => {
      target?.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
      );
    });

  afterEach(() => {
    act(() => root?.unmount());
    el.remove();
  });

  it('shows the page of the address, its ranks going on from the page before', async () => {
    await mount('/casino-bonuses?page=2');
    expect(shown()).toEqual(range(21, 40));
    expect(el.querySelector('ol.hub__rows')?.getAttribute('start')).toBe('21');
    expect(el.querySelector('.toplist__rank')?.textContent).toBe('21');
    expect(link('2')?.getAttribute('aria-current')).toBe('page');
    expect(link('Предишна')?.getAttribute('href')).toBe('/casino-bonuses');
  });

  it('reads a page past the end as the last, and the address says so', async () => {
    await mount('/casino-bonuses?page=99');
    expect(shown()).toEqual(range(41, 45));
    expect(window.location.search).toBe('?page=3');
    expect(el.querySelector('.hub__pager [aria-disabled="true"]')?.textContent).toBe('Следваща');
  });

  it('turns the page in place with a history entry, and Back shows the page before', async () => {
    await mount('/casino-bonuses?sort=value');
    const before = window.history.length;
    click(link('Следваща'));
    expect(window.location.search).toBe('?sort=value&page=2');
    expect(window.history.length).toBe(before + 1);
    // Every bonus is worth the same here: by value is by rating.
    expect(shown()).toEqual(range(21, 40));

    // What Back does: the address of the entry before, then popstate.
    act(() => {
      window.history.replaceState(null, '', '/casino-bonuses?sort=value');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(link('1')?.getAttribute('aria-current')).toBe('page');
  });

  it('leaves a click that asks for a new tab to the browser', async () => {
    await mount('/casino-bonuses?page=1');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      link('3')?.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(shown()).toEqual(range(1, 20));
  });

  it('goes back to page 1 when a filter changes', async () => {
    await mount('/casino-bonuses?page=3');
    const sort = el.querySelector<HTMLSelectElement>('select[name="sort"]');
    act(() => {
      if (!sort) return;
      sort.value = 'wagering';
      sort.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(window.location.search).toBe('?sort=wagering');
    expect(link('1')?.getAttribute('aria-current')).toBe('page');
  });
});
