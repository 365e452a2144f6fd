/**
 * The XSS corpus through the community's user-generated fields (product §3 posts and comments,
 * §9 security): every payload is posted through the real user service by new members, then
 * the feed and its threads are read in Chromium with the policy bypassed, so the rendering alone
 * must hold. Nothing may run: no sentinel call, no dialog.
 */
import { expect, test } from './fixtures/test';
import { XSS_CORPUS } from '../fixtures/xss-corpus';
import { watchExecution } from './fixtures/xss-watch';

test.use({ bypassCSP: true });

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (the global setup starts the stack)`);
  return value;
};

const emulator = (path: string): string =>
  `http://${env('E2E_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/${path}`;

async function emulatorCall(path: string, body: unknown, admin = false): Promise<unknown> {
  const answer = await fetch(emulator(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // A pooled connection the emulator closed while the browser ran fails a POST, unretried.
      connection: 'close',
      ...(admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

/** A new member with a verified email (the emulator's admin update), and its ID token. */
async function newMember(): Promise<string> {
  const email = `xss-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'xss-parola-1';
  const { localId } = (await emulatorCall('accounts:signUp?key=demo-key', {
    email,
    password,
    returnSecureToken: true,
  })) as { localId: string };
  await emulatorCall(
    'projects/demo-casino-bg/accounts:update',
    { localId, emailVerified: true },
    true,
  );
  const { idToken } = (await emulatorCall('accounts:signInWithPassword?key=demo-key', {
    email,
    password,
    returnSecureToken: true,
  })) as { idToken: string };
  return idToken;
}

async function send(path: string, token: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${env('E2E_API_URL')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-authorization': token },
    body: JSON.stringify(body),
  });
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return answer.json();
}

/** The payloads packed into texts of at most `max` characters. */
function pack(max: number): string[] {
  const texts: string[] = [];
  let current = '';
  for (const payload of XSS_CORPUS) {
    // NUL is refused by the user service (its own unit test): the rest of the payload is sent.
    const piece = `${payload.text.replaceAll('\u0000', '')} `;
    if (current.length + piece.length > max) {
      texts.push(current);
      current = '';
    }
    current += piece;
  }
  if (current) texts.push(current);
  return texts;
}

test('every corpus payload in posts, comments and replies stays text in the feed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Posts of up to 1,900 characters, four per new member (the service allows five a minute).
  const posts = pack(1900);
  const tokens = await Promise.all(
    Array.from({ length: Math.ceil(posts.length / 4) }, () => newMember()),
  );
  const created: number[] = [];
  for (const [i, text] of posts.entries()) {
    const token = tokens[Math.floor(i / 4) % tokens.length] ?? '';
    const { post } = (await send('/users/post', token, { text, link: null })) as {
      post: { id: number };
    };
    created.push(post.id);
  }
  // One comment and one reply of markup on the newest post.
  const newest = created[created.length - 1] ?? 0;
  const [first = ''] = pack(900);
  const { comment } = (await send('/users/comment', tokens[0] ?? '', {
    postId: newest,
    text: first,
  })) as { comment: { id: number } };
  await send('/users/comment', tokens.at(-1) ?? '', {
    postId: newest,
    parentId: comment.id,
    text: first,
  });

  const ran = await watchExecution(page);
  await page.goto('/feed');
  const feed = page.locator('.community-feed__posts');
  // Load pages until every hostile post is on screen.
  for (let round = 0; round < 10; round += 1) {
    const shown = await feed.locator('article.post').count();
    if (shown >= created.length) break;
    await page.locator('[data-action="more"]').click();
    await expect(feed.locator('article.post')).not.toHaveCount(shown);
  }
  for (const id of created) {
    await expect(feed.locator(`article[data-post-id="${String(id)}"] .user-text`)).toBeVisible();
  }
  const thread = feed.locator(`article[data-post-id="${String(newest)}"]`);
  await thread.locator('[data-action="comments"]').click();
  await expect(thread.locator('.reply-list .comment')).toHaveCount(1);
  // The text arrives whole: the corpus is shown, not interpreted.
  await expect(thread.locator('.comment .user-text').first()).toHaveText(first.trimEnd());
  expect(await feed.locator('.user-text img, .user-text script, .user-text svg').count()).toBe(0);
  expect(ran).toEqual([]);
});
