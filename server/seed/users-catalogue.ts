/** The user service's fixed catalogue: avatars, the shop, missions and report categories. */
import type { Db } from '../db/db';

/** [id, name, file, free]: the first four are free, the rest are bought in the shop. */
const AVATARS: readonly [number, string, string, boolean][] = [
  [1, 'Лисица', 'lisica', true],
  [2, 'Бухал', 'buhal', true],
  [3, 'Мечок', 'mechok', true],
  [4, 'Котка', 'kotka', true],
  [5, 'Златен дракон', 'zlaten-drakon', false],
  [6, 'Крал на слотовете', 'kral-na-slotovete', false],
  [7, 'Диамантен жокер', 'diamanten-zhoker', false],
  [8, 'Късметлийска детелина', 'kasmetliyska-detelina', false],
];

type ShopRow = [number, string, string, number, 'avatar' | 'badge', number | null];

/** [id, name, description, price, kind, avatarId or null]; the image is the avatar's, or znachka-{id}. */
export const SHOP: readonly ShopRow[] = [
  [1, 'Златен дракон', 'Аватар за истински ценители на късмета.', 150, 'avatar', 5],
  [2, 'Крал на слотовете', 'Аватар за онези, които са завъртели всичко.', 250, 'avatar', 6],
  [3, 'Диамантен жокер', 'Блестящ аватар за най-активните.', 400, 'avatar', 7],
  [4, 'Късметлийска детелина', 'Аватар с четири листа за повече късмет.', 100, 'avatar', 8],
  [5, 'Значка „Ветеран“', 'Показва се до името ви във форума.', 80, 'badge', null],
  [6, 'Значка „Експерт по бонуси“', 'За онези, които четат условията докрай.', 120, 'badge', null],
  [7, 'Значка „Отговорна игра“', 'Играйте разумно и с мярка.', 30, 'badge', null],
];

/** [id, action, title, description, points, period, goal]. */
const MISSIONS: readonly [number, string, string, string, number, 'once' | 'daily', number][] = [
  [1, 'user-login', 'Ежедневен вход', 'Влезте в профила си днес.', 10, 'daily', 1],
  [2, 'post', 'Първа публикация', 'Споделете първата си публикация във форума.', 50, 'once', 1],
  [3, 'comment', 'Първи коментар', 'Коментирайте публикация на друг играч.', 20, 'once', 1],
  [4, 'like', 'Пет харесвания', 'Харесайте пет публикации или коментара.', 25, 'once', 5],
  [5, 'invite-friend', 'Покани приятел', 'Изпратете линка си за покана на приятел.', 30, 'once', 1],
];

/** product §3 report categories, in Bulgarian. */
const REPORT_CATEGORIES = ['Спам', 'Обидно съдържание', 'Измама', 'Друго'] as const;

/** Writes the catalogue; `avatarUrl` makes a placeholder's URL from its file name. */
export async function writeCatalogue(
  tx: Pick<Db, 'query'>,
  avatarUrl: (file: string) => string,
): Promise<void> {
  for (const [id, name, file, free] of AVATARS) {
    await tx.query('insert into avatars (id, name, url, free) values ($1, $2, $3, $4)', [
      id,
      name,
      avatarUrl(file),
      free,
    ]);
  }
  for (const [id, name, description, price, kind, avatarId] of SHOP) {
    const file = AVATARS.find((a) => a[0] === avatarId)?.[2] ?? `znachka-${String(id)}`;
    await tx.query(
      `insert into shop_items (id, name, description, price, kind, avatar_id, image_url)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, name, description, price, kind, avatarId, avatarUrl(file)],
    );
  }
  for (const [id, action, title, description, points, period, goal] of MISSIONS) {
    await tx.query(
      `insert into missions (id, action, title, description, points, period, goal)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, action, title, description, points, period, goal],
    );
  }
  for (const [index, label] of REPORT_CATEGORIES.entries()) {
    await tx.query('insert into report_categories (id, label) values ($1, $2)', [index + 1, label]);
  }
}
