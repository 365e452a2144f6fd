/**
 * What a release runs installs with `npm ci --omit=dev`: every package the content API, the
 * CDN, the prerender (its render worker included) and the service worker step import, followed
 * through our own files, is one of package.json's `dependencies`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const ENTRIES = [
  'server/main.ts',
  'cdn/serve-cli.ts',
  'prerender/start.mjs',
  'prerender/cli.ts',
  'prerender/render/worker.ts',
  'build/sw.ts',
];

/** `react-dom/server` → `react-dom`, `@hono/node-server/conninfo` → `@hono/node-server`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the release runs from dependencies alone', () => {
  it('imports no dev dependency and no package outside package.json', async () => {
    const result = await build({
      entryPoints: ENTRIES.map((entry) => `${root}${entry}`),
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outdir: `${root}.tmp/runtime-dependencies`,
      logLevel: 'silent',
    });
    const imported = new Set(
      Object.values(result.metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((i) => i.external && !i.path.startsWith('node:') && !i.path.startsWith('.'))
        .map((i) => packageOf(i.path)),
    );
    const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
  }, 60_000);
});
