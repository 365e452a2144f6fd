/**
 * The CDN's own encodings run one a core at a time. A request that finds every slot taken is sent
 * the file as it is instead of waiting in a queue of first encodings, as a CDN compresses on a
 * best-effort basis (docs/published-tree.md "Compressed bodies").
 */
import { availableParallelism } from 'node:os';

export type EncoderSlots = {
  /** True while fewer encodings run than there are slots. */
  free(): boolean;
  /** Runs `work` in a slot, even past the limit (a ranged request must get its coding). */
  run(work: () => Promise<Buffer>): Promise<Buffer>;
};

/** Slots for `limit` encodings at a time, one a core unless told. */
export function encoderSlots(limit = availableParallelism()): EncoderSlots {
  let running = 0;
  return {
    free: () => running < limit,
    run: (work) => {
      running += 1;
      const done = work();
      const release = () => {
        running -= 1;
      };
      done.then(release, release);
      return done;
    },
  };
}
