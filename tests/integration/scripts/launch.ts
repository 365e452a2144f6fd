/**
 * `npm start` and `npm run dev` started as a person starts them: their own process group (a
 * terminal's Ctrl-C is SIGINT to it), free ports, a temporary data root, and a mark in the
 * environment that every process of the stack inherits, so a test can find any it left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/free-port';

const root = join(import.meta.dirname, '../../..');
const MARK = 'STACK_TEST_MARK';
/** How long a stopped stack may take to let its last process go (stopChild's SIGKILL is at 5 s). */
const GONE_TIMEOUT_MS = 30_000;

const tsx = join(root, 'node_modules/.bin/tsx');
/**
 * What `npm start` and `npm run dev` run, past `npm start`'s setup (scripts/start.mjs), whose
 * `npm ci` would rewrite node_modules under the other tests.
 */
export const COMMANDS = {
  start: [tsx, 'scripts/start-stack.ts'],
  dev: [tsx, 'scripts/dev.ts'],
} as const;

/** A launched start-up. */
export type Launched = {
  child: ChildProcess;
  /** The value of the mark its processes carry. */
  mark: string;
  ports: { site: number; api: number; auth: number };
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** Resolves once the output contains `text`. */
  printed: (text: string) => Promise<void>;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | string>;
};

const launched: { mark: string; dir: string }[] = [];

/** Starts `command` with free ports unless `ports` names some. */
export async function launch(
  command: readonly string[],
  ports: Partial<Launched['ports']> = {},
): Promise<Launched> {
  const mark = randomUUID();
  const dir = mkdtempSync(join(tmpdir(), 'stack-launch-'));
  launched.push({ mark, dir });
  const all = {
    site: ports.site ?? (await freePort()),
    api: ports.api ?? (await freePort()),
    auth: ports.auth ?? (await freePort()),
  };
  const [program = 'node', ...args] = command;
  const child = spawn(program, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // The integration setup's emulator would be used instead of starting one.
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      [MARK]: mark,
      PORT: String(all.site),
      API_PORT: String(all.api),
      AUTH_EMULATOR_PORT: String(all.auth),
      OUT_DIR: join(dir, 'out'),
      API_DATA_DIR: join(dir, 'api'),
    },
  });
  let text = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    for (const w of waiting.filter((w) => text.includes(w.text))) w.resolve();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const printed = (wanted: string) =>
    new Promise<void>((resolve) => {
      if (text.includes(wanted)) resolve();
      else waiting.push({ text: wanted, resolve });
    });
  return { child, mark, ports: all, output: () => text, printed, exited };
}

/** Processes that carry `mark` in their environment (a zombie's environment reads empty). */
function marked(mark: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(`${MARK}=${mark}\0`)) {
        pids.push(Number(entry));
      }
    } catch {
      // gone meanwhile, or not ours
    }
  }
  return pids;
}

/** A process as a failure names it: its pid, its state and its command line. */
function described(pid: number): string {
  try {
    const state = /^State:\s+(.*)$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    const command = readFileSync(`/proc/${String(pid)}/cmdline`, 'latin1')
      .split('\0')
      .join(' ');
    return `${String(pid)} (${state?.[1] ?? '?'}): ${command.trim().slice(0, 200)}`;
  } catch {
    return `${String(pid)} (gone meanwhile)`;
  }
}

/**
 * The processes of a launch still alive once they have had {@link GONE_TIMEOUT_MS} to stop, each
 * described, so a failure says which one stayed.
 */
export async function leftBehind(launch: Launched): Promise<string[]> {
  const deadline = Date.now() + GONE_TIMEOUT_MS;
  while (marked(launch.mark).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return marked(launch.mark).map(described);
}

/** Kills whatever every launch left behind and removes their folders (for afterAll). */
export function cleanUp(): void {
  for (const { mark, dir } of launched.splice(0)) {
    for (const pid of marked(mark)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
