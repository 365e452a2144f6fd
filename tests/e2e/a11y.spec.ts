/**
 * WCAG 2.1 A and AA with axe-core on what a visitor meets: one page of each page type (product §2
 * page types, found through the content API), every named route, the account screens and the
 * /go/ screen, and each modal a visitor can open, the first visit's gates included. Zero
 * violations is the bar; a failure lists each rule with the elements it found. The same visits
 * watch the content security policy (product §9): each page answers with it, and no page, its
 * islands woken, nor any modal here makes one violation (csp.spec.ts holds the rest).
 */
import type { Locator, Page, Response } from '@playwright/test';
import { FIRST_VISIT, expect, test } from './fixtures/test';
import { axeViolations as violations } from './fixtures/axe';
import { SEED_PASSWORD, SEED_USERS } from '../../server/seed/users';
import { PageType } from '../../src/domain/entities';
import { watchViolations, type Violation } from './fixtures/csp-watch';
import { wakeIslands } from './fixtures/islands';
import { apiJson, slugsByType } from './fixtures/stack';

/** This test's policy violations (a test runs alone in its worker). */
let seen: Violation[] = [];
test.beforeEach(async ({ page }) => {
  seen = await watchViolations(page);
});
test.afterEach(() => {
  expect(seen, 'content security policy violations').toEqual([]);
});

/** `path` answers with the policy; once its islands are woken, nothing broke it. */
async function expectPolicyHeld(page: Page, path: string, answer: Response | null): Promise<void> {
  expect(answer?.headers()['content-security-policy'], path).toMatch(/script-src 'self'/);
  await wakeIslands(page);
  expect(seen, path).toEqual([]);
}

/** Loads `path` once the browser app runs, checks the whole page, then the policy. */
async function expectPageClean(page: Page, path: string): Promise<void> {
  const answer = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  expect(await violations(page), path).toEqual([]);
  await expectPolicyHeld(page, path, answer);
}

/** Opens a modal from its trigger (focus first: the lazy body loads) and checks the dialog. */
async function expectModalClean(page: Page, trigger: Locator, dialog: Locator): Promise<void> {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.hover();
  await trigger.click();
  await expect(dialog).toBeVisible();
  await checkOpenDialog(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** On the first page of `type`, the modal its `data-modal-open="modal"` trigger opens. */
async function expectPageModalClean(page: Page, o: { type: string; modal: string }): Promise<void> {
  await page.goto(`/${(await slugsByType()).get(o.type) ?? `no-${o.type}`}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await expectModalClean(
    page,
    page.locator(`[data-modal-open="${o.modal}"]`),
    page.locator(`dialog[data-modal="${o.modal}"]`),
  );
}

/** Axe inside the open dialog `dialog`, named in the failure. */
async function checkOpenDialog(page: Page, dialog: Locator): Promise<void> {
  const name = await dialog.getAttribute('data-modal');
  expect(await violations(page, `dialog[data-modal="${name}"]`), `modal ${name}`).toEqual([]);
}

const NAMED = [
  '/feed',
  '/leaderboards',
  '/sitemap',
  '/compare-casinos',
  '/casino-games',
  '/about-us',
  '/bonus-calculator',
  '/terms-and-conditions',
  '/privacy-policy',
  '/search',
  '/not-found',
  '/de',
  '/de/about-us',
];

test.describe.configure({ mode: 'parallel' });

test('every page type has no WCAG A/AA violation', async ({ page }) => {
  test.setTimeout(120_000);
  const byType = await slugsByType();
  // One page of every type this build knows, the hubs included.
  expect(byType.size).toBe(PageType.options.length);
  for (const slug of byType.values())
    await expectPageClean(page, slug === 'home' ? '/' : `/${slug}`);
});

test('every named route has no WCAG A/AA violation', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of NAMED) await expectPageClean(page, path);
});

test('the account screens and the /go/ screens have no WCAG A/AA violation', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/login', '/registration', '/forgotten-password']) {
    const answer = await page.goto(path);
    await expect(page.locator('[data-account-form]').first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
    await expectPolicyHeld(page, path, answer);
  }
  await page.goto('/go/no-such-casino');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await violations(page), '/go/ unknown').toEqual([]);
  // An international visitor's /go/ stays on the screen with the international-bonus modal.
  await page.setExtraHTTPHeaders({ 'x-country-code-test-override': 'DE' });
  const { items } = await apiJson<{ items: { affiliateCode: string }[] }>('/casinos?pageSize=1');
  await page.goto(`/go/${items[0]?.affiliateCode ?? 'none'}`);
  const intBonus = page.locator('dialog[data-modal="int-bonus"]');
  await expect(intBonus).toBeVisible();
  expect(await violations(page), '/go/ international').toEqual([]);
});

test('the layout modals and the cookie settings have no WCAG A/AA violation', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  for (const name of ['newsletter', 'contact-us', 'invite-friend', 'chat', 'casino-list']) {
    await expectModalClean(
      page,
      page.locator(`[data-modal-open="${name}"]`).first(),
      page.locator(`dialog[data-modal="${name}"]`),
    );
  }
  // The footer's withdrawal asks in the global confirm dialog (product §2).
  await expectModalClean(
    page,
    page.locator('[data-modal-open="withdraw-consent"]'),
    page.locator('dialog[data-modal="confirm"]'),
  );
  const settings = page.getByRole('button', { name: 'Настройки на бисквитките' });
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  const consent = page.locator('dialog[data-modal="cookie-consent"]');
  await expect(consent).toBeVisible();
  await checkOpenDialog(page, consent);
});

test('the demo, review and token modals have no WCAG A/AA violation', async ({ page }) => {
  test.setTimeout(90_000);
  await expectPageModalClean(page, { type: 'slot', modal: 'demo' });
  for (const [query, name] of [
    ['emailVerifyToken=not-a-token', 'email-verify'],
    ['passwordVerifyToken=not-a-token', 'reset-password'],
  ]) {
    await page.goto(`/?${query}`);
    const dialog = page.locator(`dialog[data-modal="${name}"]`);
    await expect(dialog).toBeVisible();
    await checkOpenDialog(page, dialog);
  }
});

test('the age verification, email resend and refresh dialogs have no WCAG A/AA violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // product §2: an old yes asks for a date of birth before the demo; checked empty and with its error.
  const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
  await page.context().addCookies([
    {
      name: 'age-regulation',
      value: encodeURIComponent(longAgo),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
  await page.goto(`/${(await slugsByType()).get('slot') ?? 'no-slot'}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.locator('[data-modal-open="demo"]').click();
  const age = page.locator('dialog[data-modal="age-verification"]');
  await expect(age).toBeVisible();
  await checkOpenDialog(page, age);
  await age.getByRole('button', { name: 'Потвърди' }).click();
  await expect(age.getByRole('alert')).toBeVisible();
  await checkOpenDialog(page, age);
  await page.keyboard.press('Escape');

  // product §6: an unverified account that tries to write is asked to confirm its email.
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  await page.goto('/registration');
  await page.getByLabel('Потребителско име').fill(`достъп_${id}`);
  await page.getByLabel('Имейл').fill(`a11y-${id}@example.com`);
  await page.getByLabel('Парола', { exact: true }).fill('тайна-парола-1');
  await page.getByLabel('Повторете паролата').fill('тайна-парола-1');
  await page.getByRole('button', { name: 'Регистрация' }).click();
  await expect(page.locator('[data-account-status="verify-sent"]')).toBeVisible();
  await page.goto('/feed');
  await page.mouse.move(10, 10);
  await page.getByRole('button', { name: 'Нова публикация' }).click();
  const resend = page.locator('dialog[data-modal="email-resend"]');
  await expect(resend).toBeVisible();
  await checkOpenDialog(page, resend);

  // product §4: a newer published version opens the refresh popup after its wait.
  await page.clock.install();
  await page.route(/\/websites\?lang=bg/, async (route) => {
    const answer = await route.fetch();
    const site = (await answer.json()) as { version: Record<string, unknown> };
    await route.fulfill({
      response: answer,
      json: { ...site, version: { ...site.version, appVersion: 'v99.0.0-bg' } },
    });
  });
  await page.goto('/');
  await page.clock.fastForward(3000);
  await expect(page.locator('html')).toHaveAttribute('data-refresh-watch', 'on');
  await page.clock.fastForward(60_000);
  const refresh = page.locator('dialog[data-modal="refresh"]');
  await expect(refresh).toBeVisible();
  await checkOpenDialog(page, refresh);
});

test.describe('a first-time visitor', () => {
  test.use(FIRST_VISIT);

  test('the age gate, the consent (both layers) and the bonus popup have no WCAG A/AA violation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    const age = page.locator('dialog[data-modal="age-regulation"]');
    await expect(age).toBeVisible();
    await checkOpenDialog(page, age);
    await age.getByRole('button', { name: 'Да, на 18 или повече години съм', exact: true }).click();
    const consent = page.locator('dialog[data-modal="cookie-consent"]');
    await expect(consent).toBeVisible();
    await checkOpenDialog(page, consent);
    await consent.getByRole('button', { name: 'Настройки' }).click();
    await expect(consent.getByRole('button', { name: 'Запази избора' })).toBeVisible();
    await checkOpenDialog(page, consent);
    await consent.getByRole('button', { name: 'Запази избора' }).click();
    const popup = page.locator('dialog[data-modal="bonus-popup"]');
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await checkOpenDialog(page, popup);
  });
});

test('a member’s profile, new post, report and review modals have no WCAG A/AA violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = SEED_USERS.find((u) => u.uid === 'seed-nikolay') ?? SEED_USERS[0]!;
  await page.goto('/login');
  const form = page.locator('[data-account-form="login"]');
  await form.getByLabel('Имейл').fill(member.email);
  await form.getByLabel('Парола').fill(SEED_PASSWORD);
  await form.getByRole('button', { name: 'Вход' }).click();
  await expect(page.locator('[data-account-status="signed-in"]')).toBeVisible();
  expect(await violations(page), '/login signed in').toEqual([]);

  await page.goto('/feed');
  await page.mouse.move(10, 10);
  await expect(page.locator('article.post').first()).toBeVisible();
  expect(await violations(page), '/feed signed in').toEqual([]);
  await expectModalClean(
    page,
    page.getByRole('button', { name: 'Нова публикация' }),
    page.getByRole('dialog', { name: 'Нова публикация' }),
  );
  await expectModalClean(
    page,
    page
      .locator('article.post')
      .filter({ hasNot: page.locator('.post-meta__name', { hasText: member.username }) })
      .first()
      .locator('[data-action="report"]'),
    page.getByRole('dialog', { name: 'Докладвай публикация' }),
  );
  await expectModalClean(
    page,
    page.locator('a[data-account-entry]').first(),
    page.getByRole('dialog', { name: 'Моят профил' }),
  );
  await expectPageModalClean(page, { type: 'casino', modal: 'review-casino' });
});
