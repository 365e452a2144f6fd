/**
 * ESLint rule `local/no-import-cycle`: no import cycle among our own files, counting what
 * import-x/no-cycle skips: type-only imports, `import()` and re-exports. A cycle through types
 * is still a knot a reader must untie (ARCHITECTURE.md: each room imports only rooms below it).
 * The graph comes from the files on disk; the linted file's own imports from its current text.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];
const SKIP = new Set(['node_modules', 'dist', 'out', '.data', '.tmp', 'test-results', '.git']);

/** The project files an import of `specifier` from `file` names, or null for a package. */
function resolveImport(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(file), specifier.replace(/\.(m?js|jsx)$/, ''));
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every relative module `text` imports, exports from or loads with import(). */
function importsOf(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((f) => resolveImport(file, f.fileName)).filter((f) => f !== null);
}

let graph = null;
/** file → the files it imports, for every TypeScript file of the tree (read once a process). */
function diskGraph(root) {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        graph.set(path, importsOf(path, readFileSync(path, 'utf8')));
    }
  };
  walk(root);
  return graph;
}

/** The path from `start` back to `target` through the graph, or null. */
function pathBack(graph, start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === target) {
      const path = [];
      for (let at = node; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'No import cycle among our files, type-only and dynamic imports included',
    },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: { cycle: 'Import cycle (type and dynamic imports count): {{path}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.options[0]?.root ?? context.cwd;
    return {
      Program(node) {
        const graph = diskGraph(root);
        for (const target of new Set(importsOf(file, context.sourceCode.text))) {
          const back = pathBack(graph, target, file);
          if (!back) continue;
          const path = [file, ...back].map((p) => p.slice(root.length + 1)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { path } });
          return;
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
