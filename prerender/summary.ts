/** A run's outcome and the line the CLI ends with. */
import { readFileSync } from 'node:fs';
import type { LocaleBuild } from './records/locale-build';
import type { Site } from './read/site';

/** Outcome of a run. */
export type PrerenderSummary = {
  buildId: string;
  published: string[];
  failedLocales: { locale: string; failedSlugs: string[] }[];
  rendered: number;
  carried: number;
  failed: number;
  seconds: number;
  cacheCleared: number;
};

/** What a run's summary counts: every build made, the ones published, the caches cleared. */
export type Outcome = {
  site: Site;
  builds: readonly LocaleBuild[];
  good: readonly LocaleBuild[];
  started: number;
  cacheCleared: number;
};

export function summarize({
  site,
  builds,
  good,
  started,
  cacheCleared,
}: Outcome): PrerenderSummary {
  return {
    buildId: site.buildId,
    published: good.map((b) => b.locale.locale),
    failedLocales: builds
      .filter((b) => !good.includes(b))
      .map((b) => ({ locale: b.locale.locale, failedSlugs: b.failedSlugs })),
    rendered: builds.reduce((n, b) => n + b.rendered.length, 0),
    carried: builds.reduce((n, b) => n + b.carried, 0),
    failed: builds.reduce((n, b) => n + b.failedSlugs.length, 0),
    seconds: (Date.now() - started) / 1000,
    cacheCleared,
  };
}

/** Seconds between two times, for the log. */
export const seconds = (from = Date.now(), to = Date.now()) =>
  `${((to - from) / 1000).toFixed(2)} s`;

/** The line a run says it is live with (bench/prerender.ts reads its figures). */
export function summaryLine(s: PrerenderSummary): string {
  const rate = (s.rendered + s.carried) / Math.max(0.001, s.seconds);
  const rss = Math.round(peakRssMb());
  const live = s.published.length > 0 ? `live: ${s.published.join(', ')}` : 'nothing published';
  return `prerender: ${s.rendered} rendered, ${s.carried} carried over, ${s.failed} failed in ${s.seconds.toFixed(2)} s (${rate.toFixed(0)} pages/s, peak RSS ${rss} MB); ${live}`;
}

/**
 * This process's peak resident memory in MB. Linux keeps getrusage's maxRSS across fork and
 * exec, so a run started straight from a large process reports that process's size; /proc's
 * VmHWM belongs to this program alone.
 */
export function peakRssMb(): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // No /proc (not Linux): getrusage's figure.
  }
  return process.resourceUsage().maxRSS / 1024;
}

/** Wall time per stage of one run, in the order the stages ran: where a run's time goes. */
export function stageClock(started: number) {
  const laps: string[] = [];
  let last = started;
  return {
    /** Ends the stage `name` now. */
    lap(name: string): void {
      const now = Date.now();
      laps.push(`${name} ${seconds(last, now)}`);
      last = now;
    },
    line: () => `prerender: stages: ${laps.join(', ')}`,
  };
}
