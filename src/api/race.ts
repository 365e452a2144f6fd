/**
 * Store reads (product §4): the database API and the static per-locale db.json race; the first
 * VALID answer wins. A racer that fails or answers garbage simply drops out. When every racer
 * failed, the store records the error with the source of the racer that failed LAST (the one
 * that ended the race: by then nothing valid could arrive) and tries again after 60 s.
 */
import type { ZodType } from 'zod';
import { FEATURE_FLAGS, STORE_RETRY_AFTER_ERROR_MS } from '../config/constants';
import type { ErrorSource } from '../domain/entities/ui';
import { isPreviewHost } from '../domain/rules/agents';
import { dbFilePath } from '../domain/rules/storage';
import type { Store } from '../state/store';
import { callJson } from './client';

/** One contestant: where it reads from and how. */
export type Racer<T> = { source: ErrorSource; run: (signal: AbortSignal) => Promise<T> };

/** The race was lost by everyone; `source` is the last failure's source. */
export class AllRacersFailed extends Error {
  override name = 'AllRacersFailed';
  /** Source of the racer that failed last. */
  readonly source: ErrorSource;
  /** Each racer's error, in the order they failed. */
  readonly errors: unknown[];
  constructor(source: ErrorSource, errors: unknown[]) {
    super(`Every store read failed (last: ${source})`);
    this.source = source;
    this.errors = errors;
  }
}

/**
 * Runs the racers at once; resolves with the first success and its source; rejects with
 * {@link AllRacersFailed} when none succeeds. The losers are aborted, except that with
 * `onLaterApi` a db.json win lets the API finish: the file is the build's copy, so a later API
 * answer is the revalidation (SWR) and goes to `onLaterApi`.
 */
export function race<T>(
  racers: Racer<T>[],
  onLaterApi?: (value: T) => void,
): Promise<{ value: T; source: ErrorSource }> {
  const controller = new AbortController();
  let won: ErrorSource | null = null;
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let pending = racers.length;
    if (pending === 0) {
      reject(new AllRacersFailed('api', []));
      return;
    }
    for (const racer of racers) {
      racer.run(controller.signal).then(
        (value) => {
          if (won !== null) {
            if (won === 'dbFiles' && racer.source === 'api') onLaterApi?.(value);
            return;
          }
          won = racer.source;
          if (!onLaterApi || racer.source === 'api') controller.abort();
          resolve({ value, source: racer.source });
        },
        (error: unknown) => {
          errors.push(error);
          pending -= 1;
          if (pending === 0) reject(new AllRacersFailed(racer.source, errors));
        },
      );
    }
  });
}

/** What a page read needs to know. */
export type PageReadOptions<T> = {
  slug: string;
  locale: string;
  /** The published API version naming the db-files folder; '' when unknown. */
  apiVersion: string;
  /** The schema both answers are parsed with. */
  schema: ZodType<T>;
};

/**
 * The racers of a page read: the API, and the db.json file unless the dbFiles flag is off or
 * this is a preview host, where db files are not used (product §6, §9 feature flags).
 */
export function pageRacers<T>(o: PageReadOptions<T>): Racer<T>[] {
  const api: Racer<T> = {
    source: 'api',
    run: (signal) =>
      callJson('api', `/${encodeURIComponent(o.slug)}`, o.schema, { locale: o.locale, signal }),
  };
  const useFiles =
    FEATURE_FLAGS.dbFiles && o.apiVersion !== '' && !isPreviewHost(location.hostname);
  if (!useFiles) return [api];
  const files: Racer<T> = {
    source: 'dbFiles',
    run: (signal) => callJson('storage', dbFilePath(o), o.schema, { locale: o.locale, signal }),
  };
  return [api, files];
}

/**
 * Reads a page through the race and keeps the store's error state: success clears it; total
 * failure records (message, source) and schedules one more read after 60 s, repeating until a
 * read succeeds or `cancel()` is called. `onValue` receives every successful read.
 */
// product §4 'If all racers fail, the state records the error and source and waits 60 s'
export function readWithRetry<T>(
  store: Store,
  racers: () => Racer<T>[],
  onValue: (value: T, source: ErrorSource) => void,
): { done: Promise<void>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const later = (value: T): void => {
    if (!cancelled) onValue(value, 'api');
  };
  const attempt = async (): Promise<void> => {
    try {
      const { value, source } = await race(racers(), later);
      if (cancelled) return;
      store.clearError();
      onValue(value, source);
    } catch (error) {
      if (cancelled) return;
      const failure =
        error instanceof AllRacersFailed ? error : new AllRacersFailed('api', [error]);
      store.setError(failure.message, failure.source);
      timer = setTimeout(() => void attempt(), STORE_RETRY_AFTER_ERROR_MS);
    }
  };
  return {
    done: attempt(),
    cancel: () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
