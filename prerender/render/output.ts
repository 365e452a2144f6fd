/**
 * A batch's files between a render worker and the main thread, the build's only writer (one
 * writer thread writes as fast as two on this file system, BENCHMARKS.md): the worker encodes
 * them into one buffer it transfers, and gets the buffer back for its next batch. Nothing is
 * compressed on the way to live: the sibling stage does it after (prerender/siblings).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { inlineScriptHashes } from '../../src/config/csp';
import type { BatchOutput, OutputFile } from './protocol';

export type { BatchOutput, OutputFile } from './protocol';

const utf8 = new TextEncoder();

/** Collects a batch's files into one buffer (a render worker's side). */
export class OutputWriter {
  private bytes: Uint8Array;
  private offset = 0;
  readonly files: OutputFile[] = [];

  /** A first buffer of 1 MB; it grows to hold a batch and comes back for the next one. */
  constructor(buffer: ArrayBuffer = new ArrayBuffer(1 << 20)) {
    this.bytes = new Uint8Array(buffer);
  }

  /** Adds a file. */
  add(slug: string, path: string, text: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    this.makeRoom(text.length * 3);
    const { written } = utf8.encodeInto(text, this.bytes.subarray(this.offset));
    this.push(slug, path, written);
  }

  private makeRoom(bytes: number): void {
    const room = this.offset + bytes;
    if (room <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(room, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.offset));
    this.bytes = grown;
  }

  private push(slug: string, path: string, length: number): void {
    this.files.push({ slug, path, start: this.offset, end: this.offset + length });
    this.offset += length;
  }

  mark(): number {
    return this.files.length;
  }

  /** Drops the files added since `mark` (a page that failed half-way keeps none). */
  rollback(mark: number): void {
    this.files.length = mark;
    this.offset = this.files.at(-1)?.end ?? 0;
  }

  output(): BatchOutput {
    return { buffer: this.bytes.buffer as ArrayBuffer, files: this.files };
  }
}

/** What a batch's write answers. */
export type Written = {
  /** The pages whose file could not be written, slug → error (their other files skipped). */
  failed: Map<string, string>;
  /**
   * The inline-script hashes of the HTML files of the pages written whole (product §9 CSP): a page
   * that failed is written again by the repair pass, or not published.
   */
  scriptHashes: Set<string>;
};

/**
 * Writes a batch's files into this build's own folders (never live ones). An HTML file's inline
 * scripts are hashed as it is written: its bytes are in hand then, not read back later.
 */
export function writeOutput({ buffer, files }: BatchOutput): Written {
  const failed = new Map<string, string>();
  const hashed: { slug: string; hashes: string[] }[] = [];
  // A page's file and its siblings share a folder: made once, not once a file.
  const made = new Set<string>();
  for (const file of files) {
    if (failed.has(file.slug)) continue;
    try {
      const bytes = new Uint8Array(buffer, file.start, file.end - file.start);
      const folder = dirname(file.path);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(file.path, bytes);
      if (file.path.endsWith('.html'))
        hashed.push({
          slug: file.slug,
          hashes: inlineScriptHashes(Buffer.from(buffer, file.start, bytes.length)),
        });
    } catch (error) {
      failed.set(file.slug, error instanceof Error ? error.message : String(error));
    }
  }
  const written = hashed.filter(({ slug }) => !failed.has(slug));
  return { failed, scriptHashes: new Set(written.flatMap(({ hashes }) => hashes)) };
}
