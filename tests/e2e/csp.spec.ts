/**
 * The content security policy (product §9) in Chromium against the prerendered site: the modals,
 * gates, slot demo, accounts and the /go/ hand-over run without one violation, and the policy
 * really blocks an injected script and reports it to the API. Every page type, named route and
 * SPA screen is walked once, by the accessibility walks, which watch the policy on each page too
 * (a11y.spec.ts).
 */
import { FIRST_VISIT, expect, test } from './fixtures/test';
import { watchViolations } from './fixtures/csp-watch';
import { wakeIslands } from './fixtures/islands';

const API = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

type StoredReport = { body: { documentUrl: string; directive: string; blockedUrl: string } };

async function reportsAt(): Promise<StoredReport[]> {
  const { items } = (await (await fetch(`${API}/__test/csp-reports`)).json()) as {
    items: StoredReport[];
  };
  return items;
}

/** A casino's affiliate code and a slot's slug, from the API. */
async function siteMap(): Promise<{ code: string; slot: string }> {
  const { pages } = (await (await fetch(`${API}/pages?locale=bg-BG`)).json()) as {
    pages: { slug: string; type: string }[];
  };
  const { items } = (await (
    await fetch(`${API}/casinos?pageSize=1`, { headers: { 'x-locale': 'bg-BG' } })
  ).json()) as { items: { affiliateCode: string }[] };
  const slot = pages.find((p) => p.type === 'slot')?.slug ?? '';
  return { code: items[0]?.affiliateCode ?? '', slot };
}

test('the SPA affiliate screen hands the visitor to the operator without a CSP violation', async ({
  page,
}) => {
  const seen = await watchViolations(page);
  await page.route(/^https:\/\/[^/]+\.example-operator\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>operator</h1>' }),
  );
  const { code } = await siteMap();
  await page.goto(`/go/${code}`);
  await page.waitForURL(/example-operator\.com/);
  expect(seen).toEqual([]);
});

test('the modals and the slot demo open without a CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const seen = await watchViolations(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  for (const [name, title] of [
    ['newsletter', 'Бюлетин'],
    ['contact-us', 'Свържете се с нас'],
    ['invite-friend', 'Покани приятел'],
    ['chat', 'Чат'],
    ['casino-list', 'Топ казина'],
  ] as const) {
    const trigger = page.locator(`[data-modal-open="${name}"]`).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    if (name === 'chat') await dialog.getByRole('button', { name: 'Слотове' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(seen, name).toEqual([]);
  }
  // The demo frame loads from a provider host the policy names (the host itself is not reachable
  // here: a network error, never a frame-src violation).
  const { slot } = await siteMap();
  await page.route(/^https:\/\/demo\./, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>demo</p>' }),
  );
  await page.goto(`/${slot}`);
  const facade = page.locator('.demo__facade');
  await facade.scrollIntoViewIfNeeded();
  await facade.hover();
  await facade.click();
  await expect(page.locator('iframe.demo__frame')).toHaveAttribute('src', /^https:\/\/demo\./);
  await expect(page.frameLocator('iframe.demo__frame').locator('p')).toHaveText('demo');
  expect(seen).toEqual([]);
});

test.describe('a first visit', () => {
  test.use(FIRST_VISIT);

  test('the age gate, the consent dialog and the bonus popup run without a violation', async ({
    page,
  }) => {
    const seen = await watchViolations(page);
    await page.goto('/');
    const age = page.getByRole('dialog', { name: 'Навършили ли сте 18 години?' });
    await age.getByRole('button', { name: 'Да, на 18 или повече години съм' }).click();
    const consent = page.getByRole('dialog', { name: 'Бисквитки' });
    await consent.getByRole('button', { name: 'Приеми всички' }).click();
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 300);
    await expect(page.getByRole('dialog', { name: /Оферта на деня/ })).toBeVisible();
    expect(seen).toEqual([]);
  });
});

test('the policy blocks an injected inline script and handler, and the report reaches the API', async ({
  page,
}) => {
  const seen = await watchViolations(page);
  await page.goto('/about-us?csp-probe=1');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/logo.png?probe" onload="window.__injected = \'handler\'">';
    document.body.append(holder);
  });
  await expect
    .poll(() => seen.map((v) => v.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem']);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect
    .poll(
      async () =>
        (await reportsAt())
          .filter((r) => r.body.documentUrl.includes('csp-probe'))
          .map((r) => r.body.directive)
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(['script-src-attr', 'script-src-elem']);
});

test('signing in, the feed, its modals and the profile run without a CSP violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const seen = await watchViolations(page);
  // The identity service talks to the Auth emulator on this stage (connect-src names it).
  await page.goto('/login');
  await page.getByLabel('Имейл').fill('georgi@kazino-bg.example');
  await page.getByLabel('Парола', { exact: true }).fill('kazino-parola-1');
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.locator('[data-account-status="signed-in"]')).toBeVisible();
  await page.goto('/feed');
  await wakeIslands(page);
  await expect(page.locator('article.post').first()).toBeVisible();
  await page.locator('article.post [data-action="comments"]').first().click();
  await expect(page.locator('.post-thread').first()).toBeVisible();
  await page.getByRole('button', { name: 'Нова публикация' }).click();
  await expect(page.getByRole('dialog', { name: 'Нова публикация' })).toBeVisible();
  await page.keyboard.press('Escape');
  const entry = page.locator('a[data-account-entry="signed-in"]');
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
