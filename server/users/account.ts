/**
 * A user's own records: the user row and inventory made on the first verified request, the shop,
 * the avatars, the points history, purchases (one transaction: never a negative balance).
 */
import type {
  AvatarOption,
  HistoryAction,
  HistoryEntry,
  Inventory,
  ShopItem,
  ShopItemKind,
} from '../../src/domain/entities/user';
import { hasInvisibleChars } from '../../src/domain/rules/invisible';
import type { Db } from '../db/db';
import type { Identity } from './firebase';
import { referralVerified } from './referrals';
import { notFound, Refusal } from './refusal';
import { avatarOf, INVENTORY_SQL, inventoryOf, iso, type InventoryRow } from './rows';

type Query = Pick<Db, 'query'>;

/** Longest username kept from a display name or an email's local part. */
const USERNAME_MAX_CHARS = 30;

/** A name's visible letters, digits, spaces, dots, underscores and hyphens; '' if too short. */
function cleanName(source: string): string {
  const cleaned = source
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, USERNAME_MAX_CHARS)
    .trim();
  return cleaned.length >= 2 ? cleaned : '';
}

/**
 * A username from the sign-up name, else the email's local part, else 'Играч'. A source holding
 * an invisible character is refused whole, never stripped: stripping would turn 'Admin\u200B'
 * into a second 'Admin'.
 */
export function usernameBase(identity: Pick<Identity, 'name' | 'email'>): string {
  const sources = [identity.name, identity.email?.split('@')[0]];
  for (const source of sources) {
    if (source === undefined || source === null || hasInvisibleChars(source)) continue;
    const cleaned = cleanName(source);
    if (cleaned !== '') return cleaned;
  }
  return 'Играч';
}

/** Tries at making a user row before giving up: each lost race for a username takes one. */
const USERNAME_ATTEMPTS = 8;

/**
 * Makes the user row and the inventory (with the first free avatar) if they do not exist. The
 * browser's first requests after a sign-in come together, so a lost race for the row is not an
 * error: whichever request wins makes it. Two new users of one name racing for it (another
 * connection's insert is not seen until it commits) is tried again with the next free name.
 */
export async function ensureUser(
  db: Pick<Db, 'query' | 'transaction'>,
  identity: Identity,
): Promise<void> {
  const made = () => db.query('select 1 from inventories where uid = $1', [identity.uid]);
  if ((await made()).length > 0) return;
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    await db.transaction(async (tx) => {
      const base = usernameBase(identity);
      const taken = new Set(
        (
          await tx.query<{ username: string }>(
            'select username from users where username = $1 or username like $2',
            [base, `${base}-%`],
          )
        ).map((r) => r.username),
      );
      let username = base;
      for (let n = 2; taken.has(username); n += 1) username = `${base}-${String(n)}`;
      await tx.query(
        'insert into users (uid, email, username) values ($1, $2, $3) on conflict do nothing',
        [identity.uid, identity.email, username],
      );
      await tx.query(
        `insert into inventories (uid, avatar_id)
         select $1, (select min(id) from avatars where free)
         where exists (select 1 from users where uid = $1)
         on conflict (uid) do nothing`,
        [identity.uid],
      );
    });
    if ((await made()).length > 0) {
      // The first verified request is the email's verification as the service sees it.
      await referralVerified(db, identity.uid);
      return;
    }
  }
  throw new Error(`could not make the inventory of ${identity.uid}`);
}

/** The inventory of `uid` (made by {@link ensureUser}). */
export async function inventoryOfUser(db: Query, uid: string): Promise<Inventory> {
  const row = (await db.query<InventoryRow>(INVENTORY_SQL, [uid]))[0];
  if (!row) throw notFound('inventory');
  return inventoryOf(row);
}

/** One history line as {@link addHistory} appends it. */
export type HistoryLine = {
  uid: string;
  action: HistoryAction;
  points: number;
  detail: string | null;
};

/** Appends a history line. */
export async function addHistory(
  db: Query,
  { uid, action, points, detail }: HistoryLine,
): Promise<void> {
  await db.query('insert into history (uid, action, points, detail) values ($1, $2, $3, $4)', [
    uid,
    action,
    points,
    detail,
  ]);
}

/** The newest history lines first. */
export async function historyOf(db: Query, uid: string, limit: number): Promise<HistoryEntry[]> {
  const rows = await db.query<{
    id: number;
    action: HistoryAction;
    points: number;
    detail: string | null;
    created_at: unknown;
  }>('select * from history where uid = $1 order by id desc limit $2', [uid, limit]);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    points: r.points,
    detail: r.detail,
    createdAt: iso(r.created_at),
  }));
}

type ShopRow = {
  id: number;
  name: string;
  description: string;
  price: number;
  kind: ShopItemKind;
  image_url: string;
  avatar_id: number | null;
  avatar_url: string | null;
  avatar_name: string | null;
  owned: boolean;
};

const SHOP_SQL = `
  select s.id, s.name, s.description, s.price, s.kind, s.image_url,
    a.id as avatar_id, a.url as avatar_url, a.name as avatar_name,
    exists (select 1 from purchases p where p.item_id = s.id and p.uid = $1) as owned
  from shop_items s left join avatars a on a.id = s.avatar_id`;

function shopItemOf(r: ShopRow): ShopItem {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price,
    kind: r.kind,
    avatar: avatarOf(r),
    imageUrl: r.image_url,
    owned: r.owned,
  };
}

/** The shop, cheapest first, with what `uid` owns (null: a visitor). */
export async function shopOf(db: Query, uid: string | null): Promise<ShopItem[]> {
  const rows = await db.query<ShopRow>(`${SHOP_SQL} order by s.price, s.id`, [uid]);
  return rows.map(shopItemOf);
}

/** Every avatar with whether `uid` may wear it. */
export async function avatarsOf(db: Query, uid: string): Promise<AvatarOption[]> {
  const rows = await db.query<{
    id: number;
    url: string;
    name: string;
    free: boolean;
    shop_item_id: number | null;
    bought: boolean;
  }>(
    `select a.id, a.url, a.name, a.free, s.id as shop_item_id,
       exists (select 1 from purchases p where p.item_id = s.id and p.uid = $1) as bought
     from avatars a left join shop_items s on s.avatar_id = a.id order by a.id`,
    [uid],
  );
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    name: r.name,
    unlocked: r.free || r.bought,
    shopItemId: r.shop_item_id,
  }));
}

/** Wears an avatar: 404 unknown, 403 avatar-locked unless free or bought. */
export async function setAvatar(db: Query, uid: string, avatarId: number): Promise<Inventory> {
  const option = (await avatarsOf(db, uid)).find((a) => a.id === avatarId);
  if (!option) throw notFound(`avatar ${String(avatarId)}`);
  if (!option.unlocked) throw new Refusal(403, 'avatar-locked', 'Buy this avatar first');
  await db.query('update inventories set avatar_id = $2 where uid = $1', [uid, avatarId]);
  await addHistory(db, { uid, action: 'avatar-change', points: 0, detail: option.name });
  return inventoryOfUser(db, uid);
}

/**
 * Buys an item in one transaction: 404 unknown, 409 already-owned, 409 insufficient-points (the
 * conditional update never takes the balance below 0, so two racing purchases cannot either).
 */
export async function buy(
  db: Pick<Db, 'transaction'>,
  uid: string,
  itemId: number,
): Promise<{ inventory: Inventory; item: ShopItem }> {
  return db.transaction(async (tx) => {
    const item = (await tx.query<ShopRow>(`${SHOP_SQL} where s.id = $2`, [uid, itemId]))[0];
    if (!item) throw notFound(`shop item ${String(itemId)}`);
    const bought = await tx.query(
      `insert into purchases (uid, item_id, price) values ($1, $2, $3)
       on conflict (uid, item_id) do nothing returning id`,
      [uid, itemId, item.price],
    );
    if (bought.length === 0) throw new Refusal(409, 'already-owned', 'The item is owned already');
    const paid = await tx.query(
      'update inventories set points = points - $2 where uid = $1 and points >= $2 returning points',
      [uid, item.price],
    );
    if (paid.length === 0) {
      throw new Refusal(409, 'insufficient-points', 'The price is more than the points');
    }
    await addHistory(tx, { uid, action: 'purchase', points: -item.price, detail: item.name });
    return {
      inventory: await inventoryOfUser(tx, uid),
      item: shopItemOf({ ...item, owned: true }),
    };
  });
}
