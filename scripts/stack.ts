/**
 * The whole local stack, started for real: the Firebase Auth emulator with the seeded accounts,
 * the content API over its embedded database, the build, the prerender of the Bulgarian
 * locales, its service worker and the local CDN. Used by
 * `npm start`, the Playwright global setup and the client benchmark, so all three run the same
 * thing.
 */
import { type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { seedEmulatorUsers } from '../server/seed/users';
import { DEMO_PROJECT_ID, startAuthEmulator, type AuthEmulator } from './auth-emulator';
import { runStep, startChild, stopChild, waitFor } from './children';
import { isPortFree } from './free-port';

/** Options of {@link startStack}. */
export type StackOptions = {
  /** Content API port. */
  apiPort: number;
  /** Local CDN port. */
  sitePort: number;
  /** Prerender output folder, relative to the repo. */
  outDir: string;
  /** Expose the API's read-back and admin endpoints (tests only). */
  testEndpoints: boolean;
  /** Database folder of the API, or 'memory'. */
  dataDir: string;
  /**
   * Port of the Auth emulator to start. Ignored when FIREBASE_AUTH_EMULATOR_HOST is already set
   * (in `env` or the process): that emulator is used, and left running.
   */
  authEmulatorPort: number;
  /** Runs the publisher (`npm run prerender -- --watch`) beside the CDN: edits go live by themselves. */
  publisher?: boolean;
  /** Skip `npm run build` when the build folder (build/build-dir.mjs) is fresh (the caller knows). */
  skipBuild?: boolean;
  /** Extra env for every step. */
  env?: Record<string, string>;
  /** Print the children's output. */
  verbose?: boolean;
  /** Stops the start-up: what has started is stopped, and the start rejects. */
  signal?: AbortSignal;
};

/** The ports a stack listens on, and the variable `npm start` and `npm run dev` read each from. */
const PORTS = {
  apiPort: { what: 'the content API', variable: 'API_PORT' },
  sitePort: { what: 'the site', variable: 'PORT' },
  authEmulatorPort: { what: 'the Auth emulator', variable: 'AUTH_EMULATOR_PORT' },
} as const;

/**
 * Refuses ports another process holds: waiting for an answer there would take that process's
 * answer for our service's (a site built from another stack's API).
 */
async function refuseTakenPorts(
  options: StackOptions,
  roles: readonly (keyof typeof PORTS)[],
): Promise<void> {
  const taken: string[] = [];
  for (const role of roles) {
    const port = options[role];
    if (await isPortFree(port)) continue;
    const { what, variable } = PORTS[role];
    taken.push(
      `127.0.0.1:${String(port)} is already in use, wanted for ${what}: stop what listens there (another npm start?) or choose a free port with ${variable}`,
    );
  }
  if (taken.length > 0) throw new Error(taken.join('; '));
}

/**
 * What `npm start` runs: ports from API_PORT/PORT (4000/3000) and the default layout under
 * `dataRoot` (`.data/api` for the database, `out/` for the published tree), so a test can run the
 * same start-up under a temporary root.
 */
export function localStackOptions(
  dataRoot: string,
  env: Record<string, string | undefined> = process.env,
): StackOptions {
  return {
    apiPort: Number(env[PORTS.apiPort.variable] ?? 4000),
    sitePort: Number(env[PORTS.sitePort.variable] ?? 3000),
    outDir: env.OUT_DIR ?? join(dataRoot, 'out'),
    testEndpoints: false,
    dataDir: env.API_DATA_DIR ?? join(dataRoot, '.data/api'),
    authEmulatorPort: Number(env[PORTS.authEmulatorPort.variable] ?? 9099),
    publisher: true,
    verbose: true,
  };
}

/** A started stack. */
export type Stack = {
  /** The environment every step ran with (a later prerender must render with the same). */
  env: NodeJS.ProcessEnv;
  apiUrl: string;
  siteUrl: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authEmulatorHost: string;
  stop: () => Promise<void>;
};

/** The emulator given by the environment, or a new one on `port`, with the seeded accounts. */
async function authEmulatorFor(
  options: StackOptions,
  env: NodeJS.ProcessEnv,
): Promise<{ host: string; started: AuthEmulator | null }> {
  const given = env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  const started = given
    ? null
    : await startAuthEmulator({
        port: options.authEmulatorPort,
        projectId,
        verbose: options.verbose ?? false,
        ...(options.signal ? { signal: options.signal } : {}),
      });
  const host = given ?? started?.host ?? '';
  try {
    const created = await seedEmulatorUsers(host, projectId);
    options.signal?.throwIfAborted();
    const took = started ? ` ready in ${(started.startupMs / 1000).toFixed(1)} s,` : '';
    console.log(`stack: Auth emulator ${host}${took} ${String(created)} seeded accounts created`);
  } catch (error) {
    await started?.stop();
    throw error;
  }
  return { host, started };
}

/** The environment every step of the stack runs with (the services' URLs, the stage). */
function stackEnv(options: StackOptions, apiUrl: string, siteUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STAGE: process.env.STAGE ?? 'local',
    API_BASE_URL: apiUrl,
    SITE_URL: siteUrl,
    STORAGE_BASE_URL: `${siteUrl}/storage`,
    MAIL_URL: `${apiUrl}/mail`,
    EVENT_REPORT_URL: `${apiUrl}/events`,
    SITEMANAGER_URL: `${apiUrl}/sitemanager`,
    NEWSLETTER_URL: `${apiUrl}/newsletter`,
    VITE_API_BASE_URL: apiUrl,
    VITE_STORAGE_BASE_URL: `${siteUrl}/storage`,
    VITE_SITE_URL: siteUrl,
    API_DATA_DIR: options.dataDir,
    API_TEST_ENDPOINTS: options.testEndpoints ? '1' : '0',
    // Every browser test posts from 127.0.0.1: the receivers' per-address limits would be shared.
    ...(options.testEndpoints ? { RECEIVERS_RATE_LIMIT_FACTOR: '100' } : {}),
    ...options.env,
  };
  // The inbox lists every mail with its link: the API refuses it on any stage but local.
  env.API_INBOX ??= env.STAGE === 'local' ? '1' : '0';
  // The browser build reads its stage at build time (src/api/config.ts).
  env.VITE_STAGE = env.STAGE;
  env.FIREBASE_PROJECT_ID ??= DEMO_PROJECT_ID;
  return env;
}

/** The services under the site: the Auth emulator with its accounts and the content API. */
export type Services = {
  env: NodeJS.ProcessEnv;
  apiUrl: string;
  siteUrl: string;
  authEmulatorHost: string;
  stop: () => Promise<void>;
};

/** Starts the Auth emulator (unless one is given) and the content API; answers once the API does. */
export async function startServices(options: StackOptions): Promise<Services> {
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const siteUrl = `http://127.0.0.1:${options.sitePort}`;
  const env = stackEnv(options, apiUrl, siteUrl);
  const verbose = options.verbose ?? false;
  // Before anything starts, so a refusal leaves nothing to stop.
  await refuseTakenPorts(
    options,
    env.FIREBASE_AUTH_EMULATOR_HOST
      ? ['apiPort', 'sitePort']
      : ['apiPort', 'sitePort', 'authEmulatorPort'],
  );
  const emulator = await authEmulatorFor(options, env);
  // The API verifies tokens against it; the build points the browser's SDK at it.
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const api = startChild(
    ['tsx', 'server/main.ts'],
    { ...env, PORT: String(options.apiPort) },
    verbose,
  );
  const stop = async () => {
    await Promise.all([stopChild(api), emulator.started?.stop()]);
  };
  try {
    await waitFor(`${apiUrl}/locales?lang=bg`, api, {
      what: 'content API',
      timeoutMs: 120_000,
      signal: options.signal,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, apiUrl, siteUrl, authEmulatorHost: emulator.host, stop };
}

/** Starts the API, builds, prerenders and serves. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const services = await startServices(options);
  const { env, apiUrl, siteUrl } = services;
  const verbose = options.verbose ?? false;
  let server: ChildProcess | undefined;
  let publisher: ChildProcess | undefined;
  try {
    // The release's build: the budget check, the render worker's and the service worker's bundles.
    const { signal } = options;
    if (!options.skipBuild) await runStep('build', ['npm', 'run', 'build'], env, signal);
    const outDir = options.outDir;
    await runStep('prerender', ['node', 'prerender/start.mjs', '--out', outDir], env, signal);
    // The worker's precache needs the prerendered files.
    await runStep('service worker', ['npx', 'tsx', 'build/sw.ts', '--out', outDir], env, signal);
    // Checked again: the build took minutes, and something may have taken the port meanwhile.
    await refuseTakenPorts(options, ['sitePort']);
    server = startChild(
      ['tsx', 'cdn/serve-cli.ts', '--out', options.outDir],
      { ...env, PORT: String(options.sitePort) },
      verbose,
    );
    await waitFor(`${siteUrl}/`, server, { what: 'local CDN', timeoutMs: 60_000, signal });
    if (options.publisher)
      publisher = startChild(
        ['node', 'prerender/start.mjs', '--watch', '--out', outDir],
        env,
        verbose,
      );
  } catch (error) {
    await Promise.all([server && stopChild(server), publisher && stopChild(publisher)]);
    await services.stop();
    throw error;
  }
  const started = [server, publisher].filter((child) => child !== undefined);
  return {
    env,
    apiUrl,
    siteUrl,
    authEmulatorHost: services.authEmulatorHost,
    stop: async () => {
      await Promise.all([...started.map(stopChild), services.stop()]);
    },
  };
}
