/** Messages between the pipeline and its render workers, and the typed errors they carry. */
import type { PageView } from '../src/domain/entities/page-view';
import type { BatchOutput } from './writer';

/**
 * Why a page failed, as a value (never matched by its text): `not-found` (the API answered 404:
 * final), `transient` (a network error, a timeout, a 5xx: worth the repair pass), `invalid` (an
 * answer that did not parse), `render` (the page's render threw), `write` (its files could not
 * be written).
 */
export type PageErrorKind = 'not-found' | 'transient' | 'invalid' | 'render' | 'write';

/** A page's failure. */
export type PageError = { kind: PageErrorKind; message: string };

/** Whether the repair pass after the SPEC §9 backoff may heal a page failed this way. */
export const isRetryable = (error: PageError): boolean =>
  error.kind === 'transient' || error.kind === 'invalid' || error.kind === 'write';

/** Set once per worker. */
export type WorkerSetup = {
  /** The server build to import first, or null when the worker's bundle holds it. */
  serverEntry: string | null;
  apiBaseUrl: string;
  /** Single-page reads in flight at once when a batch read falls back to them. */
  concurrency: number;
};

/** Pipeline → worker: the locale the next batches belong to. */
export type LocaleJob = {
  type: 'locale';
  /** Everything of the view but the page. */
  context: Omit<PageView, 'page'>;
  /** Mixed into every page hash (with the worker's vike frame): app build and locale-wide data. */
  salt: string;
  /** Where this build writes: its own folders, or the staging folders of a patch. */
  htmlRoot: string;
  dbRoot: string;
};

/**
 * One page to render, with the hash the live build rendered it from when this build patches the
 * live one (null otherwise): a page whose hash is unchanged is left where it is.
 */
export type BatchItem = { slug: string; previousHash: string | null };

/** Pipeline → worker: pages to read (one bulk read) and render. */
export type Batch = { type: 'batch'; id: number; items: BatchItem[] };

/** Pipeline → worker: a batch's buffer back once its files are written, for the next batch. */
export type SpareBuffer = { type: 'spare'; buffer: ArrayBuffer };

/** Pipeline → worker. */
export type PipelineMessage = LocaleJob | Batch | SpareBuffer;

/** Outcome of one page. */
export type PageResult = {
  slug: string;
  outcome: 'rendered' | 'carried' | 'failed';
  hash: string | null;
  updatedAt: string | null;
  error: PageError | null;
};

/** Worker → pipeline. */
export type WorkerMessage =
  | {
      type: 'ready';
      frameHash: string;
      /** How the worker's code was compiled: see prerender/code-cache.ts (null: from the sources). */
      codeCache: 'used' | 'missing' | 'rejected' | null;
    }
  | { type: 'batch-done'; id: number; results: PageResult[]; output: BatchOutput }
  | { type: 'fatal'; message: string };
