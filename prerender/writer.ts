/**
 * The writer: the files of a rendered batch on their way from a render worker to the main
 * thread, the build's only writer. A worker encodes the batch's files as UTF-8 one after another
 * into one buffer and transfers it; the main thread writes each file from its slice and transfers
 * the buffer back for the worker's next batch, so buffers are allocated once per worker and
 * memory stays flat.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { noteWrittenHtml } from './site-headers';

/** One file of a batch: bytes [start, end) of the batch's buffer. */
export type OutputFile = { slug: string; path: string; start: number; end: number };

/** A batch's files and the buffer that holds them. */
export type BatchOutput = { buffer: ArrayBuffer; files: OutputFile[] };

/** A first buffer's size: a batch of 64 pages of about 15 KB each fits. */
const INITIAL_BYTES = 1 << 20;

const utf8 = new TextEncoder();

/** Collects a batch's files into one buffer (a render worker's side). */
export class OutputWriter {
  private bytes: Uint8Array;
  private offset = 0;
  readonly files: OutputFile[] = [];

  constructor(buffer?: ArrayBuffer) {
    this.bytes = new Uint8Array(buffer ?? new ArrayBuffer(INITIAL_BYTES));
  }

  /** Adds a file; the buffer grows (doubling) when the text may not fit. */
  add(slug: string, path: string, text: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    const room = this.offset + text.length * 3;
    if (room > this.bytes.length) {
      const grown = new Uint8Array(Math.max(room, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.offset));
      this.bytes = grown;
    }
    const { written } = utf8.encodeInto(text, this.bytes.subarray(this.offset));
    this.files.push({ slug, path, start: this.offset, end: this.offset + written });
    this.offset += written;
  }

  /** A point to go back to with {@link rollback}. */
  mark(): number {
    return this.files.length;
  }

  /** Drops the files added since `mark` (a page that failed half-way keeps none). */
  rollback(mark: number): void {
    this.files.length = mark;
    this.offset = this.files.at(-1)?.end ?? 0;
  }

  /** The batch's files, to transfer along with their buffer. */
  output(): BatchOutput {
    return { buffer: this.bytes.buffer as ArrayBuffer, files: this.files };
  }
}

/**
 * Writes a file of this build (its own folder or a patch's staging folder, never a live one),
 * synchronously and from one thread: creating folders and files does not run in parallel on
 * this file system (two writers took as long as one at twice the kernel time, BENCHMARKS.md).
 */
function writeNew(path: string, data: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/**
 * Writes a batch's files (the main thread's side) and answers the pages whose file could not be
 * written, slug → error; a page's other files are not written once one failed.
 */
export function writeOutput({ buffer, files }: BatchOutput): Map<string, string> {
  const failed = new Map<string, string>();
  for (const file of files) {
    if (failed.has(file.slug)) continue;
    try {
      const bytes = new Uint8Array(buffer, file.start, file.end - file.start);
      writeNew(file.path, bytes);
      // SPEC §9 content security policy: the inline scripts of each page, seen as it is written.
      if (file.path.endsWith('.html')) noteWrittenHtml(file.path, bytes);
    } catch (error) {
      failed.set(file.slug, error instanceof Error ? error.message : String(error));
    }
  }
  return failed;
}
