import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodySelector } from '../../../cdn/body';
import { encoderSlots } from '../../../cdn/encoder-slots';
import { fileCache } from '../../../cdn/file-cache';
import { encodeSync } from '../../../src/domain/rules/precompressed';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A page large enough to be compressed, under a folder of its own. */
function page(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cdn-body-'));
  dirs.push(dir);
  const path = join(dir, name);
  writeFileSync(path, `<p>${name}</p>`.repeat(200));
  return path;
}

/** Slots of one, and a way to hold that one as a running encoding would. */
function oneSlot() {
  const encoders = encoderSlots(1);
  let release = () => {};
  const hold = () =>
    void encoders.run(() => new Promise<Buffer>((done) => (release = () => done(Buffer.alloc(0)))));
  return { encoders, hold, release: () => release() };
}

describe('the body a request gets while the CDN encodes (docs/published-tree.md)', () => {
  it('a whole request gets the file as it is while every slot is taken, then its coding', async () => {
    const { encoders, hold, release } = oneSlot();
    const select = bodySelector(fileCache(1 << 20), encoders);
    const file = page('a.html');
    const info = statSync(file);
    hold();
    const busy = await select(file, info, ['br'], false);
    expect(busy.encoding).toBeNull();
    expect(busy.bytes.length).toBe(info.size);
    release();
    await Promise.resolve();
    const encoded = await select(file, info, ['br'], false);
    expect(encoded.encoding).toBe('br');
    expect(encoded.bytes.equals(encodeSync(busy.bytes, 'br'))).toBe(true);
  });

  it('a ranged request waits for its coding even when every slot is taken', async () => {
    const { encoders, hold } = oneSlot();
    const select = bodySelector(fileCache(1 << 20), encoders);
    const file = page('b.html');
    hold();
    const body = await select(file, statSync(file), ['gzip'], true);
    expect(body.encoding).toBe('gzip');
  });

  it('a body being encoded is waited for, and is encoded once', async () => {
    const { encoders } = oneSlot();
    const select = bodySelector(fileCache(1 << 20), encoders);
    const file = page('c.html');
    const info = statSync(file);
    const bodies = await Promise.all([1, 2, 3].map(() => select(file, info, ['br'], false)));
    expect(bodies.map((body) => body.encoding)).toEqual(['br', 'br', 'br']);
    expect(new Set(bodies.map((body) => body.bytes)).size).toBe(1);
  });

  it('a current sibling is sent whatever the slots', async () => {
    const { encoders, hold } = oneSlot();
    const select = bodySelector(fileCache(1 << 20), encoders);
    const file = page('d.html');
    writeFileSync(`${file}.br`, 'the sibling');
    const { mtime } = statSync(file);
    utimesSync(`${file}.br`, mtime, mtime);
    hold();
    const body = await select(file, statSync(file), ['br'], false);
    expect(body).toEqual({ bytes: Buffer.from('the sibling'), encoding: 'br' });
  });
});
