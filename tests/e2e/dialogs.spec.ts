/**
 * Dialogs that behave (product §2 modals, §4): the bonus popup never opens over a field the
 * visitor is typing in nor takes its focus; every dialog the visitor opened closes with Escape
 * and a visible close control and gives the focus back; a gate stays until it is answered.
 */
import type { Page } from '@playwright/test';
import { FIRST_VISIT, POPUP_NOT_SEEN_TODAY, expect, test } from './fixtures/test';
import { dialogLog, nextDialog, recordDialogs } from './fixtures/dialog-log';

const POPUP = 'bonus-popup';
const popup = (page: Page) => page.locator(`dialog[data-modal="${POPUP}"]`);

test.describe('product §4 the bonus popup waits for a visitor who is typing', () => {
  // A returning adult who answered the gates and has not seen today's popup.
  test.use(POPUP_NOT_SEEN_TODAY);

  const FIELDS: [label: string, path: string, field: string, text: string][] = [
    ['the contact form', '/about-us', '#contact-name', 'Иван Петров от София'],
    ['the calculator', '/bonus-calculator', '.calculator__form input >> nth=0', '1234567,89'],
  ];

  for (const [label, path, selector, text] of FIELDS) {
    test(`typing in ${label}: nothing opens until the visitor leaves the form`, async ({
      page,
    }) => {
      await recordDialogs(page);
      const offered = page.waitForResponse((response) => response.url().includes('/bonus-popup'));
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
      const field = page.locator(selector);
      // The click is the first interaction: the popup's bonus loads while the visitor types.
      await field.click();
      await field.press('ControlOrMeta+A');
      await field.pressSequentially(text, { delay: 150 });
      await offered;
      await expect(field).toHaveValue(text);
      await expect(field).toBeFocused();
      expect((await dialogLog(page)).opened).toEqual([]);
      // Out of the form and idle: now the popup comes, and the text is whole.
      await page.locator('h1').click();
      expect((await nextDialog(page, 0)).opened).toEqual([POPUP]);
      await expect(field).toHaveValue(text);
      await expect(popup(page).getByRole('button', { name: 'Затвори' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup(page)).toHaveCount(0);
    });
  }
});

test.describe('product §2 modals: what the visitor opened, the visitor closes', () => {
  test('cookie settings from the footer: Escape and the close control, focus back, choice kept', async ({
    page,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    const before = await page.context().cookies();
    const settings = page.getByRole('button', { name: 'Настройки на бисквитките' });
    const dialog = page.getByRole('dialog', { name: 'Бисквитки' });
    await settings.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(settings).toBeFocused();
    await settings.click();
    await dialog.getByRole('checkbox', { name: /Маркетинг/ }).uncheck();
    await dialog.getByRole('button', { name: 'Затвори' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await page.context().cookies()).toEqual(before);
  });
});

test.describe('product §4 a gate is answered, never dismissed', () => {
  test.use(FIRST_VISIT);

  test('Escape again and again leaves the consent gate open and stores nothing', async ({
    page,
  }) => {
    await page.goto('/de');
    const gate = page.getByRole('dialog', { name: 'Бисквитки' });
    await expect(gate).toBeVisible();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('button', { name: 'Затвори' })).toHaveCount(0);
    expect(await page.context().cookies()).toEqual([]);
  });
});
