/**
 * The user service's seed: avatars, shop, missions, report categories, and six Bulgarian users
 * with posts, comments, replies and likes, so `npm start` shows a living feed. The database rows
 * are keyed by fixed uids and need no emulator; {@link seedEmulatorUsers} creates the same
 * accounts in the Auth emulator (verified, password {@link SEED_PASSWORD}) once it is up.
 */
import { lockSchema, type Db } from '../db/db';

/** The password of every seeded account (README: trying `npm start`). */
export const SEED_PASSWORD = 'kazino-parola-1';

/** A seeded account. */
export type SeedUser = {
  uid: string;
  email: string;
  username: string;
  points: number;
  avatarId: number;
};

/** The seeded accounts. */
export const SEED_USERS: readonly SeedUser[] = [
  {
    uid: 'seed-ivan',
    email: 'ivan@kazino-bg.example',
    username: 'Иван Петров',
    points: 420,
    avatarId: 5,
  },
  {
    uid: 'seed-maria',
    email: 'maria@kazino-bg.example',
    username: 'Мария Иванова',
    points: 310,
    avatarId: 2,
  },
  {
    uid: 'seed-georgi',
    email: 'georgi@kazino-bg.example',
    username: 'Георги Димитров',
    points: 180,
    avatarId: 3,
  },
  {
    uid: 'seed-elena',
    email: 'elena@kazino-bg.example',
    username: 'Елена Стоянова',
    points: 95,
    avatarId: 4,
  },
  {
    uid: 'seed-nikolay',
    email: 'nikolay@kazino-bg.example',
    username: 'Николай Георгиев',
    points: 60,
    avatarId: 1,
  },
  {
    uid: 'seed-desislava',
    email: 'desi@kazino-bg.example',
    username: 'Десислава Колева',
    points: 25,
    avatarId: 2,
  },
];

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

/** [id, name, description, price, kind, avatarId or null, image file]. */
const SHOP: readonly [number, string, string, number, 'avatar' | 'badge', number | null][] = [
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

/** SPEC §3 report categories, in Bulgarian. */
const REPORT_CATEGORIES = ['Спам', 'Обидно съдържание', 'Измама', 'Друго'] as const;

/** [author index, hours ago, text, link]. */
const POSTS: readonly [number, number, string, string | null][] = [
  [
    0,
    2,
    'Току-що изиграх 50 завъртания на нов слот с RTP 96,5 %. Някой опитвал ли е бонус рунда?',
    null,
  ],
  [
    1,
    5,
    'Внимавайте с бонусите с 40x залог: пресметнах го с калкулатора и очакваната загуба е по-голяма от бонуса.',
    null,
  ],
  [
    2,
    9,
    'Кой лицензиран оператор изплаща най-бързо по банков път? При мен отне 3 работни дни.',
    null,
  ],
  [3, 14, 'Хубава статия за отговорната игра, препоръчвам я на всички.', 'https://www.nap.bg/'],
  [
    4,
    20,
    'Днес за първи път опитах live рулетка. Атмосферата е страхотна, но залозите растат бързо.',
    null,
  ],
  [5, 26, 'Задайте си дневен лимит преди да започнете. Мен ме спаси неведнъж.', null],
  [0, 31, 'Free spins без депозит: струват ли си изобщо при таван на печалбата от 20 €?', null],
  [
    1,
    40,
    'Сравних три казина по скорост на поддръжката в чата. Най-бързо отговориха за 2 минути.',
    null,
  ],
  [2, 52, 'Някой да знае дали джакпотът на прогресивните слотове е общ за всички казина?', null],
  [3, 60, 'Моят съвет: четете условията за максимален залог при активен бонус.', null],
  [4, 75, 'Коя е любимата ви игра с ниска волатилност за дълги сесии?', null],
  [5, 90, 'Добре дошли на всички нови членове на общността! Питайте смело.', null],
];

/** [post index, author index, hours ago, text, reply to comment index or null]. */
const COMMENTS: readonly [number, number, number, string, number | null][] = [
  [0, 1, 1.5, 'Да, бонус рундът идва рядко, но плаща добре.', null],
  [0, 2, 1.2, 'При мен дойде след около 120 завъртания.', 0],
  [0, 0, 1, 'Благодаря, ще пробвам още малко.', 0],
  [1, 3, 4, 'Точно така, винаги смятайте реалния оборот.', null],
  [1, 4, 3.5, 'Калкулаторът на сайта е много полезен.', null],
  [1, 1, 3, 'Радвам се, че помага!', 4],
  [2, 5, 8, 'При мен беше 24 часа с електронен портфейл.', null],
  [3, 0, 13, 'Полезен линк, благодаря.', null],
  [4, 2, 19, 'Live игрите са забавни, но пазете бюджета.', null],
  [5, 3, 25, 'Абсолютно съгласна.', null],
  [5, 4, 24, 'И почивки на всеки час.', 9],
  [6, 5, 30, 'При таван от 20 € по-скоро не.', null],
  [8, 0, 50, 'Зависи от доставчика: някои са свързани в мрежа.', null],
  [11, 1, 89, 'Благодаря за топлото посрещане!', null],
];

/** [post index, user index] likes. */
const POST_LIKES: readonly [number, number][] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 0],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [2, 0],
  [3, 1],
  [3, 5],
  [4, 0],
  [5, 0],
  [5, 1],
  [5, 2],
  [6, 3],
  [7, 4],
  [9, 2],
  [11, 0],
  [11, 3],
];

/** [comment index, user index] likes. */
const COMMENT_LIKES: readonly [number, number][] = [
  [0, 0],
  [1, 0],
  [3, 1],
  [4, 1],
  [6, 2],
  [9, 5],
];

const HOUR_MS = 3_600_000;

/** Options of {@link seedUsers}. */
export type UsersSeedOptions = {
  /** Base URL of the API's media placeholders (GET /media/avatars/{file}.svg). */
  mediaUrl: string;
  /** "Now" of the seed (tests); posts are dated hours before it. */
  now?: Date;
};

/** Replaces the user service's data with the seed. */
async function writeUsersSeed(
  tx: Pick<Db, 'query' | 'exec'>,
  options: UsersSeedOptions,
): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const ago = (hours: number) => new Date(now - hours * HOUR_MS).toISOString();
  const avatarUrl = (file: string) => `${options.mediaUrl}/media/avatars/${file}.svg`;
  const uidOf = (index: number): string => {
    const user = SEED_USERS[index];
    if (!user) throw new Error(`No seed user ${String(index)}`);
    return user.uid;
  };
  await tx.exec(`
    delete from reports; delete from report_categories; delete from comment_likes;
    delete from post_likes; delete from comments; delete from posts; delete from mission_progress;
    delete from missions; delete from history; delete from purchases; delete from shop_items;
    delete from inventories; delete from users; delete from avatars;
  `);
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
  for (const user of SEED_USERS) {
    await tx.query('insert into users (uid, email, username, created_at) values ($1, $2, $3, $4)', [
      user.uid,
      user.email,
      user.username,
      ago(24 * 30),
    ]);
    await tx.query(
      `insert into inventories (uid, avatar_id, points, last_login_at, created_at)
       values ($1, $2, $3, $4, $5)`,
      [user.uid, user.avatarId, user.points, ago(1), ago(24 * 30)],
    );
    const shopItem = SHOP.find((s) => s[5] === user.avatarId);
    if (shopItem) {
      await tx.query(
        'insert into purchases (uid, item_id, price, created_at) values ($1, $2, $3, $4)',
        [user.uid, shopItem[0], shopItem[3], ago(24 * 7)],
      );
      await tx.query(
        `insert into history (uid, action, points, detail, created_at) values ($1, 'purchase', $2, $3, $4)`,
        [user.uid, -shopItem[3], shopItem[1], ago(24 * 7)],
      );
    }
  }
  const postIds: number[] = [];
  for (const [author, hours, text, link] of POSTS) {
    const row = (
      await tx.query<{ id: number }>(
        `insert into posts (author_uid, text, link, created_at, updated_at)
         values ($1, $2, $3, $4, $4) returning id`,
        [uidOf(author), text, link, ago(hours)],
      )
    )[0];
    if (row) postIds.push(row.id);
  }
  const commentIds: number[] = [];
  for (const [post, author, hours, text, replyTo] of COMMENTS) {
    const row = (
      await tx.query<{ id: number }>(
        `insert into comments (post_id, parent_id, author_uid, text, created_at)
         values ($1, $2, $3, $4, $5) returning id`,
        [
          postIds[post],
          replyTo === null ? null : commentIds[replyTo],
          uidOf(author),
          text,
          ago(hours),
        ],
      )
    )[0];
    if (row) commentIds.push(row.id);
  }
  for (const [post, user] of POST_LIKES) {
    await tx.query('insert into post_likes (post_id, uid) values ($1, $2)', [
      postIds[post],
      uidOf(user),
    ]);
  }
  for (const [comment, user] of COMMENT_LIKES) {
    await tx.query('insert into comment_likes (comment_id, uid) values ($1, $2)', [
      commentIds[comment],
      uidOf(user),
    ]);
  }
}

/** Writes the users seed, replacing any. */
export async function seedUsers(db: Db, options: UsersSeedOptions): Promise<void> {
  await db.transaction((tx) => writeUsersSeed(tx, options));
}

/**
 * Writes the users seed when there is none, behind the schema lock, so API processes starting at
 * once on one database seed it once. Answers whether it wrote.
 */
export async function seedUsersIfEmpty(db: Db, options: UsersSeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (!(await usersEmpty(tx))) return false;
    await writeUsersSeed(tx, options);
    return true;
  });
}

/** True when the user service holds no data yet (a fresh database, or one from before migration 4). */
export async function usersEmpty(db: Pick<Db, 'query'>): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from avatars');
  return (rows[0]?.n ?? 0) === 0;
}

/**
 * Creates the seeded accounts in the Auth emulator at `host` (verified, fixed uids), through the
 * emulator's admin REST call that firebase-admin's createUser makes; existing ones are kept.
 * Returns how many were created.
 */
export async function seedEmulatorUsers(host: string, projectId: string): Promise<number> {
  let created = 0;
  for (const user of SEED_USERS) {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`,
      {
        method: 'POST',
        // The emulator takes 'owner' as an admin credential.
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({
          localId: user.uid,
          email: user.email,
          password: SEED_PASSWORD,
          displayName: user.username,
          emailVerified: true,
        }),
      },
    );
    if (response.ok) {
      created += 1;
      continue;
    }
    const text = await response.text();
    if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text)) {
      throw new Error(`Seeding ${user.email} in the Auth emulator failed: ${text}`);
    }
  }
  return created;
}
