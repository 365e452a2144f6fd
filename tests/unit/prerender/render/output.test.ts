import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutputWriter, writeOutput, type BatchOutput } from '../../../../prerender/render/output';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerender-output-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Sends an output through a real port with its buffer transferred, as the worker does. */
function transfer(output: BatchOutput): BatchOutput {
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(output, [output.buffer]);
  const received = receiveMessageOnPort(port2)?.message as BatchOutput;
  port1.close();
  return received;
}

describe('a batch output (workers render, the main thread writes)', () => {
  it('carries UTF-8 files through a transfer and writes each one whole', () => {
    const writer = new OutputWriter();
    writer.add('kazino', join(dir, 'html', 'kazino', 'index.html'), '<h1>Казино „Витоша“ 🎰</h1>');
    writer.add('kazino', join(dir, 'db', 'kazino', 'db.json'), '{"title":"Казино"}');
    writer.add('home', join(dir, 'html', 'home', 'index.html'), '<p>начало</p>');
    const output = writer.output();
    const received = transfer(output);
    expect(output.buffer.byteLength).toBe(0); // moved, not copied
    expect(writeOutput(received).failed.size).toBe(0);
    const read = (p: string) => readFileSync(join(dir, p), 'utf8');
    expect(read('html/kazino/index.html')).toBe('<h1>Казино „Витоша“ 🎰</h1>');
    expect(read('db/kazino/db.json')).toBe('{"title":"Казино"}');
    expect(read('html/home/index.html')).toBe('<p>начало</p>');
  });

  it('grows past its buffer, keeping what it already holds', () => {
    const writer = new OutputWriter(new ArrayBuffer(16));
    const big = 'ж'.repeat(50_000);
    writer.add('a', join(dir, 'a'), 'first');
    writer.add('b', join(dir, 'b'), big);
    writeOutput(writer.output());
    expect(readFileSync(join(dir, 'a'), 'utf8')).toBe('first');
    expect(readFileSync(join(dir, 'b'), 'utf8')).toBe(big);
  });

  it('drops the files of a page rolled back half-way', () => {
    const writer = new OutputWriter();
    writer.add('a', join(dir, 'a.html'), 'a');
    const mark = writer.mark();
    writer.add('b', join(dir, 'b.html'), 'half of b');
    writer.rollback(mark);
    writer.add('c', join(dir, 'c.html'), 'c');
    writeOutput(writer.output());
    expect(existsSync(join(dir, 'b.html'))).toBe(false);
    expect(readFileSync(join(dir, 'c.html'), 'utf8')).toBe('c');
  });

  it('names the page whose file cannot be written, skips its other files, writes the rest', () => {
    // A file where the page's folder should be: mkdir fails for that page only.
    writeFileSync(join(dir, 'blocked'), 'not a folder');
    const writer = new OutputWriter();
    writer.add('blocked', join(dir, 'blocked', 'index.html'), 'x');
    writer.add('blocked', join(dir, 'db-blocked', 'db.json'), '{}');
    writer.add('fine', join(dir, 'fine', 'index.html'), 'ok');
    const { failed } = writeOutput(writer.output());
    expect([...failed.keys()]).toEqual(['blocked']);
    expect(failed.get('blocked')).toMatch(/EEXIST|ENOTDIR/);
    expect(existsSync(join(dir, 'db-blocked'))).toBe(false);
    expect(readFileSync(join(dir, 'fine', 'index.html'), 'utf8')).toBe('ok');
  });

  it('answers the inline-script hashes of the HTML of the pages it wrote whole (product §9 CSP)', () => {
    const hash = (script: string) =>
      `sha256-${createHash('sha256').update(script).digest('base64')}`;
    // A file where a page's data folder should be: that page fails after its HTML is written.
    writeFileSync(join(dir, 'blocked'), 'not a folder');
    const writer = new OutputWriter();
    writer.add('a', join(dir, 'a', 'index.html'), '<p>a</p><script>one()</script>');
    writer.add('a', join(dir, 'a', 'db.json'), '{"x":"<script>no()</script>"}');
    writer.add('b', join(dir, 'b', 'index.html'), '<p>b</p><script>one()</script>');
    writer.add('c', join(dir, 'c', 'index.html'), '<p>c</p>');
    writer.add('late', join(dir, 'late', 'index.html'), '<script>late()</script>');
    writer.add('late', join(dir, 'blocked', 'db.json'), '{}');
    const { failed, scriptHashes } = writeOutput(writer.output());
    expect([...failed.keys()]).toEqual(['late']);
    // One hash for the two pages that share a script; none of the page that failed.
    expect([...scriptHashes]).toEqual([hash('one()')]);
  });
});
