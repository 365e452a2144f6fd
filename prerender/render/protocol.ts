/** Messages between the pipeline and its render workers (the pages' records: records/pages.ts). */
import type { PageView } from '../../src/domain/entities/page-view';
import type { BatchItem, PageResult } from '../records/pages';

/** One file of a batch: bytes [start, end) of the batch's buffer. */
export type OutputFile = { slug: string; path: string; start: number; end: number };
/** A batch's files, written into one buffer by the worker and handed to the main thread. */
export type BatchOutput = { buffer: ArrayBuffer; files: OutputFile[] };

/** V8's code cache at a worker's start: used, none yet, or refused (another Node or V8 flags). */
export type CodeCacheState = 'used' | 'missing' | 'rejected';

/** Set once per worker. */
export type WorkerSetup = {
  apiBaseUrl: string;
  concurrency: number;
  /** The client build, whose stylesheet each page carries inline (style-frame.ts). */
  clientDir: string;
};

/** Pipeline → worker: the locale of the next batches and where they are written. */
export type LocaleJob = {
  type: 'locale';
  context: Omit<PageView, 'page' | 'routeData'>;
  /** Mixed into every page hash (with vike's frame): the app build and locale-wide data. */
  salt: string;
  htmlRoot: string;
  dbRoot: string;
};

export type Batch = { type: 'batch'; id: number; items: BatchItem[] };
/** A batch's buffer given back once its files are written, for the worker's next batch. */
export type SpareBuffer = { type: 'spare'; buffer: ArrayBuffer };
export type PipelineMessage = LocaleJob | Batch | SpareBuffer;

/** Worker → pipeline. */
export type WorkerMessage =
  | { type: 'ready'; frameHash: string; codeCache: CodeCacheState }
  | { type: 'batch-done'; id: number; results: PageResult[]; output: BatchOutput }
  | { type: 'fatal'; message: string };
