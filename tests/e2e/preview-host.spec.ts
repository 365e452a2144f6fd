/**
 * A preview host (product §6): no event reports and no db files. Chromium maps the preview name to
 * this machine, so the page is the same prerendered site under another host name.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium';
import { visitorCookies } from './fixtures/visitor';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

test.use({
  launchOptions: {
    executablePath: TEST_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP preview.kazino.test 127.0.0.1'],
  },
});

/** The requests the page sends whose URL passes `keep`. */
function requests(page: Page, keep: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (keep(request)) seen.push(request);
  });
  return seen;
}

test('a preview host sends no event report and reads no db.json', async ({
  page,
  context,
  baseURL,
}) => {
  // An adult who allowed analytics: only the preview host keeps the reports away.
  await context.addCookies(visitorCookies('preview.kazino.test'));
  const port = new URL(baseURL ?? '').port;
  const reports = requests(page, (r) => r.method() === 'POST' && r.url() === `${api()}/events`);
  const files = requests(page, (r) => r.url().endsWith('/db.json'));
  await page.clock.install();
  await page.goto(`http://preview.kazino.test:${port}/de`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.clock.fastForward(5000);
  await page.mouse.move(5, 5);
  await page.mouse.click(5, 5);
  await expect(page.locator('html')).toHaveAttribute('data-page-source', 'api');
  await page.clock.fastForward(1000);
  expect(reports).toHaveLength(0);
  expect(files).toHaveLength(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-event-reports', /.*/);
});
