/**
 * What a visitor sees of licences (docs/compliance.md): on bg-BG the home's top list and the
 * header's "Топ казина" rank only casinos with an active NRA licence, the casino hub shows the
 * others apart with the reason and no offer, a casino without one gets no link anywhere (its /go/
 * address ends on the not-found screen) and its review says why, from its records; bg-DE does
 * the same by the GGL's whitelist, in the German licence's words, and labels its advertising.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { HUB_SLUGS } from '../../src/domain/entities';
import { apiUrl } from './fixtures/stack';

type Answer = {
  unlinkedOperators: string[];
  content: { component: string; casinos?: { affiliateCode: string }[] }[];
};

/** The affiliate codes `locale` may not link, as its home page answer names them. */
async function unlinkedIn(locale: string): Promise<string[]> {
  const answer = await fetch(`${apiUrl()}/home`, { headers: { 'x-locale': locale } });
  return ((await answer.json()) as Answer).unlinkedOperators;
}

/** The affiliate codes the page's ranked items carry, in order. */
const rankedCodes = (page: Page, scope: string) =>
  page
    .locator(`${scope} [data-ranked]`)
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-ranked') ?? ''));

/** Every request the page sends to the operator's site. */
function operatorRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('example-operator.com')) sent.push(request.url());
  });
  return sent;
}

test.describe('bg-BG ranks and links only casinos with an active NRA licence', () => {
  test('the home top list ranks licensees only, each with its link', async ({ page }) => {
    const unlinked = await unlinkedIn('bg-BG');
    expect(unlinked.length).toBeGreaterThan(0);
    await page.goto('/');
    const ranked = await rankedCodes(page, '.toplist');
    expect(ranked.length).toBe(10);
    expect(ranked.filter((code) => unlinked.includes(code))).toEqual([]);
    for (const code of unlinked)
      await expect(page.locator(`a[href*="/go/${code}"]`)).toHaveCount(0);
    await expect(page.locator(`.toplist a[href^="/go/${ranked[0] ?? 'none'}"]`)).toHaveAttribute(
      'rel',
      'sponsored nofollow',
    );
    await expect(page.locator('[data-promo="top-list"] .disclosure')).toContainText(
      'Класираме само казина с действащ лиценз от НАП.',
    );
  });

  test('the header’s “Топ казина” lists licensees only', async ({ page }) => {
    const unlinked = await unlinkedIn('bg-BG');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await page.locator('[data-modal-open="casino-list"]').first().click();
    const dialog = page.locator('dialog[data-modal="casino-list"]');
    await expect(dialog.locator('[data-ranked]')).toHaveCount(10);
    const ranked = await rankedCodes(page, 'dialog[data-modal="casino-list"]');
    expect(ranked.filter((code) => unlinked.includes(code))).toEqual([]);
  });

  test('the casino hub shows the others apart: the reason, their review, no offer', async ({
    page,
  }) => {
    const unlinked = await unlinkedIn('bg-BG');
    await page.goto(`/${HUB_SLUGS['casino-hub']}`);
    const apart = page.locator('[data-island="OfferHub"] .unranked');
    await expect(apart.locator('[data-unranked]')).toHaveCount(unlinked.length);
    await expect(apart).toContainText('Извън класацията');
    await expect(apart).toContainText('Няма действащ лиценз от НАП (лицензът е отнет)');
    await expect(apart).not.toContainText(/€|%|\d+x/);
    await expect(apart.locator('a[href*="/go/"]')).toHaveCount(0);
    expect(
      (await rankedCodes(page, '[data-island="OfferHub"]')).filter((c) => unlinked.includes(c)),
    ).toEqual([]);
  });

  test('an unlicensed casino’s /go/ address shows the not-found screen and never leaves the site', async ({
    page,
  }) => {
    const left = operatorRequests(page);
    const [code] = await unlinkedIn('bg-BG');
    await page.goto(`/go/${code ?? 'none'}`);
    await expect(page.locator('[data-screen="not-found"]')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/go/${code ?? 'none'}`);
    expect(left).toEqual([]);
  });

  test('its review says why from its records: a warning, a licence con, no licence pro', async ({
    page,
  }) => {
    // Tundzha Win: its NRA licence is revoked (the seed's LAPSED_NRA).
    await page.goto('/tundzha-win');
    await expect(page.locator('[data-licence-warning="tundzha-win"]')).toContainText(
      'Tundzha Win няма действащ лиценз от НАП (лицензът е отнет).',
    );
    await expect(page.locator('.licences')).toContainText('Проверен в регистъра');
    await expect(page.locator('.cons [data-licence-line="con"]')).toHaveText(
      'Няма действащ лиценз от НАП (лицензът е отнет)',
    );
    await expect(page.locator('.pros')).not.toContainText(/лиценз/i);
    // Its tagline describes; it claims no licence ("лиценз от нап" was one).
    await expect(page.locator('.review-head p.muted').first()).not.toContainText(/лиценз/i);
    await expect(page.locator('a[href*="/go/tundzha-win"]')).toHaveCount(0);
  });
});

test.describe('bg-DE follows the GGL whitelist', () => {
  test('a whitelisted casino is ranked and linked, in the German licence’s words', async ({
    page,
  }) => {
    const unlinked = await unlinkedIn('bg-DE');
    await page.goto(`/de/${HUB_SLUGS['casino-hub']}`);
    const hub = page.locator('[data-island="OfferHub"]');
    await expect(hub.locator('label.hub__check')).toHaveText(
      'Само казина с германски лиценз (GGL)',
    );
    const apart = await hub
      .locator('[data-unranked]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-unranked') ?? ''));
    expect(apart.length).toBeGreaterThan(0);
    expect(apart.filter((code) => !unlinked.includes(code))).toEqual([]);
    const ranked = await rankedCodes(page, '[data-island="OfferHub"]');
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.filter((code) => unlinked.includes(code))).toEqual([]);
    await expect(hub.locator('.hub__licence').first()).toHaveText(
      'Действащ германски лиценз (GGL)',
    );
    await expect(page.locator('main')).not.toContainText('НАП');
    await expect(page.locator('.site-footer')).toContainText(
      'Лицензираните оператори в Германия са вписани в регистъра на GGL.',
    );
    // GlüStV 2021 §5(2): the offers say they are advertising.
    await expect(hub.locator('[data-promo="hub"] [data-ad-label]')).toHaveText('Реклама');
    await page.goto(`/de/${ranked[0] ?? 'none'}`);
    await expect(page.locator('.licence-verdict')).toContainText(
      'има действащ германски лиценз (GGL)',
    );
    await expect(page.locator(`a[href^="/de/go/${ranked[0] ?? 'none'}"]`).first()).toBeVisible();
  });

  test('a casino off the whitelist has no link, whatever its NRA licence', async ({ page }) => {
    const [code] = await unlinkedIn('bg-DE');
    await page.goto(`/de/${code ?? 'none'}`);
    await expect(page.locator(`[data-licence-warning="${code ?? 'none'}"]`)).toContainText(
      'няма действащ германски лиценз (GGL)',
    );
    await expect(page.locator('a[href*="/go/"]')).toHaveCount(0);
  });
});
