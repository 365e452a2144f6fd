/** The tests' calls to the Auth emulator survive its closing an idle connection (product §6). */
import { createServer } from 'node:http';
import { expect, it } from 'vitest';
import { identity } from './accounts';

/** Blocks this thread for `ms`, as a busy CI worker loading its next file does. */
function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

it('a sign-up after the emulator dropped the last connection, unseen, still reaches it', async () => {
  // The emulator closes a connection it finds idle; the close lands while this thread is busy.
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end('{"localId":"x"}');
      setTimeout(() => request.socket.destroy(), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const at = `127.0.0.1:${String(port)}`;
  try {
    for (let round = 0; round < 10; round += 1) {
      await identity('signUp', {}, at);
      busy(100);
      await expect(identity('signUp', {}, at)).resolves.toEqual({ localId: 'x' });
    }
  } finally {
    server.close();
  }
});
