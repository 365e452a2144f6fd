import { expect, test } from '@playwright/test';

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
