/**
 * The read answers an API process keeps in memory (docs/content-api.md "Reads from memory"): each
 * as the bytes it was sent as, with its ETag and the content keys it was built from. A change
 * drops exactly the answers that name one of its keys; `all` drops every answer. The bytes kept
 * are bounded: past the bound the least recently used answers go, and an answer larger than an
 * eighth of it is served but never kept. While the process may have missed a change (its
 * listener lost), nothing is served from here and nothing is kept.
 */
import { contentKey, type ContentKey } from '../../src/domain/entities';

/** One kept answer. */
export type KeptAnswer = {
  body: Uint8Array<ArrayBuffer>;
  /** Strong validator: the hash of the bytes, the same in every process. */
  etag: string;
  /** The headers of its 200, as sent (type, length, caching, keys). */
  wire: Readonly<Record<string, string>>;
  /** The headers of its 304: the 200's without the body's. */
  notModified: Readonly<Record<string, string>>;
  keys: readonly ContentKey[];
};

/** A header, a key and the map's own bookkeeping, roughly, per kept answer. */
const OVERHEAD_BYTES = 512;

const sizeOf = (answer: KeptAnswer) =>
  answer.body.byteLength +
  OVERHEAD_BYTES +
  answer.keys.reduce((sum, key) => sum + key.length, 0) * 2;

/** What the store has done, for the tests and the bench. */
export type StoreStats = {
  /** Whether the process hears every change now (else nothing is served from the store). */
  live: boolean;
  /** How often the process lost its listener or listened again (each empties the store). */
  resets: number;
  answers: number;
  bytes: number;
  hits: number;
  misses: number;
  dropped: number;
  evicted: number;
};

/** The kept answers in least recently used order, and which of them name each key. */
function keptAnswers() {
  const answers = new Map<string, KeptAnswer & { size: number }>();
  const byKey = new Map<ContentKey, Set<string>>();
  let bytes = 0;
  return {
    answers,
    bytes: () => bytes,
    add(variant: string, answer: KeptAnswer & { size: number }) {
      answers.set(variant, answer);
      bytes += answer.size;
      for (const key of answer.keys) {
        const variants = byKey.get(key) ?? new Set<string>();
        variants.add(variant);
        byKey.set(key, variants);
      }
    },
    remove(variant: string): boolean {
      const answer = answers.get(variant);
      if (!answer) return false;
      answers.delete(variant);
      bytes -= answer.size;
      for (const key of answer.keys) {
        const variants = byKey.get(key);
        variants?.delete(variant);
        if (variants?.size === 0) byKey.delete(key);
      }
      return true;
    },
    naming: (key: ContentKey): string[] => [...(byKey.get(key) ?? [])],
    clear() {
      answers.clear();
      byKey.clear();
      bytes = 0;
    },
  };
}

/** A store of at most `maxBytes`; 0 keeps nothing. */
export function createAnswerStore(maxBytes: number) {
  const kept = keptAnswers();
  const stats = { hits: 0, misses: 0, dropped: 0, evicted: 0, resets: 0 };
  // Moves on every drop: an answer computed across a change is not kept.
  let epoch = 0;
  let live = true;
  const flush = () => {
    epoch += 1;
    stats.dropped += kept.answers.size;
    kept.clear();
  };
  return {
    /** The answer kept for `variant`, now the most recently used; undefined when none or not live. */
    get(variant: string): KeptAnswer | undefined {
      const answer = live ? kept.answers.get(variant) : undefined;
      if (!answer) return undefined;
      stats.hits += 1;
      kept.answers.delete(variant);
      kept.answers.set(variant, answer);
      return answer;
    },
    /** Counts a read the store could not answer (once a request, whichever path asked). */
    missed(): void {
      stats.misses += 1;
    },
    /** Where the store stands; hand it to {@link put} with the answer computed from here. */
    epoch: () => epoch,
    /** Keeps `answer` unless a change came since `since`, the store is not live or it is too large. */
    put(variant: string, answer: KeptAnswer, since: number): boolean {
      const size = sizeOf(answer);
      if (!live || since !== epoch || size > maxBytes / 8) return false;
      kept.remove(variant);
      for (const [oldest] of kept.answers) {
        if (kept.bytes() + size <= maxBytes) break;
        kept.remove(oldest);
        stats.evicted += 1;
      }
      kept.add(variant, { ...answer, size });
      return true;
    },
    /** Drops every answer that names one of `keys` (all of them for `all`). */
    drop(keys: readonly ContentKey[]): void {
      if (keys.includes(contentKey.all)) return flush();
      epoch += 1;
      for (const key of keys)
        for (const variant of kept.naming(key)) if (kept.remove(variant)) stats.dropped += 1;
    },
    /** Drops everything; `live` says whether the process hears every change from now on. */
    reset(isLive: boolean): void {
      live = isLive;
      stats.resets += 1;
      flush();
    },
    /** The counts so far and the answers kept now. */
    stats: (): StoreStats => ({ ...stats, live, answers: kept.answers.size, bytes: kept.bytes() }),
  };
}

/** A store {@link createAnswerStore} makes. */
export type AnswerStore = ReturnType<typeof createAnswerStore>;
