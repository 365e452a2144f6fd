import { describe, expect, it } from 'vitest';
import { CONSENT_REVISION } from '../../../../src/config/constants';
import { REF_ID, VISITOR_ID, LOGGED_IN } from '../../../../src/domain/entities/stored-items';
import { allows, mayStore, parseConsent } from '../../../../src/domain/rules/consent';

const value = (patch: Record<string, unknown> = {}, categories: Record<string, unknown> = {}) =>
  JSON.stringify({
    revision: CONSENT_REVISION,
    decidedAt: '2026-11-01T10:00:00.000Z',
    categories: { necessary: true, analytics: true, marketing: false, ...categories },
    ...patch,
  });

describe('parseConsent (the accept-cookies value, GDPR art. 7)', () => {
  it('reads a choice for the current text', () => {
    expect(parseConsent(value())).toEqual({
      revision: CONSENT_REVISION,
      decidedAt: '2026-11-01T10:00:00.000Z',
      categories: { necessary: true, analytics: true, marketing: false },
    });
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['broken JSON', '{'],
    ['a choice for an older text', value({ revision: CONSENT_REVISION - 1 })],
    ['no time', value({ decidedAt: 1 })],
    ['necessary refused', value({}, { necessary: false })],
    ['a category as text', value({}, { analytics: 'yes' })],
    ['null', 'null'],
  ])('asks again for %s', (_name, text) => {
    expect(parseConsent(text)).toBeNull();
  });
});

describe('what a choice allows', () => {
  const choice = parseConsent(value());
  it('allows necessary always, the others only when chosen', () => {
    expect(allows(null, 'necessary')).toBe(true);
    expect(allows(null, 'analytics')).toBe(false);
    expect(allows(choice, 'analytics')).toBe(true);
    expect(allows(choice, 'marketing')).toBe(false);
  });
  it('keeps an item of an allowed category only', () => {
    expect(mayStore(LOGGED_IN, null)).toBe(true);
    expect(mayStore(VISITOR_ID, null)).toBe(false);
    expect(mayStore(VISITOR_ID, choice)).toBe(true);
    expect(mayStore(REF_ID, choice)).toBe(false);
  });
});
