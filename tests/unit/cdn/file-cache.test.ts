import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileCache } from '../../../cdn/file-cache';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'file-cache-'));
  dirs.push(dir);
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('the CDN file cache', () => {
  it('answers an unchanged file from memory, and reads a changed one again', async () => {
    const cache = fileCache(1024);
    const path = file('a.html', 'first');
    const info = statSync(path);
    expect((await cache.read(path, info)).toString()).toBe('first');
    // Gone from disk, the same stat still answers from memory.
    rmSync(path);
    expect((await cache.read(path, info)).toString()).toBe('first');
    writeFileSync(path, 'second!');
    expect((await cache.read(path, statSync(path))).toString()).toBe('second!');
    expect(cache.size()).toBe('second!'.length);
  });

  it('holds at most its bytes, dropping the least recently read first', async () => {
    const cache = fileCache(10);
    const a = file('a', 'aaaa');
    const b = file('b', 'bbbb');
    const c = file('c', 'cccc');
    const [ia, ib, ic] = [statSync(a), statSync(b), statSync(c)];
    await cache.read(a, ia);
    await cache.read(b, ib);
    await cache.read(a, ia); // a is now the younger of the two
    await cache.read(c, ic); // 12 bytes would not fit: b goes
    expect(cache.size()).toBe(8);
    rmSync(a);
    rmSync(b);
    expect((await cache.read(a, ia)).toString()).toBe('aaaa');
    await expect(cache.read(b, ib)).rejects.toThrow();
  });

  it('reads a file larger than the whole cache without keeping it', async () => {
    const cache = fileCache(4);
    const big = file('big', 'too large');
    expect((await cache.read(big, statSync(big))).toString()).toBe('too large');
    expect(cache.size()).toBe(0);
  });
});

describe('bodies the CDN makes itself (kept beside the files)', () => {
  it('makes a body once for requests at the same time, and again when its file changes', async () => {
    const cache = fileCache(1024);
    const path = file('a.html', 'first');
    let made = 0;
    const make = () => {
      made += 1;
      return Promise.resolve(Buffer.from(`body ${String(made)}`));
    };
    const info = statSync(path);
    const bodies = await Promise.all([1, 2, 3].map(() => cache.keep(`${path}:br`, info, make)));
    expect(bodies.map(String)).toEqual(['body 1', 'body 1', 'body 1']);
    expect(String(await cache.keep(`${path}:br`, info, make))).toBe('body 1');
    writeFileSync(path, 'second!');
    expect(String(await cache.keep(`${path}:br`, statSync(path), make))).toBe('body 2');
    expect(made).toBe(2);
  });
});
