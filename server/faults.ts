/** Fault injection for resilience tests: latency, a fraction of 5xx, timeouts. */
import { createRng } from './seed/random';

/** Current fault settings. */
export type FaultSettings = {
  latencyMs: number;
  errorRate: number;
  timeoutRate: number;
  paths: RegExp | null;
};

/** How a request should misbehave. */
export type FaultDecision = { delayMs: number; outcome: 'ok' | 'error' | 'timeout' };

/** Hangs this long for a 'timeout' (longer than any client waits). */
export const FAULT_TIMEOUT_MS = 30_000;

/** Decides faults from a seeded stream, so runs are reproducible. */
export function createFaults(initial: FaultSettings, seed: number) {
  let settings = initial;
  let rng = createRng(seed);
  return {
    get: () => settings,
    /** Whether any request may misbehave now. */
    active: () => settings.latencyMs > 0 || settings.errorRate > 0 || settings.timeoutRate > 0,
    set: (next: FaultSettings) => {
      settings = next;
      rng = createRng(seed);
    },
    decide: (path: string): FaultDecision => {
      const s = settings;
      if (s.paths && !s.paths.test(path)) return { delayMs: 0, outcome: 'ok' };
      const roll = rng.next();
      const outcome =
        roll < s.timeoutRate ? 'timeout' : roll < s.timeoutRate + s.errorRate ? 'error' : 'ok';
      return { delayMs: s.latencyMs, outcome };
    },
  };
}

/** The fault controller type. */
export type Faults = ReturnType<typeof createFaults>;
