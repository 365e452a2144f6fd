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

/** Stops a child's whole process group: SIGTERM, then SIGKILL after 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  // One killed by a signal has no exit code, and its 'exit' has already been emitted.
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}
