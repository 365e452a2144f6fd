/** Progress with pages/s and ETA: a bar on a terminal, plain periodic lines otherwise. */

export function createProgress(
  out: Pick<NodeJS.WriteStream, 'write' | 'isTTY'> = process.stdout,
  now: () => number = Date.now,
) {
  const started = now();
  let total = 0;
  let done = 0;
  let failed = 0;
  // The first line waits one interval too: a rate over the set-up alone promises hours.
  let lastLine = started;
  const tty = out.isTTY;
  const render = (force = false) => {
    const at = now();
    if (!force && at - lastLine < (tty ? 100 : 2000)) return;
    lastLine = at;
    const seconds = Math.max(0.001, (at - started) / 1000);
    const rate = done / seconds;
    const eta = rate > 0 ? Math.max(0, (total - done) / rate) : 0;
    const text = `${done}/${total} pages, ${rate.toFixed(0)} pages/s, ETA ${eta.toFixed(0)} s${failed ? `, ${failed} failed` : ''}`;
    if (tty) {
      const width = 24;
      const filled = total ? Math.round((done / total) * width) : 0;
      out.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}   `);
    } else {
      out.write(`prerender: ${text}\n`);
    }
  };
  return {
    addTotal: (n: number) => {
      total += n;
    },
    tick: (ok: boolean) => {
      done += 1;
      if (!ok) failed += 1;
      render();
    },
    /** `count` failed pages the repair pass reads again: each counts once, by its last outcome. */
    repairing: (count: number) => {
      done -= count;
      failed -= count;
    },
    /** `count` pages done at once (a patch's carried pages). */
    advance: (count: number) => {
      done += count;
      render();
    },
    finish: () => {
      render(true);
      if (tty) out.write('\n');
      return { done, failed, seconds: (now() - started) / 1000 };
    },
  };
}

/** A run's progress reporter. */
export type Progress = ReturnType<typeof createProgress>;
