/**
 * A withdrawn or refused consent removes what it allowed (GDPR art. 7(3), docs/consent.md):
 * every register item of a category the current choice does not allow is deleted from the
 * device, including what an older version of the site kept before asking.
 */
import { DEVICE_ITEMS } from '../domain/entities/stored-items';
import { itemKeys, permitted, removeItem } from './stored';

/** Deletes every item the current consent does not allow; answers the keys it removed. */
export function forgetDisallowed(): string[] {
  const removed: string[] = [];
  for (const item of DEVICE_ITEMS) {
    if (permitted(item)) continue;
    for (const key of itemKeys(item)) {
      removeItem(item, key.slice(item.name.length));
      removed.push(key);
    }
  }
  return removed;
}
