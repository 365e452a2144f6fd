/**
 * The stack's child processes: each in its own process group, so a stop reaches what npx or npm
 * started behind it; build steps run to their end, services are awaited until they answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs one build step to its end; a stop of the start-up stops the step's whole group. */
export async function runStep(
  name: string,
  command: string[],
  env: NodeJS.ProcessEnv,
  signal: AbortSignal | undefined,
): Promise<void> {
  signal?.throwIfAborted();
  const started = Date.now();
  const [program = 'npx', ...args] = command;
  const child = spawn(program, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => void stopChild(child);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const [code] = (await once(child, 'exit')) as [number | null];
    signal?.throwIfAborted();
    if (code !== 0) throw new Error(`${name} failed (exit ${String(code)})`);
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  console.log(`stack: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** What {@link waitFor} waits for, and how long. */
export type Wait = { what: string; timeoutMs: number; signal: AbortSignal | undefined };

/** Resolves once `url` answers below 500; rejects once the child exits, time runs out or a stop. */
export async function waitFor(url: string, child: ChildProcess, wait: Wait): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  while (Date.now() < deadline) {
    wait.signal?.throwIfAborted();
    if (child.exitCode !== null) {
      throw new Error(`${wait.what} exited with code ${String(child.exitCode)}`);
    }
    try {
      const response = await fetch(url, wait.signal ? { signal: wait.signal } : {});
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${wait.what} did not answer at ${url} within ${String(wait.timeoutMs)} ms`);
}

/** Starts `npx …args` in its own process group, so a stop reaches what npx starts too. */
export function startChild(args: string[], env: NodeJS.ProcessEnv, verbose: boolean): ChildProcess {
  const child = spawn('npx', args, {
    cwd: root,
    env,
    stdio: verbose ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

/** Sends `signal` to process group `group`; false once no process of it is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a child's whole process group: SIGTERM, then SIGKILL to what is left after 5 s. Waits
 * for the group, not the child: npx exits at once on SIGTERM while what it started (tsx, the
 * content API) may still be closing.
 */
export async function stopChild(child: ChildProcess): Promise<void> {
  const group = child.pid;
  if (group === undefined || !signalGroup(group, 'SIGTERM')) return;
  const deadline = Date.now() + 5000;
  while (signalGroup(group, 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  signalGroup(group, 'SIGKILL');
  // The child's own exit, so its exit code is set when this resolves.
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}
