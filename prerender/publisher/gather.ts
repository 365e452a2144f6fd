/**
 * What the publisher gathers between patches: the pages the changes since the last batch touched
 * (touches.ts), when each change was stored (for the edit-to-live latency), the pages held back
 * for a retry, and whether the stream is open. The loop takes a batch out and puts it back when
 * its patch fails.
 */
import type { FeedEvent } from './changes-feed';
import { createCounters } from './counters';
import { addTouches, compareAll, mergeTouched, type KeyIndex, type Touched } from './touches';

/** Most change times kept while they wait for a patch: the latency samples stay bounded. */
const WAITING_MAX = 10_000;

/** One batch: the pages it touches and when its changes were stored. */
export type Batch = { touched: Touched; storedAt: number[] };

export class PublisherState {
  readonly counters = createCounters();
  stopped = false;
  streamOpen = false;
  lastPatchOk = true;
  /** Resolves once the first patch is done (the catch-up of what changed before the start). */
  readonly caughtUp: Promise<void>;
  private pending: Touched = new Map();
  private storedAt: number[] = [];
  /** Pages of a locale whose patch was refused: read again with the next change there. */
  private readonly held: Touched = new Map();
  private wakeLoop: (() => void) | null = null;
  private caughtUpOnce: (() => void) | null = null;

  /** `index`: each live locale's pages by key; `locales`: the only ones patched, or null for all. */
  constructor(
    public index: KeyIndex,
    private readonly locales: readonly string[] | null,
  ) {
    this.caughtUp = new Promise<void>((resolve) => (this.caughtUpOnce = resolve));
  }

  healthy(): boolean {
    return this.streamOpen && this.lastPatchOk;
  }

  wake(): void {
    this.wakeLoop?.();
    this.wakeLoop = null;
  }

  /** Whether changes wait for a patch. */
  hasPending(): boolean {
    return this.pending.size > 0;
  }

  /** Waits until something is pending or the publisher stops. */
  pendingOrStop(): Promise<void> {
    if (this.pending.size > 0 || this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => (this.wakeLoop = resolve));
  }

  /** Takes a feed event in. */
  take(event: FeedEvent): void {
    const { view } = this.counters;
    const every = this.locales ?? this.index.keys();
    if (event.kind === 'change') {
      view.changesSeen += 1;
      addTouches(this.pending, event.change.keys, this.index);
      if (this.storedAt.length < WAITING_MAX) this.storedAt.push(Date.parse(event.change.at));
    } else if (event.kind === 'ready') {
      this.streamOpen = true;
      // The first stream of the process: what changed since the live build is compared once.
      if (this.caughtUpOnce) compareAll(this.pending, every);
    } else compareAll(this.pending, every);
    view.lastEventId = Math.max(
      view.lastEventId,
      event.kind === 'change' ? event.change.id : event.id,
    );
    this.settle();
  }

  /** Keeps the locales patched here, joins the held pages of a locale a change reached, wakes. */
  private settle(): void {
    const { locales, pending, held } = this;
    if (locales)
      for (const locale of pending.keys()) if (!locales.includes(locale)) pending.delete(locale);
    for (const [locale, pages] of held)
      if (pending.has(locale)) {
        mergeTouched(pending, new Map([[locale, pages]]));
        held.delete(locale);
      }
    this.counters.view.pending = [...pending.values()].reduce((n, set) => n + (set?.size ?? 0), 0);
    if (pending.size > 0) this.wake();
  }

  /** The batch gathered so far, taken out. */
  takeBatch(): Batch {
    const batch = { touched: this.pending, storedAt: this.storedAt };
    this.pending = new Map();
    this.storedAt = [];
    this.counters.view.pending = 0;
    return batch;
  }

  /** A batch whose patch failed, put back before what came since. */
  putBack(batch: Batch): void {
    mergeTouched(batch.touched, this.pending);
    this.pending = batch.touched;
    this.storedAt = [...batch.storedAt, ...this.storedAt].slice(0, WAITING_MAX);
  }

  /** Pages of locales whose patch was refused, kept for the next change there. */
  hold(touched: Touched): void {
    mergeTouched(this.held, touched);
  }

  /** The first patch is done. */
  markCaughtUp(): void {
    this.caughtUpOnce?.();
    this.caughtUpOnce = null;
  }
}
