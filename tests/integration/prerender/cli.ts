/** Runs the real prerender CLI against a test API, as a process of its own. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

/** A finished run: its exit code and everything it printed. */
export type CliRun = { status: number | null; output: string };

/**
 * Runs `npm run prerender` into `out`; asynchronous, because the API answers from the test's own
 * process.
 */
export function runPrerenderCli(
  apiUrl: string,
  out: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<CliRun> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, ['prerender/start.mjs', '--out', out, ...args], {
      cwd: root,
      env: {
        ...process.env,
        API_BASE_URL: apiUrl,
        SITEMANAGER_URL: `${apiUrl}/sitemanager`,
        PRERENDER_BACKOFF_BASE_MS: '20',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (status) => resolveRun({ status, output }));
  });
}
