/**
 * The browser's data path against the prerendered site and the content API: one HTTP layer with
 * the product §7 headers on every island request, revalidation that shows a change made after the
 * build, the /go not-found dead end, and client navigation closing the header menu (product §2).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { E2E_ADMIN } from '../../playwright.config';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};
const site = (): string => {
  const url = process.env.E2E_SITE_URL;
  if (!url) throw new Error('E2E_SITE_URL is not set (the global setup starts the CDN)');
  return url;
};

/** The headers product §7 puts on every request a visitor's browser sends (nobody signed in). */
const BROWSER_HEADERS = [
  'x-is-preview',
  'x-locale',
  'x-lang',
  'x-country-code-app',
  'x-country-code-test',
  'x-firebase-appcheck',
];

/** Every fetch/XHR the page sends to the API or the storage bucket. */
function collectDataRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    const url = request.url();
    const ours = url.startsWith(`${api()}/`) || url.startsWith(`${site()}/storage/`);
    if ((type === 'fetch' || type === 'xhr') && ours) seen.push(request);
  });
  return seen;
}

async function expectSpecHeaders(requests: Request[]): Promise<void> {
  expect(requests.length, 'the page sent API or storage requests').toBeGreaterThan(0);
  for (const request of requests) {
    const headers = await request.allHeaders();
    for (const name of BROWSER_HEADERS) {
      expect(headers[name], `${name} on ${request.method()} ${request.url()}`).toBeDefined();
    }
    expect(headers['x-locale']).toBe('bg-BG');
    expect(headers['x-firebase-appcheck']).toBe('demo');
    expect(headers['x-public-access'], 'server rendering only').toBeUndefined();
  }
}

test.describe('product §7 headers on every island request', () => {
  test('compare page', async ({ page }) => {
    const requests = collectDataRequests(page);
    await page.goto('/compare-casinos');
    const picker = page.locator('select[data-compare-slot="0"]');
    await expect(picker.locator('option')).not.toHaveCount(1);
    const value = await picker.locator('option').nth(1).getAttribute('value');
    await picker.selectOption(value ?? '');
    await expect(page).toHaveURL(/ids=/);
    await expect.poll(() => requests.some((r) => r.url().includes('/compare?ids='))).toBe(true);
    await expectSpecHeaders(requests);
  });

  test('casino games page', async ({ page }) => {
    const requests = collectDataRequests(page);
    await page.goto('/casino-games');
    await expect(page.locator('[data-games-total]')).toBeVisible();
    await expect.poll(() => requests.some((r) => r.url().includes('/slots/filter?'))).toBe(true);
    await expectSpecHeaders(requests);
  });

  test('bonus calculator page', async ({ page }) => {
    const requests = collectDataRequests(page);
    await page.goto('/bonus-calculator');
    await page.locator('[data-island="BonusCalculator"] select').first().focus();
    await expect(page.locator('[data-island="BonusCalculator"]')).toHaveAttribute(
      'data-hydrated',
      /.*/,
    );
    await expect.poll(() => requests.some((r) => r.url().includes('/casinos?'))).toBe(true);
    await expectSpecHeaders(requests);
  });

  test('search page, and the page read of the race (API and db.json)', async ({ page }) => {
    const requests = collectDataRequests(page);
    await page.goto('/search?s=%D0%BA%D0%B0%D0%B7%D0%B8%D0%BD%D0%BE');
    await expect(page.locator('.results')).toBeVisible();
    await page.mouse.move(10, 10);
    await expect(page.locator('html')).toHaveAttribute('data-page-source', /api|dbFiles/);
    await expect.poll(() => requests.some((r) => r.url().endsWith('/db.json'))).toBe(true);
    await expectSpecHeaders(requests);
  });
});

/** The first casino-bonus page of bg-BG whose content has a bonus list. */
async function bonusPage(): Promise<{ slug: string; doc: Record<string, unknown> }> {
  const list = (await (
    await fetch(`${api()}/pages`, { headers: { 'x-locale': 'bg-BG' } })
  ).json()) as { pages: { slug: string; type: string }[] };
  for (const entry of list.pages.filter((p) => p.type === 'casino-bonus')) {
    const doc = (await (
      await fetch(`${api()}/${entry.slug}`, { headers: { 'x-locale': 'bg-BG' } })
    ).json()) as { content: { component: string }[] };
    if (doc.content.some((item) => item.component === 'bonus-list'))
      return { slug: entry.slug, doc: doc as unknown as Record<string, unknown> };
  }
  throw new Error('The seed has no casino-bonus page with a bonus list');
}

test.describe('product §4 revalidation (SWR)', () => {
  test('a bonus changed in the API after the build shows in its island without a reload', async ({
    page,
  }) => {
    const { slug, doc } = await bonusPage();
    type Item = { component: string; bonuses?: { id: number; headline: string }[] };
    const list = (doc as { content: Item[] }).content.find(
      (item) => item.component === 'bonus-list',
    );
    const first = list?.bonuses?.[0];
    if (!first) throw new Error('The bonus list is empty');
    const before = first.headline;
    // An editor's change to the bonus record (docs/content-api.md): every page shows it as it is now.
    const edit = (headline: string) =>
      fetch(`${api()}/admin/bonuses/${String(first.id)}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/merge-patch+json',
          authorization: `Basic ${Buffer.from(`${E2E_ADMIN.user}:${E2E_ADMIN.password}`).toString('base64')}`,
        },
        body: JSON.stringify({ headline }),
      });
    const headline = `Нов бонус ${Date.now()}: 200% до 500 €`;
    expect((await edit(headline)).status).toBe(200);
    try {
      // The HTML is the build's: the old headline.
      const html = await (await page.request.get(`/${slug}`)).text();
      expect(html).toContain(before);
      expect(html).not.toContain(headline);
      await page.goto(`/${slug}`);
      const island = page.locator('[data-island="LiveBonusList"]');
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });
      // Until the visitor's first interaction the page is the build's, and costs no script.
      await page.waitForLoadState('networkidle');
      await expect(island).not.toHaveAttribute('data-hydrated', /.*/);
      await island.hover();
      await expect(island).toHaveAttribute('data-hydrated', /.*/);
      await expect(island).toContainText(headline);
      expect(reloaded).toBe(false);
    } finally {
      expect((await edit(before)).status).toBe(200);
    }
  });
});

test.describe('product §2 /go dead ends', () => {
  test('an unknown code ends on the not-found shell, mails it, and the overlay is gone', async ({
    page,
  }) => {
    const code = `no-such-casino-${Date.now()}`;
    await page.goto(`/go/${code}`);
    await expect(page.locator('[data-screen="not-found"]')).toBeVisible();
    await expect(page.locator('#app-loading')).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(`/go/${code}`);
    await expect
      .poll(async () => {
        const outbox = (await (await fetch(`${api()}/__test/outbox`)).json()) as {
          items: { kind: string; body: { url?: string; context?: string } }[];
        };
        const mails = outbox.items.filter((m) => (m.body.url ?? '').includes(code));
        return mails.map((m) => m.kind).sort();
      })
      .toEqual(['application-error', 'application-not-found']);
  });
});

test.describe('product §2 navigation closes the header menu', () => {
  test('a client navigation closes an open header menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    // A menu item to an account screen, as the CMS header may carry one.
    await page.evaluate(() => {
      const item = document.createElement('li');
      item.innerHTML = '<a id="menu-login" href="/login">Вход</a>';
      document.querySelector('.site-nav__list')?.append(item);
    });
    const menu = page.locator('details[data-closes-on-navigate]');
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await page.locator('#menu-login').click();
    await expect(page.locator('[data-screen="login"]')).toBeVisible();
    await expect(menu).not.toHaveAttribute('open', /.*/);
  });
});
