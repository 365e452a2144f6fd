/**
 * `npm start` and `npm run dev` with a port already taken (another stack, a forgotten server):
 * a refusal naming the port before any service starts, never a site built from, or served by,
 * the process that holds the port.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';
import { cleanUp, COMMANDS, launch, leftBehind } from './launch';

const holders: Server[] = [];
afterAll(async () => {
  cleanUp();
  await Promise.all(holders.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A port held by a server that answers every request, as another stack's would. */
async function heldPort(): Promise<number> {
  const port = await freePort();
  const server = createServer((_request, response) => response.end('{}'));
  holders.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return port;
}

describe('a taken port', () => {
  it.each([
    ['npm start', 'content API', 'start', 'api', 'API_PORT'],
    ['npm start', 'site', 'start', 'site', 'PORT'],
    ['npm start', 'Auth emulator', 'start', 'auth', 'AUTH_EMULATOR_PORT'],
    ['npm run dev', 'site', 'dev', 'site', 'PORT'],
  ] as const)(
    '%s refuses the %s port before starting anything',
    async (...args) => {
      const [, , command, role, variable] = args;
      const port = await heldPort();
      const run = await launch(COMMANDS[command], { [role]: port });
      // A service that starts means the refusal came too late (or never): the stack goes on.
      const outcome = await Promise.race([
        run.exited,
        run.printed('stack: Auth emulator').then(() => 'started the Auth emulator'),
      ]);
      if (outcome === 'started the Auth emulator' && run.child.pid !== undefined) {
        process.kill(-run.child.pid, 'SIGKILL');
      }
      expect(outcome).toBe(1);
      expect(run.output()).toContain(`127.0.0.1:${String(port)} is already in use`);
      expect(run.output()).toContain(variable);
      expect(run.output()).not.toContain('The site is up');
      expect(await leftBehind(run)).toEqual([]);
    },
    120_000,
  );
});
