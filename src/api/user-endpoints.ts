/**
 * swr reads of the signed-in user's own records (product §2 user profile) over src/api/users.ts.
 * Each takes the user's uid as its argument only to key the cache per account: after a
 * sign-out or a switch of account no profile shows the previous account's data.
 */
import type {
  AvatarOption,
  HistoryEntry,
  Inventory,
  Mission,
  ShopItem,
} from '../domain/entities/user';
import type { Endpoint } from './endpoints';
import { getAvatars, getHistory, getInventory, getMissions, getShop, unwrap } from './users';

/** The inventory with its avatar and points (GET /users/inventory). */
export const inventoryEndpoint: Endpoint<[uid: string], Inventory> = {
  name: 'users:inventory',
  read: async () => unwrap(await getInventory()),
};

/** The points history, newest first (GET /users/history). */
export const historyEndpoint: Endpoint<[uid: string], HistoryEntry[]> = {
  name: 'users:history',
  read: async () => unwrap(await getHistory()),
};

/** The missions with the user's progress (GET /users/missions). */
export const missionsEndpoint: Endpoint<[uid: string], Mission[]> = {
  name: 'users:missions',
  read: async () => unwrap(await getMissions()),
};

/** The shop with what the user owns (GET /users/shop). */
export const shopEndpoint: Endpoint<[uid: string], ShopItem[]> = {
  name: 'users:shop',
  read: async () => unwrap(await getShop()),
};

/** Every avatar with whether the user may wear it (GET /users/avatars). */
export const avatarsEndpoint: Endpoint<[uid: string], AvatarOption[]> = {
  name: 'users:avatars',
  read: async () => unwrap(await getAvatars()),
};
