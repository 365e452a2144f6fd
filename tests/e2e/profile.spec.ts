/**
 * The user profile, the live leaderboard and the referral link against the real stack: the Auth
 * emulator with the seeded accounts, the user service over its database, the prerendered site in
 * Chromium. Each test signs in as its own seeded user, so the two workers never share points;
 * the purchase needs a buyer who has not bought yet, so a retry buys as another seeded user.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { SEED_PASSWORD, SEED_USERS } from '../../server/seed/users';

/** A seeded account by its uid. */
function seeded(uid: string) {
  const user = SEED_USERS.find((u) => u.uid === uid);
  if (!user) throw new Error(`no seeded user ${uid}`);
  return user;
}

/** Signs in on /login; resolves once the login flow has recorded its action (product §4). */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const form = page.locator('[data-account-form="login"]');
  await form.getByLabel('Имейл').fill(email);
  await form.getByLabel('Парола').fill(SEED_PASSWORD);
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/users/action') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Вход' }).click();
  expect((await recorded).ok()).toBe(true);
  await expect(page.locator('[data-account-status="signed-in"]')).toBeVisible();
}

/** A number as the profile prints it (bg-BG, no grouping under 5 digits). */
const points = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('profile: points and missions, a refused and a good purchase, a new avatar, sign-out', async ({
  page,
}, testInfo) => {
  // Both have more points than the badge costs and fewer than the dear item.
  const buyer = seeded(testInfo.retry === 0 ? 'seed-elena' : 'seed-georgi');
  await signIn(page, buyer.email);
  // A content page: the last session ended signed in, so the account comes back at once (product §4).
  await page.goto('/');
  const entry = page.locator('a[data-account-entry]').first();
  await expect(entry).toContainText(buyer.username);
  await entry.click();

  const dialog = page.getByRole('dialog', { name: 'Моят профил' });
  await expect(dialog).toBeVisible();
  const tabs = dialog.getByRole('tablist', { name: 'Профил' });
  const inventoryTab = tabs.getByRole('tab', { name: 'Инвентар' });
  await expect(inventoryTab).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.locator('[data-profile-username]')).toHaveText(buyer.username);
  const before = points(await dialog.locator('[data-profile-points]').textContent());
  expect(before).toBeGreaterThanOrEqual(buyer.points);

  // The tablist by keyboard: the arrow selects the next category.
  await inventoryTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.locator('[data-profile-history] li').first()).toContainText(
    /преди|сега|вчера/,
  );
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Мисии' })).toBeFocused();
  const daily = dialog.locator('[data-profile-missions] li', { hasText: 'Ежедневен вход' });
  await expect(daily).toHaveAttribute('data-mission-done', 'true');
  await expect(dialog.getByRole('progressbar')).not.toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Магазин' }).click();
  // 250 points is more than she has: refused under that item, points unchanged.
  const dear = dialog.locator('[data-shop-item]', { hasText: 'Крал на слотовете' });
  await dear.getByRole('button', { name: 'Купи' }).click();
  await expect(dear.locator('[data-shop-note="error"]')).toHaveText('Нямате достатъчно точки.');
  await expect(dialog.locator('[data-shop-points]')).toHaveText(String(before));
  const badge = dialog.locator('[data-shop-item]', { hasText: 'Значка „Ветеран“' });
  await badge.getByRole('button', { name: 'Купи' }).click();
  await expect(badge.locator('[data-shop-owned]')).toHaveText('Притежавате');
  await expect(dialog.locator('[data-shop-points]')).toHaveText(String(before - 80));

  await tabs.getByRole('tab', { name: 'Аватари' }).click();
  const cat = dialog.locator('[data-avatar-choice]', { hasText: 'Котка' });
  await cat.click();
  await expect(cat).toHaveAttribute('aria-pressed', 'true');
  await expect(entry.locator('img')).toHaveAttribute('src', /kotka/);

  await tabs.getByRole('tab', { name: 'Инвентар' }).click();
  await expect(dialog.locator('[data-profile-points]')).toHaveText(String(before - 80));
  await expect(dialog.locator('[data-profile-owned]')).toContainText('Значка „Ветеран“');

  await dialog.getByRole('button', { name: 'Изход' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry).toHaveAttribute('data-account-entry', 'signed-out');
  await expect(entry).toHaveText('Вход');
});

test('the leaderboard shows the seeded users by points, pages with "more", marks my row', async ({
  page,
}) => {
  const nikolay = seeded('seed-nikolay');
  await signIn(page, nikolay.email);
  await page.goto('/leaderboards');
  const board = page.locator('[data-leaderboard="live"]');
  await expect(board).toBeVisible();
  await expect(board.locator('tbody tr')).toHaveCount(5);
  await board.locator('[data-leaderboard-more]').click();
  await expect(board.locator('tbody[data-leaderboard-page="2"] tr').first()).toBeVisible();
  const names = await board
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-leaderboard-row')));
  for (const user of SEED_USERS) expect(names).toContain(user.username);
  const scores = (await board.locator('[data-leaderboard-points]').allTextContents()).map(points);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  const mine = board.locator('tr[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-leaderboard-row', nikolay.username);
});

test('invite friend: a signed-in user’s referral link carries their uid', async ({ page }) => {
  const maria = seeded('seed-maria');
  await signIn(page, maria.email);
  await page.goto('/');
  await page.locator('[data-modal-open="invite-friend"]').first().click();
  const link = page.getByRole('dialog', { name: 'Покани приятел' }).locator('#invite-link');
  expect(new URL(await link.inputValue()).searchParams.get('refId')).toBe(maria.uid);
});
