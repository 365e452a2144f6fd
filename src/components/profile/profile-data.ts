/**
 * The profile's reads and the writes that follow a purchase or an avatar change: the store's user
 * (which the header and the profile show) and the swr entries are updated together, so neither
 * shows the old points or avatar.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { endpointKey, useEndpoint } from '../../api/use-endpoint';
import {
  avatarsEndpoint,
  historyEndpoint,
  inventoryEndpoint,
  missionsEndpoint,
  shopEndpoint,
} from '../../api/user-endpoints';
import type { Endpoint } from '../../api/endpoints';
import type { Inventory } from '../../domain/entities/user';
import { appStore } from '../../state/store';

/** Whose profile and in which locale (the swr key of every read). */
export type ProfileScope = { locale: string; uid: string };

/** Reads one of the user's records through swr. */
export function useProfileRead<T>(endpoint: Endpoint<[uid: string], T>, scope: ProfileScope) {
  return useEndpoint(endpoint, scope.locale, [scope.uid]);
}

/** Puts a fresh inventory into the store's user, when it is still that user's. */
export function putInventory(inventory: Inventory): void {
  const store = appStore();
  const user = store.getState().user;
  if (!user || user.isAnonymous || user.uid !== inventory.uid) return;
  store.setUser({ ...user, inventory, username: inventory.username });
}

/** What the panels call after a write succeeded. */
export type ProfileWrites = {
  /** The inventory the write answered: into the store and the inventory's swr entry. */
  applyInventory: (inventory: Inventory) => void;
  /** Reads the records a purchase or an avatar change touches again (history, shop, avatars, missions). */
  refreshRecords: () => void;
};

/** The write helpers of one profile. */
export function useProfileWrites(scope: ProfileScope): ProfileWrites {
  const { mutate } = useSWRConfig();
  const { locale, uid } = scope;
  const applyInventory = useCallback(
    (inventory: Inventory) => {
      putInventory(inventory);
      void mutate(endpointKey(inventoryEndpoint, locale, [uid]), inventory, { revalidate: false });
    },
    [mutate, locale, uid],
  );
  const refreshRecords = useCallback(() => {
    for (const endpoint of [historyEndpoint, shopEndpoint, avatarsEndpoint, missionsEndpoint]) {
      void mutate(endpointKey(endpoint, locale, [uid]));
    }
  }, [mutate, locale, uid]);
  return { applyInventory, refreshRecords };
}
