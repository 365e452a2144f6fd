/**
 * The Firebase Auth emulator (firebase-tools, no Java needed for auth) as a child process: started
 * on a given port from a firebase.json generated in a temp folder, awaited until it answers, and
 * stopped with its whole process group. `npm start`, the e2e and the integration setups use it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from './children';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIREBASE_CLI = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
/** Its schemas compiled on first use, not all at start (the file says why). */
const PRELOAD = join(root, 'scripts/auth-emulator-preload.cjs');

/** The identity project of every local run: 'demo-' keeps the emulator offline (product §7). */
export const DEMO_PROJECT_ID = 'demo-casino-bg';

/**
 * Longest wait for the emulator to answer (about 4 s on a quiet machine,
 * docs/toolchain.md#the-auth-emulator).
 */
const READY_TIMEOUT_MS = 120_000;

/** A running emulator. */
export type AuthEmulator = {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** The project it serves. */
  projectId: string;
  /** Milliseconds from spawn to the first ready answer. */
  startupMs: number;
  /** Stops it (the whole process group) and removes its folder. */
  stop: () => Promise<void>;
};

/** Options of {@link startAuthEmulator}. */
export type AuthEmulatorOptions = {
  /** Port to listen on (127.0.0.1). */
  port: number;
  /** Project id; default {@link DEMO_PROJECT_ID}. */
  projectId?: string;
  /** Print the emulator's output. */
  verbose?: boolean;
  /** Stops the start-up: the emulator is stopped and the start rejects. */
  signal?: AbortSignal;
};

async function isReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`);
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Why an emulator that does not answer yet will not: stopped, exited or too slow; else null. */
function notComing(child: ChildProcess, deadline: number, signal?: AbortSignal): string | null {
  if (signal?.aborted) return 'was stopped during its start-up';
  if (child.exitCode !== null) return `exited with code ${String(child.exitCode)}`;
  if (Date.now() > deadline) return `did not answer within ${String(READY_TIMEOUT_MS)} ms`;
  return null;
}

/** Starts the Auth emulator and resolves once it answers ready. */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const host = `127.0.0.1:${String(options.port)}`;
  if (await isReady(host)) throw new Error(`Something already answers at ${host}`);
  options.signal?.throwIfAborted();
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        // Its own hub and log ports: two stacks on one machine would otherwise share 4400/4500.
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--require',
      PRELOAD,
      FIREBASE_CLI,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
    ],
    {
      cwd: dir,
      // CI keeps the CLI from prompting; its config store and the hub's locator file (named by
      // project, so shared by every emulator of the project) stay in the temp folder.
      env: { ...process.env, CI: '1', XDG_CONFIG_HOME: dir, TMPDIR: dir },
      stdio: options.verbose ? 'inherit' : ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const cleanup = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = started + READY_TIMEOUT_MS;
  while (!(await isReady(host))) {
    const why = notComing(child, deadline, options.signal);
    if (why !== null) {
      await cleanup();
      throw new Error(`Auth emulator on ${host} ${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { host, projectId, startupMs: Date.now() - started, stop: cleanup };
}
