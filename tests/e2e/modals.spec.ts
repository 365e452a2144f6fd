/**
 * The modals opened from the layout (SPEC §2) on the one modal base: each opens from its
 * trigger, keeps the focus inside, closes on Escape and on the backdrop, and gives the focus
 * back to its trigger. The body is a lazy chunk, loaded when the trigger is hovered.
 */
import { expect, test, type Page } from '@playwright/test';

const MODALS: [name: string, title: string][] = [
  ['newsletter', 'Бюлетин'],
  ['contact-us', 'Свържете се с нас'],
  ['invite-friend', 'Покани приятел'],
  ['chat', 'Чат'],
  ['casino-list', 'Топ казина'],
];

/** True while the focused element is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

for (const [name, title] of MODALS) {
  test(`the ${name} modal: trigger, focus trap, Escape, backdrop, focus return`, async ({
    page,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    const trigger = page.locator(`[data-modal-open="${name}"]`).first();
    await trigger.scrollIntoViewIfNeeded();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toHaveCount(0);
    await trigger.hover();
    await trigger.click();
    await expect(dialog).toBeVisible();
    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(dialog).toBeVisible();
    // A click outside the content lands on the backdrop.
    await page.mouse.click(3, 3);
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
}

test('the chat answers a topic from the chat-category endpoints', async ({ page }) => {
  await page.goto('/de');
  await page.locator('[data-modal-open="chat"]').click();
  const dialog = page.getByRole('dialog', { name: 'Чат' });
  await dialog.getByRole('button', { name: 'Слотове' }).click();
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^\/de\/[a-z0-9-]+$/);
});

test('invite a friend gives the visitor referral link with refId', async ({ page }) => {
  await page.goto('/de');
  await page.locator('[data-modal-open="invite-friend"]').click();
  const link = page.getByRole('dialog', { name: 'Покани приятел' }).locator('#invite-link');
  const value = await link.inputValue();
  const anon = await page.evaluate(() => localStorage.getItem('anonId'));
  expect(new URL(value).searchParams.get('refId')).toBe(anon);
});
