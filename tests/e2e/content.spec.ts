/**
 * Content pages on the prerendered site: one page of every type and every named route
 * renders with no console error, valid JSON-LD and a lowercase canonical without a trailing
 * slash; the compare page restores a shared choice; the calculator shows the worked example.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { slugsByType } from './fixtures/stack';
import { PageType } from '../../src/domain/entities';

const API = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

const NAMED = [
  'sitemap',
  'compare-casinos',
  'casino-games',
  'about-us',
  'bonus-calculator',
  'terms-and-conditions',
  'privacy-policy',
  'not-found',
  'leaderboards',
  'search',
];

/** Collects console errors and page errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  // The console line of a failed load names no URL: record it here so a failure says which.
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${String(r.status())} ${r.url()}`);
  });
  return errors;
}

/** Every page type this build knows, the hubs included. */
const TYPES = PageType.options;

test('the content API has a page of every type', async () => {
  expect([...(await slugsByType()).keys()].sort()).toEqual([...TYPES].sort());
});

/** One page renders with no console error, valid JSON-LD and a clean canonical. */
async function checkPage(page: Page, slug: string): Promise<void> {
  const errors = watchErrors(page);
  const path = slug === 'home' ? '/' : `/${slug}`;
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('.rg-notice')).toContainText('Хазартът води до зависимост');
  await expect(page.locator('.site-footer')).toBeVisible();
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  expect(canonical, slug).toBe(canonical?.toLowerCase());
  expect(canonical, slug).not.toMatch(/.\/$/);
  for (const href of await page
    .locator('link[rel=alternate]')
    .evaluateAll((ls) => ls.map((l) => l.getAttribute('href') ?? ''))) {
    expect(href).toBe(href.toLowerCase());
    expect(href).not.toMatch(/\/$/);
  }
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.length, slug).toBeGreaterThan(0);
  for (const text of ld) expect(() => JSON.parse(text) as unknown, slug).not.toThrow();
  // Give islands with trigger 'load' a moment to run their requests before judging errors.
  await page.waitForLoadState('networkidle');
  // The CDN answers /not-found with its 404 status on purpose (a real not-found page).
  const unexpected = errors.filter((e) => slug !== 'not-found' || !e.includes('/not-found'));
  expect(unexpected, slug).toEqual([]);
}

// One test a page, so each has its own time budget on a loaded 2-core machine.
for (const type of TYPES) {
  test(`page type ${type} renders, with valid JSON-LD and a clean canonical`, async ({ page }) => {
    const slug = (await slugsByType()).get(type);
    expect(slug, type).toBeDefined();
    await checkPage(page, slug ?? '');
  });
}
for (const slug of NAMED) {
  test(`named route /${slug} renders, with valid JSON-LD and a clean canonical`, async ({
    page,
  }) => {
    await checkPage(page, slug);
  });
}

test('casino review shows the rating mean, licence and payment table', async ({ page }) => {
  const slug = (await slugsByType()).get('casino');
  await page.goto(`/${slug ?? ''}`);
  await expect(page.locator('[data-rating-mean]')).toHaveText(/^\d,\d$/);
  await expect(page.locator('.licences')).toContainText(/НАП|MGA/);
  await expect(page.locator('table.table tbody tr').first()).toBeVisible();
  const go = page.locator('a[href^="/go/"]').first();
  await expect(go).toHaveAttribute('rel', 'sponsored nofollow');
});

test('compare page: the shared URL restores the choice', async ({ page }) => {
  const res = await fetch(`${API}/casinos?pageSize=3&locale=bg-BG`);
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  const ids = items.map((c) => c.id);
  await page.goto(`/compare-casinos?ids=${ids.join(',')}`);
  const heads = page.locator('.compare__table thead th[data-casino-id]');
  await expect(heads).toHaveCount(3);
  for (const [i, c] of items.entries()) await expect(heads.nth(i)).toHaveText(c.name);
  expect(new URL(page.url()).searchParams.get('ids')).toBe(ids.join(','));
  await page.getByLabel('Покажи само разликите').check();
  const rows = await page.locator('.compare__table tbody tr').count();
  expect(rows).toBeGreaterThan(0);
});

test('bonus calculator shows the worked example', async ({ page }) => {
  await page.goto('/bonus-calculator');
  const result = page.locator('.calculator__result');
  await expect(result).toContainText(/7000,00\s€/);
  await expect(result).toContainText(/280,00\s€/);
  await expect(result).toContainText(/-180,00\s€/);
  // The island wakes on interaction and recomputes: 20x instead of 35x.
  const wr = page.locator('input[name=wageringMultiplier]');
  await wr.click();
  await wr.fill('20');
  await expect(result).toContainText(/4000,00\s€/);
});

test('casino games listing: filters live in the URL, garbage falls back', async ({ page }) => {
  await page.goto('/casino-games?volatility=nonsense&page=-3');
  await expect(page.locator('.games .slot-card')).toHaveCount(5);
  await page.locator('.filters select').nth(1).selectOption('high');
  await expect(page).toHaveURL(/volatility=high/);
  await expect(page.locator('.games .slot-card').first()).toBeVisible();
});

test('search page reads ?s= and lists results', async ({ page }) => {
  await page.goto('/search?s=yantra');
  await expect(page.locator('.results li').first()).toBeVisible();
});
