/**
 * The 1% patch as the site makes it (docs/deploying.md "The publisher"): the publisher, started on
 * the last full build and caught up, follows the data server's change stream; 1% of the pages
 * change at once, and the time runs from their store (the API's 200) until the publisher's
 * summary lines say that every changed page is live. Its warm workers and the live build it holds
 * are what a patch run by the CLI pays to start (a process, the live manifest read, a cold worker).
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** One patch: from the change to live, and what the publisher's own summary lines said. */
export type PatchFigures = {
  /** From the change's store until the last of its pages was live. */
  seconds: number;
  /** Pages rendered by the patches that made them live. */
  rendered: number;
  /** The patches' own time (their summary lines), without the stream's way to the publisher. */
  patchSeconds: number;
};

/** What a data server must offer: its address, and a change of a fraction of its pages. */
type Source = { url: string; touch: (fraction: number) => { changed: number; storedAt: number } };

/** Longest wait for the catch-up or a patch: a hang guard, not a measure. */
const WAIT_MS = 300_000;

/** The summary line of a run or a patch (prerender/summary.ts `summaryLine`). */
const SUMMARY = /prerender: (\d+) rendered, \d+ carried over, \d+ failed in ([\d.]+) s[^\n]*/g;

/** The summary lines of `text`: pages rendered and seconds, of those that published. */
function summaries(text: string): { rendered: number; seconds: number }[] {
  return [...text.matchAll(SUMMARY)]
    .filter((m) => m[0].includes('live: '))
    .map((m) => ({ rendered: Number(m[1]), seconds: Number(m[2]) }));
}

/** Starts the publisher on `out`'s live build, reading from `source`; resolves once caught up. */
async function startPublisher(source: Source, out: string) {
  const child = spawn(
    process.execPath,
    ['prerender/start.mjs', '--watch', '--out', out, '--locale', 'bg-BG'],
    {
      env: {
        ...process.env,
        API_BASE_URL: source.url,
        SITEMANAGER_URL: `${source.url}/sitemanager`,
      },
    },
  );
  let output = '';
  let wake = () => {};
  const take = (d: Buffer) => {
    output += d.toString();
    wake();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  let exited: string | null = null;
  child.once('exit', (code) => {
    exited = `the publisher exited ${String(code)}: ${output.slice(-2000)}`;
    wake();
  });
  /** Resolves once `done` holds for the output after `from`. */
  const until = (from: number, done: (text: string) => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what}: ${output.slice(-2000)}`)), WAIT_MS);
      wake = () => {
        if (exited === null && !done(output.slice(from))) return;
        clearTimeout(timer);
        if (exited === null) resolve();
        else reject(new Error(exited));
      };
      wake();
    });
  await until(0, (text) => /publisher: caught up|live: /.test(text), 'no catch-up');
  return { child, until, length: () => output.length, text: () => output };
}

/** Resolves once every patch begun after `from` has ended and nothing was printed for a while. */
async function quiet(publisher: { length: () => number; text: () => string }, from: number) {
  const giveUpAt = Date.now() + WAIT_MS;
  let length = -1;
  while (Date.now() < giveUpAt) {
    const { begun, ended } = patchCounts(publisher.text().slice(from));
    if (publisher.length() === length && begun === ended) return;
    length = publisher.length();
    await sleep(QUIET_MS);
  }
  throw new Error(`the publisher never went quiet: ${publisher.text().slice(-2000)}`);
}

/** Pages the published patches of `text` rendered. */
const rendered = (text: string) => summaries(text).reduce((n, s) => n + s.rendered, 0);

/** Patches begun and ended in `text` (the publisher's "patching" lines, its summary lines). */
function patchCounts(text: string): { begun: number; ended: number } {
  return { begun: text.split('publisher: patching ').length - 1, ended: summaries(text).length };
}

/** How long the publisher's output stays unchanged, every patch ended, before a round starts. */
const QUIET_MS = 1_000;

/**
 * `rounds` patches of 1% of the pages through one publisher, each after `settle` ran and the
 * publisher went quiet: a burst read in pieces makes more than one patch, and the next round's
 * change must not land in the last one's; the publisher is stopped after them.
 */
export async function publisherPatches(
  source: Source,
  out: string,
  rounds: number,
  settle: () => void,
): Promise<PatchFigures[]> {
  const publisher = await startPublisher(source, out);
  const runs: PatchFigures[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      settle();
      const from = publisher.length();
      const { changed, storedAt } = source.touch(0.01);
      await publisher.until(from, (text) => rendered(text) >= changed, `${changed} not live`);
      const seconds = (performance.now() - storedAt) / 1000;
      const text = publisher.text().slice(from);
      if (process.env.BENCH_VERBOSE) console.log(text.trim());
      const patchSeconds = summaries(text).reduce((sum, s) => sum + s.seconds, 0);
      runs.push({ seconds, rendered: rendered(text), patchSeconds });
      await quiet(publisher, from);
    }
  } finally {
    const { child } = publisher;
    if (child.exitCode === null && child.signalCode === null) {
      const closed = new Promise((done) => child.once('close', done));
      child.kill('SIGTERM');
      await closed;
    }
  }
  return runs;
}
