/**
 * The one way the browser code reads and writes what it keeps on the visitor's device: cookies,
 * local and session storage, each as an item of the register (src/domain/entities/stored-items.ts).
 * An item whose consent category the visitor has not allowed is neither written nor read back
 * (product §4 cookie consent: nothing of that category is stored or sent). No zod: the eager boot
 * reads the consent and the age answer through here. Storage a browser refuses (private mode,
 * blocked cookies) reads as empty and takes no write, never an error.
 */
import type { AcceptCookiesValue } from '../domain/entities/ui';
import { ACCEPT_COOKIES, keyOfItem, type DeviceItem } from '../domain/entities/stored-items';
import { cookieValue } from '../domain/rules/cookies';
import { mayStore, parseConsent } from '../domain/rules/consent';

const MS_PER_S = 1000;

/** The visitor's consent for the current text revision, or null when they must be asked. */
export function readConsent(): AcceptCookiesValue | null {
  return parseConsent(cookieValue(document.cookie, ACCEPT_COOKIES.name));
}

/** Whether `item` may be kept now: necessary always, the others as the visitor chose. */
export function permitted(item: DeviceItem): boolean {
  return item.category === 'necessary' || mayStore(item, readConsent());
}

/** The Storage of a local or session item, or null where the browser refuses it. */
function storageOf(item: DeviceItem): Storage | null {
  try {
    // A browser without storage may have none at all, not only refuse access to it.
    return (item.place === 'session' ? sessionStorage : localStorage) ?? null;
  } catch {
    return null;
  }
}

/** The cookie text that sets `item` to `value` (or removes it, with `maxAgeS` 0). */
function cookieText(item: DeviceItem, value: string, maxAgeS: number): string {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  return `${item.name}=${encodeURIComponent(value)}; Max-Age=${String(maxAgeS)}; Path=/; SameSite=Lax${secure}`;
}

/** A cookie's Max-Age in seconds (every cookie item has one). */
function maxAgeS(item: DeviceItem): number {
  return Math.floor((item.maxAgeMs ?? 0) / MS_PER_S);
}

/**
 * The value of `item` (with `suffix` after a prefix item's name), or null when absent, refused
 * by the browser, or of a category the visitor has not allowed.
 */
export function readItem(item: DeviceItem, suffix = ''): string | null {
  if (!permitted(item)) return null;
  if (item.place === 'cookie') return cookieValue(document.cookie, item.name) ?? null;
  try {
    return storageOf(item)?.getItem(item.name + suffix) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` as `item`; false when its category is not allowed or the browser refused. */
export function writeItem(item: DeviceItem, value: string, suffix = ''): boolean {
  if (!permitted(item)) return false;
  try {
    if (item.place === 'cookie') {
      document.cookie = cookieText(item, value, maxAgeS(item));
      return true;
    }
    const storage = storageOf(item);
    storage?.setItem(item.name + suffix, value);
    return storage !== null;
  } catch {
    return false;
  }
}

/** Every key of a local or session `item` present now (one key, or a prefix item's family). */
export function itemKeys(item: DeviceItem): string[] {
  if (item.place === 'cookie') {
    return cookieValue(document.cookie, item.name) === undefined ? [] : [item.name];
  }
  const storage = storageOf(item);
  const keys: string[] = [];
  try {
    for (let i = 0; storage && i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && keyOfItem(item, key)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/** Removes `item` (with `suffix`), whatever the consent. */
export function removeItem(item: DeviceItem, suffix = ''): void {
  try {
    if (item.place === 'cookie') document.cookie = cookieText(item, '', 0);
    else storageOf(item)?.removeItem(item.name + suffix);
  } catch {
    // A browser that refuses storage holds nothing to remove.
  }
}
