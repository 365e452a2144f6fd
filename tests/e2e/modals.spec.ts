/**
 * The modals opened from the layout (product §2) on the one modal base: each opens from its
 * trigger, keeps the focus inside, closes on Escape and on the backdrop, and gives the focus
 * back to its trigger. The body is a lazy chunk, loaded when the trigger is hovered.
 */
import { expect, test } from './fixtures/test';
import { inviteIdOf } from '../../src/domain/rules/invite';
import { expectModalBase } from './fixtures/modal-base';

// The invitation counts a friend who signs up: only a locale with accounts offers it (product §1).
const MODALS: [name: string, title: string, path: string][] = [
  ['newsletter', 'Бюлетин', '/'],
  ['contact-us', 'Свържете се с нас', '/de'],
  ['invite-friend', 'Покани приятел', '/'],
  ['chat', 'Чат', '/de'],
  ['casino-list', 'Топ казина', '/de'],
];

test('a locale without accounts offers no invitation to sign up', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('[data-modal-open="contact-us"]')).toHaveCount(1);
  await expect(page.locator('[data-modal-open="invite-friend"]')).toHaveCount(0);
});

test('bg-DE asks for no e-mail about offers (GlüStV 2021 §5(5)), bg-BG does', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('[data-modal-open="newsletter"]')).toHaveCount(0);
  await expect(page.locator('[data-island="Newsletter"]')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('[data-modal-open="newsletter"]')).toHaveCount(1);
});

for (const [name, title, path] of MODALS) {
  test(`the ${name} modal: trigger, focus trap, Escape, backdrop, focus return`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await expectModalBase(
      page,
      page.locator(`[data-modal-open="${name}"]`).first(),
      page.getByRole('dialog', { name: title }),
    );
  });
}

test('the chat answers a topic from the chat-category endpoints', async ({ page }) => {
  await page.goto('/de');
  await page.locator('[data-modal-open="chat"]').click();
  const dialog = page.getByRole('dialog', { name: 'Чат' });
  await dialog.getByRole('button', { name: 'Слотове' }).click();
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^\/de\/[a-z0-9-]+$/);
});

test('the chat sends a typed question to its topic, or offers the contact form', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-modal-open="chat"]').click();
  const dialog = page.getByRole('dialog', { name: 'Чат' });
  const field = dialog.getByLabel('Вашият въпрос');
  const answered = page.waitForResponse((r) =>
    r.url().includes('/chat-category/welcome/promotions'),
  );
  await field.fill('Какъв е бонусът за добре дошли?');
  await field.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /-bonus$/);
  await field.fill('Здравейте');
  await dialog.getByRole('button', { name: 'Изпрати' }).click();
  await dialog.getByRole('button', { name: 'Пишете ни' }).click();
  await expect(page.getByRole('dialog', { name: 'Свържете се с нас' })).toBeVisible();
});

test('invite a friend gives an anonymous visitor a link whose secret only this browser keeps', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('[data-modal-open="invite-friend"]').click();
  const link = page.getByRole('dialog', { name: 'Покани приятел' }).locator('#invite-link');
  await expect(link).toHaveValue(/refId=/);
  const refId = new URL(await link.inputValue()).searchParams.get('refId');
  const secret = await page.evaluate(() => localStorage.getItem('inviteSecret'));
  // product §2 refId: the link shows the secret's SHA-256 (src/domain/rules/invite.ts), never the secret.
  expect(secret).toMatch(/^[\w-]{43}$/);
  expect(refId).toBe(await inviteIdOf(secret ?? ''));
});

test("the newsletter modal's field is named by its label beside the page's own block", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expect(page.locator('[data-island="Newsletter"]')).toHaveCount(1);
  await page.locator('[data-modal-open="newsletter"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Бюлетин' });
  const field = dialog.getByRole('textbox', { name: 'Имейл' });
  await expect(field).toBeVisible();
  await dialog.getByText('Имейл', { exact: true }).click();
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Абонирай се' }).click();
  await expect(field).toHaveAccessibleDescription('Това поле е задължително.');
});
