/**
 * A Vite plugin for this site's client build: the page script (the one eager script, product §4
 * Hydration) ships as one file, with no static import. Every static import of it is a request
 * chained behind the script, in the critical path of the first paint (BENCHMARKS.md, Client).
 *
 * Rolldown leaves a module that the page script shares with its lazy chunks in a chunk of its
 * own even though the script always loads first. This plugin bundles such a chunk into the
 * script when each of its modules is stateless (constants and pure helpers, listed by the
 * caller): the lazy chunks keep importing the chunk, and a second copy of a stateless module is
 * harmless. Any other static import fails the build, naming the modules that caused it.
 */
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface InlineEntryOptions {
  /** The page script's source, relative to the project root. */
  readonly entry: string;
  /** Modules that hold no state, by the end of their id: they may be copied into the script. */
  readonly stateless: readonly string[];
}

export function inlineEntryImports(options: InlineEntryOptions): Plugin {
  return {
    name: 'site:inline-entry-imports',
    // After Vite's CSS plugin, which removes the stylesheet's empty script chunk from the imports.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle(_outputOptions, bundle) {
      const entry = Object.values(bundle).find(
        (file): file is OutputChunk =>
          file.type === 'chunk' && file.isEntry && !!file.facadeModuleId?.endsWith(options.entry),
      );
      if (!entry)
        return this.error(`the page script ${options.entry} is not an entry of the build`);
      if (entry.imports.length === 0) return;
      const refused = entry.imports.flatMap((file) =>
        chunkModules(bundle, file).filter((id) => !isStateless(id, options.stateless)),
      );
      if (refused.length > 0) {
        this.error(
          `the page script ${entry.fileName} imports modules that are not listed as stateless, so they cost a request before the first paint: ${refused.join(', ')} (build/inline-entry-imports.ts)`,
        );
      }
      entry.code = await bundleWithImports(entry, bundle);
      entry.imports = [];
    },
  };
}

function isStateless(id: string, stateless: readonly string[]): boolean {
  return stateless.some((end) => id.endsWith(end));
}

/** The modules of a chunk and of every chunk it imports statically. */
function chunkModules(bundle: OutputBundle, file: string): string[] {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return [file];
  return [...chunk.moduleIds, ...chunk.imports.flatMap((inner) => chunkModules(bundle, inner))];
}

/** The entry with its static imports bundled in; dynamic imports keep their paths. */
async function bundleWithImports(entry: OutputChunk, bundle: OutputBundle): Promise<string> {
  const result = await build({
    stdin: { contents: entry.code, sourcefile: entry.fileName, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    plugins: [fromBundle(entry, bundle)],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild gave no output for ${entry.fileName}`);
  return output.text;
}

/** Resolves the static imports to the bundle's chunks and leaves everything else external. */
function fromBundle(entry: OutputChunk, bundle: OutputBundle): EsbuildPlugin {
  const entryDir = posix.dirname(entry.fileName);
  return {
    name: 'rolldown-bundle',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, (args) => {
        const importerDir = args.namespace === 'chunk' ? posix.dirname(args.importer) : entryDir;
        const file = posix.join(importerDir, args.path);
        if (args.kind === 'import-statement' && bundle[file]?.type === 'chunk') {
          return { path: file, namespace: 'chunk' };
        }
        return { path: posix.relative(entryDir, file).replace(/^(?!\.)/, './'), external: true };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'chunk' }, (args) => {
        const chunk = bundle[args.path];
        return { contents: chunk?.type === 'chunk' ? chunk.code : '', loader: 'js' };
      });
    },
  };
}
