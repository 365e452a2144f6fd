/**
 * Help a phone can call (docs/compliance.md "Help resources"): the responsible-gambling page of
 * each locale links its help line as a `tel:` link a phone can dial, the number the CMS holds;
 * the footer does too, and bg-BG's age gate offers the line to a first-time visitor.
 */
import { FIRST_VISIT, expect, test } from './fixtures/test';
import { LocaleList } from '../../src/domain/entities';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

/** A `tel:` link a phone dials: digits only, a leading + for an international number. */
const DIALABLE = /^tel:\+?\d{3,15}$/;

/** The printed help-line numbers of a locale, as the CMS holds them. */
async function helpNumbers(locale: string): Promise<string[]> {
  const list = LocaleList.parse(await (await fetch(`${api()}/locales?lang=bg`)).json());
  const item = list.locales.find((l) => l.locale === locale);
  return (item?.compliance.help.services ?? []).flatMap((s) => (s.phone ? [s.phone] : []));
}

for (const [path, locale] of [
  ['/responsible-gambling', 'bg-BG'],
  ['/de/responsible-gambling', 'bg-DE'],
] as const) {
  test(`${path} links ${locale}'s help line as a number a phone can dial`, async ({ page }) => {
    const [printed] = await helpNumbers(locale);
    expect(printed, `${locale} has a help line with a number`).toBeTruthy();
    await page.goto(path);
    const call = page.locator('[data-help] [data-help-line] a[href^="tel:"]').first();
    await expect(call).toBeVisible();
    await expect(call).toHaveText(printed ?? '');
    const href = (await call.getAttribute('href')) ?? '';
    expect(href).toMatch(DIALABLE);
    // The digits dialled are the digits shown.
    expect(href.slice('tel:'.length)).toBe((printed ?? '').replace(/[^\d+]/g, ''));
    // The footer of the page gives the same number.
    await expect(page.locator(`[data-help-short] a[href="${href}"]`)).toBeVisible();
  });
}

test.describe('a first-time visitor of bg-BG', () => {
  test.use(FIRST_VISIT);

  test('is offered the help line in the age gate, after the answers', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Навършили ли сте 18 години?' });
    await expect(gate).toBeVisible();
    const call = gate.locator('a[href^="tel:"]');
    await expect(call).toBeVisible();
    expect(await call.getAttribute('href')).toMatch(DIALABLE);
    // The first answer keeps the gate's first focus: Enter never dials by accident.
    await expect(
      gate.getByRole('button', { name: 'Да, на 18 или повече години съм' }),
    ).toBeFocused();
  });
});
