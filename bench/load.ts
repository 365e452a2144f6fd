/**
 * The load of the HTTP benches (bench:cdn, bench:api): Debian's wrk, a C client on one thread,
 * installed by scripts/setup.mjs when missing. Its Lua script sends the requests in one shared
 * turn; wrk counts the answers of 400 and more. The client must cost far less than the server it
 * loads: a JavaScript client that decodes each body as text spends more on a compressed page than
 * the server does sending it (BENCHMARKS.md "How the load is made").
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const WRK = '/usr/bin/wrk';

/** One request of a load: its path and headers. */
export type LoadRequest = { path: string; headers: Readonly<Record<string, string>> };

/** What a load measured. */
export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  megabytesPerSecond: number;
  /** Answers with a status of 400 or more. */
  failed: number;
  /** Connections refused, reads and writes that failed, and requests that timed out. */
  errors: number;
};

/** A Lua string literal of `text`. */
const lua = (text: string) => JSON.stringify(text);

/**
 * The script: the requests in one turn shared by every connection (formatted in `init`, once wrk
 * knows the host). No `response` hook: it would have wrk copy every answer's headers into Lua.
 */
function scriptOf(requests: readonly LoadRequest[]): string {
  const formatted = requests.map(({ path, headers }) => {
    const fields = Object.entries(headers).map(([name, value]) => `[${lua(name)}]=${lua(value)}`);
    return `    wrk.format("GET", ${lua(path)}, {${fields.join(', ')}}),`;
  });
  return `function init(args)
  turn = 0
  requests = {
${formatted.join('\n')}
  }
end
function request() turn = turn % #requests + 1; return requests[turn] end
function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format("summary %d %d %d %d %d\\n", summary.duration, summary.requests,
    summary.bytes, e.connect + e.read + e.write + e.timeout, e.status))
  io.write(string.format("latency %d %d %d\\n", latency:percentile(50), latency:percentile(99),
    latency.max))
end
`;
}

/** Installs wrk when it is missing (scripts/setup.mjs, with apt). */
function ensureWrk(): void {
  if (existsSync(WRK)) return;
  const setup = spawnSync(process.execPath, [join(root, 'scripts/setup.mjs'), '--wrk'], {
    stdio: 'inherit',
  });
  if (setup.status !== 0 || !existsSync(WRK)) throw new Error('wrk could not be installed');
}

/** The figures of wrk's `done` lines. */
export function parseLoad(output: string): LoadResult {
  const fields = new Map<string, number[]>();
  for (const line of output.split('\n')) {
    const [name, ...values] = line.trim().split(' ');
    if (name === 'summary' || name === 'latency') fields.set(name, values.map(Number));
  }
  const [durationUs, requests, bytes, errors, failed] = fields.get('summary') ?? [];
  const [p50Us, p99Us, maxUs] = fields.get('latency') ?? [];
  if (durationUs === undefined || requests === undefined || bytes === undefined)
    throw new Error(`wrk answered no summary:\n${output}`);
  const seconds = durationUs / 1e6;
  const ms = (us: number | undefined) => Math.round((us ?? 0) / 100) / 10;
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: ms(p50Us),
    p99Ms: ms(p99Us),
    maxMs: ms(maxUs),
    megabytesPerSecond: Math.round(bytes / seconds / 1e5) / 10,
    failed: failed ?? 0,
    errors: errors ?? 0,
  };
}

/** Loads `url` with `requests` in turn on `connections` for `seconds`. */
export async function load(
  url: string,
  requests: readonly LoadRequest[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  ensureWrk();
  const folder = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const script = join(folder, 'load.lua');
  writeFileSync(script, scriptOf(requests));
  try {
    const args = ['-t1', `-c${String(connections)}`, `-d${String(seconds)}s`, '-s', script, url];
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('close', done));
    if (code !== 0) throw new Error(`wrk exited ${String(code)}:\n${output}`);
    return parseLoad(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Each numeric figure's median over `rounds` (figure by figure); the rest from the first round. */
export function medianRow<T extends Record<string, unknown>>(rounds: readonly T[]): T {
  const [first] = rounds;
  if (!first) throw new Error('no round to take the median of');
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const upper = sorted[middle] ?? 0;
    return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
  };
  const entries = Object.entries(first).map(([name, value]) =>
    typeof value === 'number'
      ? [name, median(rounds.map((r) => r[name] as number))]
      : [name, value],
  );
  return Object.fromEntries(entries) as T;
}
