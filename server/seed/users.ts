/**
 * The user service's seed: avatars, shop, missions, report categories, and six Bulgarian users
 * with posts, comments, replies and likes, so `npm start` shows a living feed. The database rows
 * are keyed by fixed uids and need no emulator; {@link seedEmulatorUsers} creates the same
 * accounts in the Auth emulator (verified, password {@link SEED_PASSWORD}) once it is up.
 */
import { lockSchema, type Db } from '../db/db';
import { SHOP, writeCatalogue } from './users-catalogue';
import { writeFeed } from './users-feed';

/** The password of every seeded account (docs/accounts.md). */
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

const HOUR_MS = 3_600_000;

/** Options of {@link seedUsers}. */
export type UsersSeedOptions = {
  /** Base URL of the API's media placeholders (GET /media/avatars/{file}.svg). */
  mediaUrl: string;
  /** "Now" of the seed (tests); posts are dated hours before it. */
  now?: Date;
};

/** Each account with its avatar, points and, for a bought avatar, the purchase behind it. */
async function writeAccounts(tx: Pick<Db, 'query'>, ago: (hours: number) => string): Promise<void> {
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
}

/** Replaces the user service's data with the seed: catalogue, accounts, then their feed. */
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
    delete from mission_credits; delete from missions; delete from history; delete from purchases; delete from shop_items;
    delete from inventories; delete from users; delete from avatars;
  `);
  await writeCatalogue(tx, avatarUrl);
  await writeAccounts(tx, ago);
  await writeFeed(tx, { ago, uidOf });
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
