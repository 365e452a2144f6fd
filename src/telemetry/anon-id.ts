/** The anonymous visitor's id (product §3 User: kept in local storage under anonId). */
import { STORAGE_ANON_ID } from '../config/constants';

/** The form of an id this module generates (a UUID) or accepts back from storage. */
const ANON_ID = /^[\w-]{8,64}$/;

/** The anonId kept in `storage`, or null when none (or a broken one) is kept. */
export function storedAnonId(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    const stored = storage?.getItem(STORAGE_ANON_ID);
    return stored && ANON_ID.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The anonymous visitor id, generated once and kept in local storage (product §3 User). */
export function anonId(): string {
  try {
    const stored = storedAnonId(localStorage);
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(STORAGE_ANON_ID, fresh);
    return fresh;
  } catch {
    return 'anonymous';
  }
}
