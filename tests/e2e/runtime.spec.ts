/**
 * The browser app runtime against the prerendered site and the content API: product §7
 * headers on real requests, the API-vs-db.json race, query parameters, navigation, the /go
 * affiliate path and the refresh popup. Time is driven by Playwright's clock, never waited on.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

/** Console errors and uncaught exceptions of a page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a path and moves the mouse: the page's store read waits for the first interaction
 * (nothing beyond the eager budget loads before it).
 */
async function openAndTouch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.mouse.move(20, 20);
}

/** The slug of a casino whose affiliate code the API knows. */
async function knownCasino(): Promise<string> {
  const response = await fetch(`${api()}/casinos?pageSize=1`, { headers: { 'x-locale': 'bg-BG' } });
  const body = (await response.json()) as { items: { slug: string }[] };
  const slug = body.items[0]?.slug;
  if (!slug) throw new Error('The seed has no casino');
  return slug;
}

/** Answers every request to the fake operator hosts the API's affiliate URLs point at. */
async function fulfilOperator(page: Page): Promise<void> {
  await page.route(/^https:\/\/[^/]+\.example-operator\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>operator</h1>' }),
  );
}

test.describe('product §7 headers on real requests', () => {
  test('the page read carries every browser header', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (request.url() === `${api()}/home`) requests.push(request);
    });
    await openAndTouch(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-page-source', /api|dbFiles/);
    const request = requests[0];
    expect(request, 'GET {API}/home was sent').toBeDefined();
    const headers = await request!.allHeaders();
    expect(headers).toMatchObject({
      'x-is-preview': 'false',
      'x-locale': 'bg-BG',
      'x-lang': 'bg',
      'x-country-code-app': '',
      'x-country-code-test': 'false',
      'x-firebase-appcheck': 'demo',
    });
    // Server rendering only, and only when signed in (nobody is).
    expect(headers['x-public-access']).toBeUndefined();
    expect(headers['x-authorization']).toBeUndefined();
  });

  test('a page of the de locale asks with x-locale bg-DE', async ({ page }) => {
    const locales: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${api()}/`) && request.url().endsWith('/home'))
        locales.push(request.headers()['x-locale'] ?? '');
    });
    await openAndTouch(page, '/de');
    await expect(page.locator('html')).toHaveAttribute('data-page-source', /api|dbFiles/);
    expect(locales).toContain('bg-DE');
  });
});

test.describe('product §4 store race', () => {
  test('the page is read again only after the first interaction', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${api()}/home` || request.url().endsWith('/home/db.json'))
        reads.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-page-source', /.+/);
    await page.mouse.move(20, 20);
    await expect(page.locator('html')).toHaveAttribute('data-page-source', /api|dbFiles/);
    expect(reads.length).toBeGreaterThan(0);
  });

  test('API slow: db.json wins', async ({ page }) => {
    // Hold the API's answer until the test ends: it can only ever come second.
    await page.route(`${api()}/home`, () => undefined);
    await openAndTouch(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-page-source', 'dbFiles');
  });

  test('API down: db.json wins', async ({ page }) => {
    await page.route(`${api()}/home`, (route) => route.abort());
    await openAndTouch(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-page-source', 'dbFiles');
  });

  test('files missing: the API wins', async ({ page }) => {
    await page.route('**/db.json', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await openAndTouch(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-page-source', 'api');
  });

  test('both down: the error state records a source', async ({ page }) => {
    await page.route(`${api()}/home`, (route) => route.abort());
    await page.route('**/db.json', (route) => route.abort());
    await openAndTouch(page, '/');
    await expect(page.locator('html')).toHaveAttribute(
      'data-store-error-source',
      /^(api|dbFiles)$/,
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-page-source', /.+/);
  });
});

test.describe('product §2 query parameters', () => {
  test('refId is stored for 30 days and stripped from the address', async ({ page, context }) => {
    await page.goto('/?refId=partner_42&x=1');
    await expect.poll(() => new URL(page.url()).search).toBe('?x=1');
    const cookie = (await context.cookies()).find((c) => c.name === 'refId');
    expect(cookie?.value).toBe('partner_42');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('garbage in every parameter falls back to defaults without an error', async ({ page }) => {
    const errors = collectErrors(page);
    await fulfilOperator(page);
    await page.goto('/?refId=%3Cscript%3E&emailVerifyToken=%25%25%25');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[data-token-state]')).toHaveAttribute('data-token-state', 'invalid');
    await expect.poll(() => new URL(page.url()).searchParams.has('refId')).toBe(false);
    expect((await page.context().cookies()).some((c) => c.name === 'refId')).toBe(false);

    const casino = await knownCasino();
    await page.goto(`/go/${casino}?bonusId=abc&locale=xx_YY&row=TRUE`);
    await page.waitForURL(/example-operator\.com/);
    const target = new URL(page.url());
    expect(target.searchParams.get('bonus')).toBe('0');
    expect(target.searchParams.get('locale')).toBe('bg-BG');
    expect(target.searchParams.has('row')).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('product §2 navigation', () => {
  test('a client navigation closes the open modal and scrolls to the top', async ({ page }) => {
    await page.goto('/login?passwordVerifyToken=abc123');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The dialog makes the page inert for the pointer; the router link is clicked from script.
    await page.evaluate(() =>
      document
        .querySelector<HTMLAnchorElement>('[data-screen="login"] a[href="/registration"]')
        ?.click(),
    );
    await expect(page).toHaveURL(/\/registration$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-screen="registration"]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('product §2 link click before hydration', () => {
  test('a content page link to an account screen starts the SPA without a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    // No content template links to an account screen yet; add the kind of link a header would.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      const link = document.createElement('a');
      link.href = '/login';
      link.textContent = 'Вход';
      link.id = 'login-link';
      document.getElementById('app-outlet')?.prepend(link);
    });
    await page.locator('#login-link').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('[data-screen="login"]')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});

test.describe('product §2 /go affiliate redirect', () => {
  test('a known bonus reaches the URL the API gave', async ({ page }) => {
    await fulfilOperator(page);
    const casino = await knownCasino();
    await page.goto(`/go/${casino}`);
    await page.waitForURL(new RegExp(`^https://${casino}\\.example-operator\\.com/`));
    expect(new URL(page.url()).searchParams.get('aff')).toBe('casino-bg');
  });

  test('an international visitor gets the international-bonus modal', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-country-code-test-override': 'DE' });
    const casino = await knownCasino();
    await page.goto(`/go/${casino}`);
    const dialog = page.getByRole('dialog', { name: 'Бонуси, достъпни във вашата държава' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('a[data-continue]')).toHaveAttribute(
      'href',
      new RegExp(`^https://${casino}\\.example-operator\\.com/`),
    );
    expect(new URL(page.url()).pathname).toBe(`/go/${casino}`);
  });
});

test.describe('product §7 affiliate report', () => {
  test('a click on an affiliate link posts an affiliate event report', async ({ page }) => {
    await fulfilOperator(page);
    // An installed clock keeps ticking with real time; paused, only fastForward moves it, so the
    // 1 s listener delay cannot pass unseen on a loaded machine.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await page.goto('/');
    const link = page.locator('a[href*="/go/"]').first();
    const reportName = (await link.getAttribute('data-report-name')) ?? 'affiliate-link';
    const component = (await link.getAttribute('data-component')) ?? 'page';
    await expect(page.locator('html')).not.toHaveAttribute('data-affiliate-listener', 'on');
    await page.clock.fastForward(1000); // product §9: the listener starts 1 s after start
    await expect(page.locator('html')).toHaveAttribute('data-affiliate-listener', 'on');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url() === `${api()}/events`,
    );
    await link.click();
    const body = (await posted).postDataJSON() as { type: string; report: { value: string } }[];
    expect(body[0]).toMatchObject({ type: 'affiliate', report: { value: reportName, component } });
    await expect
      .poll(async () => {
        const events = (await (await fetch(`${api()}/__test/events`)).json()) as {
          items: { body: { type: string; report: { component: string } } }[];
        };
        return events.items.some(
          (e) => e.body.type === 'affiliate' && e.body.report.component === component,
        );
      })
      .toBe(true);
  });
  test('a click before the sender has loaded waits for its report, then the page goes', async ({
    page,
  }) => {
    await fulfilOperator(page);
    // The HTTP layer (it builds the product §7 headers) is held until after the click.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('x-country-code-test')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-affiliate-listener', 'on');
    const link = page.locator('a[href*="/go/"]').first();
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url() === `${api()}/events`,
    );
    await link.click();
    // Held: the page stays until its report can leave.
    await expect(page).toHaveURL(/\/$/);
    release();
    const body = (await posted).postDataJSON() as { type: string }[];
    expect(body[0]).toMatchObject({ type: 'affiliate' });
    await page.waitForURL((url) => url.pathname !== '/');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('product §4 refresh popup', () => {
  test('a newer published version opens the popup after 60 s; it reloads at 0', async ({
    page,
  }) => {
    const original = (await (await fetch(`${api()}/websites?lang=bg`)).json()) as {
      version: { appVersion: string };
    };
    const newer = { ...original, version: { ...original.version, appVersion: 'v99.0.0-bg' } };
    const put = (body: unknown) =>
      fetch(`${api()}/websites/bg`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put(newer)).ok).toBe(true);
    try {
      await page.clock.install();
      await page.goto('/');
      await page.clock.fastForward(3000); // past the idle start of the refresh watch
      await expect(page.locator('html')).toHaveAttribute('data-refresh-watch', 'on');
      const dialog = page.getByRole('dialog', { name: 'Нова версия на приложението' });
      await expect(dialog).toBeHidden();
      await page.clock.fastForward(60_000);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Презареждане след 5 с');
      await expect(dialog.getByRole('button', { name: 'Презареди сега' })).toBeVisible();
      for (const left of [4, 3, 2, 1]) {
        await page.clock.fastForward(1000);
        await expect(dialog).toContainText(`Презареждане след ${left} с`);
      }
      const reloaded = page.waitForEvent('load');
      await page.clock.fastForward(1000);
      await reloaded;
    } finally {
      await put(original);
    }
  });
});
