/**
 * The stylesheet of a prerendered page: its head carries inline the rules its own markup uses
 * and links no sheet, so the first paint waits for no request; the whole sheet is linked at the
 * end of the body as a print sheet, which the runtime turns on for the screen once it loaded,
 * and what the runtime adds (the gates, modals) shows only once it applies.
 */
import type { Page } from '@playwright/test';
import { FIRST_VISIT, expect, test } from './fixtures/test';
import { slugsByType } from './fixtures/stack';

/** Selectors of the whole sheet that match the page's prerendered markup, missing inline. */
function missingInline(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const markup = new DOMParser().parseFromString(source, 'text/html');
    const selectorsOf = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule
          ? [rule.selectorText]
          : rule instanceof CSSGroupingRule
            ? selectorsOf(rule.cssRules)
            : [],
      );
    const [inline, whole] = [
      document.querySelector('head style'),
      document.querySelector('body link[rel="stylesheet"]'),
    ];
    if (!(inline instanceof HTMLStyleElement) || !(whole instanceof HTMLLinkElement))
      return ['no inline sheet or no linked sheet'];
    const kept = new Set(selectorsOf(inline.sheet?.cssRules ?? new CSSRuleList()));
    // A state or a pseudo-element does not change which element a rule is written for.
    const bare = (selector: string) =>
      selector.replace(
        /::?(?:before|after|marker|placeholder|backdrop|hover|focus-visible|focus-within|focus|active|visited|modal)\b/g,
        '',
      );
    const matches = (selectorText: string) =>
      selectorText.split(/,(?![^(]*\))/).some((s) => {
        try {
          return markup.querySelector(bare(s).trim() || '*') !== null;
        } catch {
          return false;
        }
      });
    return selectorsOf(whole.sheet?.cssRules ?? new CSSRuleList()).filter(
      (selectorText) => matches(selectorText) && !kept.has(selectorText),
    );
  }, html);
}

for (const type of ['home', 'casino', 'slot', 'article', 'casino-bonus', 'payment-provider']) {
  test(`a ${type} page inlines every rule its markup uses and links the whole sheet last`, async ({
    page,
  }) => {
    const slug = type === 'home' ? '' : ((await slugsByType()).get(type) ?? type);
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    // A print sheet blocks no paint; the runtime turns it on for the screen once it loaded.
    expect(html).toMatch(/<link rel="stylesheet" [^>]*media="print"[^>]*><\/body>/);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await expect(page.locator('body link[rel="stylesheet"]')).toHaveAttribute('media', 'all');
    expect(await missingInline(page, html)).toEqual([]);
    // The page does not carry the whole sheet inline: the rules of other pages stay out.
    const sizes = await page.evaluate(() => ({
      inline: document.querySelector<HTMLStyleElement>('head style')?.sheet?.cssRules.length ?? 0,
      whole:
        document.querySelector<HTMLLinkElement>('body link[rel="stylesheet"]')?.sheet?.cssRules
          .length ?? 0,
    }));
    expect(sizes.inline).toBeGreaterThan(0);
    expect(sizes.inline).toBeLessThan(sizes.whole);
  });
}

test.describe('what the runtime adds waits for the whole sheet', () => {
  test.use(FIRST_VISIT);

  test('a first visit on a slow sheet sees the consent dialog styled, its settings hidden', async ({
    page,
  }) => {
    await page.route('**/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Not waiting for the load event, which itself waits for the sheet.
    await page.goto('/de', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Бисквитки' });
    await expect(dialog).toBeVisible();
    // Read at once, not retried: the dialog must never have shown before the sheet came.
    const actions = dialog.locator('.gate__actions').first();
    expect(await actions.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  });
});
