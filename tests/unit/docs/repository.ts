/**
 * What the docs check reads of the checkout: its files, the repository paths a text names and the
 * anchors of a markdown file's headings. Everything is derived from the files as they are, so the
 * check needs no list of its own when files move.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The checkout's root folder. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every file of the checkout that git tracks or would add (not ignored), as it is on disk. */
export const REPO_FILES: readonly string[] = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(ROOT, file)));

/** The folders at the root of the repository: a path starting with one is a repository path. */
export const TOP_FOLDERS: readonly string[] = [
  ...new Set(REPO_FILES.filter((f) => f.includes('/')).map((f) => f.split('/')[0] ?? '')),
];

/** Every folder holding a file, with its parents. */
const FOLDERS = new Set(
  REPO_FILES.flatMap((file) => {
    const parts = file.split('/').slice(0, -1);
    return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  }),
);

const texts = new Map<string, string>();

/** The text of a file of the checkout, read once. */
export function readText(file: string): string {
  const text = texts.get(file) ?? readFileSync(join(ROOT, file), 'utf8');
  texts.set(file, text);
  return text;
}

/** True when `path` (a file, or a folder with or without its trailing slash) is in the checkout. */
export function inRepo(path: string): boolean {
  const bare = path.replace(/\/$/, '');
  return FOLDERS.has(bare) || (!path.endsWith('/') && REPO_FILES.includes(bare));
}

/** One path a text names, with the line it is on. */
export type Named = { path: string; line: number };

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The characters of a path segment; a template (`{slug}`, `<build>`, `*`) ends the path there. */
const SEGMENT = String.raw`[\w.@+-]`;

/** True when `index` of `text` is inside a code span of its line. */
function inCodeSpan(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return (text.slice(lineStart, index).match(/`/g) ?? []).length % 2 === 1;
}

/**
 * Paths the text names that start at a folder of the repository (`src/domain/`,
 * `prerender/run.ts`). A sentence's full stop is not part of the path; a path inside another
 * (`{out}/bg/…`, `../src`) is not one of these. In prose, where words meet slashes ("1,000
 * pages/s"), only what looks like a path counts: a folder with its slash, a file with its
 * extension, or three segments and more.
 */
export function rootedPaths(text: string): Named[] {
  const tops = TOP_FOLDERS.map((t) => t.replace(/[.]/g, '\\.')).join('|');
  const pattern = new RegExp(
    String.raw`(?<![\w./{}~$<-])(?:${tops})/(?:${SEGMENT}+/)*${SEGMENT}*`,
    'g',
  );
  const pathLike = (path: string) =>
    path.endsWith('/') || /\.\w+$/.test(path) || path.split('/').length >= 3;
  return [...text.matchAll(pattern)]
    .map((m) => ({ path: m[0].replace(/[.]+$/, ''), line: lineOf(text, m.index), at: m.index }))
    .filter(({ path, at }) => inCodeSpan(text, at) || pathLike(path))
    .map(({ path, line }) => ({ path, line }));
}

/** Source files by their extension: a bare name in a code span with one of these is ours. */
const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|cjs|md|css|sh|ya?ml)$/;

/**
 * Files a code span names relative to some folder (`run.ts`, `content/middleware.ts`): a file of
 * the repository must end with that name. Names of what a build writes (`live.json`, `sw.js`)
 * are not source files and are left alone.
 */
export function relativeFiles(text: string): Named[] {
  const shape = new RegExp(String.raw`^(?:${SEGMENT}+/)*${SEGMENT}+$`);
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map((m) => ({ path: m[1] ?? '', line: lineOf(text, m.index) }))
    .filter(({ path }) => shape.test(path) && SOURCE_FILE.test(path))
    .filter(({ path }) => !TOP_FOLDERS.includes(path.split('/')[0] ?? ''));
}

/** True when a file of the repository is `name` or ends with `/name`. */
export const someFileNamed = (name: string): boolean =>
  REPO_FILES.some((file) => file === name || file.endsWith(`/${name}`));

/** Markdown links to files of the repository (not web or mail addresses), with their anchor. */
export function markdownLinks(text: string): (Named & { anchor: string })[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => ({ target: m[1] ?? '', line: lineOf(text, m.index) }))
    .filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map(({ target, line }) => {
      const [path = '', anchor = ''] = target.split('#');
      return { path, anchor, line };
    });
}

/** The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a markdown text's headings, a repeated one numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const fenced = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading = ''] of fenced.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = anchorOf(heading);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${String(n)}`;
    anchors.add(anchor);
  }
  return anchors;
}
