/** The seeded community: posts, comments with replies, and likes, by seed-user index. */
import type { Db } from '../db/db';

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

type Tx = Pick<Db, 'query'>;

/** How the feed names time and people: hours before the seed's now, a seed user's uid. */
export type FeedClock = { ago: (hours: number) => string; uidOf: (index: number) => string };

async function writePosts(tx: Tx, { ago, uidOf }: FeedClock): Promise<number[]> {
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
  return postIds;
}

async function writeComments(tx: Tx, { ago, uidOf }: FeedClock, postIds: number[]) {
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
  return commentIds;
}

/** Writes posts, then comments (a reply after its parent), then likes. */
export async function writeFeed(tx: Tx, clock: FeedClock): Promise<void> {
  const { uidOf } = clock;
  const postIds = await writePosts(tx, clock);
  const commentIds = await writeComments(tx, clock, postIds);
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
