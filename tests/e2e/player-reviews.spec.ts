/**
 * Player reviews published (product §2 review casino): a review sent through the site's modal,
 * approved through the moderation endpoint, shows on the casino page with the players' average
 * at once through the island, the prerendered page not rebuilt; a visitor's helpful vote counts
 * once, and a second one from the same visitor is refused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { z } from 'zod';
import { ModeratedReview, PlayerReviews } from '../../src/domain/entities';
import { apiJson, apiUrl } from './fixtures/stack';

/** The e2e stack's moderators: the API's local default pair. */
const MODERATOR = `Basic ${Buffer.from('local:local').toString('base64')}`;

/** A bg-BG casino no player has reviewed yet, with its name. */
async function unreviewedCasino(): Promise<{ slug: string; name: string }> {
  const { items } = z
    .object({ items: z.array(z.object({ slug: z.string(), name: z.string() })) })
    .parse(await apiJson('/casinos?pageSize=20&sort=name'));
  for (const casino of items.reverse()) {
    const reviews = PlayerReviews.parse(await apiJson(`/casinos/reviews?casino=${casino.slug}`));
    if (reviews.count === 0) return casino;
  }
  throw new Error('every casino has player reviews');
}

/** Sends a review through the casino page's modal. */
async function sendThroughModal(page: Page, name: string, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Напишете отзив' }).click();
  const form = page.getByRole('dialog', { name: `Отзив за ${name}` });
  await form.getByRole('radio', { name: '4 звезди' }).check();
  await form.getByLabel('Заглавие *', { exact: true }).fill(title);
  await form
    .getByLabel('Вашият отзив *', { exact: true })
    .fill('Тегленията пристигат за ден, а поддръжката отговаря на български.');
  await form.getByLabel('Име *', { exact: true }).fill('Калина');
  await form.getByLabel('Имейл *', { exact: true }).fill('kalina@example.bg');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Изпрати отзива' }).click();
  await expect(page.locator('#review-toasts')).toContainText('Отзивът е изпратен успешно');
}

/** Approves the pending review titled `title` through the moderation endpoint. */
async function approve(title: string): Promise<number> {
  const headers = { authorization: MODERATOR };
  const queue = z
    .object({ items: z.array(ModeratedReview) })
    .parse(await (await fetch(`${apiUrl()}/moderation/reviews`, { headers })).json());
  const review = queue.items.find((r) => r.title === title);
  if (!review) throw new Error(`no pending review ${title}`);
  const answer = await fetch(`${apiUrl()}/moderation/reviews/${String(review.id)}/approve`, {
    method: 'POST',
    headers,
  });
  expect(answer.status).toBe(200);
  return review.id;
}

test('a review sent, approved by a moderator, shows with the players’ average without a rebuild; one helpful vote a visitor', async ({
  page,
}) => {
  const casino = await unreviewedCasino();
  const title = `Честно казино ${String(Date.now())}`;
  await page.goto(`/${casino.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await sendThroughModal(page, casino.name, title);
  const id = await approve(title);

  // The prerendered page is the one built before the approval: it does not hold the review.
  const html = await (await page.request.get(`/${casino.slug}`)).text();
  expect(html).not.toContain(title);

  await page.reload();
  const reviews = page.locator('#player-reviews');
  await reviews.scrollIntoViewIfNeeded();
  const item = reviews.locator(`[data-review-id="${String(id)}"]`);
  await expect(item).toContainText(title);
  await expect(item.getByRole('img', { name: '4,0 от 5 звезди' })).toBeVisible();
  const rating = reviews.locator('[data-player-rating]');
  await expect(rating).toContainText('Оценка на играчите');
  await expect(rating.locator('[data-player-average]')).toHaveText('4,0');
  await expect(rating).toContainText('От 1 одобрен отзив на играч');

  const helpful = item.getByRole('button', { name: 'Полезно (0)' });
  await helpful.click();
  await expect(item.getByRole('button', { name: 'Полезно (1)' })).toBeDisabled();
  await expect(item.getByRole('status')).toHaveText('Благодарим за гласа ви.');

  // The same visitor (the same anonymous id) on a fresh page: the vote is refused.
  await page.reload();
  await reviews.scrollIntoViewIfNeeded();
  await item.getByRole('button', { name: 'Полезно (1)' }).click();
  await expect(item.getByRole('status')).toHaveText('Вече сте гласували за този отзив.');
  await expect(item.getByRole('button', { name: 'Полезно (1)' })).toBeDisabled();
  const live = PlayerReviews.parse(await apiJson(`/casinos/reviews?casino=${casino.slug}`));
  expect(live.items.find((r) => r.id === id)?.helpful).toBe(1);
});
