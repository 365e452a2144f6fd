/** Messages between the pipeline and its render workers. */
import type { PageView } from '../src/domain/entities/page-view';
import type { CacheEntry } from './cache-clear';
import type { CodeCacheState } from './code-cache';
import type { BatchOutput } from './output';

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
  /** Mixed into every page hash: app build and locale-wide data. */
  salt: string;
  /** Where this build writes: its own folders, or the staging folders of a patch. */
  htmlRoot: string;
  dbRoot: string;
};

/**
 * One page of a batch, with the hash the live build rendered it from when this build patches
 * the live one (null otherwise): a page whose hash is unchanged is left where it is.
 */
export type BatchItem = {
  slug: string;
  previousHash: string | null;
  /**
   * The page's document when the pipeline read it already (zod-validated there, as JSON): a
   * small build reads its pages while the worker boots. Without it the worker reads the page.
   */
  json?: string;
};

/** Pipeline → worker: pages to render, those without a document read first (one bulk read). */
export type Batch = { type: 'batch'; id: number; items: BatchItem[] };

/** Pipeline → worker: sitemanager cache clears to send (SPEC §7), after publish. */
export type ClearJob = {
  type: 'clear';
  id: number;
  sitemanagerUrl: string;
  authorization: string;
  entries: CacheEntry[];
};

/** Pipeline → worker: a batch's buffer back once its files are written, for the next batch. */
export type SpareBuffer = { type: 'spare'; buffer: ArrayBuffer };

/** Pipeline → worker. */
export type PipelineMessage = LocaleJob | Batch | ClearJob | SpareBuffer;

/** Outcome of one page. */
export type PageResult = {
  slug: string;
  outcome: 'rendered' | 'carried' | 'failed';
  hash: string | null;
  updatedAt: string | null;
  error: string | null;
};

/** Worker → pipeline. */
export type WorkerMessage =
  | {
      type: 'ready';
      frameHash: string;
      /** How the worker's code was compiled: see prerender/code-cache.ts (null: from the sources). */
      codeCache: CodeCacheState | null;
    }
  | { type: 'batch-done'; id: number; results: PageResult[]; output: BatchOutput }
  | { type: 'clear-done'; id: number; cleared: number; failed: number }
  | { type: 'fatal'; error: string };
