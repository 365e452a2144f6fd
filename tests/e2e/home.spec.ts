import { expect, test } from '@playwright/test';
import { slugsByType } from './fixtures/stack';

// Issue 2: the built, prerendered home page loads in Chromium with its Bulgarian title.
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

test("an article's cover is asked for from the head, at high priority, and fetched once", async ({
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
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('href', src);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  // The preload and the image share one request.
  expect(fetched.filter((url) => url === new URL(src, page.url()).href)).toHaveLength(1);
});
