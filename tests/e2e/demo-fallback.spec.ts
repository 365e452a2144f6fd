/**
 * The slot demo's fallback (SPEC §2 demo, §9): a frame that has not loaded the provider's game
 * when its timeout runs out gives way to the poster and a link to the provider's page, whether
 * the provider is unreachable (the frame would show the browser's error page, whose load event
 * fires all the same) or slow; a game that loaded stays. The page's clock is driven, not waited.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { z } from 'zod';

/** The timeout the modal gives a frame (src/components/modals/demo/useDemoView.ts). */
const DEMO_LOAD_TIMEOUT_MS = 10_000;
const DEMO_HOST = /^https:\/\/demo\.[a-z0-9-]+\.example\.com\//;

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

/** The slug of a slot page whose provider offers a demo. */
async function demoSlot(): Promise<string> {
  const body = z
    .object({ items: z.array(z.object({ slug: z.string() })) })
    .parse(await (await fetch(`${api()}/slots/demo?pageSize=1`)).json());
  return body.items[0]!.slug;
}

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

/** The fallback SPEC §9 asks for: the poster and a link to the provider's page. */
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

test.describe('SPEC §9 demo fallback', () => {
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
