/**
 * What a visitor of bg-BG sees of a casino without a current NRA licence (Gambling Act art. 3(1),
 * docs/compliance.md): no affiliate link on the home page, a notice in its place, and its /go/
 * address ends on the site's not-found screen without ever reaching the operator.
 */
import { expect, test, type Page } from '@playwright/test';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

type Home = {
  unlinkedOperators: string[];
  content: { component: string; casinos?: { affiliateCode: string }[] }[];
};

/** The home top list's codes, split by whether bg-BG may link them. */
async function topListCodes(): Promise<{ unlinked: string[]; linked: string[] }> {
  const home = (await (
    await fetch(`${api()}/home`, { headers: { 'x-locale': 'bg-BG' } })
  ).json()) as Home;
  const codes = home.content
    .filter((item) => item.component === 'casino-top-list')
    .flatMap((item) => item.casinos ?? [])
    .map((c) => c.affiliateCode);
  const unlinked = new Set(home.unlinkedOperators);
  return {
    unlinked: codes.filter((code) => unlinked.has(code)),
    linked: codes.filter((code) => !unlinked.has(code)),
  };
}

/** Every request the page sends to the operator's site. */
function operatorRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('example-operator.com')) sent.push(request.url());
  });
  return sent;
}

test.describe('a casino without a current NRA licence on bg-BG', () => {
  test('has no /go/ link on the home page, a notice instead, while licensed ones keep theirs', async ({
    page,
  }) => {
    const { unlinked, linked } = await topListCodes();
    expect(
      unlinked.length,
      'the seed puts an unlicensed casino in the home top list',
    ).toBeGreaterThan(0);
    await page.goto('/');
    for (const code of unlinked) {
      await expect(page.locator(`a[href*="/go/${code}"]`)).toHaveCount(0);
      await expect(page.locator(`.toplist [data-unlicensed="${code}"]`)).toBeVisible();
    }
    await expect(page.locator(`.toplist a[href^="/go/${linked[0] ?? 'none'}"]`)).toHaveAttribute(
      'rel',
      'sponsored nofollow',
    );
  });

  test('its /go/ address shows the not-found screen and never leaves the site', async ({
    page,
  }) => {
    const left = operatorRequests(page);
    const [code] = (await topListCodes()).unlinked;
    await page.goto(`/go/${code ?? 'none'}`);
    await expect(page.locator('[data-screen="not-found"]')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/go/${code ?? 'none'}`);
    expect(left).toEqual([]);
  });

  test('its review keeps a warning and its licence state', async ({ page }) => {
    const [code] = (await topListCodes()).unlinked;
    await page.goto(`/${code ?? 'none'}`);
    await expect(page.locator(`[data-licence-warning="${code ?? 'none'}"]`)).toBeVisible();
    await expect(page.locator('.licences')).toContainText('Проверен в регистъра');
    await expect(page.locator(`a[href*="/go/${code ?? 'none'}"]`)).toHaveCount(0);
  });
});
