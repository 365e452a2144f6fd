/**
 * A throwaway PostgreSQL server for the tests: Debian's binaries (installed by scripts/setup.mjs),
 * a temporary data folder and a free port, run as a non-root user (PostgreSQL refuses root), and
 * gone at the end: `stop()` shuts it down and removes the folder, and the server is started with a
 * parent-death signal so even a killed test run leaves no server behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/** Where Debian puts each major version's server binaries (not on PATH). */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';
/** The unprivileged account Debian's package creates; the server runs as it when we are root. */
const SERVER_USER = 'postgres';
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** A port taken between our probe and the server's bind is retried on a new one. */
const PORT_ATTEMPTS = 3;

/** A running server. */
export type PostgresServer = {
  /** Port on 127.0.0.1. */
  port: number;
  /** The temporary folder holding the cluster, its socket and its log. */
  folder: string;
  /** Connection URL of the `postgres` database as the superuser (create and drop databases). */
  adminUrl: string;
  /** Connection URL of database `name` on this server. */
  urlOf: (name: string) => string;
  /** Shuts the server down (fast mode) and removes its folder; safe to call twice. */
  stop: () => Promise<void>;
};

/** The bin folder of the newest installed major version, or PG_BIN when set. */
export function findPostgresBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : null;
  if (!existsSync(DEBIAN_PG_ROOT)) return null;
  const versions = readdirSync(DEBIAN_PG_ROOT)
    .filter((v) => existsSync(join(DEBIAN_PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(DEBIAN_PG_ROOT, versions[0], 'bin') : null;
}

const IdLine = z.coerce.number().int().positive();

/** uid and gid of the account the server runs as, or null when we are not root (run as ourselves). */
function serverAccount(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `PostgreSQL refuses to run as root and there is no '${SERVER_USER}' account to run it as: reinstall Debian's postgresql`,
      );
    }
    return IdLine.parse(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}

/** setpriv drops to the server account (as root) and asks the kernel to stop the child with us. */
function asServer(account: { uid: number; gid: number } | null, command: string[]): string[] {
  const user = account ? [`--reuid=${account.uid}`, `--regid=${account.gid}`, '--init-groups'] : [];
  return ['setpriv', ...user, '--pdeathsig', 'SIGINT', '--', ...command];
}

/**
 * Copies the server's log into `logFile` for its whole life and resolves once it accepts
 * connections; rejects if it exits first.
 */
function waitReady(child: ChildProcess, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    let waiting = true;
    const finish = (error: Error | null) => {
      if (!waiting) return;
      waiting = false;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => {
      finish(new Error(`PostgreSQL did not start within ${READY_TIMEOUT_MS} ms:\n${log}`));
    }, READY_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      appendFileSync(logFile, chunk);
      if (!waiting) return;
      log += chunk.toString();
      if (log.includes('database system is ready to accept connections')) finish(null);
    });
    child.once('exit', (code) => {
      finish(new Error(`PostgreSQL exited (code ${code}) before it was ready:\n${log}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Fast shutdown: clients are disconnected, nothing is waited for (the folder is thrown away).
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** Where one test cluster lives: its binaries, the account it runs as, its folder and files. */
type Cluster = {
  bin: string;
  account: { uid: number; gid: number } | null;
  root: string;
  data: string;
  logFile: string;
  removeRoot: () => void;
};

/** Runs initdb and writes the test settings into the cluster's own file. */
function initCluster({ bin, account, root, data, removeRoot }: Cluster): void {
  const [initCommand, ...initArgs] = asServer(account, [
    join(bin, 'initdb'),
    '--pgdata',
    data,
    '--username',
    'postgres',
    '--auth',
    'trust',
    '--encoding',
    'UTF8',
    '--locale',
    'C',
    '--no-sync',
    '--no-instructions',
  ]);
  const init = spawnSync(initCommand ?? 'setpriv', initArgs, { cwd: root, encoding: 'utf8' });
  if (init.status !== 0) {
    removeRoot();
    throw new Error(`initdb failed (exit ${init.status}): ${init.stderr || init.stdout}`);
  }
  // Settings in the cluster's own file, so no path needs quoting on a command line.
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      '',
      `listen_addresses = '${HOST}'`,
      `unix_socket_directories = '${root}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 200',
      '',
    ].join('\n'),
  );
}

/** Starts the server on a free port, trying another port when the chosen one was taken. */
async function launch(cluster: Cluster): Promise<{ child: ChildProcess; port: number }> {
  const { bin, account, root, data, logFile } = cluster;
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(HOST);
    const [command, ...args] = asServer(account, [
      join(bin, 'postgres'),
      '-D',
      data,
      '-p',
      String(port),
    ]);
    const child = spawn(command ?? 'setpriv', args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      await waitReady(child, logFile);
      return { child, port };
    } catch (error) {
      await stopChild(child);
      const portTaken = readFileSync(logFile, 'utf8').includes('could not bind');
      if (portTaken && attempt < PORT_ATTEMPTS) continue;
      cluster.removeRoot();
      throw error;
    }
  }
}

/** The running server's handle; stop() (or, as a last resort, the process's exit) removes it. */
function serverHandle(
  cluster: Cluster,
  { child, port }: { child: ChildProcess; port: number },
): PostgresServer {
  // A last resort for an exit that skips stop(): the server goes, the folder with it.
  const onExit = () => {
    child.kill('SIGKILL');
    cluster.removeRoot();
  };
  process.once('exit', onExit);
  let stopped = false;
  const urlOf = (name: string) => `postgres://postgres@${HOST}:${port}/${name}`;
  return {
    port,
    folder: cluster.root,
    adminUrl: urlOf('postgres'),
    urlOf,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      process.off('exit', onExit);
      await stopChild(child);
      cluster.removeRoot();
    },
  };
}

/**
 * Creates a cluster in a new temporary folder and starts it on a free port. Tuned for tests:
 * no fsync, trust authentication on 127.0.0.1 only, its socket inside the folder.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed (no ${DEBIAN_PG_ROOT}/*/bin/initdb): run \`node scripts/setup.mjs --postgres\``,
    );
  }
  const account = serverAccount();
  const root = mkdtempSync(join(tmpdir(), 'casino-pg-'));
  const cluster: Cluster = {
    bin,
    account,
    root,
    data: join(root, 'data'),
    logFile: join(root, 'server.log'),
    removeRoot: () => rmSync(root, { recursive: true, force: true }),
  };
  if (account) chownSync(root, account.uid, account.gid);
  initCluster(cluster);
  return serverHandle(cluster, await launch(cluster));
}
