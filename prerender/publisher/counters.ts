/**
 * The publisher's counters (docs/deploying.md "The publisher"): changes seen, patches and pages
 * patched, failures, and edit-to-live latency (from the change stored in the CMS to its pages
 * live with their caches cleared) over the newest samples.
 */

/** Latency samples kept: enough for a p99, bounded whatever the number of edits. */
const SAMPLES_KEPT = 1_000;

/** What the health endpoint answers. */
export type CountersView = {
  changesSeen: number;
  lastEventId: number;
  patches: number;
  pagesPatched: number;
  patchFailures: number;
  pending: number;
  /** Edit-to-live latency in ms over the newest samples; null before the first. */
  latencyMs: { p50: number; p99: number; last: number; samples: number } | null;
};

/** The value at `share` (0-1) of sorted `values`. */
export function quantile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export function createCounters() {
  const view = {
    changesSeen: 0,
    lastEventId: 0,
    patches: 0,
    pagesPatched: 0,
    patchFailures: 0,
    pending: 0,
  };
  const samples: number[] = [];
  return {
    view,
    /** One change went live `ms` after it was stored. */
    live(ms: number): void {
      samples.push(Math.max(0, ms));
      if (samples.length > SAMPLES_KEPT) samples.shift();
    },
    snapshot(): CountersView {
      const sorted = [...samples].sort((a, b) => a - b);
      const last = samples.at(-1);
      const latencyMs =
        last === undefined
          ? null
          : {
              p50: quantile(sorted, 0.5),
              p99: quantile(sorted, 0.99),
              last,
              samples: samples.length,
            };
      return { ...view, latencyMs };
    },
  };
}
export type Counters = ReturnType<typeof createCounters>;
