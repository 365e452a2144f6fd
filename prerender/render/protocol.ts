/** Messages between the pipeline and its render workers, and the typed errors they carry. */
import type { PageView } from '../../src/domain/entities/page-view';
import type { PageFinding } from '../check/compliance/findings';
import type { PageLinks } from '../check/page-links';

/** One file of a batch: bytes [start, end) of the batch's buffer. */
export type OutputFile = { slug: string; path: string; start: number; end: number };
/** A batch's files, written into one buffer by the worker and handed to the main thread. */
export type BatchOutput = { buffer: ArrayBuffer; files: OutputFile[] };

/**
 * Why a page failed, as a value: `not-found` (404, final), `transient` (no answer, 408/429/5xx),
 * `invalid` (an answer that did not parse), `render` (its render threw), `write` (its files),
 * `refused` (its slug is never served, prerender/read/page-list.ts: not read at all).
 */
export type PageErrorKind = 'not-found' | 'transient' | 'invalid' | 'render' | 'write' | 'refused';
export type PageError = { kind: PageErrorKind; message: string };

/** Whether the repair pass after the SPEC §9 backoff may heal a page failed this way. */
export const isRetryable = (error: PageError): boolean =>
  error.kind === 'transient' || error.kind === 'invalid' || error.kind === 'write';

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

/** A page to render; `previousHash` is the live build's when patching (unchanged: left alone). */
export type BatchItem = { slug: string; previousHash: string | null };
export type Batch = { type: 'batch'; id: number; items: BatchItem[] };
/** A batch's buffer given back once its files are written, for the worker's next batch. */
export type SpareBuffer = { type: 'spare'; buffer: ArrayBuffer };
export type PipelineMessage = LocaleJob | Batch | SpareBuffer;

export type PageResult = {
  slug: string;
  outcome: 'rendered' | 'carried' | 'failed';
  hash: string | null;
  updatedAt: string | null;
  error: PageError | null;
  /** The internal links of a page rendered (or, carried, of its live entry): the link check's. */
  links?: PageLinks;
  /** The compliance rules a page rendered breaks (prerender/check/compliance/scan.ts); none when it passed. */
  compliance?: PageFinding[];
  /** The oldest verified date of its offers, kept in the manifest for a patch's check. */
  verifiedAt?: string;
  /** The locales listing its slug when it was rendered (prerender/plan/plan.ts `alternatesKey`); the pipeline's. */
  alternates?: string;
};

/** Worker → pipeline. */
export type WorkerMessage =
  | { type: 'ready'; frameHash: string; codeCache: CodeCacheState }
  | { type: 'batch-done'; id: number; results: PageResult[]; output: BatchOutput }
  | { type: 'fatal'; message: string };
