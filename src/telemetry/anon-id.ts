/** The anonymous visitor's id (SPEC §3 User: kept in local storage under anonId). */
import { STORAGE_ANON_ID } from '../config/constants';

/** The anonymous visitor id, generated once and kept in local storage (SPEC §3 User). */
export function anonId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_ANON_ID);
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(STORAGE_ANON_ID, fresh);
    return fresh;
  } catch {
    return 'anonymous';
  }
}
