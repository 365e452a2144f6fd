/**
 * The list of URLs pages leave for the worker while it is not active yet (offline reading, product
 * §1 installable): each page that registers before a worker controls it adds what it loaded, and
 * the first page an active worker controls hands the whole list over, then forgets what it took.
 * Pages left before they registered are in it too, each under its own key (./early).
 * Local storage is outside input: parsed with zod's mini build, anything else reads as empty.
 */
import { array, maxLength, string } from 'zod/mini';
import { CACHE_URLS_LIMITS, SW_KEEP_KEY, SW_LEFT_PREFIX } from './protocol';

const KeptUrl = string().check(maxLength(CACHE_URLS_LIMITS.length));
const KeepList = array(KeptUrl);

/** The list as stored, or [] for nothing, garbage or storage that cannot be read. */
export function parseKeepList(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const parsed = KeepList.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** `kept` with `added` after it, each URL once, the newest CACHE_URLS_LIMITS.count of them. */
export function mergeKeepList(kept: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...kept, ...added])].slice(-CACHE_URLS_LIMITS.count);
}

/** The page's local storage, or null where it is blocked. */
function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The keys pages left before they registered (./early) stored. */
function leftKeys(): string[] {
  const store = storage();
  const keys: string[] = [];
  for (let i = 0; store && i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(SW_LEFT_PREFIX)) keys.push(key);
  }
  return keys;
}

/** The URL a left page's key holds, checked like the list's; null for anything else. */
function leftUrl(key: string): string | null {
  const url = KeptUrl.safeParse(key.slice(SW_LEFT_PREFIX.length));
  return url.success ? url.data : null;
}

/** The URLs of the pages left before they registered. */
function leftPages(): string[] {
  return leftKeys().flatMap((key) => leftUrl(key) ?? []);
}

/** Removes the left pages' keys for `urls`, and any key that is not a URL the list could hold. */
function removeLeft(urls: ReadonlySet<string>): void {
  for (const key of leftKeys()) {
    const url = leftUrl(key);
    if (url !== null && !urls.has(url)) continue;
    try {
      storage()?.removeItem(key);
    } catch {
      // Blocked storage: the key stays, and the next page hands it over again.
    }
  }
}

/** The list under SW_KEEP_KEY. */
function readList(): string[] {
  return parseKeepList(storage()?.getItem(SW_KEEP_KEY) ?? null);
}

/** The stored list, with the pages left before they registered. */
export function readKept(): string[] {
  return mergeKeepList(readList(), leftPages());
}

/** Writes `urls` as the list; an empty list removes the key, so pages stop registering early. */
function writeKept(urls: readonly string[]): void {
  try {
    if (urls.length === 0) storage()?.removeItem(SW_KEEP_KEY);
    else storage()?.setItem(SW_KEEP_KEY, JSON.stringify(urls));
  } catch {
    // A full or blocked storage keeps nothing: the page is kept only if a worker takes it now.
  }
}

/** Adds what this page loaded to the list. */
export function keepForWorker(urls: readonly string[]): void {
  writeKept(mergeKeepList(readList(), urls));
}

/** Drops what an active worker took (the list may have grown meanwhile in another tab). */
export function forgetKept(taken: readonly string[]): void {
  const done = new Set(taken);
  writeKept(readList().filter((url) => !done.has(url)));
  removeLeft(done);
}
