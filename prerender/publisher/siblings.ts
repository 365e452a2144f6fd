/**
 * The publisher's sibling passes (docs/published-tree.md "Compressed bodies"): it holds the publish
 * lock for as long as it runs, so no sibling stage of a build run can pass over what its patches
 * put live; it passes itself, after each patch went live, over that patch's files (and, once,
 * over every live file), at the lowest priority. The next patch stops a pass between batches and
 * never waits for it; the files the pass did not reach go with the next one.
 */
import type { PrerenderConfig } from '../config';
import { readLive } from '../read/live';
import { filesPutLive, type PutLive } from '../siblings/live-files';
import { loggedPass } from '../siblings/stage';

/** What the next pass takes: every live file (at the start) or those named. */
type Owed = { everything: boolean; files: Set<string> };

/** The passes of one publisher. */
export type SiblingPasses = {
  /** Starts a pass over what `builds` put live and what the last pass left. */
  after: (builds: readonly PutLive[]) => void;
  /** Stops the running pass between batches; does not wait for it. */
  interrupt: () => void;
  /** Stops the running pass and waits for its end. */
  stop: () => Promise<void>;
};

/** The publisher's passes, or ones that do nothing when `config.siblings` is off. */
export function siblingPasses(
  config: PrerenderConfig & { outDir: string; root: string },
  log: (line: string) => void,
): SiblingPasses {
  if (!config.siblings)
    return { after: () => undefined, interrupt: () => undefined, stop: () => Promise.resolve() };
  const owed: Owed = { everything: true, files: new Set() };
  let controller = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const pass = async (builds: readonly PutLive[], signal: AbortSignal) => {
    const live = await readLive(config.outDir);
    if (!live) return;
    for (const file of await filesPutLive(config.outDir, live, builds)) owed.files.add(file);
    if (signal.aborted || (!owed.everything && owed.files.size === 0)) return;
    const everything = owed.everything;
    const files = everything ? {} : { files: [...owed.files] };
    owed.everything = false;
    owed.files = new Set();
    const done = await loggedPass({
      settings: { ...config, ...files, signal },
      started: Date.now(),
      log,
    });
    if (done.stopped && everything) owed.everything = true;
    else for (const file of done.left) owed.files.add(file);
  };
  return {
    after: (builds) => {
      const { signal } = (controller = new AbortController());
      // One pass at a time: a stopped one ends its batch in flight before the next begins.
      running = running
        .then(() => pass(builds, signal))
        .catch((error: unknown) => {
          log(`publisher: siblings: ${error instanceof Error ? error.message : String(error)}`);
        });
    },
    interrupt: () => controller.abort(),
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}
