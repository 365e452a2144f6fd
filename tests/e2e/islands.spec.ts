import { gzipSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { seeBonusPopupToday, visitorCookies } from './fixtures/visitor';

/**
 * Lazy hydration in real Chromium against the prerendered site. Chunk names are
 * content hashes, so a chunk is recognised by what it contains: the FAQ island's code holds
 * 'faq-item', the newsletter's 'newsletter-email', React DOM 'Minified React error'.
 */

const apiUrl = () => process.env.E2E_API_URL ?? 'http://127.0.0.1:4310';

async function firstCasinoSlug(): Promise<string> {
  const response = await fetch(`${apiUrl()}/casinos?pageSize=1`);
  const body = (await response.json()) as { items: { slug: string }[] };
  const slug = body.items[0]?.slug;
  if (!slug) throw new Error('no casino in the API');
  return slug;
}

// A chunk still being routed when a test ends (say, one its last interaction started) is
// disposed with the page: that is not the test's failure.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Routes chunks through `decide`, which sees each chunk's text. */
async function routeChunks(
  page: Page,
  decide: (body: string, route: Route) => Promise<'pass' | 'abort' | 'handled'>,
) {
  await page.route('**/assets/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const verdict = await decide(body, route);
    if (verdict === 'abort') await route.abort('failed');
    else if (verdict === 'pass') await route.fulfill({ response, body });
  });
}

/** Holds back the island chunk whose code contains `marker` until `release`; `held` says it was asked for. */
async function holdChunk(page: Page, marker: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await routeChunks(page, async (body, route) => {
    if (!body.includes(marker)) return 'pass';
    held = true;
    const response = await route.fetch();
    await gate;
    await route.fulfill({ response, body });
    return 'handled';
  });
  return { held: () => held, release: () => release() };
}

test('a click on an island button before its code loads is handled exactly once after hydration', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'faq-item');
  await page.goto(`/${await firstCasinoSlug()}`);
  const button = page.locator('[data-island="Faq"] button').first();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect.poll(chunk.held).toBe(true);
  // Before the code arrives the click is held: nothing toggled yet.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  chunk.release();
  await expect(page.locator('[data-island="Faq"]').first()).toHaveAttribute('data-hydrated', /.*/);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Exactly once: a second replay would have closed it again.
  await page.waitForLoadState('networkidle');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('a click on a painted island before the whole sheet has come is held, then handled once', async ({
  page,
}) => {
  // The runtime loads island code only after the first paint and the whole sheet (product §4).
  let release: () => void = () => undefined;
  const sheet = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.css', async (route) => {
    await sheet;
    await route.continue();
  });
  await page.goto(`/${await firstCasinoSlug()}`, { waitUntil: 'commit' });
  const button = page.locator('[data-island="Faq"] button').first();
  await expect(page.locator('html')).toHaveAttribute('data-booted', 'true');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('[data-island="Faq"]').first()).toHaveAttribute('data-hydrated', /.*/);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.waitForLoadState('networkidle');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('text typed into an island input before hydration is kept and handled', async ({ page }) => {
  const chunk = await holdChunk(page, 'newsletter-email');
  await page.goto('/');
  const input = page.locator('[data-island="Newsletter"] input[name="email"]');
  await input.scrollIntoViewIfNeeded();
  await expect.poll(chunk.held).toBe(true);
  await input.fill('reader@example.bg');
  chunk.release();
  await expect(page.locator('[data-island="Newsletter"]')).toHaveAttribute('data-hydrated', /.*/);
  await expect(input).toHaveValue('reader@example.bg');
  await page.locator('[data-island="Newsletter"] button[type="submit"]').click();
  await expect(page.getByText('Благодарим за абонамента!')).toBeVisible();
  const outbox = (await (await fetch(`${apiUrl()}/__test/outbox`)).json()) as {
    items: { kind: string; body: { email: string } }[];
  };
  expect(
    outbox.items.some((m) => m.kind === 'newsletter' && m.body.email === 'reader@example.bg'),
  ).toBe(true);
});

/** The compare page with its island's code held back, and its static pickers listed. */
async function heldCompare(page: Page) {
  const chunk = await holdChunk(page, 'compare__pickers');
  await page.goto('/compare-casinos');
  await page.waitForLoadState('networkidle');
  const island = page.locator('[data-island="CompareCasinos"]');
  const pickers = island.locator('select');
  await expect.poll(() => pickers.first().locator('option').count()).toBeGreaterThan(2);
  return { chunk, island, pickers };
}

test('the compare page lists its casinos, waits for the visitor and keeps picks made before its code loads', async ({
  page,
}) => {
  const { chunk, island, pickers } = await heldCompare(page);
  // The casinos are in the HTML; the island's code is not asked for before the visitor acts.
  await expect(pickers).toHaveCount(2);
  expect(chunk.held()).toBe(false);
  await expect(island).not.toHaveAttribute('data-hydrated', /.*/);

  // Two picks by keyboard while the code is held: the first casino, then the second.
  await pickers.first().focus();
  await expect.poll(chunk.held).toBe(true);
  await page.keyboard.press('ArrowDown');
  await pickers.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const picked = await Promise.all([0, 1].map((n) => pickers.nth(n).inputValue()));
  expect(picked[0]).not.toBe(picked[1]);
  chunk.release();
  await expect(island).toHaveAttribute('data-hydrated', /.*/);
  await expect(page.locator('.compare__table thead th[data-casino-id]')).toHaveCount(2);
  await expect.poll(() => new URL(page.url()).searchParams.get('ids')).toBe(picked.join(','));
});

test('a casino picked in both pickers before the code loads is compared once, and the page says so', async ({
  page,
}) => {
  const { chunk, island, pickers } = await heldCompare(page);
  // Until the code loads, both static pickers list every casino: one arrow step in each picks
  // the same one.
  await pickers.first().focus();
  await expect.poll(chunk.held).toBe(true);
  await page.keyboard.press('ArrowDown');
  await pickers.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  const first = await pickers.first().inputValue();
  await expect(pickers.nth(1)).toHaveValue(first);
  chunk.release();
  await expect(island).toHaveAttribute('data-hydrated', /.*/);
  await expect(island.getByRole('status')).toHaveText(/ вече е в сравнението\.$/);
  await expect.poll(() => new URL(page.url()).searchParams.get('ids')).toBe(first);
  await expect(pickers.nth(1)).toHaveValue('');

  // Awake, the second picker's arrows skip the casino the first holds.
  await pickers.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => new URL(page.url()).searchParams.get('ids')?.split(',').length).toBe(2);
  expect(await pickers.nth(1).inputValue()).not.toBe(first);
  await expect(island.getByRole('status')).toHaveCount(0);
});

test('a viewport island wakes only after it scrolls into view', async ({ page }) => {
  const requested: string[] = [];
  await routeChunks(page, (body) => {
    if (body.includes('newsletter-email')) requested.push('newsletter');
    return Promise.resolve('pass');
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(page.locator('[data-island="Newsletter"]')).not.toHaveAttribute(
    'data-hydrated',
    /.*/,
  );
  await page.locator('[data-island="Newsletter"] input[name="email"]').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await expect(page.locator('[data-island="Newsletter"]')).toHaveAttribute('data-hydrated', /.*/);
});

test('a page with no islands in view loads no React before the first interaction', async ({
  page,
}) => {
  const reactChunks: string[] = [];
  await routeChunks(page, (body, route) => {
    if (body.includes('Minified React error')) reactChunks.push(route.request().url());
    return Promise.resolve('pass');
  });
  await page.goto(`/${await firstCasinoSlug()}`);
  await page.waitForLoadState('networkidle');
  // The affiliate listener starts after 1 s (product §9); wait for it without touching the page.
  await expect(page.locator('html')).toHaveAttribute('data-affiliate-listener', /.*/);
  await page.waitForLoadState('networkidle');
  expect(reactChunks).toEqual([]);
});

test('the page script runs without any other script: no request is chained before it', async ({
  page,
}) => {
  // Each static import of the page script is a request in the first paint's critical path.
  await page.route('**/assets/chunks/**', (route) => route.abort());
  await page.goto(`/${await firstCasinoSlug()}`);
  await expect(page.locator('html')).toHaveAttribute('data-booted', 'true');
});

for (const visitor of ['returning', 'first-time'] as const) {
  test(`before the first interaction a page runs at most 15 KB gzipped of script (${visitor} visitor)`, async ({
    browser,
    baseURL,
  }) => {
    // A first-time visitor gets the age gate and the consent dialog (product §4) on top.
    const base = baseURL ?? '';
    const host = new URL(base).hostname;
    const context = await browser.newContext({
      baseURL: base,
      serviceWorkers: 'block',
      storageState: { cookies: visitor === 'first-time' ? [] : visitorCookies(host), origins: [] },
    });
    if (visitor !== 'first-time') await seeBonusPopupToday(context, base);
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    for (const path of ['/', `/${await firstCasinoSlug()}`]) {
      sizes.clear();
      await page.goto(path);
      // Everything a page starts without the visitor: idle work and the 1 s affiliate listener.
      await expect(page.locator('html')).toHaveAttribute('data-refresh-watch', 'on');
      await expect(page.locator('html')).toHaveAttribute('data-affiliate-listener', /.*/);
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(
        [...sizes].map(async ([url, size]) => `${new URL(url).pathname} ${await size} B`),
      );
      const total = (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0);
      expect(total, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(15 * 1024);
    }
    await context.close();
  });
}

test('an island chunk that fails to load shows the refresh popup', async ({ page }) => {
  await routeChunks(page, (body) => Promise.resolve(body.includes('faq-item') ? 'abort' : 'pass'));
  await page.goto(`/${await firstCasinoSlug()}`);
  await page.locator('[data-island="Faq"] button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('Нова версия на приложението');
  await expect(page.locator('[data-island="Faq"]').first()).toHaveAttribute(
    'data-hydrate-failed',
    /.*/,
  );
});
