/**
 * The header fits every width, signed in or out, and every layout and navigation link answers:
 * no element wider than the window on any page type from 320 to 2560 px, and every link of the
 * header, footer, breadcrumbs and content of both locales answers 200.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { shotPath } from './fixtures/shots';
import { PageList } from '../../src/domain/entities';

const WIDTHS = [320, 360, 768, 1024, 1366, 1920, 2560];

/** One page of each type of a locale, and its SPA shell. */
async function samplePages(locale: string, directory: string): Promise<string[]> {
  const api = process.env.E2E_API_URL;
  if (!api) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  const answer = await fetch(`${api}/pages`, { headers: { 'x-locale': locale } });
  const list = PageList.parse(await answer.json());
  const byType = new Map<string, string>();
  for (const p of list.pages)
    if (!byType.has(p.type) && p.slug !== 'not-found') byType.set(p.type, p.slug);
  const prefix = directory ? `/${directory}` : '';
  return [
    ...[...byType.values()].map((slug) => (slug === 'home' ? prefix || '/' : `${prefix}/${slug}`)),
    `${prefix}/login`,
  ];
}

/** Elements reaching past the window's edges that no clipping box holds in, described. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      // What a closed menu holds is not shown; what sits left of 0 (the skip link) makes no scroll.
      // The edge first: it rules out nearly every element before the dearer visibility test.
      if (r.right <= width + 1 || r.width === 0 || r.height === 0 || !el.checkVisibility())
        continue;
      if (!clipped(el))
        found.push(
          `${el.tagName.toLowerCase()}.${el.className}: ${String(Math.round(r.left))}–${String(Math.round(r.right))}`,
        );
    }
    return { scroll: document.documentElement.scrollWidth - width, found: found.slice(0, 10) };
  });
}

/**
 * The account entry as src/auth/entry.ts shows a signed-in visitor, with a long name, and a
 * menu of long Bulgarian labels, one more than the seed's.
 */
function signInLongName(page: Page) {
  return page.evaluate(() => {
    const labels = ['Онлайн казина', 'Слот игри', 'Казино бонуси', 'Класация на играчите'];
    const items = [...document.querySelectorAll('.site-nav__list > li')];
    items.forEach((li, i) => {
      const a = li.querySelector(':scope > a');
      if (a && labels[i]) a.textContent = labels[i];
    });
    const extra = items[0]?.cloneNode(false);
    if (extra instanceof HTMLElement) {
      extra.innerHTML = '<a href="/responsible-gambling">Отговорна игра и самоизключване</a>';
      items[0]?.parentElement?.append(extra);
    }
    for (const entry of document.querySelectorAll<HTMLAnchorElement>('a[data-account-entry]')) {
      const img = document.createElement('img');
      img.className = 'avatar';
      img.width = 24;
      img.height = 24;
      img.alt = '';
      img.src = '/logo.png';
      entry.replaceChildren(img, ' ', 'Александра-Екатерина Константинова-Христова');
      entry.dataset.accountEntry = 'signed-in';
    }
  });
}

/** The site's own links and form targets on the loaded page. */
function layoutLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map(
      (a) => a.getAttribute('href') ?? '',
    ),
    ...[...document.querySelectorAll<HTMLFormElement>('form[action^="/"]')].map(
      (f) => f.getAttribute('action') ?? '',
    ),
  ]);
}

/** Every link answers 200 (each with the page it was found on); bg-DE's stay under its directory. */
async function expectLinksAnswer(
  request: APIRequestContext,
  links: Map<string, string>,
  directory: string,
): Promise<void> {
  expect(links.size).toBeGreaterThan(20);
  if (directory) {
    expect([...links.keys()].filter((h) => h.startsWith(`/${directory}/${directory}/`))).toEqual(
      [],
    );
    // An operator link keeps the locale's own gates and bonus (product §1).
    expect([...links.keys()].filter((h) => h.startsWith('/go/'))).toEqual([]);
    expect([...links.keys()].some((h) => h.startsWith(`/${directory}/go/`))).toBe(true);
  }
  const broken: string[] = [];
  for (const [href, from] of links) {
    const answer = await request.get(href, { maxRedirects: 0 });
    if (answer.status() !== 200) broken.push(`${href} (on ${from}): ${String(answer.status())}`);
  }
  expect(broken).toEqual([]);
}

test.describe('the header fits every width', () => {
  // The layout answers width with CSS alone, so each page loads once and is resized through WIDTHS;
  // the links of the header, footer, breadcrumbs and content are gathered on that same load.
  for (const [locale, directory] of [
    ['bg-BG', ''],
    ['bg-DE', 'de'],
  ] as const)
    test(`${locale}: no element wider than the window on any page type, 320 to 2560 px, and its links answer 200`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const links = new Map<string, string>();
      for (const path of await samplePages(locale, directory)) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
        await page.goto(path);
        for (const href of await layoutLinks(page)) if (!links.has(href)) links.set(href, path);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflowing(page), `${path} at ${String(width)} px`).toEqual({
            scroll: 0,
            found: [],
          });
        }
      }
      await expectLinksAnswer(request, links, directory);
    });

  for (const width of [1024, 1280, 1920])
    test(`${String(width)} px: Tab follows the rows, the bar before the menu (WCAG 2.4.3)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.locator('header .site-logo').focus();
      // Every stop inside the header, in the order Tab reaches them.
      const stops: { name: string; top: number }[] = [];
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          if (!focused.closest('header.site-header')) return null;
          const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
          return { name: name.trim(), top: Math.round(focused.getBoundingClientRect().top) };
        });
        if (!stop) break;
        stops.push(stop);
      }
      expect(stops.length).toBeGreaterThan(3);
      // The bar's row first (logo, search, sign-in), then the menu's (its sub-menus drop below).
      const field = await page.locator('#site-search').boundingBox();
      const barBottom = (field?.y ?? 0) + (field?.height ?? 0);
      const rows = stops.map((s) => (s.top < barBottom ? 0 : 1));
      expect(rows, JSON.stringify(stops)).toEqual([...rows].sort((a, b) => a - b));
    });

  for (const width of WIDTHS)
    test(`${String(width)} px: search and the account entry in reach, signed out and in`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const header = page.locator('header.site-header');
      const inWindow = async (selector: string) => {
        const box = await header.locator(selector).boundingBox();
        expect(box, selector).not.toBeNull();
        expect(box!.x, selector).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, selector).toBeLessThanOrEqual(width);
      };
      await expect(header.locator('#site-search')).toBeVisible();
      const entry = header.locator('a[data-account-entry]');
      await expect(entry).toBeVisible();
      // "Вход" shows whole, never cut to its ellipsis.
      expect(await entry.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
      // So does the search field's placeholder ("Търсене в сайта").
      const room = await header.locator('#site-search').evaluate((field: HTMLInputElement) => {
        const style = getComputedStyle(field);
        const probe = document.createElement('span');
        probe.style.cssText = `font: ${style.font}; white-space: pre; position: absolute;`;
        probe.textContent = field.placeholder;
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const inner = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return field.clientWidth - inner - text;
      });
      expect(room, 'room left beside the placeholder').toBeGreaterThanOrEqual(0);
      for (const s of [
        '#site-search',
        '.search-form button',
        'a[data-account-entry]',
        '.site-logo',
      ])
        await inWindow(s);
      // The menu: in a row of its own where it fits, else behind the menu button.
      const toggle = header.locator('.nav-toggle > summary');
      const firstItem = header.locator('.site-nav__list > li > a').first();
      if (await toggle.isVisible()) {
        await inWindow('.nav-toggle > summary');
        await expect(firstItem).toBeHidden();
        await header.screenshot({ path: shotPath(`header-${String(width)}.png`) });
        await toggle.click();
      } else await header.screenshot({ path: shotPath(`header-${String(width)}.png`) });
      await expect(firstItem).toBeVisible();
      await inWindow('.site-nav__actions .button--cta');
      expect(await overflowing(page)).toEqual({ scroll: 0, found: [] });
      await page.screenshot({
        path: shotPath(`header-${String(width)}-menu.png`),
        clip: { x: 0, y: 0, width, height: 640 },
      });
      await page.keyboard.press('Escape');
      await page.goto('/');
      await signInLongName(page);
      await inWindow('a[data-account-entry]');
      await inWindow('.search-form button');
      expect(await overflowing(page)).toEqual({ scroll: 0, found: [] });
      await header.screenshot({ path: shotPath(`header-${String(width)}-signed-in.png`) });
      if (await toggle.isVisible()) await toggle.click();
      await inWindow('.site-nav__list > li:last-child > a');
      expect(await overflowing(page)).toEqual({ scroll: 0, found: [] });
    });
});
