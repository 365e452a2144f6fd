/**
 * The strict advertising reading (docs/compliance.md) reaches what the browser renders: the boot
 * record carries the switch for the modals, and the compare table names an offer by its kind.
 */
import { describe, expect, it } from 'vitest';
import { Page } from '../../../pages/content/+Page';
import { renderDocumentParts } from '../../../renderer/document';
import { BG_COMPLIANCE } from '../../../server/seed/compliance';
import { readBootInfo } from '../../../src/api/context';
import { rowsFor } from '../../../src/components/interactive/compare-casinos/rows';
import { BONUS_TYPE_NAME } from '../../../src/components/content/page-compliance';
import type { PageView } from '../../../src/domain/entities/page-view';
import { casino, pageView } from '../../fixtures/content';

const strictView = (view: PageView): PageView => ({
  ...view,
  locale: { ...view.locale, compliance: { ...BG_COMPLIANCE, strictAdvertising: true } },
});

/** The boot record of `view`'s page, read as the browser reads it. */
function bootOf(view: PageView) {
  const { body } = renderDocumentParts(Page, view);
  const json = /<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(body)?.[1];
  const doc = { getElementById: () => ({ textContent: json ?? '' }) } as unknown as Document;
  return readBootInfo(doc);
}

describe('the strict switch in the browser', () => {
  it('the boot record carries it, with the popup off', () => {
    expect(bootOf(strictView(pageView('home', 'home'))).configs).toMatchObject({
      strict_advertising: true,
      bonus_popup: false,
    });
    expect(bootOf(pageView('home', 'home')).configs.strict_advertising).toBe(false);
  });

  it('the compare table names the welcome offer by its kind, without figures', () => {
    const offer = casino.bonuses[0]!;
    const label = 'Бонус за добре дошли';
    const pick = (strict: boolean) =>
      rowsFor([casino], strict).find((r) => r.label === label)?.values[0];
    expect(pick(false)).toBe(offer.headline);
    expect(pick(true)).toBe(BONUS_TYPE_NAME[offer.type]);
    expect(pick(true)).not.toMatch(/\d/);
  });
});
