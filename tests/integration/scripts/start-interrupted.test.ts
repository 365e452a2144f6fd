/**
 * `npm start` stopped during its start-up (Ctrl-C while the content API starts, a supervisor's
 * SIGTERM while the Auth emulator starts) stops every process it started and leaves no port
 * taken, so the next `npm start` finds its ports free.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { isPortFree } from '../../../scripts/free-port';
import { cleanUp, COMMANDS, launch, leftBehind } from './launch';

afterAll(cleanUp);

describe('npm start interrupted during its start-up', () => {
  it.each([
    // printed once the emulator answers and its accounts exist; the content API starts next
    ['Ctrl-C', 'the content API starts', 'stack: Auth emulator', 'group'],
    // printed by firebase-tools as it begins
    ['SIGTERM', 'the Auth emulator starts', 'Starting emulators: auth', 'process'],
  ] as const)(
    '%s while %s stops everything it started',
    async (...args) => {
      const [how, , moment, to] = args;
      const run = await launch(COMMANDS.start);
      await run.printed(moment);
      const pid = run.child.pid ?? 0;
      process.kill(to === 'group' ? -pid : pid, how === 'Ctrl-C' ? 'SIGINT' : 'SIGTERM');
      expect(await run.exited).not.toBe(0);
      expect(await leftBehind(run)).toEqual([]);
      expect(await isPortFree(run.ports.api)).toBe(true);
      expect(await isPortFree(run.ports.auth)).toBe(true);
      expect(run.output()).not.toContain('The site is up');
    },
    180_000,
  );
});
