/**
 * Two stacks on one machine (two checkouts, two CI jobs on one runner) each start an Auth
 * emulator of the same project: each keeps answering while the other starts and stops.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '../../../scripts/auth-emulator';
import { freePort } from '../../../scripts/free-port';

const started: AuthEmulator[] = [];

/** Signs up a new account through the emulator's REST API; the HTTP status. */
async function signUp(emulator: AuthEmulator, email: string): Promise<number> {
  const answer = await fetch(
    `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'тайна-парола-1', returnSecureToken: true }),
    },
  );
  return answer.status;
}

afterAll(async () => {
  await Promise.all(started.map((e) => e.stop()));
});

describe('the Auth emulator', () => {
  it('two of the same project run side by side; stopping one leaves the other answering', async () => {
    const [first, second] = await Promise.all([
      startAuthEmulator({ port: await freePort() }),
      startAuthEmulator({ port: await freePort() }),
    ]);
    started.push(first, second);
    expect(await signUp(first, 'edin@example.com')).toBe(200);
    expect(await signUp(second, 'dvama@example.com')).toBe(200);
    await first.stop();
    expect(await signUp(second, 'oshte@example.com')).toBe(200);
  }, 180_000); // two emulators starting at once on a busy 2-core machine
});
