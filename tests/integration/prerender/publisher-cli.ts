/** The real publisher (`npm run prerender -- --watch`) as a process of its own, for a test. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

export type PublisherCli = {
  pid: number;
  output: () => string;
  /** Waits until the output (from `from` on, a position of it) matches `pattern`. */
  waitFor: (pattern: RegExp, options?: { from?: number; timeoutMs?: number }) => Promise<string>;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts the publisher on `out`, reading `apiUrl`, cache clears to `sitemanagerUrl`'s API; without
 * its sibling passes, which have a test of their own (publisher.test.ts), unless `siblings`.
 */
export function startPublisherCli(
  apiUrl: string,
  out: string,
  {
    args = [],
    sitemanagerApi = apiUrl,
    siblings = false,
  }: { args?: string[]; sitemanagerApi?: string; siblings?: boolean } = {},
): PublisherCli {
  const child = spawn(
    process.execPath,
    [
      'prerender/start.mjs',
      '--watch',
      ...(siblings ? [] : ['--no-siblings']),
      '--out',
      out,
      '--health-port',
      '0',
      ...args,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        API_BASE_URL: apiUrl,
        SITEMANAGER_URL: `${sitemanagerApi}/sitemanager`,
        PRERENDER_BACKOFF_BASE_MS: '20',
        PRERENDER_WATCH_WINDOW_MS: '50',
      },
    },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const take = (d: Buffer) => {
    output += d.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((done) => child.on('close', done));
  const waitFor = (pattern: RegExp, { from = 0, timeoutMs = 60_000 } = {}) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(output.slice(from));
        if (!found) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found[0]);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(
          new Error(`no ${String(pattern)} within ${String(timeoutMs)} ms; output:\n${output}`),
        );
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  return {
    pid: child.pid ?? 0,
    output: () => output,
    waitFor,
    exited,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}
