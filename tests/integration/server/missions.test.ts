/**
 * Missions are earned, not claimed: 'invite a friend' moves on only when an account invited with
 * the user's uid or anonId verifies its email, 'comment on another player's post' only on another
 * player's post, 'five likes' only for five different posts or comments, and POST /users/action
 * awards nothing by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningApi } from '../../../server/listen';
import {
  ActionResult,
  CommentResult,
  Inventory,
  LikeState,
  Mission,
  PostResult,
  UserErrorBody,
} from '../../../src/domain/entities/user';
import { host, projectId, signUp, verifiedByAdmin, type Session } from './accounts';
import { startTestApi } from './helpers';

let api: RunningApi;

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-authorization': token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const INVITE = 'Покани приятел';
const COMMENT = 'Първи коментар';
const LIKES = 'Пет харесвания';

async function mission(session: Session, title: string) {
  const missions = z.array(Mission).parse((await call('/users/missions', session.token)).body);
  return missions.find((m) => m.title === title);
}
const points = async (session: Session) =>
  Inventory.parse((await call('/users/inventory', session.token)).body).points;
const reason = (answer: { body: unknown }) => UserErrorBody.parse(answer.body).reason;

/** A new account that joined: verified, its inventory made. */
async function member(name: string): Promise<Session> {
  const session = await verifiedByAdmin(await signUp(name));
  expect((await call('/users/inventory', session.token)).status).toBe(200);
  return session;
}

beforeAll(async () => {
  api = await startTestApi({
    FIREBASE_AUTH_EMULATOR_HOST: host,
    FIREBASE_PROJECT_ID: projectId,
    USERS_RATE_LIMIT_FACTOR: '10',
  });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /users/action awards nothing by itself', () => {
  it('answers invite-friend with no points and no mission', async () => {
    const claimer = await member('Самохвалко');
    const answer = ActionResult.parse(
      (await call('/users/action', claimer.token, { action: 'invite-friend' })).body,
    );
    expect(answer.completed).toEqual([]);
    expect(answer.inventory.points).toBe(0);
    expect((await mission(claimer, INVITE))?.done).toBe(false);
  });
});

describe("'invite a friend' (product §2 refId)", () => {
  it('credits the inviter when the invited account verifies its email, not before', async () => {
    const inviter = await member('Поканител');
    const friend = await signUp('Приятел');
    expect((await call('/users/referral', friend.token, { refId: inviter.uid })).status).toBe(202);
    expect((await mission(inviter, INVITE))?.done).toBe(false);
    await member('Друг'); // someone else joining credits nobody
    expect(await points(inviter)).toBe(0);

    const verified = await verifiedByAdmin(friend);
    expect((await call('/users/inventory', verified.token)).status).toBe(200);
    expect((await mission(inviter, INVITE))?.done).toBe(true);
    expect(await points(inviter)).toBe(30);
    // The invited account earns nothing for being invited.
    expect((await mission(verified, INVITE))?.done).toBe(false);
  });

  it('refuses a self-referral, a second referral and one after joining', async () => {
    const fresh = await signUp('Нов');
    expect(reason(await call('/users/referral', fresh.token, { refId: fresh.uid }))).toBe(
      'invalid-input',
    );
    expect((await call('/users/referral', fresh.token, { refId: 'anon-1' })).status).toBe(202);
    const second = await call('/users/referral', fresh.token, { refId: 'anon-2' });
    expect([second.status, reason(second)]).toEqual([409, 'already-claimed']);
    const old = await member('Стар');
    const late = await call('/users/referral', old.token, { refId: 'anon-3' });
    expect([late.status, reason(late)]).toEqual([409, 'already-claimed']);
    expect(reason(await call('/users/referral', old.token, { refId: 'a b' }))).toBe(
      'invalid-input',
    );
  });

  it('credits an anonId invitation to the account that claims the anonId', async () => {
    const anonId = `anon-${String(Date.now())}`;
    const friend = await signUp('Анонимно поканен');
    expect((await call('/users/referral', friend.token, { refId: anonId })).status).toBe(202);
    await member('Анонимно поканен'); // a namesake does not matter
    const joined = await verifiedByAdmin(friend);
    expect((await call('/users/inventory', joined.token)).status).toBe(200);

    const inviter = await member('Бивш анонимен');
    const claimed = ActionResult.parse(
      (await call('/users/anon-id', inviter.token, { anonId })).body,
    );
    expect(claimed.completed.map((m) => m.title)).toEqual([INVITE]);
    expect(claimed.inventory.points).toBe(30);
    const thief = await member('Крадец');
    const stolen = await call('/users/anon-id', thief.token, { anonId });
    expect([stolen.status, reason(stolen)]).toEqual([409, 'already-claimed']);
  });
});

describe("'comment on another player's post'", () => {
  it("does not complete on one's own post, and completes on another's", async () => {
    const author = await member('Автор');
    const other = await member('Читател');
    const own = PostResult.parse(
      (await call('/users/post', author.token, { text: 'Мой пост' })).body,
    );
    const onOwn = CommentResult.parse(
      (await call('/users/comment', author.token, { postId: own.post.id, text: 'Сам си' })).body,
    );
    expect(onOwn.completed).toEqual([]);
    expect((await mission(author, COMMENT))?.done).toBe(false);
    const theirs = PostResult.parse(
      (await call('/users/post', other.token, { text: 'Чужд' })).body,
    );
    const onTheirs = CommentResult.parse(
      (await call('/users/comment', author.token, { postId: theirs.post.id, text: 'Браво' })).body,
    );
    expect(onTheirs.completed.map((m) => m.title)).toEqual([COMMENT]);
  });
});

describe("'five likes' counts what was liked, not the toggles", () => {
  const like = async (session: Session, target: { postId: number } | { commentId: number }) =>
    LikeState.parse((await call('/users/like', session.token, target)).body);

  it('does not complete for one post liked and unliked nine times', async () => {
    const author = await member('Автор на харесвания');
    const fan = await member('Упорит фен');
    const post = PostResult.parse(
      (await call('/users/post', author.token, { text: 'Харесай ме' })).body,
    ).post;
    const states = [];
    for (let toggle = 0; toggle < 9; toggle += 1) states.push(await like(fan, { postId: post.id }));
    expect(states.at(-1)).toMatchObject({ likes: 1, likedByMe: true });
    expect(await mission(fan, LIKES)).toMatchObject({ progress: 1, done: false });
    expect(await points(fan)).toBe(0);
  });

  it('completes at five different posts and comments, a like taken back and given again once', async () => {
    const author = await member('Автор на пет');
    const fan = await member('Честен фен');
    const posts = [];
    for (const text of ['Първа', 'Втора', 'Трета', 'Четвърта'])
      posts.push(PostResult.parse((await call('/users/post', author.token, { text })).body).post);
    const [first] = posts;
    const comment = CommentResult.parse(
      (await call('/users/comment', author.token, { postId: first?.id, text: 'Под първата' })).body,
    ).comment;
    for (const post of posts.slice(0, 3)) await like(fan, { postId: post.id });
    await like(fan, { postId: first?.id ?? 0 });
    await like(fan, { postId: first?.id ?? 0 });
    await like(fan, { commentId: comment.id });
    expect(await mission(fan, LIKES)).toMatchObject({ progress: 4, done: false });
    await like(fan, { postId: posts[3]?.id ?? 0 });
    expect(await mission(fan, LIKES)).toMatchObject({ progress: 5, done: true });
    expect(await points(fan)).toBe(25);
  });
});
