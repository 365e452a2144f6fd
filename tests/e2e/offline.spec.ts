/**
 * Installable and offline, in real Chromium against the prerendered site with its
 * service worker: pages read stay readable offline with their islands, a page never read shows
 * the offline page listing them, /go/ and identity-carrying requests are never cached, and a
 * new published build reaches an open tab through the refresh popup.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { createCdnServer } from '../../cdn/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { prerenderOwnTree } from './fixtures/own-tree';
import { controlled } from './fixtures/service-worker';

const apiUrl = () => process.env.E2E_API_URL ?? 'http://127.0.0.1:4310';

// The rest of the suite blocks workers (page.route cannot see their fetches); these need them.
test.use({ serviceWorkers: 'allow' });

/** First slugs of the API's page list by type. */
async function slugsByType(): Promise<Map<string, string>> {
  const res = await fetch(`${apiUrl()}/pages?locale=bg-BG`);
  const { pages } = (await res.json()) as { pages: { slug: string; type: string }[] };
  const map = new Map<string, string>();
  for (const p of pages) if (!map.has(p.type)) map.set(p.type, p.slug);
  return map;
}

/** Every URL the site's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((r) => r.url));
    }
    return urls;
  });
}

/**
 * Waits until the worker's caches hold the home page and `next` under `base`, then reads both
 * offline with nothing but those caches: each comes from the worker with its heading.
 */
async function expectKeptOffline(
  { page, context }: { page: Page; context: BrowserContext },
  base: string,
  read: { next: string; home: string; title: string },
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await cachedUrls(page))
          .filter((u) => u.startsWith(base))
          .map((u) => new URL(u).pathname)
          .filter((path) => path === '/' || path === read.next)
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual([read.next, '/'].sort());
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  for (const [path, h1] of [
    ['/', read.home],
    [read.next, read.title],
  ] as const) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator('h1').first()).toHaveText(h1);
  }
}

test('three pages read stay readable offline with a working island; an unread page shows the offline page', async ({
  page,
  context,
}) => {
  // Eleven navigations, half of them offline: past the default timeout on two cores.
  test.setTimeout(90_000);
  const slugs = await slugsByType();
  const read = ['casino', 'slot', 'article'].map((type) => `/${slugs.get(type) ?? ''}`);
  const unread = `/${slugs.get('payment-provider') ?? ''}`;
  const titles: string[] = [];

  await page.goto(read[0] ?? '/');
  await controlled(page);
  // Wake the FAQ island once online, so its code is among what the visitor read.
  const faq = page.locator('[data-island="Faq"] button').first();
  await faq.click();
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  for (const path of read) {
    await page.goto(path);
    await controlled(page); // marked once the worker holds the page's db.json too
    titles.push((await page.locator('h1').first().textContent()) ?? '');
  }

  // Beside the HTML: each page's db.json and the media host's images (opaque, cache-first).
  const urls = await cachedUrls(page);
  for (const path of read)
    expect(
      urls.some((u) => u.endsWith(`${path}/db.json`)),
      path,
    ).toBe(true);
  expect(urls.some((u) => u.startsWith(`${apiUrl()}/media/`))).toBe(true);

  // Only the worker's caches may answer: the HTTP cache would keep the immutable assets too.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  for (const [i, path] of read.entries()) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator('h1').first()).toHaveText(titles[i] ?? '');
    await expect(page.locator('.site-footer')).toBeVisible();
  }
  await page.goto(read[0] ?? '/');
  const offlineFaq = page.locator('[data-island="Faq"] button').first();
  await offlineFaq.click();
  await expect(offlineFaq).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(unread);
  await expect(page.locator('h1')).toHaveText('Няма връзка с интернет');
  await expect(page.locator('.site-header')).toBeVisible();
  const list = page.locator('[data-offline-list] a');
  for (const [i, path] of read.entries()) {
    await expect(list.filter({ hasText: titles[i] ?? '' }).first()).toHaveAttribute('href', path);
  }
  await expect(page.locator(`[data-offline-list] a[href="${unread}"]`)).toHaveCount(0);
  // A listed page opens from the cache.
  await list
    .filter({ hasText: titles[1] ?? '' })
    .first()
    .click();
  await expect(page.locator('h1').first()).toHaveText(titles[1] ?? '');
});

test('a bg-DE page never read shows the bg-DE offline page: its header, its links, its pages', async ({
  page,
  context,
}) => {
  const res = await fetch(`${apiUrl()}/pages`, { headers: { 'x-locale': 'bg-DE' } });
  const { pages } = (await res.json()) as { pages: { slug: string; type: string }[] };
  const [read, unread] = ['casino', 'slot'].map(
    (type) => `/de/${pages.find((p) => p.type === type)?.slug ?? ''}`,
  );
  await page.goto(read ?? '/de');
  await controlled(page);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.goto(unread ?? '/de');
  await expect(page.locator('h1')).toHaveText('Няма връзка с интернет');
  // bg-DE has no accounts (product §1), and its layout links stay under /de.
  await expect(page.locator('a[data-account-entry]')).toHaveCount(0);
  await expect(page.locator('a.site-logo')).toHaveAttribute('href', '/de');
  await expect(page.locator(`[data-offline-list] a[href="${read ?? ''}"]`)).toHaveCount(1);
});

test('the first page and the next stay readable offline when the visitor leaves while the worker installs', async ({
  page,
  context,
}) => {
  const slugs = await slugsByType();
  const next = `/${slugs.get('casino') ?? ''}`;
  // The published tree behind a door that holds the worker's install (its precache of the
  // offline page) until the visitor has left the first page: what a slow first install does.
  const cdn = createCdnServer({ outDir: 'out-e2e' });
  let release = (): void => undefined;
  const installHeld = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    const pass = () => void cdn.emit('request', req, res);
    if (req.url?.startsWith('/assets/offline-')) void installHeld.then(pass);
    else pass();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await page.goto(`${base}/`);
    const home = (await page.locator('h1').first().textContent()) ?? '';
    await page.mouse.move(5, 5);
    await page.mouse.move(15, 15);
    // Polled from here: waitForFunction takes the promise an async predicate returns as done.
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            Boolean((await navigator.serviceWorker.getRegistration())?.installing),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    // Leaves while the worker installs, and does nothing on the next page.
    await page.goto(`${base}${next}`);
    const title = (await page.locator('h1').first().textContent()) ?? '';
    release();
    await expectKeptOffline({ page, context }, base, { next, home, title });
  } finally {
    release();
    server.closeAllConnections();
    server.close();
  }
});

test('a page left by the click that was its first interaction is kept with the next', async ({
  page,
  context,
}) => {
  // A slow phone: the page is left long before an idle moment would have registered the worker.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/');
  const home = (await page.locator('h1').first().textContent()) ?? '';
  // The click asks for the worker and leaves the page before it registers; the visitor then
  // does nothing on the next page.
  const link = page.locator('main a[href^="/"]:not([href^="/go/"])').first();
  const next = (await link.getAttribute('href')) ?? '';
  await link.click();
  await page.waitForURL(`**${next}`);
  const title = (await page.locator('h1').first().textContent()) ?? '';
  await expectKeptOffline({ page, context }, new URL(page.url()).origin, { next, home, title });
});

test('a page left by a click before its runtime started is kept with the next', async ({
  page,
  context,
}) => {
  // The site's stylesheet held, as on a slow network: the runtime starts only once it has loaded.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/static/*.css', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const home = (await page.locator('h1').first().textContent()) ?? '';
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'started');
  const link = page.locator('main a[href^="/"]:not([href^="/go/"])').first();
  const next = (await link.getAttribute('href')) ?? '';
  await link.click();
  await page.waitForURL(`**${next}`, { waitUntil: 'commit' });
  release();
  const title = (await page.locator('h1').first().textContent()) ?? '';
  await expectKeptOffline({ page, context }, new URL(page.url()).origin, { next, home, title });
});

test('a page the worker claims before its own runtime starts is kept with the page before', async ({
  page,
  context,
}) => {
  // The worker's script held: the home page asks for the worker, which installs only later.
  let releaseWorker = (): void => undefined;
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  let workerAsked = false;
  await context.route('**/sw.js', async (route) => {
    workerAsked = true;
    await workerHeld;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  const home = (await page.locator('h1').first().textContent()) ?? '';
  // A first interaction that stays on the page asks for the worker.
  await page.keyboard.press('Shift');
  await expect.poll(() => workerAsked, { timeout: 20_000 }).toBe(true);
  // The next page's runtime waits for its stylesheet, held until the worker has claimed it.
  let releaseStyles = (): void => undefined;
  const stylesHeld = new Promise<void>((resolve) => (releaseStyles = resolve));
  await page.route('**/assets/static/*.css', async (route) => {
    await stylesHeld;
    await route.continue().catch(() => undefined);
  });
  const link = page.locator('main a[href^="/"]:not([href^="/go/"])').first();
  const next = (await link.getAttribute('href')) ?? '';
  await link.click();
  await page.waitForURL(`**${next}`, { waitUntil: 'commit' });
  releaseWorker();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'started');
  releaseStyles();
  const title = (await page.locator('h1').first().textContent()) ?? '';
  await expectKeptOffline({ page, context }, new URL(page.url()).origin, { next, home, title });
});

test('the offline page and its script come from the precache alone', async ({ page, context }) => {
  const slugs = await slugsByType();
  await page.goto('/');
  await controlled(page);
  // The worker keeps the page it now controls: wait for that write, or it could land after the
  // caches are emptied below and be listed as available offline.
  const keptHome = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys())
        if (name.startsWith('kazino-') && (await (await caches.open(name)).match('/'))) return true;
      return false;
    });
  await expect.poll(keptHome, { timeout: 20_000 }).toBe(true);
  // Nothing in the runtime caches nor the HTTP cache: what the offline page needs is precached.
  await page.evaluate(async () => {
    for (const name of await caches.keys())
      if (name.startsWith('kazino-')) await caches.delete(name);
  });
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.goto(`/${slugs.get('software-provider') ?? ''}`);
  await expect(page.locator('h1')).toHaveText('Няма връзка с интернет');
  await expect(page.locator('[data-offline-empty]')).toBeVisible();
  // The eager script ran (it marks <html data-booted>) and the site's stylesheet applies.
  await expect(page.locator('html')).toHaveAttribute('data-booted', 'true');
  await expect(page.locator('main')).toHaveCSS('max-width', '1152px');
});

test('/go/ and requests carrying the identity token are never cached', async ({
  page,
  context,
}) => {
  const slugs = await slugsByType();
  await page.goto(`/${slugs.get('casino') ?? ''}`);
  const version = await controlled(page);
  expect(version).toMatch(/^v5\.20\.12-bg\+[0-9a-f]{12}$/);

  const dbFile = (slug: string) => `/storage/bg/db-files-v5.20.0-bg/bg-BG/${slug}/db.json`;
  const withToken = dbFile(slugs.get('slot') ?? '');
  const without = dbFile(slugs.get('article') ?? '');
  await page.evaluate(
    async ([a, b]) => {
      await fetch(a ?? '', { headers: { 'x-authorization': 'Bearer test-token' } });
      await fetch(b ?? '');
    },
    [withToken, without],
  );
  const go = await page.goto('/go/some-casino');
  expect(go?.fromServiceWorker()).toBe(false);
  await page.goto(`/${slugs.get('casino') ?? ''}`);
  const urls = await cachedUrls(page);
  expect(urls.some((u) => u.endsWith(without))).toBe(true);
  expect(urls.filter((u) => u.endsWith(withToken) || u.includes('/go/'))).toEqual([]);

  // Bad messages: what does not parse is ignored, bad or foreign URLs are skipped one by one.
  const replies = await page.evaluate(async () => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) throw new Error('not controlled');
    const ask = (message: unknown) =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        worker.postMessage(message, [channel.port2]);
      });
    worker.postMessage('SKIP_WAITING');
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: '/go/x' } });
    const cached = await ask({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: ['http://[bad', '/go/x', 'javascript:alert(1)', 'http://127.0.0.1:9/x.js'],
      },
    });
    return [cached, await ask({ type: 'GET_VERSION' })];
  });
  expect(replies).toEqual([true, version]);
  expect((await cachedUrls(page)).filter((u) => u.includes('/go/') || u.endsWith('/x.js'))).toEqual(
    [],
  );

  await context.setOffline(true);
  await expect(page.goto('/go/some-casino')).rejects.toThrow(
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
  );
});

test('the site is installable: manifest, icons and worker pass Chromium’s check', async ({
  baseURL,
}) => {
  // Chromium never offers to install from an incognito profile, which every test context is.
  // The full browser: the headless shell answers no installability error for any page.
  const profile = mkdtempSync(join(tmpdir(), 'kazino-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL ?? ''}/`);
    await controlled(page);
    const manifest = (await (
      await page.request.get(`${baseURL ?? ''}/manifest.webmanifest`)
    ).json()) as {
      name: string;
    };
    expect(manifest.name).toBe('Казино ръководство');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a new published build reaches an open tab through the refresh popup; the reload serves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Its own page, tree and CDN, so republishing never touches what the other tests read.
  const run = Math.random().toString(36).slice(2, 8);
  const slug = `sw-obnovyavane-${run}`;
  const outDir = `out-e2e-sw-${run}`;
  const putPage = async (title: string) => {
    const about = (await (
      await fetch(`${apiUrl()}/about-us`, { headers: { 'x-locale': 'bg-BG' } })
    ).json()) as Record<string, unknown>;
    const body = { ...about, slug, title, updatedAt: new Date().toISOString() };
    const res = await fetch(`${apiUrl()}/__test/pages/bg-BG/${slug}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  };
  /** A full build of bg-BG into this test's own tree, then its worker: a new version. */
  const publish = async () => {
    await prerenderOwnTree(outDir, apiUrl());
    const sw = spawnSync('npx', ['tsx', 'build/sw.ts', '--out', outDir], {
      env: { ...process.env, STAGE: 'e2e' },
      encoding: 'utf8',
    });
    expect(sw.status, sw.stderr).toBe(0);
  };

  const server = createCdnServer({ outDir });
  try {
    await putPage('Проверка на обновяване: първа');
    await publish();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await page.goto(`${base}/${slug}`);
    await expect(page.locator('h1').first()).toHaveText('Проверка на обновяване: първа');
    const first = await controlled(page);
    // A cache of an older worker's layout, which the new version must clean away.
    await page.evaluate(() => caches.open('kazino-pages-v0'));

    await putPage('Проверка на обновяване: втора');
    await publish();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const dialog = page.getByRole('dialog', { name: 'Нова версия на приложението' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Презареди сега' }).click();
    await reloaded;
    await expect(page.locator('h1').first()).toHaveText('Проверка на обновяване: втора');
    const second = await controlled(page);
    expect(second).not.toBe(first);
    expect(await page.evaluate(() => caches.keys())).not.toContain('kazino-pages-v0');
  } finally {
    server.closeAllConnections();
    server.close();
    await fetch(`${apiUrl()}/__test/pages/bg-BG/${slug}`, { method: 'DELETE' });
    rmSync(outDir, { recursive: true, force: true });
  }
});
