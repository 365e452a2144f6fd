/**
 * The user service end to end: accounts signed up and verified through the real Auth emulator
 * (started by the integration global setup), calls against the real API over PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedEmulatorUsers, SEED_PASSWORD, SEED_USERS } from '../../../server/seed/users';
import type { RunningApi } from '../../../server/listen';
import {
  ActionResult,
  AvatarOption,
  CommentResult,
  Inventory,
  LeaderboardPage,
  LikeState,
  Mission,
  PostDetails,
  PostPage,
  PostResult,
  PurchaseResult,
  ReportCategory,
  ShopItem,
  UserErrorBody,
  HistoryEntry,
} from '../../../src/domain/entities/user';
import {
  auth,
  craftToken,
  host,
  identity,
  projectId,
  signIn,
  signUp,
  type Session,
} from './accounts';
import { startTestApi } from './helpers';

const SITE_URL = 'http://127.0.0.1:3999';

let api: RunningApi;

type Answer = { status: number; body: unknown; headers: Headers };

async function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(token ? { 'x-authorization': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

function ok<T>(answer: Answer, schema: z.ZodType<T>, status = 200): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return schema.parse(answer.body);
}

function refused(answer: Answer, status: number, reason: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(UserErrorBody.parse(answer.body).reason).toBe(reason);
}

const Outbox = z.object({
  items: z.array(
    z.object({
      kind: z.string(),
      body: z.object({
        subject: z.string(),
        to: z.array(z.string()),
        payload: z.object({ link: z.string() }),
      }),
    }),
  ),
});

async function mailsTo(email: string, kind: string) {
  const { items } = Outbox.parse(await (await fetch(`${api.url}/__test/outbox`)).json());
  return items.filter((m) => m.kind === kind && m.body.to.includes(email));
}

/** Verifies the account the way a person does: the API mails the link, the code is applied. */
async function verify(session: Session): Promise<Session> {
  expect((await call('POST', '/users/email-token', session.token, {})).status).toBe(202);
  const mail = (await mailsTo(session.email, 'email-verification')).at(-1);
  expect(mail?.body.subject).toBe('Потвърдете имейл адреса си');
  const link = new URL(mail?.body.payload.link ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/`);
  const oobCode = link.searchParams.get('emailVerifyToken');
  expect(oobCode).toBeTruthy();
  await identity('update', { oobCode });
  return signIn(session);
}

let alice: Session;
let bob: Session;

beforeAll(async () => {
  expect(host, 'the integration global setup starts the Auth emulator').toMatch(/:\d+$/);
  api = await startTestApi({
    FIREBASE_AUTH_EMULATOR_HOST: host,
    FIREBASE_PROJECT_ID: projectId,
    SITE_URL,
  });
  alice = await signUp('Алиса <b>Тест</b>');
  bob = await signUp('Борис');
});
afterAll(async () => {
  await api?.close();
});

describe('verification (product §4: an unverified user is anonymous)', () => {
  it('refuses an unverified user with 403 email-unverified', async () => {
    refused(await call('GET', '/users/inventory', alice.token), 403, 'email-unverified');
    refused(
      await call('POST', '/users/post', alice.token, { text: 'Здравейте' }),
      403,
      'email-unverified',
    );
  });

  it('mails a verification link to the site; applying its code verifies the account', async () => {
    alice = await verify(alice);
    bob = await verify(bob);
    const inventory = ok(await call('GET', '/users/inventory', alice.token), Inventory);
    expect(inventory).toMatchObject({ uid: alice.uid, points: 0, ownedItemIds: [] });
    expect(inventory.username).toBe('Алиса bТестb');
    expect(inventory.avatar.url).toMatch(/\/media\/avatars\/.+\.svg$/);
    expect((await fetch(inventory.avatar.url)).status).toBe(200);
  });
});

describe('usernames (product §3 User.username)', () => {
  it('gives new users of one name, first seen at once, a username each', async () => {
    const twins = await Promise.all(
      Array.from({ length: 4 }, async () => verify(await signUp('Близнак'))),
    );
    const answers = await Promise.all(twins.map((t) => call('GET', '/users/inventory', t.token)));
    const names = answers.map((answer) => ok(answer, Inventory).username).sort();
    expect(names).toEqual(['Близнак', 'Близнак-2', 'Близнак-3', 'Близнак-4']);
  });
});

describe('posts, comments, replies, likes, reports', () => {
  let postId: number;

  it('stores and returns text with HTML verbatim; the first post completes a mission', async () => {
    const text = '<img src=x onerror="alert(1)"> & <b>здравей</b>\n  ред 2';
    const result = ok(
      await call('POST', '/users/post', alice.token, { text, link: 'https://example.bg/a?b=1' }),
      PostResult,
      201,
    );
    postId = result.post.id;
    expect(result.post).toMatchObject({
      text,
      link: 'https://example.bg/a?b=1',
      authorUid: alice.uid,
    });
    expect(result.completed.map((m) => m.title)).toEqual(['Първа публикация']);
    const details = ok(await call('GET', `/users/posts/${String(postId)}`, null), PostDetails);
    expect(details.text).toBe(text);
    const second = ok(
      await call('POST', '/users/post', alice.token, { text: 'Втора' }),
      PostResult,
      201,
    );
    expect(second.completed).toEqual([]);
  });

  it('refuses input over the limits with 400 invalid-input', async () => {
    for (const body of [
      { text: '' },
      { text: 'x'.repeat(2001) },
      { text: 'x', link: 'javascript:alert(1)' },
    ]) {
      refused(await call('POST', '/users/post', alice.token, body), 400, 'invalid-input');
    }
    refused(
      await call('POST', '/users/comment', bob.token, { postId, text: 'x'.repeat(1001) }),
      400,
      'invalid-input',
    );
    refused(
      await call('POST', '/users/like', bob.token, { postId, commentId: 1 }),
      400,
      'invalid-input',
    );
  });

  it('comments, replies, and a reply to a reply joins the thread', async () => {
    const comment = ok(
      await call('POST', '/users/comment', bob.token, { postId, text: 'Първи коментар' }),
      CommentResult,
      201,
    );
    expect(comment.completed.map((m) => m.title)).toEqual(['Първи коментар']);
    const reply = ok(
      await call('POST', '/users/comment', alice.token, {
        postId,
        parentId: comment.comment.id,
        text: 'Отговор',
      }),
      CommentResult,
      201,
    );
    expect(reply.comment.parentId).toBe(comment.comment.id);
    const nested = ok(
      await call('POST', '/users/comment', bob.token, {
        postId,
        parentId: reply.comment.id,
        text: 'Още',
      }),
      CommentResult,
      201,
    );
    expect(nested.comment.parentId).toBe(comment.comment.id);
    const details = ok(await call('GET', `/users/posts/${String(postId)}`, null), PostDetails);
    expect(details.commentCount).toBe(3);
    expect(details.comments).toHaveLength(1);
    expect(details.comments[0]?.replies.map((r) => r.text)).toEqual(['Отговор', 'Още']);
    refused(
      await call('POST', '/users/comment', bob.token, { postId: 999_999, text: 'x' }),
      404,
      'not-found',
    );
  });

  it('toggles a like and answers the count and likedByMe; public reads show the reader’s like', async () => {
    const liked = ok(await call('POST', '/users/like', bob.token, { postId }), LikeState);
    expect(liked).toEqual({ target: 'post', id: postId, likes: 1, likedByMe: true });
    const asBob = ok(await call('GET', `/users/posts/${String(postId)}`, bob.token), PostDetails);
    const asVisitor = ok(await call('GET', `/users/posts/${String(postId)}`, null), PostDetails);
    expect([asBob.likedByMe, asVisitor.likedByMe, asVisitor.likes]).toEqual([true, false, 1]);
    const unliked = ok(await call('POST', '/users/like', bob.token, { postId }), LikeState);
    expect(unliked).toMatchObject({ likes: 0, likedByMe: false });
    const commentId = asBob.comments[0]?.id ?? 0;
    const onComment = ok(await call('POST', '/users/like', alice.token, { commentId }), LikeState);
    expect(onComment).toEqual({ target: 'comment', id: commentId, likes: 1, likedByMe: true });
  });

  it('toggles one user’s likes sent at once in turn: none fails, an even number undoes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/users/like', alice.token, { postId })),
    );
    const states = answers.map((answer) => ok(answer, LikeState));
    expect(states.filter((state) => state.likedByMe)).toHaveLength(2);
    const post = ok(await call('GET', `/users/posts/${String(postId)}`, alice.token), PostDetails);
    expect([post.likes, post.likedByMe]).toEqual([0, false]);
  });

  it('reports a post once per user, in a known category', async () => {
    const categories = ok(
      await call('GET', '/users/report-categories', null),
      z.array(ReportCategory),
    );
    expect(categories.map((c) => c.label)).toEqual([
      'Спам',
      'Обидно съдържание',
      'Измама',
      'Друго',
    ]);
    const categoryId = categories[0]?.id ?? 0;
    expect(
      (await call('POST', '/users/report-post', bob.token, { postId, categoryId, note: 'реклама' }))
        .status,
    ).toBe(201);
    refused(
      await call('POST', '/users/report-post', bob.token, { postId, categoryId }),
      409,
      'already-reported',
    );
    refused(
      await call('POST', '/users/report-post', alice.token, { postId, categoryId: 99 }),
      404,
      'not-found',
    );
  });

  it('lets only the owner edit or delete a post (403 not-owner)', async () => {
    refused(
      await call('PATCH', `/users/posts/${String(postId)}`, bob.token, { text: 'чуждо' }),
      403,
      'not-owner',
    );
    refused(await call('DELETE', `/users/posts/${String(postId)}`, bob.token), 403, 'not-owner');
    const edited = ok(
      await call('PATCH', `/users/posts/${String(postId)}`, alice.token, { text: 'Редактирано' }),
      PostResult,
    );
    expect(edited.post).toMatchObject({ text: 'Редактирано', link: null });
    expect(Date.parse(edited.post.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(edited.post.createdAt),
    );
    expect((await call('DELETE', `/users/posts/${String(postId)}`, alice.token)).status).toBe(200);
    refused(await call('GET', `/users/posts/${String(postId)}`, null), 404, 'not-found');
  });
});

describe('points: actions, missions, shop, avatar, history', () => {
  it('records user-login once a day and completes the daily mission once', async () => {
    const first = ok(
      await call('POST', '/users/action', alice.token, { action: 'user-login' }),
      ActionResult,
    );
    expect(first.completed.map((m) => m.title)).toEqual(['Ежедневен вход']);
    const again = ok(
      await call('POST', '/users/action', alice.token, { action: 'user-login' }),
      ActionResult,
    );
    expect(again.completed).toEqual([]);
    expect(again.inventory.points).toBe(first.inventory.points);
    const missions = ok(await call('GET', '/users/missions', alice.token), z.array(Mission));
    expect(missions.find((m) => m.title === 'Ежедневен вход')).toMatchObject({
      done: true,
      progress: 1,
    });
    const login = ok(
      await call('POST', '/users/last-login', alice.token, {}),
      z.object({ lastLoginAt: z.string() }),
    );
    const inventory = ok(await call('GET', '/users/inventory', alice.token), Inventory);
    expect(inventory.lastLoginAt).toBe(login.lastLoginAt);
  });

  it('buys in one transaction: 409 when poor or owned, never a negative balance', async () => {
    const before = ok(await call('GET', '/users/inventory', alice.token), Inventory);
    const shop = ok(await call('GET', '/users/shop', alice.token), z.array(ShopItem));
    const dear = shop.find((i) => i.price > before.points);
    const cheap = shop.find((i) => i.price <= before.points && i.price > 0);
    expect(dear && cheap).toBeTruthy();
    refused(
      await call('POST', '/users/purchase', alice.token, { itemId: dear?.id }),
      409,
      'insufficient-points',
    );
    const bought = ok(
      await call('POST', '/users/purchase', alice.token, { itemId: cheap?.id }),
      PurchaseResult,
    );
    expect(bought.inventory.points).toBe(before.points - (cheap?.price ?? 0));
    expect(bought.inventory.ownedItemIds).toEqual([cheap?.id]);
    refused(
      await call('POST', '/users/purchase', alice.token, { itemId: cheap?.id }),
      409,
      'already-owned',
    );
    const after = ok(await call('GET', '/users/inventory', alice.token), Inventory);
    expect(after.points).toBe(bought.inventory.points);
    const history = ok(await call('GET', '/users/history', alice.token), z.array(HistoryEntry));
    expect(history[0]).toMatchObject({
      action: 'purchase',
      points: -(cheap?.price ?? 0),
      detail: cheap?.name,
    });
  });

  it('wears a free avatar, refuses a locked one (403), and a seeded user buys and wears one', async () => {
    const options = ok(await call('GET', '/users/avatars', alice.token), z.array(AvatarOption));
    const locked = options.find((a) => !a.unlocked);
    const free = options.filter((a) => a.unlocked).at(-1);
    refused(
      await call('PUT', '/users/avatar', alice.token, { avatarId: locked?.id }),
      403,
      'avatar-locked',
    );
    const worn = ok(
      await call('PUT', '/users/avatar', alice.token, { avatarId: free?.id }),
      Inventory,
    );
    expect(worn.avatar.id).toBe(free?.id);

    // Both database projects share one emulator: whichever runs first creates the accounts.
    expect([0, SEED_USERS.length]).toContain(await seedEmulatorUsers(host, projectId));
    expect(await seedEmulatorUsers(host, projectId)).toBe(0);
    const seeded = SEED_USERS[0];
    const ivan = await signIn({ email: seeded?.email ?? '', password: SEED_PASSWORD });
    expect(ivan.uid).toBe(seeded?.uid);
    const shop = ok(await call('GET', '/users/shop', ivan.token), z.array(ShopItem));
    const avatarItem = shop.find(
      (i) => i.kind === 'avatar' && !i.owned && i.price <= (seeded?.points ?? 0),
    );
    const bought = ok(
      await call('POST', '/users/purchase', ivan.token, { itemId: avatarItem?.id }),
      PurchaseResult,
    );
    const wearing = ok(
      await call('PUT', '/users/avatar', ivan.token, { avatarId: bought.item.avatar?.id }),
      Inventory,
    );
    expect(wearing.avatar.name).toBe(avatarItem?.name);
  });
});

describe('tokens (401) and rates (429)', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/users/post', { text: 'x' }],
    ['PATCH', '/users/posts/1', { text: 'x' }],
    ['DELETE', '/users/posts/1', undefined],
    ['POST', '/users/comment', { postId: 1, text: 'x' }],
    ['POST', '/users/like', { postId: 1 }],
    ['POST', '/users/report-post', { postId: 1, categoryId: 1 }],
    ['POST', '/users/purchase', { itemId: 1 }],
    ['PUT', '/users/avatar', { avatarId: 1 }],
    ['POST', '/users/action', { action: 'user-login' }],
    ['POST', '/users/last-login', {}],
    ['POST', '/users/email-token', {}],
    ['GET', '/users/inventory', undefined],
  ];
  it.each(writes)('%s %s without a token is 401 token-missing', async (method, path, body) => {
    refused(await call(method, path, null, body), 401, 'token-missing');
  });

  it('keeps a user’s answers out of shared caches, read with a token or refused', async () => {
    const fiona = await verify(await signUp('Фиона'));
    const answers = [
      await call('GET', '/users/inventory', fiona.token),
      await call('GET', '/users/inventory', null),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401]);
    for (const { headers } of answers) {
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses malformed, wrong-project, expired, deleted-user and revoked tokens', async () => {
    const carol = await verify(await signUp('Каролина'));
    refused(await call('POST', '/users/post', 'garbage', { text: 'x' }), 401, 'token-invalid');
    const forged = (claims: Record<string, unknown>) =>
      craftToken({ sub: carol.uid, user_id: carol.uid, email: carol.email, ...claims });
    // The emulator accepts unsigned tokens, so these isolate the claim checks.
    expect(
      (await call('POST', '/users/action', forged({}), { action: 'invite-friend' })).status,
    ).toBe(200);
    const otherProject = await call('POST', '/users/post', forged({ aud: 'other-project' }), {
      text: 'x',
    });
    refused(otherProject, 401, 'token-invalid');
    // The refusal names the reason, not the project or the library's checks.
    expect(JSON.stringify(otherProject.body)).not.toMatch(/project|demo-/i);
    refused(
      await call(
        'POST',
        '/users/post',
        forged({ iss: 'https://securetoken.google.com/other-project' }),
        { text: 'x' },
      ),
      401,
      'token-invalid',
    );
    const past = Math.floor(Date.now() / 1000) - 7200;
    refused(
      await call('POST', '/users/post', forged({ iat: past, auth_time: past, exp: past + 3600 }), {
        text: 'x',
      }),
      401,
      'token-expired',
    );
    refused(
      await call(
        'POST',
        '/users/post',
        craftToken({ sub: 'no-such-user', user_id: 'no-such-user' }),
        { text: 'x' },
      ),
      401,
      'token-revoked',
    );

    // Revocation counts in whole seconds: the token must predate it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens(carol.uid);
    refused(await call('POST', '/users/post', carol.token, { text: 'x' }), 401, 'token-revoked');
    const dave = await verify(await signUp('Давид'));
    await auth.deleteUser(dave.uid);
    refused(await call('POST', '/users/post', dave.token, { text: 'x' }), 401, 'token-revoked');
  });

  it('limits writes per user: the sixth post in a minute is 429 with Retry-After', async () => {
    const erin = await verify(await signUp('Ерин'));
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await call('POST', '/users/post', erin.token, { text: `пост ${String(i)}` })).status,
      ).toBe(201);
    }
    const limited = await call('POST', '/users/post', erin.token, { text: 'още' });
    refused(limited, 429, 'rate-limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(UserErrorBody.parse(limited.body).retryAfterS).toBe(retryAfter);
    // Another user on the same address keeps their own window.
    expect((await call('POST', '/users/post', bob.token, { text: 'моят ред' })).status).toBe(201);
  });
});

describe('password reset mail and public reads', () => {
  it('mails a reset link for a known address, answers 202 for any address', async () => {
    const known = await call('POST', '/users/password-token', null, { email: bob.email });
    expect(known.status).toBe(202);
    const unknown = await call('POST', '/users/password-token', null, {
      email: 'nobody@example.bg',
    });
    expect(unknown).toMatchObject({ status: 202, body: known.body });
    expect(await mailsTo('nobody@example.bg', 'password-reset')).toEqual([]);
    const mail = (await mailsTo(bob.email, 'password-reset')).at(-1);
    const oobCode = new URL(mail?.body.payload.link ?? '').searchParams.get('passwordVerifyToken');
    expect(mail?.body.payload.link.startsWith(`${SITE_URL}/?passwordVerifyToken=`)).toBe(true);
    await identity('resetPassword', { oobCode, newPassword: 'novaparola' });
    bob = await signIn({ email: bob.email, password: 'novaparola' });
    expect(bob.uid).toBeTruthy();
  });

  it('pages posts (product §9 default 5, clamp 10) and ranks the leaderboard by points', async () => {
    const first = ok(await call('GET', '/users/posts', null), PostPage);
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(12);
    const big = ok(await call('GET', '/users/posts?pageSize=50&page=2', null), PostPage);
    expect(big).toMatchObject({ page: 2, pageSize: 10 });
    const dates = first.items.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    refused(await call('GET', '/users/posts?page=0', null), 400, 'invalid-input');

    const board = ok(await call('GET', '/leaderboards/users?pageSize=10', null), LeaderboardPage);
    const points = board.items.map((r) => r.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(board.items[0]?.rank).toBe(1);
    expect(board.items.every((r, i, all) => i === 0 || r.rank >= (all[i - 1]?.rank ?? 0))).toBe(
      true,
    );
  });
});
