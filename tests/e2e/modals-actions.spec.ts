/**
 * The modals a visitor opens to act (product §2): demo, age verification, global confirm and review
 * casino, each on the one modal base: opened from its trigger, focus kept inside, closed by
 * Escape and by the backdrop, focus given back. Then what each one does: the demo frames only an
 * allowlisted https host with marketing consent, the age verification guards demos and operator
 * links, the confirm dialog answers true or false, a review is validated and stored. The demo's
 * fallback (product §9): a frame that has not loaded the provider's game when its timeout runs out
 * gives way to the poster and a link to the provider's page, whether the provider is unreachable
 * (the frame would show the browser's error page, whose load event fires all the same) or slow;
 * a game that loaded stays. The page's clock is driven there, not waited.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { z } from 'zod';
import { CONSENT_REVISION } from '../../src/config/constants';
import { expectModalBase } from './fixtures/modal-base';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

/** The slug of a slot page whose provider offers a demo (present in both locales). */
async function demoSlot(): Promise<string> {
  const body = z
    .object({ items: z.array(z.object({ slug: z.string() })) })
    .parse(await (await fetch(`${api()}/slots/demo?pageSize=1`)).json());
  return body.items[0]!.slug;
}

/** The slug and name of a casino reviewed in bg-DE. */
async function deCasino(): Promise<{ slug: string; name: string }> {
  const body = z
    .object({ items: z.array(z.object({ slug: z.string(), name: z.string() })) })
    .parse(
      await (
        await fetch(`${api()}/casinos?pageSize=1`, { headers: { 'x-locale': 'bg-DE' } })
      ).json(),
    );
  return body.items[0]!;
}

/** Serves every seeded demo host (demo.{provider}.example.com) with a small game page. */
async function serveDemos(page: Page): Promise<void> {
  await page.route(/^https:\/\/demo\.[a-z0-9-]+\.example\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Демо</title><p id="demo-ok">Демо игра</p>',
    }),
  );
}

/** Sets the age answer to a yes of `daysAgo` days ago. */
async function ageAnsweredDaysAgo(page: Page, daysAgo: number): Promise<void> {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await page
    .context()
    .addCookies([
      { name: 'age-regulation', value: encodeURIComponent(at), domain: '127.0.0.1', path: '/' },
    ]);
}

/** Sets the consent cookie: necessary plus the given categories. */
async function consentTo(page: Page, choice: { analytics: boolean; marketing: boolean }) {
  const value = {
    categories: { necessary: true, ...choice },
    decidedAt: new Date().toISOString(),
    revision: CONSENT_REVISION,
  };
  await page.context().addCookies([
    {
      name: 'accept-cookies',
      value: encodeURIComponent(JSON.stringify(value)),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
}

/** A cookie's decoded value, or undefined. */
async function cookie(page: Page, name: string): Promise<string | undefined> {
  const found = (await page.context().cookies()).find((c) => c.name === name);
  return found ? decodeURIComponent(found.value) : undefined;
}

const DEMO_TRIGGER = '[data-modal-open="demo"]';
const demoDialog = (page: Page) => page.getByRole('dialog', { name: /^Играй демо:/ });
const ageDialog = (page: Page) => page.getByRole('dialog', { name: 'Потвърдете възрастта си' });

test.describe('product §2 demo modal', () => {
  test('opens from the slot page, traps focus, closes on Escape and backdrop', async ({ page }) => {
    await serveDemos(page);
    await page.goto(`/de/${await demoSlot()}`);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await expectModalBase(page, page.locator(DEMO_TRIGGER), demoDialog(page));
  });

  test('frames an allowlisted https host, sandboxed without top navigation', async ({ page }) => {
    await serveDemos(page);
    await page.goto(`/de/${await demoSlot()}`);
    await page.locator(DEMO_TRIGGER).click();
    const frame = demoDialog(page).locator('iframe.demo__frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(frame).toHaveAttribute('src', /^https:\/\/demo\.[a-z0-9-]+\.example\.com\//);
    await expect(page.frameLocator('iframe.demo__frame').locator('#demo-ok')).toHaveText(
      'Демо игра',
    );
  });

  for (const [label, demoUrl, reason] of [
    ['a host the API does not name', 'https://evil.example.net/play/x', 'not-listed'],
    ['plain http', 'http://demo.vitosha-labs.example.com/play/x', 'not-https'],
  ] as const) {
    test(`refuses ${label}: the fallback, no frame, no request`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/evil\.example\.net|^http:\/\/demo\./.test(request.url())) asked.push(request.url());
      });
      await page.goto(`/de/${await demoSlot()}`);
      // What a CMS could send: the trigger's demo address replaced before the click.
      await page.locator(DEMO_TRIGGER).evaluate((button, url) => {
        const props = JSON.parse(button.getAttribute('data-modal-props') ?? '{}') as object;
        button.setAttribute('data-modal-props', JSON.stringify({ ...props, demoUrl: url }));
      }, demoUrl);
      await page.locator(DEMO_TRIGGER).click();
      const fallback = demoDialog(page).locator(`[data-demo-fallback="${reason}"]`);
      await expect(fallback).toContainText('Тази демо игра не може да бъде показана тук.');
      await expect(fallback.locator('img.demo-modal__poster')).toBeVisible();
      await expect(fallback.getByRole('link', { name: 'Към доставчика' })).toHaveAttribute(
        'href',
        /^\/de\/[a-z0-9-]+$/,
      );
      await expect(demoDialog(page).locator('iframe')).toHaveCount(0);
      expect(asked).toEqual([]);
    });
  }

  test('without marketing consent: no frame, a way to the cookie settings and back', async ({
    page,
  }) => {
    await serveDemos(page);
    const toDemoHosts: string[] = [];
    page.on('request', (request) => {
      if (/\.example\.com\/play\//.test(request.url())) toDemoHosts.push(request.url());
    });
    await consentTo(page, { analytics: true, marketing: false });
    await page.goto(`/de/${await demoSlot()}`);
    await page.locator(DEMO_TRIGGER).click();
    const fallback = demoDialog(page).locator('[data-demo-fallback="consent"]');
    await expect(fallback).toContainText('само с вашето съгласие за маркетингови бисквитки');
    await expect(demoDialog(page).locator('iframe')).toHaveCount(0);
    await fallback.getByRole('button', { name: 'Настройки на бисквитките' }).click();
    await expect(demoDialog(page)).toHaveCount(0);
    const settings = page.getByRole('dialog', { name: 'Бисквитки' });
    await expect(settings).toBeVisible();
    expect(toDemoHosts).toEqual([]);
    // Marketing allowed: the visitor is back at the demo they asked for, now framed.
    await settings.getByRole('button', { name: 'Приеми всички' }).click();
    await expect(demoDialog(page).locator('iframe.demo__frame')).toBeVisible();
    await expect(page.frameLocator('iframe.demo__frame').locator('#demo-ok')).toHaveText(
      'Демо игра',
    );
  });
});

/** The timeout the modal gives a frame (src/components/modals/demo/useDemoView.ts). */
const DEMO_LOAD_TIMEOUT_MS = 10_000;
const DEMO_HOST = /^https:\/\/demo\.[a-z0-9-]+\.example\.com\//;

/** Opens the demo of a slot page with the page's clock under the test's hand. */
async function openDemo(page: Page, provider: (route: Route) => Promise<void> | void) {
  await page.route(DEMO_HOST, provider);
  await page.clock.install();
  await page.goto(`/${await demoSlot()}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.locator('[data-modal-open="demo"]').click();
  const dialog = page.getByRole('dialog', { name: /^Играй демо:/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The fallback product §9 asks for: the poster and a link to the provider's page. */
async function expectFallback(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Играй демо:/ });
  const fallback = dialog.locator('[data-demo-fallback="timeout"]');
  await expect(fallback).toBeVisible();
  await expect(fallback.locator('img.demo-modal__poster')).toBeVisible();
  await expect(fallback.getByRole('link', { name: 'Към доставчика' })).toHaveAttribute(
    'href',
    /^\/[a-z0-9-]+$/,
  );
  await expect(dialog.locator('iframe')).toHaveCount(0);
}

test.describe('product §9 demo fallback', () => {
  test('an unreachable provider: the fallback, not the browser’s broken frame', async ({
    page,
  }) => {
    await openDemo(page, (route) => route.abort('connectionrefused'));
    await page.clock.runFor(DEMO_LOAD_TIMEOUT_MS + 500);
    await expectFallback(page);
  });

  test('a provider that does not answer in time: the fallback after the timeout', async ({
    page,
  }) => {
    // Held until the test ends: the frame never loads.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openDemo(page, async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    await expect(page.locator('iframe.demo__frame')).toBeVisible();
    await page.clock.runFor(DEMO_LOAD_TIMEOUT_MS + 500);
    await expectFallback(page);
    release();
  });

  test('a game that loaded stays after the timeout', async ({ page }) => {
    await openDemo(page, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Демо</title><p id="demo-ok">Демо игра</p>',
      }),
    );
    await expect(page.frameLocator('iframe.demo__frame').locator('#demo-ok')).toHaveText(
      'Демо игра',
    );
    await page.clock.runFor(DEMO_LOAD_TIMEOUT_MS + 500);
    await expect(page.frameLocator('iframe.demo__frame').locator('#demo-ok')).toHaveText(
      'Демо игра',
    );
    await expect(page.locator('[data-demo-fallback]')).toHaveCount(0);
  });
});

test.describe('product §2 age verification', () => {
  test('bg-BG: an old yes asks for a date of birth before the demo; base behaviour', async ({
    page,
  }) => {
    await ageAnsweredDaysAgo(page, 40);
    await page.goto(`/${await demoSlot()}`);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await expectModalBase(page, page.locator(DEMO_TRIGGER), ageDialog(page));
    await expect(demoDialog(page)).toHaveCount(0);
  });

  test('an adult date of birth renews the answer and the demo opens', async ({ page }) => {
    await serveDemos(page);
    await ageAnsweredDaysAgo(page, 40);
    await page.goto(`/${await demoSlot()}`);
    await page.locator(DEMO_TRIGGER).click();
    const dialog = ageDialog(page);
    await dialog.getByRole('button', { name: 'Потвърди' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Това поле е задължително.');
    await dialog.getByLabel('Дата на раждане').fill('1990-02-28');
    await dialog.getByRole('button', { name: 'Потвърди' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(demoDialog(page).locator('iframe.demo__frame')).toBeVisible();
    const answeredAt = Date.parse((await cookie(page, 'age-regulation')) ?? '');
    expect(Date.now() - answeredAt).toBeLessThan(60_000);
  });

  test('a minor is sent to responsible gambling and kept as a no', async ({ page }) => {
    await ageAnsweredDaysAgo(page, 40);
    await page.goto(`/${await demoSlot()}`);
    await page.locator(DEMO_TRIGGER).click();
    const year = new Date().getFullYear() - 15;
    await ageDialog(page)
      .getByLabel('Дата на раждане')
      .fill(`${String(year)}-06-15`);
    await ageDialog(page).getByRole('button', { name: 'Потвърди' }).click();
    await expect(page).toHaveURL(/\/responsible-gambling$/);
    expect(await cookie(page, 'age-regulation')).toBe('no');
  });

  test('an operator link waits for the date of birth, then is followed', async ({ page }) => {
    await ageAnsweredDaysAgo(page, 40);
    await page.goto('/');
    const link = page.locator('a[href*="/go/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(ageDialog(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    const followed = page.waitForRequest((request) => request.url().includes(href));
    await ageDialog(page).getByLabel('Дата на раждане').fill('1985-01-01');
    await ageDialog(page).getByRole('button', { name: 'Потвърди' }).click();
    await followed;
  });

  test('a recent yes and a locale without age regulation ask nothing', async ({ page }) => {
    await serveDemos(page);
    await page.goto(`/${await demoSlot()}`);
    await page.locator(DEMO_TRIGGER).click();
    await expect(demoDialog(page)).toBeVisible();
    await ageAnsweredDaysAgo(page, 400);
    await page.goto(`/de/${await demoSlot()}`);
    await page.locator(DEMO_TRIGGER).click();
    await expect(demoDialog(page)).toBeVisible();
    await expect(ageDialog(page)).toHaveCount(0);
  });
});

test.describe('product §2 global confirm dialog', () => {
  const withdraw = (page: Page) => page.getByRole('button', { name: 'Оттегляне на съгласието' });
  const confirm = (page: Page) => page.getByRole('dialog', { name: 'Оттегляне на съгласието' });

  test('opens from the footer link, traps focus, closes on Escape and backdrop', async ({
    page,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await expectModalBase(page, withdraw(page), confirm(page));
    // Every way out without the confirm button is a false: consent unchanged.
    expect(await cookie(page, 'accept-cookies')).toContain('"marketing":true');
  });

  test('cancel resolves false and keeps the consent; confirm withdraws it', async ({ page }) => {
    await page.goto('/de');
    await withdraw(page).click();
    await confirm(page).getByRole('button', { name: 'Запази избора ми' }).click();
    await expect(confirm(page)).toHaveCount(0);
    expect(await cookie(page, 'accept-cookies')).toContain('"analytics":true');
    await withdraw(page).click();
    await expect(confirm(page)).toContainText('Да оттеглим ли съгласието ви');
    await confirm(page).getByRole('button', { name: 'Оттегли' }).click();
    await expect(page.locator('#app-toasts')).toContainText('Съгласието ви е оттеглено.');
    const stored = JSON.parse((await cookie(page, 'accept-cookies')) ?? '{}') as {
      categories?: unknown;
    };
    expect(stored.categories).toEqual({ necessary: true, analytics: false, marketing: false });
  });
});

test.describe('product §2 review casino modal', () => {
  const dialog = (page: Page, name: string) =>
    page.getByRole('dialog', { name: `Отзив за ${name}` });

  test('opens from the casino page, traps focus, closes on Escape and backdrop', async ({
    page,
  }) => {
    const casino = await deCasino();
    await page.goto(`/de/${casino.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await expectModalBase(
      page,
      page.getByRole('button', { name: 'Напишете отзив' }),
      dialog(page, casino.name),
    );
  });

  test('Bulgarian field errors, then the success toast, and the API stored it', async ({
    page,
  }) => {
    const casino = await deCasino();
    await page.goto(`/de/${casino.slug}`);
    await page.getByRole('button', { name: 'Напишете отзив' }).click();
    const form = dialog(page, casino.name);
    await form.getByRole('button', { name: 'Изпрати отзива' }).click();
    await expect(form.getByText('Изберете от 1 до 5 звезди.')).toBeVisible();
    await expect(form.getByText('Моля, дайте съгласие за публикуването.')).toBeVisible();
    await expect(form.getByText('Това поле е задължително.')).toHaveCount(4);
    await expect(form.getByRole('radio', { name: '1 звезда' })).toBeFocused();

    const title = `Бързо теглене ${String(Date.now())}`;
    await form.getByRole('radio', { name: '4 звезди' }).check();
    await form.getByLabel('Заглавие *', { exact: true }).fill(title);
    await form.getByLabel('Вашият отзив *', { exact: true }).fill('Кратко.');
    await form.getByLabel('Име *', { exact: true }).fill('Иван');
    await form.getByLabel('Имейл *', { exact: true }).fill('ivan@');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Изпрати отзива' }).click();
    await expect(form.getByText('Поне 30 знака.')).toBeVisible();
    await expect(form.getByText('Моля, въведете валиден имейл адрес.')).toBeVisible();

    const text = 'Тегленията пристигнаха за един ден, поддръжката отговаря на български.';
    await form.getByLabel('Вашият отзив *', { exact: true }).fill(text);
    await form.getByLabel('Имейл *', { exact: true }).fill('ivan@example.bg');
    await form.getByRole('button', { name: 'Изпрати отзива' }).click();
    // The toast sits beside the button that opened the form, in the flow, not over the page.
    await expect(page.locator('#review-toasts')).toContainText('Отзивът е изпратен успешно');
    await expect(page.locator('#app-toasts')).toBeEmpty();
    await expect(form).toHaveCount(0);

    const stored = z
      .object({ items: z.array(z.record(z.string(), z.unknown())) })
      .parse(await (await fetch(`${api()}/__test/reviews`)).json())
      .items.find((row) => row.title === title);
    expect(stored).toMatchObject({
      locale: 'bg-DE',
      casino_slug: casino.slug,
      rating: 4,
      body: text,
      author_name: 'Иван',
      email: 'ivan@example.bg',
      status: 'pending',
    });
  });

  test('a server error shows the error toast and keeps what was typed', async ({ page }) => {
    const casino = await deCasino();
    await page.route('**/casinos/reviews', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`/de/${casino.slug}`);
    await page.getByRole('button', { name: 'Напишете отзив' }).click();
    const form = dialog(page, casino.name);
    await form.getByRole('radio', { name: '5 звезди' }).check();
    await form.getByLabel('Заглавие *', { exact: true }).fill('Добро казино');
    await form
      .getByLabel('Вашият отзив *', { exact: true })
      .fill('Всичко работи добре, а бонусите са с ясни условия.');
    await form.getByLabel('Име *', { exact: true }).fill('Мария');
    await form.getByLabel('Имейл *', { exact: true }).fill('maria@example.bg');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Изпрати отзива' }).click();
    await expect(form.locator('.form-toasts')).toContainText('Грешка в сървъра');
    await expect(page.locator('#app-toasts')).toBeEmpty();
    await expect(form.getByLabel('Заглавие *', { exact: true })).toHaveValue('Добро казино');
  });
});
