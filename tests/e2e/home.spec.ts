import { expect, test } from './fixtures/test';
import { slugsByType } from './fixtures/stack';

// The built, prerendered home page loads in Chromium with its Bulgarian title.
test('the prerendered home page has a Bulgarian title', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/[А-Яа-я]/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await expect(page.locator('h1').first()).toContainText(/[А-Яа-я]/);
  expect(errors).toEqual([]);
});

test('a content page carries its stylesheet and fetches no logo for its hidden overlay', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  // The first paint waits for no stylesheet request (the whole sheet comes after the body,
  // styles.spec.ts), and the site's styles apply.
  expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  await expect(page.locator('#app-loading')).toBeHidden();
  // The overlay's picture is the only place the webp logo is named (the favicon is the png).
  expect(fetched).not.toContain('/logo.webp');
});

test('the favicon is a small icon of its own, not the 600 px logo', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="icon"]').getAttribute('href');
  const response = await request.get(href ?? '/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).length).toBeLessThanOrEqual(4 * 1024);
});

test("an article's cover is preloaded at high priority before the page's content, and fetched once", async ({
  page,
}) => {
  const slug = (await slugsByType()).get('article') ?? '';
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(`/${slug}`);
  await page.waitForLoadState('networkidle');
  const cover = page.locator('img.article__cover');
  const src = (await cover.getAttribute('src')) ?? '';
  expect(src).not.toBe('');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  // React's renderer preloads an eager image where the body starts, with the image's priority.
  const preload = page.locator(`link[rel="preload"][as="image"][href="${src}"]`);
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const beforeMain = await preload.evaluate((link) => {
    const main = document.querySelector('main');
    return (
      main !== null && (link.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING) > 0
    );
  });
  expect(beforeMain).toBe(true);
  // The preload and the image share one request.
  expect(fetched.filter((url) => url === new URL(src, page.url()).href)).toHaveLength(1);
});
