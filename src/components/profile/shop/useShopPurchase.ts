/**
 * Buying a shop item with points (POST /users/purchase): a refusal such as 'not enough points'
 * becomes the item's note, and the points left go into the store's user at once.
 */
import { useState } from 'react';
import { shopEndpoint } from '../../../api/user-endpoints';
import { purchase } from '../../../api/users';
import type { ShopItem } from '../../../domain/entities/user';
import { t } from '../../../i18n';
import { serviceErrorText } from '../../account/messages';
import { useProfileRead, useProfileWrites, type ProfileScope } from '../profile-data';

/** What the last purchase attempt of an item left to say. */
export type ItemNote = { itemId: number; ok: boolean; text: string };

/** The shop's read, the purchase under way, the last note and the buy action. */
export function useShopPurchase(scope: ProfileScope) {
  const read = useProfileRead(shopEndpoint, scope);
  const writes = useProfileWrites(scope);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [note, setNote] = useState<ItemNote | null>(null);

  const buy = async (item: ShopItem): Promise<void> => {
    setBusyId(item.id);
    setNote(null);
    const result = await purchase(item.id);
    setBusyId(null);
    if (!result.ok) {
      setNote({ itemId: item.id, ok: false, text: serviceErrorText(result.error) });
      return;
    }
    writes.applyInventory(result.data.inventory);
    const bought = result.data.item;
    void read.mutate((items) => items?.map((i) => (i.id === bought.id ? bought : i)), {
      revalidate: false,
    });
    writes.refreshRecords();
    setNote({ itemId: item.id, ok: true, text: t('Bought: {item}.', { item: bought.name }) });
  };

  return { read, busyId, note, buy };
}
