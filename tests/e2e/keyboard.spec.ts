/**
 * A visitor with a keyboard alone (WCAG 2.1.1): the first visit's gates (product §4), a compare of
 * three casinos and the bonus calculator (product §2 named routes), sign-up and a feed post (product §4
 * Login, §6) and an operator link through /go/ (product §2). Tab, Shift+Tab, Enter, Space, arrows
 * and typing only: no click, no fill. Then the comfort rules: every focused control shows its
 * focus ring, and a visitor who asks for reduced motion gets none.
 */
import type { Locator, Page } from '@playwright/test';
import { FIRST_VISIT, expect, test } from './fixtures/test';
import { mailedLink } from './fixtures/stack';

/** How many Tab presses a journey may take to reach one control. */
const MAX_TABS = 250;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus; fails after MAX_TABS presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a text field and types `text` into it (after clearing what it held). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The operator's page, answered here (the /go/ screen's destination). */
async function fulfilOperator(page: Page): Promise<void> {
  await page.route(/^https:\/\/[^/]+\.example-operator\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>operator</h1>' }),
  );
}

test.describe('a first-time visitor', () => {
  test.use(FIRST_VISIT);

  test('answers the age gate and the consent, closes the popup and follows a /go/ link', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await fulfilOperator(page);
    await page.goto('/');
    const age = page.locator('dialog[data-modal="age-regulation"]');
    await expect(age).toBeVisible();
    await tabTo(page, age.getByRole('button', { name: 'Да, на 18 или повече години съм' }));
    await page.keyboard.press('Enter');
    await expect(age).toHaveCount(0);
    const consent = page.locator('dialog[data-modal="cookie-consent"]');
    await expect(consent).toBeVisible();
    // The second layer by keyboard too: Settings, a category ticked with Space, then save.
    await tabTo(page, consent.getByRole('button', { name: 'Настройки' }));
    await page.keyboard.press('Enter');
    const analytics = consent.getByRole('checkbox', { name: /Статистика/ });
    await tabTo(page, analytics);
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await tabTo(page, consent.getByRole('button', { name: 'Запази избора' }));
    await page.keyboard.press('Space');
    await expect(consent).toHaveCount(0);
    const stored = (await page.context().cookies()).map((c) => c.name);
    expect(stored).toEqual(expect.arrayContaining(['accept-cookies', 'age-regulation']));
    // The bonus popup follows the gates (product §4); Escape closes it.
    const popup = page.locator('dialog[data-modal="bonus-popup"]');
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    const go = page.locator('main a[href*="/go/"]').first();
    await tabTo(page, go);
    await page.keyboard.press('Enter');
    await page.waitForURL(/example-operator\.com/);
    await expect(page.locator('h1')).toHaveText('operator');
  });
});

test('compares three casinos and works the bonus calculator', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/compare-casinos');
  for (const slot of [0, 1, 2]) {
    const picker = page.locator(`select[data-compare-slot="${slot}"]`);
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
    await tabTo(page, picker);
    // A closed select takes the arrows: one step picks the first casino no other slot holds.
    await page.keyboard.press('ArrowDown');
    await expect(picker).not.toHaveValue('');
    // The island wakes on the first pick; until then the static pickers list every casino, so
    // the next step waits for the choice to reach the address, as a visitor waits to see it.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('ids')?.split(',').length)
      .toBe(slot + 1);
  }
  await expect(page.locator('.compare__table thead th[data-casino-id]')).toHaveCount(3);
  const differences = page.getByLabel('Покажи само разликите');
  await tabTo(page, differences);
  await page.keyboard.press('Space');
  await expect(differences).toBeChecked();

  await page.goto('/bonus-calculator');
  const result = page.locator('.calculator__result');
  await expect(result).toContainText(/7000,00\s€/);
  await typeInto(page, page.locator('input[name=wageringMultiplier]'), '20');
  await expect(page.locator('input[name=wageringMultiplier]')).toHaveValue('20');
  await expect(result).toContainText(/4000,00\s€/);
});

test('signs up, verifies and posts to the feed', async ({ page }) => {
  test.setTimeout(90_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const who = {
    email: `kbd-${id}@example.com`,
    username: `клавиатура_${id}`,
    password: 'тайна-1a',
  };
  await page.goto('/registration');
  await typeInto(page, page.getByLabel('Потребителско име'), who.username);
  await typeInto(page, page.getByLabel('Имейл'), who.email);
  await typeInto(page, page.getByLabel('Парола', { exact: true }), who.password);
  await typeInto(page, page.getByLabel('Повторете паролата'), who.password);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-account-status="verify-sent"]')).toBeVisible();
  // The mailed link is opened as the visitor's mail program would: a new load of its address.
  await page.goto(await mailedLink(who.email, 'email-verification'));
  await expect(page.locator('[data-token-state="done"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('a[data-account-entry]')).toHaveText(who.username);

  await page.goto('/feed');
  const create = page.getByRole('button', { name: 'Нова публикация' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Нова публикация' });
  await expect(dialog).toBeVisible();
  const text = `Написано само с клавиатура от ${who.username}`;
  await typeInto(page, dialog.getByLabel('Какво искате да споделите?'), text);
  await tabTo(page, dialog.getByRole('button', { name: 'Публикувай' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('article.post', { hasText: text })).toBeVisible();
  await expect(create).toBeFocused();
});

/** The focused element's outline as the browser draws it. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      what: `${element.tagName.toLowerCase()}${element.className ? `.${element.className}` : ''} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      inHeader: element.closest('.site-header') !== null,
    };
  });

test('every control the Tab key reaches shows a focus ring that stands out', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  const seen: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    if (ring.what.startsWith('body')) continue;
    seen.push(ring.what);
    expect(ring.style, ring.what).toBe('solid');
    expect(ring.width, ring.what).toBeGreaterThanOrEqual(2);
    // On the dark-green header a blue ring has a 1.5:1 contrast: it is drawn white there (WCAG 1.4.11).
    if (ring.inHeader) expect(ring.color, ring.what).toBe('rgb(255, 255, 255)');
    else expect(ring.color, ring.what).toBe('rgb(37, 99, 235)');
  }
  expect(seen.length).toBeGreaterThan(20);

  // A field marked invalid keeps the focus ring, not the pale error outline.
  await page.goto('/registration');
  await tabTo(page, page.getByRole('button', { name: 'Регистрация' }));
  await page.keyboard.press('Enter');
  const email = page.getByLabel('Имейл');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, email);
  expect(await focusRing(page)).toMatchObject({
    style: 'solid',
    width: 3,
    color: 'rgb(37, 99, 235)',
  });
});

test('a visitor who asks for reduced motion gets no transition, animation or smooth scroll', async ({
  page,
}) => {
  // Whatever moves, now or later: an element that asks for motion inline.
  const motion = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 300ms ease';
      probe.style.animation = 'none 2s infinite';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const html = getComputedStyle(document.documentElement);
      const found = {
        transition: parseFloat(style.transitionDuration),
        animation: parseFloat(style.animationDuration),
        iterations: style.animationIterationCount,
        scroll: html.scrollBehavior,
      };
      probe.remove();
      return found;
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  expect(await motion()).toMatchObject({ transition: 0.3, animation: 2, iterations: 'infinite' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await motion();
  expect(reduced.transition).toBeLessThan(0.001);
  expect(reduced.animation).toBeLessThan(0.001);
  expect(reduced).toMatchObject({ iterations: '1', scroll: 'auto' });
});
