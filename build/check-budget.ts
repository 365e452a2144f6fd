/**
 * Eager JS budget check: after `vike build`, sums the gzipped size of every eager script
 * graph (each client entry under dist/client/assets/entries plus its static imports)
 * and fails above 15 KB. Dynamic imports (React, islands, SPA) are not eager and not counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR } from './build-dir.mjs';

/** The budget: 15 KB gzipped. */
export const EAGER_BUDGET_BYTES = 15 * 1024;

const dir = process.argv[2] ?? `${BUILD_DIR}/client`;

/** Static import specifiers of a built chunk (`import "x"`, `from "x"`; not `import("x")`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1] ?? '');
}

/** Files of an entry and its static imports, each once (vike removes the manifest after build). */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const spec of staticImports(readFileSync(file, 'utf8'))) {
    staticGraph(spec.startsWith('/') ? join(dir, spec) : resolve(dirname(file), spec), seen);
  }
  return seen;
}

let failed = false;
const entries = join(dir, 'assets/entries');
for (const name of readdirSync(entries).filter((f) => f.endsWith('.js'))) {
  const files = [...staticGraph(join(entries, name))];
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  const over = bytes > EAGER_BUDGET_BYTES;
  failed ||= over;
  console.log(
    `${over ? 'FAIL' : 'ok  '} eager ${name}: ${(bytes / 1024).toFixed(1)} KB gz (${files.length} files, budget 15 KB)`,
  );
}
if (failed) process.exit(1);
