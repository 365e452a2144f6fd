/**
 * The bonus popup never covers a form the visitor is in (product §4; docs/visitor-flow.md: idle
 * outside any form or field), and a failed sign-in keeps the keyboard in the form. The page's
 * clock is driven, not waited: the idle wait runs only when the test says so.
 */
import type { Page } from '@playwright/test';
import { POPUP_NOT_SEEN_TODAY, expect, test } from './fixtures/test';
import { BONUS_POPUP_IDLE_MS } from '../../src/config/constants';
import { BONUS_POPUP_SHOWN_AT } from '../../src/domain/entities/stored-items';

// An adult who made the cookie choice but has not seen today's popup.
test.use(POPUP_NOT_SEEN_TODAY);

/** Whether the popup was opened: its day is stored the moment it opens, before it renders. */
const popupOpened = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key) !== null, BONUS_POPUP_SHOWN_AT.name);

/** Holds the identity service's sign-in request until the returned function is called. */
async function holdSignIn(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('accounts:signInWithPassword'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('a failed sign-in keeps focus in the form and the bonus popup waits outside it', async ({
  page,
}) => {
  await page.clock.install();
  const release = await holdSignIn(page);
  const offer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/bonus-popup'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  // Typing is the first interaction: it loads the offer, and then only a quiet moment is missing.
  await page.getByLabel('Имейл').pressSequentially('ivan@kazino-bg.example');
  await page.getByLabel('Парола', { exact: true }).pressSequentially('wrong-pass-1');
  await offer;
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.locator('form[data-account-form]')).toHaveAttribute('aria-busy', 'true');
  // The disabled button let focus fall to the body; the visitor is still in the form.
  await page.clock.runFor(BONUS_POPUP_IDLE_MS * 2);
  expect(await popupOpened(page)).toBe(false);

  release();
  const error = page.locator('[data-form-error]');
  await expect(error).toHaveText('Грешен имейл или парола.');
  await expect(error).toBeFocused();
  await page.clock.runFor(BONUS_POPUP_IDLE_MS * 2);
  expect(await popupOpened(page)).toBe(false);

  // Out of the form the quiet moment comes, and the popup with it.
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(BONUS_POPUP_IDLE_MS * 2);
  await expect(page.getByRole('dialog', { name: /Оферта на деня/ })).toBeVisible();
});

test('the bonus popup waits while a confirmation is on the page, and comes once it is gone', async ({
  page,
}) => {
  await page.clock.install();
  const offer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/bonus-popup'));
  await page.goto('/forgotten-password');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.getByLabel('Имейл').pressSequentially('nobody@kazino-bg.example');
  await offer;
  await page.getByRole('button', { name: 'Изпрати връзка' }).click();
  await expect(page.locator('[data-account-status="reset-sent"]')).toBeVisible();
  // Out of the form, idle: the visitor is reading the confirmation (product §4).
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(BONUS_POPUP_IDLE_MS * 3);
  expect(await popupOpened(page)).toBe(false);

  // Another page of the site: the quiet moment comes, and the popup with it.
  await page.getByRole('link', { name: 'Вход', exact: true }).first().click();
  await expect(page.locator('[data-account-status="reset-sent"]')).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(BONUS_POPUP_IDLE_MS * 2);
  await expect(page.getByRole('dialog', { name: /Оферта на деня/ })).toBeVisible();
});
