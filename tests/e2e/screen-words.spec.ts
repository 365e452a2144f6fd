/**
 * What a visitor reads on the SPA screens and after a form (product §2, §8, docs/domain-notes.md#seo):
 * each screen and /go/ outcome names itself in the title and description, account screens are
 * kept out of search instead of pointing at /go, and a form's toast names what was sent
 * without covering a control.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/** The document's title, description, robots, canonical and hreflang targets. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
      l.getAttribute('href'),
    ),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
      l.getAttribute('href'),
    ),
  }));

test.describe('product §2 screens name themselves', () => {
  test('/go/ with an unknown code says "not found" in its title, with no router warning', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/go/no-such-casino-code');
    await expect(page.locator('[data-screen="not-found"]')).toBeVisible();
    await expect(page).toHaveTitle(/не е намерена/);
    const head = await headOf(page);
    expect(head.title).not.toMatch(/Пренасочване/);
    expect(head.description).toBeTruthy();
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  });

  for (const [path, title] of [
    ['/login', /^Вход \|/],
    ['/registration', /^Регистрация \|/],
    ['/forgotten-password', /^Забравена парола \|/],
  ] as const) {
    test(`${path} has its own title and description and stays out of search`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`[data-screen="${path.slice(1)}"]`)).toBeVisible();
      await expect(page).toHaveTitle(title);
      const head = await headOf(page);
      expect(head.description).toBeTruthy();
      // An account screen is noindex (docs/domain-notes.md#seo): no canonical or hreflang to point
      // at /go.
      expect(head.robots).toMatch(/noindex/);
      expect(head.canonical).toEqual([]);
      expect(head.alternates.filter((href) => /\/go$/.test(href ?? ''))).toEqual([]);
      expect(head.alternates).toEqual([]);
    });
  }
});

/** The boxes of every visible control the toast could sit on. */
const controlBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input, textarea, select')]
      .filter((el) => !el.closest('#app-toasts'))
      .map((el) => ({ name: el.outerHTML.slice(0, 80), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ name, box }) => ({ name, x: box.x, y: box.y, w: box.width, h: box.height })),
  );

test('the contact form thanks for a message, and its toast covers no control', async ({ page }) => {
  await page.goto('/about-us');
  const form = page.locator('[data-form="contact"]');
  for (const [id, value] of Object.entries({
    'contact-name': 'Мария Петрова',
    'contact-email': `toast-${Date.now()}@example.bg`,
    'contact-subject': 'Въпрос',
    'contact-message': 'Здравейте, имам въпрос.',
  }))
    await page.locator(`#${id}`).fill(value);
  await form.getByRole('button', { name: 'Изпрати' }).click();
  const toast = page.locator('[data-toast-type="success"]');
  await expect(toast).toHaveText('Съобщението е изпратено успешно');
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const covered = (await controlBoxes(page)).filter(
    (c) =>
      c.x < box.x + box.width && box.x < c.x + c.w && c.y < box.y + box.height && box.y < c.y + c.h,
  );
  expect(covered.map((c) => c.name)).toEqual([]);
});
