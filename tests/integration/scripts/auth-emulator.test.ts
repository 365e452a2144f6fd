/**
 * Two stacks on one machine (two checkouts, two CI jobs on one runner) each start an Auth
 * emulator of the same project: each keeps answering while the other starts and stops. The first
 * stack is the integration setup's (tests/integration/global-setup.ts): one start less, of the
 * slowest thing the tests start. The emulator still validates what it is sent (its schemas are
 * compiled on first use: scripts/auth-emulator-preload.cjs).
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  startAuthEmulator,
  type AuthEmulator,
} from '../../../scripts/auth-emulator';
import { freePort } from '../../../scripts/free-port';

const started: AuthEmulator[] = [];

/** Asks the emulator's REST API at `host` to sign up `body`: the answer. */
function signUpWith(host: string, body: unknown): Promise<Response> {
  return fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    // A pooled connection the emulator closed unseen fails a POST, unretried (../server/accounts).
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
}

/** Signs up a new account through the emulator's REST API at `host`; the HTTP status. */
async function signUp(host: string, email: string): Promise<number> {
  const answer = await signUpWith(host, {
    email,
    password: 'тайна-парола-1',
    returnSecureToken: true,
  });
  return answer.status;
}

afterAll(async () => {
  await Promise.all(started.map((e) => e.stop()));
});

describe('the Auth emulator', () => {
  it('two of the same project run side by side; stopping one leaves the other answering', async () => {
    const first = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    expect(first, 'the integration setup starts the Auth emulator').toMatch(/:\d+$/);
    expect(process.env.FIREBASE_PROJECT_ID).toBe(DEMO_PROJECT_ID);
    const second = await startAuthEmulator({ port: await freePort() });
    started.push(second);
    expect(await signUp(first, `edin-${String(Date.now())}@example.com`)).toBe(200);
    expect(await signUp(second.host, 'dvama@example.com')).toBe(200);
    await second.stop();
    expect(await signUp(first, `oshte-${String(Date.now())}@example.com`)).toBe(200);
  }, 180_000); // an emulator starting on a busy 2-core machine

  it('still checks each request against its API schema, compiled on first use', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    for (const [body, message] of [
      [{ email: 'shema@example.com', password: ['не', 'низ'] }, '/password must be string'],
      [[1, 2], 'must be object'],
    ] as const) {
      const answer = await signUpWith(host, body);
      expect(answer.status).toBe(400);
      const { error } = (await answer.json()) as { error: { message: string } };
      expect(error.message).toMatch(/^Invalid JSON payload received\./);
      expect(error.message).toContain(message);
    }
  });
});
