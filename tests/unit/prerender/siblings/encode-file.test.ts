import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeFile } from '../../../../prerender/siblings/encode-file';
import { encodeSync } from '../../../../src/domain/rules/precompressed';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'siblings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = `<h1>Казино</h1>${'<p>бонус</p>'.repeat(500)}`;
const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("one file's siblings (the sibling stage's worker)", () => {
  it('writes the br sibling whole, with the bytes the CDN would encode and the file’s time', () => {
    const file = write('index.html', page);
    expect(encodeFile(file)).toMatchObject({ kind: 'encoded', bytesIn: Buffer.byteLength(page) });
    const sibling = readFileSync(`${file}.br`);
    expect(brotliDecompressSync(sibling).toString()).toBe(page);
    expect(sibling.equals(encodeSync(readFileSync(file), 'br'))).toBe(true);
    expect(statSync(`${file}.br`).mtimeMs).toBeCloseTo(statSync(file).mtimeMs, 0);
    // No gzip sibling: the CDN encodes gzip for the few clients that ask (precompressed.ts).
    expect(existsSync(`${file}.gz`)).toBe(false);
  });

  it('passes over a file whose sibling is current, without writing it again', () => {
    const file = write('index.html', page);
    encodeFile(file);
    const before = statSync(`${file}.br`);
    expect(encodeFile(file).kind).toBe('current');
    const after = statSync(`${file}.br`);
    expect([after.ino, after.ctimeMs]).toEqual([before.ino, before.ctimeMs]);
  });

  it('replaces a sibling of an older version, and removes a stale sibling of a coding not written', () => {
    const file = write('index.html', page);
    writeFileSync(`${file}.br`, 'old');
    writeFileSync(`${file}.gz`, 'old');
    const older = new Date(statSync(file).mtimeMs - 60_000);
    utimesSync(`${file}.br`, older, older);
    utimesSync(`${file}.gz`, older, older);
    expect(encodeFile(file).kind).toBe('encoded');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });

  it('leaves a small file without siblings, and a file gone meanwhile alone', () => {
    expect(encodeFile(write('robots.txt', 'User-agent: *\n')).kind).toBe('small');
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(encodeFile(join(dir, 'gone.html')).kind).toBe('gone');
  });
});
