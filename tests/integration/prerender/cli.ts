/** Runs the real prerender CLI against a test API, as a process of its own. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

/** A finished run: its exit code and everything it printed. */
export type CliRun = { status: number | null; output: string };

/**
 * Runs `npm run prerender` into `out` without its sibling stage, which encodes every new file of
 * a build and is tested on its own (siblings.test.ts, and in the whole pipeline by
 * {@link runPrerenderCliWithSiblings}). Asynchronous, because the API answers from the test's own
 * process.
 */
export const runPrerenderCli = (
  apiUrl: string,
  out: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<CliRun> => runCli(apiUrl, out, ['--no-siblings', ...args], env);

/** Runs `npm run prerender` into `out` as a release runs it: the sibling stage after the switch. */
export const runPrerenderCliWithSiblings = (
  apiUrl: string,
  out: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<CliRun> => runCli(apiUrl, out, args, env);

function runCli(
  apiUrl: string,
  out: string,
  args: string[],
  env: Record<string, string>,
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
