/**
 * The user profile's categories (product §2 "user profile (with category)") and the tablist's
 * keyboard rule (WAI-ARIA tabs: arrows move and select, Home and End jump), kept pure.
 */

/** The categories in tab order. */
export const PROFILE_CATEGORIES = ['inventory', 'history', 'missions', 'shop', 'avatars'] as const;
/** A category of the profile. */
export type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];

/** The category a modal request asks for; anything else opens the inventory. */
export function profileCategory(value: unknown): ProfileCategory {
  return PROFILE_CATEGORIES.find((category) => category === value) ?? 'inventory';
}

/** The tab a key moves to from `index` among `count` tabs, or null when the key is not ours. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
