/**
 * The register of what the site keeps on the device (docs/consent.md): every item named once,
 * in a known category, with a lifetime and a Bulgarian text; the product §3 cookies by their names.
 */
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_MAX_AGE_MS,
  REFERRAL_COOKIE_MAX_AGE_MS,
} from '../../../../src/config/constants';
import { CATEGORY_TEXT, ITEM_PURPOSE } from '../../../../src/domain/entities/stored-items-text';
import {
  ITEM_TERMS,
  lifetimeOf,
  STORED_ITEMS,
} from '../../../../src/domain/entities/stored-items-terms';
import {
  ACCEPT_COOKIES,
  AGE_REGULATION,
  CONSENT_CATEGORIES,
  DEVICE_ITEMS,
  keyOfItem,
  REF_ID,
  VISITOR_ID,
  type StoredItem,
} from '../../../../src/domain/entities/stored-items';
import { GATE_STRINGS_BG } from '../../../../src/i18n/strings.gates.bg';
import { STRINGS_BG } from '../../../../src/i18n';

describe('the register of stored items', () => {
  it('names each item once, and no item’s keys are another’s', () => {
    const names = STORED_ITEMS.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    for (const item of STORED_ITEMS)
      for (const other of STORED_ITEMS)
        if (other !== item && other.place === item.place)
          expect(keyOfItem(item, other.name), `${item.name} covers ${other.name}`).toBe(false);
  });

  it('keeps the product §3 cookies and the anonId key under their names', () => {
    expect([ACCEPT_COOKIES.name, AGE_REGULATION.name, REF_ID.name]).toEqual([
      'accept-cookies',
      'age-regulation',
      'refId',
    ]);
    expect([VISITOR_ID.name, VISITOR_ID.place]).toEqual(['anonId', 'local']);
  });

  it('gives the referral cookie the product §9 30 days and the consent record six months', () => {
    expect(lifetimeOf(REF_ID)).toEqual({ maxAgeMs: REFERRAL_COOKIE_MAX_AGE_MS });
    expect(lifetimeOf(ACCEPT_COOKIES)).toEqual({ maxAgeMs: CONSENT_COOKIE_MAX_AGE_MS });
  });

  it('gives every cookie a Max-Age, and every other item an end instead', () => {
    for (const item of STORED_ITEMS) {
      const cookie = item.place === 'cookie';
      expect('maxAgeMs' in item, item.name).toBe(cookie);
      expect(ITEM_TERMS[item.name].until === undefined, item.name).toBe(cookie);
      expect(lifetimeOf(item), item.name).not.toBeNull();
    }
  });

  it('asks consent for what identifies or follows the visitor, and for nothing it needs', () => {
    const optional = STORED_ITEMS.filter((item) => item.category !== 'necessary');
    expect(optional.map((item) => [item.name, item.category])).toEqual([
      ['anonId', 'analytics'],
      ['navigationHistory', 'analytics'],
      ['refId', 'marketing'],
      ['game provider', 'marketing'],
    ]);
    for (const item of optional) expect(ITEM_TERMS[item.name].basis).toBe('consent');
    for (const item of STORED_ITEMS.filter((i) => i.category === 'necessary'))
      expect(ITEM_TERMS[item.name].basis, item.name).not.toBe('consent');
  });

  it('lists the device items the browser code keeps apart from caches and frames', () => {
    const device: readonly StoredItem[] = DEVICE_ITEMS;
    const all: readonly StoredItem[] = STORED_ITEMS;
    const kept = ['cookie', 'local', 'session'];
    // Every device item is listed, and every listed item in a cookie or storage is one.
    expect(device.filter((item) => !all.includes(item))).toEqual([]);
    expect(all.filter((item) => kept.includes(item.place) && !device.includes(item))).toEqual([]);
    expect(STORED_ITEMS.filter((item) => !device.includes(item)).map((item) => item.place)).toEqual(
      ['indexeddb', 'cache', 'cache', 'third-party'],
    );
  });

  it('has a Bulgarian text for every category (the gates’ dictionary) and every purpose', () => {
    for (const category of CONSENT_CATEGORIES) {
      const { label, hint } = CATEGORY_TEXT[category];
      expect(Object.hasOwn(GATE_STRINGS_BG, label), label).toBe(true);
      expect(Object.hasOwn(GATE_STRINGS_BG, hint), hint).toBe(true);
    }
    for (const item of STORED_ITEMS)
      expect(Object.hasOwn(STRINGS_BG, ITEM_PURPOSE[item.name]), item.name).toBe(true);
  });

  it('says what every category covers, in the banner’s order', () => {
    expect(Object.keys(CATEGORY_TEXT)).toEqual([...CONSENT_CATEGORIES]);
  });
});
