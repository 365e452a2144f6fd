/**
 * The hubs in real Chromium against the prerendered site: the casino and bonus hubs filter, sort
 * and page their own offers in the browser with the state in the address (the same address opened
 * in a new context gives the same list), with no API call and offline once the service worker
 * holds the page; the pager's links work without JavaScript and Back returns to the page before;
 * the header and the breadcrumbs reach the hubs in both locales.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { shotPath } from './fixtures/shots';
import {
  HUB_SLUGS,
  OfferHubContent,
  Page as PageDoc,
  type HubOffer,
} from '../../src/domain/entities';
import { HUB_PAGE_SIZE } from '../../src/config/constants';
import { hubListing, hubPage, parseHubQuery } from '../../src/domain/rules/hub-query';
import { apiJson, apiUrl } from './fixtures/stack';
import { controlled } from './fixtures/service-worker';
import { seeBonusPopupToday, visitorCookies } from './fixtures/visitor';

const CASINOS = `/${HUB_SLUGS['casino-hub']}`;
const BONUSES = `/${HUB_SLUGS['bonus-hub']}`;

/** The hub's offers as the API answers its page (what the build wrote into the HTML). */
async function offersOf(path: string): Promise<HubOffer[]> {
  const doc = PageDoc.parse(await apiJson(path));
  return OfferHubContent.parse(doc.content.find((c) => c.component === 'offer-hub')).offers;
}

/** The first slug of each page type of `locale`. */
async function slugsIn(locale: string): Promise<Map<string, string>> {
  const answer = await fetch(`${apiUrl()}/pages`, { headers: { 'x-locale': locale } });
  const { pages } = (await answer.json()) as { pages: { slug: string; type: string }[] };
  const byType = new Map<string, string>();
  for (const p of pages) if (!byType.has(p.type)) byType.set(p.type, p.slug);
  return byType;
}

/**
 * What a bg-BG hub lists under the address `search`: its ranked rows (NRA licensees,
 * docs/compliance.md#rankings) and the casinos shown apart.
 */
const listing = (offers: HubOffer[], search: string, kind: 'casinos' | 'bonuses' = 'casinos') =>
  hubListing(offers, parseHubQuery(search), kind, { licenceRegister: 'nra' });
/** The keys of all the ranked rows under `search`, in order. */
const allRanked = (offers: HubOffer[], search: string, kind?: 'casinos' | 'bonuses') =>
  listing(offers, search, kind).ranked.map((o) => o.key);
/** The keys of the ranked rows the page of `search` shows (?page=, 20 a page), in order. */
const rankedKeys = (offers: HubOffer[], search: string, kind?: 'casinos' | 'bonuses') =>
  hubPage(listing(offers, search, kind), parseHubQuery(search).page).ranked.map((o) => o.key);

/** The keys of the ranked rows the page shows, in order. */
const shown = (page: Page) =>
  page
    .locator('[data-island="OfferHub"] [data-offer]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-offer') ?? ''));

/** Wakes the hub the way a visitor does: the pointer over its filters. */
async function wake(page: Page) {
  const island = page.locator('[data-island="OfferHub"]');
  await island.locator('form').hover();
  await expect(island).toHaveAttribute('data-hydrated', '');
}

/** A context of the suite's returning visitor, as a second person opening a shared link. */
async function freshContext(browser: Browser, baseURL: string) {
  const host = new URL(baseURL).hostname;
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    storageState: { cookies: visitorCookies(host), origins: [] },
  });
  await seeBonusPopupToday(context, baseURL);
  return context;
}

/** The payment method most but not all casinos take: a filter that leaves some out. */
function telling(offers: HubOffer[]): string {
  const counts = new Map<string, number>();
  for (const o of offers) for (const p of o.payments) counts.set(p, (counts.get(p) ?? 0) + 1);
  const fits = [...counts].filter(([, n]) => n < offers.length).sort((a, b) => b[1] - a[1]);
  return fits[0]?.[0] ?? '';
}

test('the casino hub filters and sorts in the browser; the shared address shows the same list', async ({
  page,
  browser,
  baseURL,
}) => {
  const offers = await offersOf(CASINOS);
  const pay = telling(offers);
  await page.goto(CASINOS);
  // The prerendered list is the default's first page: licensees ranked, best rated first, the
  // others apart.
  expect(await shown(page)).toEqual(rankedKeys(offers, ''));
  const apart = listing(offers, '').apart.map((a) => a.item.affiliateCode);
  expect(apart.length).toBeGreaterThan(0);
  await expect(page.locator('[data-island="OfferHub"] [data-unranked]')).toHaveCount(apart.length);
  await wake(page);

  // The first interaction revalidates the page's own document (product §4) and rows bring their
  // logos from the media host: any other read of the API would be the filter's.
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    const own = pathname === CASINOS || pathname.startsWith('/media/');
    if (r.url().startsWith(apiUrl()) && r.method() === 'GET' && !own) apiCalls.push(r.url());
  });
  const form = page.locator('[data-island="OfferHub"] form');
  await form.locator('select[name="pay"]').selectOption(pay);
  await form.locator('input[name="licence"]').check();
  await form.locator('select[name="sort"]').selectOption('wagering');
  await expect(page).toHaveURL(new RegExp(`\\?pay=${pay}&licence=only&sort=wagering$`));

  const search = new URL(page.url()).search;
  const expected = rankedKeys(offers, search);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(offers.length);
  await expect.poll(() => shown(page)).toEqual(expected);
  // The licence filter leaves out the casinos shown apart.
  await expect(page.locator('[data-island="OfferHub"] [data-unranked]')).toHaveCount(0);
  await expect(page.locator('[data-hub-count]')).toHaveAttribute(
    'data-hub-count',
    String(allRanked(offers, search).length),
  );
  // Every row shown keeps its verified date; nothing filtered asked the API.
  await expect(page.locator('[data-offer] [data-verified-at]')).toHaveCount(
    offers.filter((o) => expected.includes(o.key) && o.verifiedAt !== null).length,
  );
  expect(apiCalls).toEqual([]);

  // Another visitor opens the address: the same list, at once, and the same filters set.
  const other = await freshContext(browser, baseURL ?? '');
  const second = await other.newPage();
  await second.goto(`${CASINOS}${search}`);
  await expect.poll(() => shown(second)).toEqual(expected);
  await expect(second.locator('select[name="sort"]')).toHaveValue('wagering');
  await expect(second.locator('input[name="licence"]')).toBeChecked();
  await other.close();
});

test('the bonus hub sorts by value and filters by bonus type and wagering', async ({ page }) => {
  const offers = await offersOf(BONUSES);
  await page.goto(BONUSES);
  await wake(page);
  const form = page.locator('[data-island="OfferHub"] form');
  await form.locator('select[name="type"]').selectOption('welcome');
  await form.locator('select[name="wagering"]').selectOption('40');
  await form.locator('select[name="sort"]').selectOption('value');
  await expect(page).toHaveURL(/\?wagering=40&type=welcome&sort=value$/);
  const expected = listing(offers, new URL(page.url()).search, 'bonuses').ranked;
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(() => shown(page)).toEqual(expected.map((o) => o.key));
  const values = expected.map((o) => o.valueEur ?? -1);
  expect(values).toEqual([...values].sort((a, b) => b - a));

  // Clearing the filters gives the bare address and every bonus back, the first page shown.
  await form.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${BONUSES}$`));
  await expect.poll(() => shown(page)).toEqual(rankedKeys(offers, '', 'bonuses'));
  await expect(page.locator('[data-hub-count]')).toHaveAttribute(
    'data-hub-count',
    String(offers.length),
  );
});

test('a malformed address gives the default list and no error; the HTML is the default', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const offers = await offersOf(CASINOS);
  const defaults = rankedKeys(offers, '');
  const bad =
    '?pay=%E0%A4%A&licence=yes&deposit=-5&wagering=1e9&type=jackpot&rating=11&sort=name&page=0x2';
  await page.goto(`${CASINOS}${bad}`);
  await expect(page.locator('[data-island="OfferHub"]')).toHaveAttribute('data-hydrated', '');
  expect(await shown(page)).toEqual(defaults);
  await expect(page.locator('select[name="sort"]')).toHaveValue('rating');
  expect(errors).toEqual([]);

  // What the build wrote is the default list whatever the address says.
  const html = await (await request.get(`${CASINOS}?licence=only&sort=value`)).text();
  expect([...html.matchAll(/data-offer="([^"]+)"/g)].map((m) => m[1])).toEqual(defaults);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the casino hub filters offline once the service worker holds it', async ({
    page,
    context,
  }) => {
    const offers = await offersOf(CASINOS);
    await page.goto(CASINOS);
    await controlled(page);
    await wake(page); // its code is then among what the visitor read
    await page.goto(CASINOS);
    await controlled(page);

    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    const response = await page.goto(CASINOS);
    expect(response?.fromServiceWorker()).toBe(true);
    await wake(page);
    await page.locator('select[name="rating"]').selectOption('8');
    await page.locator('input[name="licence"]').check();
    const expected = rankedKeys(offers, '?licence=only&rating=8');
    expect(expected.length).toBeLessThan(offers.length);
    await expect.poll(() => shown(page)).toEqual(expected);

    // A page's address opened offline: the worker's page, the island's rows of page 2.
    const second = await page.goto(`${CASINOS}?page=2`);
    expect(second?.fromServiceWorker()).toBe(true);
    await expect.poll(() => shown(page)).toEqual(rankedKeys(offers, '?page=2'));
    await context.setOffline(false);
  });
});

test.describe('pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** The hub's pager. */
  const pager = (page: Page) => page.locator('[data-island="OfferHub"] nav.hub__pager');

  test('the bonus hub shows 20 rows and a pager; a link turns the page, Back and a reload keep it', async ({
    page,
  }) => {
    const offers = await offersOf(BONUSES);
    const first = rankedKeys(offers, '', 'bonuses');
    const second = rankedKeys(offers, '?page=2', 'bonuses');
    expect(offers.length).toBeGreaterThan(2 * HUB_PAGE_SIZE);
    await page.goto(BONUSES);
    expect(await shown(page)).toEqual(first);
    expect(first).toHaveLength(HUB_PAGE_SIZE);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
    // Each link a 44 px target, the pager inside the screen and the page no wider than it.
    for (const box of await pager(page)
      .locator('a, [aria-disabled]')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect)))
      expect(box.width >= 44 && box.height >= 44 && box.left >= 0 && box.right <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // The link turns the page in place: the same document, no navigation (the first interaction's
    // revalidation of the page's own document, product §4, is not the pager's).
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(r.url());
    });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await pager(page).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${BONUSES}\\?page=2$`));
    await expect.poll(() => shown(page)).toEqual(second);
    expect(second.filter((key) => first.includes(key))).toEqual([]);
    await expect(page.locator('ol.hub__rows')).toHaveAttribute('start', String(HUB_PAGE_SIZE + 1));
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(navigations).toEqual([]);

    // Back and Forward, in place.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${BONUSES}$`));
    await expect.poll(() => shown(page)).toEqual(first);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${BONUSES}\\?page=2$`));
    await expect.poll(() => shown(page)).toEqual(second);

    // The address alone: reloaded, page 2 again; Back, page 1.
    await page.reload();
    await expect(page.locator('[data-island="OfferHub"]')).toHaveAttribute('data-hydrated', '');
    await expect.poll(() => shown(page)).toEqual(second);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${BONUSES}$`));
    await expect.poll(() => shown(page)).toEqual(first);
  });

  test('a changed filter goes back to page 1; a page past the end is the last', async ({
    page,
  }) => {
    const offers = await offersOf(BONUSES);
    await page.goto(`${BONUSES}?page=2`);
    await expect(page.locator('[data-island="OfferHub"]')).toHaveAttribute('data-hydrated', '');
    await page.locator('select[name="sort"]').selectOption('value');
    await expect(page).toHaveURL(new RegExp(`${BONUSES}\\?sort=value$`));
    await expect.poll(() => shown(page)).toEqual(rankedKeys(offers, '?sort=value', 'bonuses'));

    const last = Math.ceil(offers.length / HUB_PAGE_SIZE);
    await page.goto(`${BONUSES}?page=999`);
    await expect(page).toHaveURL(new RegExp(`${BONUSES}\\?page=${String(last)}$`));
    await expect
      .poll(() => shown(page))
      .toEqual(rankedKeys(offers, `?page=${String(last)}`, 'bonuses'));
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText(String(last));
  });

  test('without JavaScript: the first page and a pager of links', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const offers = await offersOf(BONUSES);
    await page.goto(BONUSES);
    expect(await shown(page)).toEqual(rankedKeys(offers, '', 'bonuses'));
    const next = pager(page).getByRole('link', { name: 'Следваща' });
    await expect(next).toHaveAttribute('href', `${BONUSES}?page=2`);
    await expect(pager(page).getByRole('link', { name: '2', exact: true })).toBeVisible();
    await pager(page).screenshot({ path: shotPath('hubs-pager-nojs-360.png') });
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${BONUSES}\\?page=2$`));
    await context.close();
  });

  test('fits 320 px (screenshot kept)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${BONUSES}?page=2`);
    await expect(page.locator('[data-island="OfferHub"]')).toHaveAttribute('data-hydrated', '');
    await pager(page).scrollIntoViewIfNeeded();
    const box = await pager(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await page.screenshot({ path: shotPath('hubs-pager-320.png'), fullPage: false });
  });
});

for (const [locale, prefix] of [
  ['bg-BG', ''],
  ['bg-DE', '/de'],
] as const) {
  test(`${locale}: the header and the breadcrumbs reach the hubs`, async ({ page }) => {
    await page.goto(prefix || '/');
    const nav = page.locator('.site-header .site-nav');
    for (const type of ['casino-hub', 'bonus-hub'] as const) {
      const href = `${prefix}/${HUB_SLUGS[type]}`;
      await expect(nav.locator(`a[href="${href}"]`).first()).toHaveCount(1);
    }
    await page.goto(`${prefix}${CASINOS}`);
    await expect(page.locator('h1')).toContainText('Онлайн казина');

    // A casino review's section crumb opens the casino hub; a payment method's, its hub.
    const slugs = await slugsIn(locale);
    for (const [type, hub] of [
      ['casino', 'casino-hub'],
      ['payment-provider', 'payment-hub'],
      ['software-provider', 'provider-hub'],
    ] as const) {
      await page.goto(`${prefix}/${slugs.get(type) ?? ''}`);
      await page.locator('.breadcrumbs li').nth(1).locator('a').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${HUB_SLUGS[hub]}$`));
      await expect(page.locator('h1').first()).toBeVisible();
    }
    if (prefix === '') {
      await page.goto(`/${slugs.get('article') ?? ''}`);
      await page.locator('.breadcrumbs li').nth(1).locator('a').click();
      await expect(page).toHaveURL(new RegExp(`/${HUB_SLUGS['article-hub']}$`));
      await expect(page.locator('.site-nav a[href="/our-authors"]')).toHaveCount(1);
    } else {
      // bg-DE has no articles or authors, so no link to their hubs.
      await expect(page.locator('.site-nav a[href$="/articles"]')).toHaveCount(0);
    }
  });
}

for (const [name, width, height] of [
  ['desktop', 1366, 900],
  ['phone', 390, 844],
] as const) {
  // The shot is looked at by hand (outside the repository); the test checks the address wakes the island.
  test(`${name}: a shared address wakes the casino hub at once (screenshot kept)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${CASINOS}?licence=only&deposit=20&sort=value`);
    await expect(page.locator('[data-island="OfferHub"]')).toHaveAttribute('data-hydrated', '');
    await page.locator('[data-island="OfferHub"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`hubs-casinos-${name}.png`), fullPage: false });
  });
}
