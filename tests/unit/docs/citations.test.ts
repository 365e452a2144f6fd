/**
 * The docs match the code (docs/style.md "Citations"): every repository path README.md,
 * ARCHITECTURE.md and docs/*.md name exists and every link between them lands; every citation in
 * the repository resolves, `product §N` to a section of docs/product.md and `docs/<file>.md#anchor`
 * to a heading. Nothing here lists a path: after files move, `npx vitest run tests/unit/docs`.
 */
import { dirname, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REPO_FILES,
  headingAnchors,
  inRepo,
  markdownLinks,
  readText,
  relativeFiles,
  rootedPaths,
  someFileNamed,
} from './repository';

/** The docs a newcomer reads: the README of the repository and of each folder that has one. */
const DOCS = REPO_FILES.filter(
  (f) => /(?:^|\/)README\.md$/.test(f) || f === 'ARCHITECTURE.md' || /^docs\/[^/]+\.md$/.test(f),
);

/** Every text file of the repository a citation may stand in. */
const TEXTS = REPO_FILES.filter(
  (f) => /\.(?:[cm]?[jt]sx?|md|css|ya?ml|sh|html)$/.test(f) || f.startsWith('.ci/'),
);

/** A citation of section N of `document`, wrapped onto the next comment line or not. */
const CITED = (document: string) =>
  new RegExp(String.raw`\b${document}\s*(?:\*|//|#)?\s*§(\d+)`, 'g');

/** Each match of `pattern` in the repository's texts, as 'file:line match' with its groups. */
function citations(pattern: RegExp): { where: string; groups: string[] }[] {
  return TEXTS.flatMap((file) => {
    const text = readText(file);
    return [...text.matchAll(pattern)].map((m) => ({
      where: `${file}:${String(text.slice(0, m.index).split('\n').length)} ${m[0]}`,
      groups: m.slice(1).map((g) => g ?? ''),
    }));
  });
}

describe('every repository path a doc names exists', () => {
  it.each(DOCS)('%s', (doc) => {
    const text = readText(doc);
    const missing = [
      ...rootedPaths(text).filter((named) => !inRepo(named.path)),
      ...relativeFiles(text).filter((named) => !someFileNamed(named.path)),
    ];
    expect(missing.map((m) => `${doc}:${String(m.line)} ${m.path}`)).toEqual([]);
  });
});

describe('every link between the docs lands', () => {
  it.each(DOCS)('%s', (doc) => {
    const broken = markdownLinks(readText(doc)).filter(({ path, anchor }) => {
      const target = path === '' ? doc : posix.normalize(posix.join(dirname(doc), path));
      if (!inRepo(target)) return true;
      return anchor !== '' && !headingAnchors(readText(target)).has(anchor);
    });
    expect(broken.map((b) => `${doc}:${String(b.line)} ${b.path}#${b.anchor}`)).toEqual([]);
  });
});

describe('every citation resolves', () => {
  const product = readText('docs/product.md');
  const sections = new Set([...product.matchAll(/^## §(\d+) /gm)].map((m) => m[1]));
  const habits = new Set(
    [...readText('docs/style.md').matchAll(/^(\d+)\. \*\*/gm)].map((m) => m[1]),
  );

  it('docs/product.md has its sections §1 to §9, in order', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('product §N is a section of docs/product.md', () => {
    const unknown = citations(CITED('product')).filter((c) => !sections.has(c.groups[0]));
    expect(unknown.map((c) => c.where)).toEqual([]);
  });

  it('docs/<file>.md#anchor is a file of docs/ and a heading of it', () => {
    const unknown = citations(/\bdocs\/([\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu).filter(
      ({ groups: [file = '', anchor = ''] }) =>
        !inRepo(`docs/${file}`) ||
        (anchor !== '' && !headingAnchors(readText(`docs/${file}`)).has(anchor)),
    );
    expect(unknown.map((c) => c.where)).toEqual([]);
  });

  it('docs/style.md habit N is one of its habits', () => {
    const unknown = citations(/docs\/style\.md,? habit (\d+)/g).filter(
      (c) => !habits.has(c.groups[0]),
    );
    expect(unknown.map((c) => c.where)).toEqual([]);
  });

  it('nothing cites a document outside the repository', () => {
    // The first specification, the style guide and the field notes outside the checkout, and
    // the folder that held them; spelled in parts, so this file does not match itself.
    const outside = [CITED('SPEC').source, ['STYLE', 'md'].join('\\.')];
    outside.push(['FIELD', 'NOTES'].join('-'), ['\\.\\.', 'shared', ''].join('/'));
    const found = citations(new RegExp(outside.join('|'), 'g'));
    expect(found.map((c) => c.where)).toEqual([]);
  });
});
