/** A failed fetch in an integration test names its method, address and cause (its setup file). */
import { createServer } from 'node:net';
import { expect, it } from 'vitest';

it('a connection closed under a request says so with the address', async () => {
  const server = createServer((socket) => socket.once('data', () => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${String(port)}/users/inventory`;
  try {
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow(
      new RegExp(`^fetch failed: POST ${url}: \\w+`),
    );
  } finally {
    server.close();
  }
});

it('a server that is not there says ECONNREFUSED', async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  await expect(fetch(`http://127.0.0.1:${String(port)}/`)).rejects.toThrow(/: ECONNREFUSED/);
});
