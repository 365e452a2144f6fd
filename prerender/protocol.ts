/** Messages between the pipeline and its render workers. */
import type { PageView } from '../src/app/view';

/** Set once per worker. */
export type WorkerSetup = { serverEntry: string; apiBaseUrl: string; concurrency: number };

/** One locale's share of work. */
export type LocaleJob = {
  /** Everything of the view but the page. */
  context: Omit<PageView, 'page'>;
  /** Mixed into every page hash: app build and locale-wide data. */
  salt: string;
  /** Where this build writes. */
  htmlRoot: string;
  dbRoot: string;
  /** The live build's folders and hashes, for carrying unchanged pages over. */
  previous: {
    htmlRoot: string;
    dbRoot: string;
    hashes: Record<string, string>;
    /**
     * Pages whose listed updatedAt equals the live build's and whose build and locale context
     * (the salt) are unchanged: carried over without fetching them at all.
     */
    unchanged: Record<string, { hash: string; updatedAt: string }>;
  } | null;
  /** Slugs to do. */
  slugs: string[];
};

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
  | { type: 'ready'; frameHash: string }
  | { type: 'pages'; results: PageResult[] }
  | { type: 'done' }
  | { type: 'fatal'; error: string };
