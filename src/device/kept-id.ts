/** A random id kept under one register item (visitor-id.ts, requested-ids.ts). */
import type { DeviceItem } from '../domain/entities/stored-items';
import { readItem, writeItem } from './stored';

/** How one id is recognised and made. */
export type IdKind = { item: DeviceItem; valid: (text: string) => boolean; make: () => string };

/**
 * The id kept under `kind.item`; when none (or a broken one) is kept and `create`, a fresh one,
 * kept. Null when none may be kept: its category is not allowed, or the browser refuses storage.
 */
export function keptId(kind: IdKind, create: boolean): string | null {
  const stored = readItem(kind.item);
  if (stored !== null && kind.valid(stored)) return stored;
  if (!create) return null;
  const fresh = kind.make();
  return writeItem(kind.item, fresh) ? fresh : null;
}
