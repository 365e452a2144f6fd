import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entriesOf, moveInto, removePage, writeNew } from '../../../prerender/files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerender-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('moveInto (issue 4: publishing a patch)', () => {
  it('moves every staged file into the live folder, replacing old ones and keeping the rest', () => {
    writeNew(join(dir, 'live', 'a', 'index.html'), 'old a');
    writeNew(join(dir, 'live', 'b', 'index.html'), 'old b');
    writeNew(join(dir, 'staging', 'a', 'index.html'), 'new a');
    writeNew(join(dir, 'staging', 'c', 'index.html'), 'new c');
    writeNew(join(dir, 'staging', 'sitemap.xml'), '<urlset/>');
    expect(moveInto(join(dir, 'staging'), join(dir, 'live'))).toBe(3);
    const read = (p: string) => readFileSync(join(dir, 'live', p), 'utf8');
    expect(read('a/index.html')).toBe('new a');
    expect(read('b/index.html')).toBe('old b');
    expect(read('c/index.html')).toBe('new c');
    expect(read('sitemap.xml')).toBe('<urlset/>');
    expect(existsSync(join(dir, 'staging', 'a', 'index.html'))).toBe(false);
  });

  it('moves nothing from an empty staging folder', () => {
    mkdirSync(join(dir, 'staging'));
    expect(moveInto(join(dir, 'staging'), join(dir, 'live'))).toBe(0);
  });
});

describe('removePage', () => {
  it('removes a page folder and refuses anything that is not one segment under the root', () => {
    writeNew(join(dir, 'root', 'gone', 'index.html'), 'x');
    writeFileSync(join(dir, 'outside.txt'), 'keep');
    removePage(join(dir, 'root'), 'gone');
    removePage(join(dir, 'root'), '../outside.txt');
    removePage(join(dir, 'root'), '');
    expect(entriesOf(join(dir, 'root'))).toEqual(new Set());
    expect(readFileSync(join(dir, 'outside.txt'), 'utf8')).toBe('keep');
  });

  it('entriesOf answers an empty set for a missing folder', () => {
    expect(entriesOf(join(dir, 'missing'))).toEqual(new Set());
  });
});
