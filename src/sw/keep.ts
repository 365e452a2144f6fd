/**
 * The list of URLs pages leave for the worker while it is not active yet (offline reading, SPEC
 * §1 installable): each page that registers before a worker controls it adds what it loaded, and
 * the first page an active worker controls hands the whole list over, then forgets what it took.
 * Local storage is outside input: parsed with zod's mini build, anything else reads as empty.
 */
import { array, maxLength, string } from 'zod/mini';
import { CACHE_URLS_LIMITS, SW_KEEP_KEY } from './protocol';

const KeepList = array(string().check(maxLength(CACHE_URLS_LIMITS.length)));

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

/** The stored list. */
export function readKept(): string[] {
  return parseKeepList(storage()?.getItem(SW_KEEP_KEY) ?? null);
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
  writeKept(mergeKeepList(readKept(), urls));
}

/** Drops what an active worker took (the list may have grown meanwhile in another tab). */
export function forgetKept(taken: readonly string[]): void {
  const done = new Set(taken);
  writeKept(readKept().filter((url) => !done.has(url)));
}
