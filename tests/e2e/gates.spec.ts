/**
 * The gates of product §4 in Chromium against the prerendered site: the age gate, cookie consent
 * (GDPR, EDPB banner rules) and the bonus popup, one after the other, never on top of each
 * other. These tests start as a first-time visitor: no cookies.
 */
import type { Page, Request } from '@playwright/test';
import { FIRST_VISIT, expect, test } from './fixtures/test';
import { CONSENT_REVISION } from '../../src/config/constants';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

test.use(FIRST_VISIT);

const consent = (page: Page) => page.getByRole('dialog', { name: 'Бисквитки' });
const ageGate = (page: Page) => page.getByRole('dialog', { name: 'Навършили ли сте 18 години?' });

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((c) => c.name).sort();
}

test.describe('product §4 cookie consent', () => {
  test('a person is asked: Accept and Reject side by side, no category pre-ticked', async ({
    page,
  }) => {
    await page.goto('/de');
    const dialog = consent(page);
    await expect(dialog).toBeVisible();
    const reject = dialog.getByRole('button', { name: 'Отхвърли всички' });
    const accept = dialog.getByRole('button', { name: 'Приеми всички' });
    await expect(reject).toBeVisible();
    await expect(accept).toBeVisible();
    // Equally prominent: the same class and the same size.
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.round(r?.height ?? 0)).toBe(Math.round(a?.height ?? 1));
    // The first layer is the two choices; the categories wait behind Settings.
    await expect(dialog.getByRole('checkbox', { name: /Статистика/ })).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Запази избора' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Настройки' }).click();
    await expect(dialog.getByRole('button', { name: 'Запази избора' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Статистика/ })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Маркетинг/ })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Необходими/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Необходими/ })).toBeDisabled();
    // Escape does not count as a choice.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });

  test('Reject stores the choice with its time, sets no analytics cookie, sends no report', async ({
    page,
  }) => {
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${api()}/events`) reports.push(request);
    });
    await page.goto('/de');
    await consent(page).getByRole('button', { name: 'Отхвърли всички' }).click();
    await expect(consent(page)).toBeHidden();
    expect(await cookieNames(page)).toEqual(['accept-cookies']);
    const stored = (await page.context().cookies()).find((c) => c.name === 'accept-cookies');
    const value = JSON.parse(decodeURIComponent(stored?.value ?? '')) as {
      categories: Record<string, boolean>;
      decidedAt: string;
      revision: number;
    };
    expect(value.categories).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(Date.parse(value.decidedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(value.revision).toBeGreaterThan(0);
    await page.mouse.move(30, 30);
    await page.mouse.click(30, 30);
    await page.waitForTimeout(1500);
    expect(reports).toHaveLength(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-event-reports', /.*/);
  });

  test('Accept starts the reports at once; the footer link changes the choice later', async ({
    page,
  }) => {
    await page.goto('/de');
    await consent(page).getByRole('button', { name: 'Приеми всички' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-event-reports', 'on');
    const settings = page.getByRole('button', { name: 'Настройки на бисквитките' });
    await settings.click();
    const dialog = consent(page);
    await expect(dialog.getByRole('checkbox', { name: /Статистика/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Маркетинг/ }).uncheck();
    await dialog.getByRole('button', { name: 'Запази избора' }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    const stored = (await page.context().cookies()).find((c) => c.name === 'accept-cookies');
    expect(JSON.parse(decodeURIComponent(stored?.value ?? ''))).toMatchObject({
      categories: { analytics: true, marketing: false },
    });
  });
});

test.describe('product §4 consent is never shown to a crawler', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  test('Googlebot reads the page without a consent dialog', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await page.waitForTimeout(500);
    await expect(consent(page)).toHaveCount(0);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('product §4 age regulation', () => {
  test('bg-BG asks first, remembers a yes, then asks for consent', async ({ page }) => {
    await page.goto('/');
    await expect(ageGate(page)).toBeVisible();
    await expect(consent(page)).toHaveCount(0);
    await ageGate(page).getByRole('button', { name: 'Да, на 18 или повече години съм' }).click();
    await expect(ageGate(page)).toHaveCount(0);
    await expect(consent(page)).toBeVisible();
    await consent(page).getByRole('button', { name: 'Приеми всички' }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await page.waitForTimeout(500);
    await expect(ageGate(page)).toHaveCount(0);
    await expect(consent(page)).toHaveCount(0);
  });

  test('the gate is in the first paint, before any module arrives, and keeps an early answer', async ({
    page,
  }) => {
    // Every module held back: what shows is the prerendered page and its inline opener.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(ageGate(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'started');
    // A tap before the gates' module arrives closes the gate and is recorded once it does.
    await ageGate(page).getByRole('button', { name: 'Да, на 18 или повече години съм' }).click();
    await expect(ageGate(page)).toHaveCount(0);
    expect(await cookieNames(page)).not.toContain('age-regulation');
    release();
    await expect(consent(page)).toBeVisible();
    expect(await cookieNames(page)).toContain('age-regulation');
    await expect(ageGate(page)).toHaveCount(0);
  });

  test('bg-DE does not ask', async ({ page }) => {
    await page.goto('/de');
    await expect(consent(page)).toBeVisible();
    await expect(ageGate(page)).toHaveCount(0);
  });

  test('a no leads to the responsible-gambling page, and no affiliate link works', async ({
    page,
  }) => {
    await page.goto('/');
    await ageGate(page).getByRole('button', { name: 'Не', exact: true }).click();
    await expect(page).toHaveURL(/\/responsible-gambling$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Отговорна игра' })).toBeVisible();
    await expect(ageGate(page)).toHaveCount(0);
    await consent(page).getByRole('button', { name: 'Отхвърли всички' }).click();
    await page.goto('/');
    const link = page.locator('a[href*="/go/"]').first();
    await link.click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('product §4 bonus popup', () => {
  test('opens only after the first interaction, after the gates', async ({ page, context }) => {
    await context.addCookies([
      {
        name: 'age-regulation',
        value: encodeURIComponent(new Date().toISOString()),
        domain: '127.0.0.1',
        path: '/',
      },
      {
        name: 'accept-cookies',
        value: encodeURIComponent(
          JSON.stringify({
            categories: { necessary: true, analytics: false, marketing: false },
            decidedAt: new Date().toISOString(),
            revision: CONSENT_REVISION,
          }),
        ),
        domain: '127.0.0.1',
        path: '/',
      },
    ]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await page.waitForTimeout(1000);
    const popup = page.getByRole('dialog', { name: /Оферта на деня/ });
    await expect(popup).toHaveCount(0);
    await page.mouse.move(40, 40);
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });
});
