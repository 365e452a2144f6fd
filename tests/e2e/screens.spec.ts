/**
 * The screens a phone and a crawler meet (product §2, §4): the raw HTML of the account screens,
 * the HTML sitemap and the feed as `curl` reads it; at 360 px the calculator's first tap, the
 * header's entries, and what an offer button and a /go/ link say after a 'no' at the age gate.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { shotPath } from './fixtures/shots';
import { PageList } from '../../src/domain/entities';
import { AGE_REGULATION } from '../../src/domain/entities/stored-items';

const PHONE = { width: 360, height: 740 };

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

async function pageList(locale: string) {
  const api = process.env.E2E_API_URL;
  if (!api) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  const answer = await fetch(`${api}/pages`, { headers: { 'x-locale': locale } });
  return PageList.parse(await answer.json()).pages;
}

test.describe('without JavaScript (what a crawler reads)', () => {
  test('each account screen has its own title, description and words', async ({ request }) => {
    const seen = new Set<string>();
    for (const [path, heading] of [
      ['/login', 'Вход'],
      ['/registration', 'Регистрация'],
      ['/forgotten-password', 'Забравена парола'],
      ['/de/login', 'Вход'],
    ] as const) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(titleOf(html), path).toContain(heading);
      expect(titleOf(html), path).not.toContain('Пренасочване');
      expect(descriptionOf(html), path).not.toContain('казиното');
      expect(html, path).toContain(`<h1 id="account-title">${heading}</h1>`);
      seen.add(`${titleOf(html)}|${descriptionOf(html)}`);
    }
    // /login and /de/login say the same words; the three screens differ.
    expect(seen.size).toBe(3);
    const go = await (await request.get('/go/')).text();
    expect(titleOf(go)).toContain('Пренасочване');
  });

  test('the HTML sitemap links every page of its locale', async ({ request }) => {
    const html = await (await request.get('/sitemap')).text();
    const pages = (await pageList('bg-BG')).filter((p) => p.slug !== 'not-found');
    expect(pages.length).toBeGreaterThan(50);
    for (const { slug } of pages)
      expect(html, slug).toContain(`href="${slug === 'home' ? '/' : `/${slug}`}"`);
  });

  test('the feed shows its first page of posts', async ({ request }) => {
    const html = await (await request.get('/feed')).text();
    expect(html).toContain('Току-що изиграх 50 завъртания на нов слот');
    expect(html.match(/<article class="card post"/g)?.length).toBe(5);
  });

  test('/login at 360 px, as a phone without JavaScript shows it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await page.screenshot({ path: shotPath('h8-login-nojs.png'), fullPage: true });
    await page.goto('/casino-bonuses');
    await page.screenshot({ path: shotPath('h8-casino-bonuses.png') });
    await context.close();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE });

  test('the calculator’s casino select lists the casinos before its script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/bonus-calculator');
    const options = page.getByLabel('Казино').locator('option');
    expect(await options.count()).toBeGreaterThan(10);
    await expect(options.nth(1)).not.toHaveText('');
    await context.close();
  });

  test('one name for each header entry; the top-casinos list reads in one column', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('summary.nav-toggle__button').click();
    const actions = page.locator('.site-nav__actions');
    const names = await actions.locator('a, button').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(['Топ казина', 'Казино №1']);
    await actions.getByRole('button', { name: 'Топ казина' }).click();
    const dialog = page.getByRole('dialog', { name: 'Топ казина' });
    const items = dialog.locator('ol li');
    await expect(items.first()).toBeVisible();
    const lefts = await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().x));
    expect(new Set(lefts).size).toBe(1);
  });
});

/** The first `count` casinos of the locale, as the compare page takes them in ?ids=. */
async function casinoIds(count: number): Promise<number[]> {
  const answer = await fetch(`${process.env.E2E_API_URL ?? ''}/casinos?pageSize=${String(count)}`, {
    headers: { 'x-locale': 'bg-BG' },
  });
  return ((await answer.json()) as { items: { id: number }[] }).items.map((c) => c.id);
}

for (const count of [2, 4])
  for (const width of [320, 360, 414])
    test(`compare at ${String(width)} px with ${String(count)} casinos: narrow criteria, casinos scroll under them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/compare-casinos?ids=${(await casinoIds(count)).join(',')}`);
      const heads = page.locator('.compare__table thead th[data-casino-id]');
      await expect(heads).toHaveCount(count);
      const box = page.locator('.compare__table').locator('xpath=..');
      const criteria = await page.locator('.compare__table thead th').first().boundingBox();
      const first = await heads.first().boundingBox();
      const frame = await box.boundingBox();
      if (!criteria || !first || !frame) throw new Error('the table is not laid out');
      // The criteria keep to 7.5 rem; the first casino shows whole beside them.
      expect(criteria.width).toBeLessThanOrEqual(120);
      expect(first.x).toBeGreaterThanOrEqual(criteria.x + criteria.width - 1);
      expect(first.x + first.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      // The page itself never scrolls sideways; the table does, its first column staying put.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      const after = await page.locator('.compare__table thead th').first().boundingBox();
      expect(Math.round(after?.x ?? -1)).toBe(Math.round(criteria.x));
      const last = await heads.last().boundingBox();
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(frame.x + frame.width + 1);
      if (width === 360 && count === 4) {
        await box.evaluate((el) => (el.scrollLeft = 0));
        await page.screenshot({ path: shotPath('h8-compare-4.png'), fullPage: true });
      }
    });

/** A visitor who answered 'no' at the age gate. */
async function saidNo(page: Page) {
  await page
    .context()
    .addCookies([{ name: AGE_REGULATION.name, value: 'no', domain: '127.0.0.1', path: '/' }]);
}

test.describe('after a no at the age gate', () => {
  test.use({ viewport: PHONE });

  test('an offer button says why it does nothing', async ({ page }) => {
    await saidNo(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await page.locator('a[href*="/go/"]').first().click();
    await expect(
      page.getByText(/Връзките към казината са спрени: отговорихте, че нямате 18/),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a /go/ link explains it on its own screen', async ({ page }) => {
    await saidNo(page);
    await page.goto('/');
    const href = await page.locator('a[href*="/go/"]').first().getAttribute('href');
    await page.goto(href ?? '/go/x');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Връзката към казиното е спряна' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Отговорна игра и помощ' })).toHaveAttribute(
      'href',
      '/responsible-gambling',
    );
    await expect(page.getByText('Not found')).toHaveCount(0);
  });
});
