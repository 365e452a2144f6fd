/**
 * The visitor's first interaction (src/app/first-interaction.ts) in Chromium: what waits for it
 * (the page's store read, product §4) starts on a move of the visitor's, not on one the browser
 * makes for a pointer at rest. These tests start as a first-time visitor, whose gate opens under
 * the pointer.
 */
import { FIRST_VISIT, expect, test } from './fixtures/test';

test.use(FIRST_VISIT);

test('a pointer the browser moves by nothing is no first interaction; one the visitor moves is', async ({
  page,
}) => {
  const html = page.locator('html');
  await page.goto('/');
  await expect(html).toHaveAttribute('data-app', 'started');
  // Chromium moves a resting pointer by nothing when a gate opens under it, before or after the
  // page script starts; Playwright's pointer rests at 0,0, so this is that move, made after.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await expect(html).not.toHaveAttribute('data-page-source', /.+/);
  await page.mouse.move(20, 20);
  await expect(html).toHaveAttribute('data-page-source', /api|dbFiles/);
});
