import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  copyChanged,
  moveFiles,
  removePage,
  TextFile,
  writeAtomic,
} from '../../../prerender/files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerender-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file, making its folder. */
function writeNew(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

describe('moveFiles (publishing a patch)', () => {
  const staged = (...paths: string[]) =>
    paths.map((p) => [join(dir, 'staging', p), join(dir, 'live', p)] as const);

  it('moves each named file into the live folder, replacing old ones and keeping the rest', () => {
    writeNew(join(dir, 'live', 'a', 'index.html'), 'old a');
    writeNew(join(dir, 'live', 'b', 'index.html'), 'old b');
    writeNew(join(dir, 'staging', 'a', 'index.html'), 'new a');
    writeNew(join(dir, 'staging', 'c', 'index.html'), 'new c');
    writeNew(join(dir, 'staging', 'sitemap.xml'), '<urlset/>');
    // A file it is not told of stays where it is (a page that failed half-way).
    writeNew(join(dir, 'staging', 'd', 'index.html'), 'half of d');
    expect(moveFiles(staged('a/index.html', 'c/index.html', 'sitemap.xml'))).toBe(3);
    const read = (p: string) => readFileSync(join(dir, 'live', p), 'utf8');
    expect(read('a/index.html')).toBe('new a');
    expect(read('b/index.html')).toBe('old b');
    expect(read('c/index.html')).toBe('new c');
    expect(read('sitemap.xml')).toBe('<urlset/>');
    expect(existsSync(join(dir, 'staging', 'a', 'index.html'))).toBe(false);
    expect(existsSync(join(dir, 'live', 'd'))).toBe(false);
  });

  it('with a retire folder, keeps each replaced file there as a link and the new one live', () => {
    writeNew(join(dir, 'live', 'a', 'index.html'), 'old a');
    writeNew(join(dir, 'staging', 'a', 'index.html'), 'new a');
    writeNew(join(dir, 'staging', 'b', 'index.html'), 'new b');
    expect(moveFiles(staged('a/index.html', 'b/index.html'), join(dir, 'retired'))).toBe(2);
    expect(readFileSync(join(dir, 'live', 'a', 'index.html'), 'utf8')).toBe('new a');
    expect(readFileSync(join(dir, 'live', 'b', 'index.html'), 'utf8')).toBe('new b');
    // Only the replaced file was there to keep (b is new).
    const retired = readdirSync(join(dir, 'retired'));
    expect(retired).toHaveLength(1);
    expect(readFileSync(join(dir, 'retired', retired[0] ?? ''), 'utf8')).toBe('old a');
  });

  it('moves nothing for no files, and fails on a named file that is not there', () => {
    expect(moveFiles([])).toBe(0);
    expect(() => moveFiles(staged('missing/index.html'))).toThrow(/ENOENT/);
  });
});

describe('TextFile (sitemaps and manifests written piece by piece)', () => {
  it('writes every piece in order: small ones, multi-byte text and pieces larger than its buffer', () => {
    const path = join(dir, 'out.txt');
    const pieces = [
      ...Array.from({ length: 20_000 }, (_, i) => `<url>${i}</url>\n`),
      'Хазартът води до зависимост 🎰\n',
      'x'.repeat(300_000),
      'ы'.repeat(100_000),
      'end',
    ];
    const file = new TextFile(path);
    for (const piece of pieces) file.write(piece);
    file.close();
    expect(readFileSync(path, 'utf8')).toBe(pieces.join(''));
  });

  it('truncates a file that is there', () => {
    const path = join(dir, 'out.txt');
    writeFileSync(path, 'an older and longer text');
    const file = new TextFile(path);
    file.write('new');
    file.close();
    expect(readFileSync(path, 'utf8')).toBe('new');
  });
});

describe('removePage', () => {
  it('removes a page folder and refuses anything that is not one segment under the root', () => {
    writeNew(join(dir, 'root', 'gone', 'index.html'), 'x');
    writeFileSync(join(dir, 'outside.txt'), 'keep');
    removePage(join(dir, 'root'), 'gone');
    removePage(join(dir, 'root'), '../outside.txt');
    removePage(join(dir, 'root'), '');
    expect(readdirSync(join(dir, 'root'))).toEqual([]);
    expect(readFileSync(join(dir, 'outside.txt'), 'utf8')).toBe('keep');
  });
});

describe('copyChanged (publishing the client assets)', () => {
  it('copies new and changed files, leaves unchanged ones and skipped names alone', () => {
    const from = join(dir, 'dist');
    const to = join(dir, 'out');
    writeNew(join(from, 'assets', 'app.1a2b.js'), 'console.log(1)');
    writeNew(join(from, 'sw.js'), 'v1');
    writeNew(join(from, '.vite', 'manifest.json'), '{}');
    expect(copyChanged(from, to, (n) => n === '.vite')).toBe(2);
    expect(existsSync(join(to, '.vite'))).toBe(false);
    const inode = statSync(join(to, 'assets', 'app.1a2b.js')).ino;

    // A rebuild rewrites sw.js (same size, newer) and adds a new hashed chunk.
    writeFileSync(join(from, 'sw.js'), 'v2');
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(from, 'sw.js'), later, later);
    writeNew(join(from, 'assets', 'page.9f8e.js'), 'export {}');
    expect(copyChanged(from, to, (n) => n === '.vite')).toBe(2);
    expect(readFileSync(join(to, 'sw.js'), 'utf8')).toBe('v2');
    expect(readFileSync(join(to, 'assets', 'page.9f8e.js'), 'utf8')).toBe('export {}');
    expect(statSync(join(to, 'assets', 'app.1a2b.js')).ino).toBe(inode);
    expect(copyChanged(from, to, (n) => n === '.vite')).toBe(0);
  });
});

describe('atomic writes', () => {
  it('writes atomically: the new content, no temporary file left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    await writeAtomic(join(dir, 'live.json'), '{"a":1}');
    await writeAtomic(join(dir, 'live.json'), '{"a":2}');
    expect(readFileSync(join(dir, 'live.json'), 'utf8')).toBe('{"a":2}');
    expect(readdirSync(dir)).toEqual(['live.json']);
    rmSync(dir, { recursive: true, force: true });
  });
});
