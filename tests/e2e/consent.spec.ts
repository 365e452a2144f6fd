/**
 * Consent means what the banner says (docs/consent.md), in Chromium against the prerendered site:
 * after "Reject all" the device holds only what the site needs and no request names the visitor,
 * through a page view, an affiliate click and a form; after "Accept all" the reports carry the
 * visitor id; a withdrawal deletes what the consent allowed; the privacy policy lists exactly the
 * categories and items the code keeps, and stays 320 px wide.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { E2E_SITE_PORT } from '../../playwright.config';
import {
  AGE_REGULATION,
  BONUS_POPUP_SHOWN_AT,
  CONSENT_CATEGORIES,
  keyOfItem,
} from '../../src/domain/entities/stored-items';
import { STORED_ITEMS } from '../../src/domain/entities/stored-items-terms';
import { apiUrl } from './fixtures/stack';

/** An id an older version of the site kept without asking: it must go, and never be sent. */
const LEGACY_ID = '5e1f1e6a-7b2c-4d3e-8f40-00000000a11d';
const ORIGIN = `http://127.0.0.1:${String(E2E_SITE_PORT)}`;

/**
 * A visitor who has not chosen yet: an adult who saw today's offer, and whose browser may hold
 * `legacy`, what an older version of the site kept without asking.
 */
function firstChoice(legacy: { name: string; value: string }[] = []) {
  return {
    cookies: [
      {
        name: AGE_REGULATION.name,
        value: encodeURIComponent(new Date().toISOString()),
        domain: '127.0.0.1',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [
      {
        origin: ORIGIN,
        localStorage: [
          { name: BONUS_POPUP_SHOWN_AT.name, value: new Date().toISOString() },
          ...legacy,
        ],
      },
    ],
  };
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Бисквитки' });

/**
 * Every request the page sends, as text: its address, headers and body. The Referer is left out:
 * the first page's files name the address the visitor arrived at, ?refId= included, which the
 * site had already been sent (it is the friend's id, not the visitor's).
 */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const { referer: _referer, ...headers } = request.headers();
    seen.push(
      [request.method(), request.url(), JSON.stringify(headers), request.postData()].join('\n'),
    );
  });
  return seen;
}

/** The bodies of the event reports sent to the API. */
function eventReports(page: Page): { type: string; user: { uid: string } | null }[][] {
  const batches: { type: string; user: { uid: string } | null }[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${apiUrl()}/events`)
      batches.push(request.postDataJSON() as { type: string; user: { uid: string } | null }[]);
  });
  return batches;
}

/** Names of what the register says is necessary, by place. */
const necessary = (places: string[]) =>
  STORED_ITEMS.filter((item) => item.category === 'necessary' && places.includes(item.place));

/** The device as the browser holds it: cookie names, storage keys, databases and caches. */
async function device(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).map((c) => c.name);
  const held = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
    caches: await caches.keys(),
  }));
  return { cookies, ...held };
}

/** What the device holds that the register does not call necessary, by place. */
function beyondNecessary(held: Awaited<ReturnType<typeof device>>) {
  return [
    ...onlyNecessary(held.cookies, ['cookie']),
    ...onlyNecessary(held.local, ['local']),
    ...onlyNecessary(held.session, ['session']),
    ...onlyNecessary(held.databases, ['indexeddb']),
    ...onlyNecessary(held.caches, ['cache']),
  ];
}

/**
 * Waits until the device holds only what the register calls necessary. Firebase checks that
 * IndexedDB opens with a database it deletes at once: read mid-check, it is there for a moment.
 */
async function expectOnlyNecessary(page: Page, context: BrowserContext) {
  await expect.poll(async () => beyondNecessary(await device(page, context))).toEqual([]);
}

/** Whether every key is an item the register calls necessary in that place. */
function onlyNecessary(keys: string[], places: string[]): string[] {
  return keys.filter((key) => !necessary(places).some((item) => keyOfItem(item, key)));
}

/** The operator's site, answered here: an affiliate click leaves for it. */
async function fulfilOperator(page: Page): Promise<void> {
  await page.route(/^https:\/\/[^/]+\.example-operator\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>operator</h1>' }),
  );
}

/** Clicks the first affiliate link of the home page once its listener is on. */
async function clickOffer(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-affiliate-listener', 'on');
  await page.locator('a[href*="/go/"]').first().click();
  await page.waitForURL(/example-operator\.com/);
}

test.describe('a visitor whose browser an older version gave an id', () => {
  test.use({
    storageState: firstChoice([{ name: 'anonId', value: LEGACY_ID }]),
    bonusPopupSeen: false,
  });

  test('after "Reject all" nothing names the visitor: not the device, a page view, an offer click or a form', async ({
    page,
    context,
  }) => {
    // One walk through four pages and a form: more than the default budget on a loaded machine.
    test.setTimeout(90_000);
    const requests = recordRequests(page);
    const reports = eventReports(page);
    await fulfilOperator(page);
    await page.goto('/?refId=friend_1');
    await banner(page).getByRole('button', { name: 'Отхвърли всички' }).click();
    await expect(banner(page)).toHaveCount(0);
    // What an older version kept is gone, and the friend's invitation was never kept.
    await expect.poll(async () => (await device(page, context)).local).not.toContain('anonId');
    await expectOnlyNecessary(page, context);

    // A page view: no report starts without consent to analytics.
    await page.goto('/casino-games');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await expect(page.locator('html')).not.toHaveAttribute('data-event-reports', /.*/);

    // An offer click is counted, without anyone's id.
    await page.goto('/');
    await clickOffer(page);
    await expect.poll(() => reports.flat().map((r) => r.type)).toEqual(['affiliate']);
    expect(reports.flat()[0]?.user).toBeNull();

    // A form.
    await page.goto('/about-us');
    const form = page.locator('[data-form="contact"]');
    await page.locator('#contact-name').fill('Мария Петрова');
    await page.locator('#contact-email').fill('maria@example.bg');
    await page.locator('#contact-subject').fill('Въпрос');
    await page.locator('#contact-message').fill('Здравейте, имам въпрос за условията на бонуса.');
    await form.getByRole('button', { name: 'Изпрати' }).click();
    await expect(page.locator('[data-toast-type="success"]')).toBeVisible();

    await expectOnlyNecessary(page, context);
    const sent = requests.slice(1);
    expect(sent.length).toBeGreaterThan(10);
    expect(sent.filter((r) => r.includes(LEGACY_ID))).toEqual([]);
    expect(sent.filter((r) => /refId=|anonId/.test(r))).toEqual([]);
  });
});

test.describe('a visitor who has not chosen yet', () => {
  test.use({ storageState: firstChoice(), bonusPopupSeen: false });

  test('after "Accept all" the page views and the offer clicks carry the visitor id', async ({
    page,
  }) => {
    const reports = eventReports(page);
    await fulfilOperator(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Приеми всички' }).click();
    await expect
      .poll(() => reports.flat().some((r) => r.type === 'page-view'), { timeout: 20_000 })
      .toBe(true);
    const id = await page.evaluate(() => localStorage.getItem('anonId'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(reports.flat().find((r) => r.type === 'page-view')?.user?.uid).toBe(id);
    await clickOffer(page);
    await expect.poll(() => reports.flat().find((r) => r.type === 'affiliate')?.user?.uid).toBe(id);
  });

  test('withdrawing the consent deletes the visitor id, the tab history and the invitation', async ({
    page,
    context,
  }) => {
    await page.goto('/de?refId=friend_2');
    await banner(page).getByRole('button', { name: 'Приеми всички' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-event-reports', 'on');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('anonId'))).not.toBeNull();
    expect((await context.cookies()).map((c) => c.name)).toContain('refId');
    await page.getByRole('button', { name: 'Оттегляне на съгласието' }).click();
    const confirm = page.getByRole('dialog', { name: 'Оттегляне на съгласието' });
    await confirm.getByRole('button', { name: 'Оттегли' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-event-reports', 'off');
    await expectOnlyNecessary(page, context);
  });
});

// The default visitor of the browser tests: every category accepted (playwright.config.ts).
test.describe('the privacy policy', () => {
  test('lists exactly the categories and items the code keeps, as the banner names them', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const list = page.locator('.stored-items');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(
      'Какво пазим на устройството ви',
    );
    expect(
      await list
        .locator('section[data-category]')
        .evaluateAll((s) => s.map((e) => e.getAttribute('data-category'))),
    ).toEqual([...CONSENT_CATEGORIES]);
    const rows = await list
      .locator('tr[data-stored-item]')
      .evaluateAll((rs) =>
        rs.map((r) => [
          r.getAttribute('data-stored-item'),
          r.closest('section')?.getAttribute('data-category'),
        ]),
      );
    expect(rows).toEqual(
      CONSENT_CATEGORIES.flatMap((category) =>
        STORED_ITEMS.filter((item) => item.category === category).map((item) => [
          item.name,
          category,
        ]),
      ),
    );
    // The banner's categories are the policy's.
    const headings = await list.locator('h3').allTextContents();
    await page.getByRole('button', { name: 'Настройки на бисквитките' }).click();
    const choices = banner(page).locator('.gate__choice strong');
    await expect(choices).toHaveText(headings);
  });

  test('scrolls its tables in their own boxes: the page stays 320 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/privacy-policy');
    await expect(page.locator('.stored-items')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    const boxes = page.locator('.prose .table-scroll, .stored-items .table-scroll');
    expect(await boxes.count()).toBeGreaterThanOrEqual(1 + CONSENT_CATEGORIES.length);
    for (const box of await boxes.all())
      expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
  });
});
