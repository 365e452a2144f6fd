/** Database rows of the user service turned into the product §3 records (src/domain/entities/user). */
import type { Avatar, Inventory } from '../../src/domain/entities/user';

/** A timestamp column as ISO text (PGlite and pg give Date objects). */
export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** Columns `avatar_id, avatar_url, avatar_name` of a joined avatar (null when none). */
export type AvatarColumns = {
  avatar_id: number | null;
  avatar_url: string | null;
  avatar_name: string | null;
};

/** The avatar of a row, or null. */
export function avatarOf(row: AvatarColumns): Avatar | null {
  if (row.avatar_id === null || row.avatar_url === null || row.avatar_name === null) return null;
  return { id: row.avatar_id, url: row.avatar_url, name: row.avatar_name };
}

/** SQL of the avatar columns of the user `uidColumn` (needs nothing joined). */
export const avatarColumnsOf = (uidColumn: string): string => `
  (select a.id from inventories i join avatars a on a.id = i.avatar_id where i.uid = ${uidColumn}) as avatar_id,
  (select a.url from inventories i join avatars a on a.id = i.avatar_id where i.uid = ${uidColumn}) as avatar_url,
  (select a.name from inventories i join avatars a on a.id = i.avatar_id where i.uid = ${uidColumn}) as avatar_name`;

/** An inventory row as {@link INVENTORY_SQL} selects it. */
export type InventoryRow = AvatarColumns & {
  id: number;
  uid: string;
  username: string;
  points: number;
  owned: number[] | null;
  last_login_at: unknown;
  created_at: unknown;
};

/** One inventory with its avatar and owned items ($1 = uid). */
export const INVENTORY_SQL = `
  select i.id, i.uid, u.username, i.points, i.last_login_at, i.created_at,
    a.id as avatar_id, a.url as avatar_url, a.name as avatar_name,
    (select array_agg(p.item_id order by p.item_id) from purchases p where p.uid = i.uid) as owned
  from inventories i join users u on u.uid = i.uid join avatars a on a.id = i.avatar_id
  where i.uid = $1`;

/** The inventory of a row. */
export function inventoryOf(row: InventoryRow): Inventory {
  const avatar = avatarOf(row);
  if (!avatar) throw new Error(`inventory ${String(row.id)} has no avatar`);
  return {
    id: row.id,
    uid: row.uid,
    username: row.username,
    avatar,
    points: row.points,
    ownedItemIds: row.owned ?? [],
    lastLoginAt: row.last_login_at === null ? null : iso(row.last_login_at),
    createdAt: iso(row.created_at),
  };
}
