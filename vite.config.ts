import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { BUILD_DIR } from './build/build-dir.mjs';
import { clientConfigDefine } from './src/config/define.ts';
import { inlineEntryImports } from './build/inline-entry-imports.ts';
import { noPreloadHelper } from './build/no-preload-helper.ts';

// bench/whole-page/ is a second vike app (the stock vike-react comparison of bench:client) with
// its own + files and vite root: keep it out of the product's + file crawl.
process.env.VIKE_CRAWL ??= JSON.stringify({ ignore: 'bench/**' });

// vike builds the client entry and the server bundle; our own pipeline (prerender/) renders
// the pages through vike's renderPage() and writes the versioned CDN tree.
export default defineConfig({
  plugins: [
    vike(),
    react(),
    noPreloadHelper(),
    inlineEntryImports({
      entry: 'renderer/+client.ts',
      stateless: ['src/config/constants.ts', '\0vite/preload-helper.js'],
    }),
  ],
  server: {
    // scripts/dev.ts prints this port: never another one.
    strictPort: true,
    // Generated trees (.gitignore): a bench's 100,000-page build would take every file watcher.
    watch: {
      ignored: [
        'dist',
        'dist-*',
        'out',
        'out-*',
        '.data',
        '.tmp',
        'bench/results',
        'playwright-report',
      ].map((folder) => `${import.meta.dirname}/${folder}/**`),
    },
  },
  // The environment, parsed once here, reaches the browser as a literal (src/config/client.ts).
  define: clientConfigDefine(process.env),
  build: {
    // dist, or BUILD_DIR's folder (build/build-dir.mjs): vike writes client/ and server/ in it.
    outDir: BUILD_DIR,
    target: 'es2022',
    // No preload lists of dynamic imports: they cost the eager script about 1 KB gzipped (the
    // 15 KB budget before the first interaction); a woken island fetches its imports itself.
    modulePreload: false,
    // A zod schema is built by calls (z.object(...), z.string().regex(...)) that Rollup cannot
    // tell are pure, so every schema of src/domain/entities stayed in every bundle that imports
    // one. Declared pure, an unused schema is dropped: the server build's schemas chunk has 47
    // objects instead of 92 (a render worker boots about 9 ms sooner) and the client's shared
    // chunk is 7 KB smaller. zod's global side effects (z.config, registries) are not used.
    rollupOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // The small modules every page runs when idle, before its first interaction (the
            // refresh watch, the affiliate listener and report, the forget pass:
            // src/app/background.ts; the consent's writer, which the gates of a first visit load
            // too) in one chunk, not eight: each chunk's imports and exports cost about 100 B
            // gzipped of the 15 KB budget. Only their own dependencies, and no module something
            // loads dynamically: that one stays its chunk's facade, or rolldown adds its
            // namespace runtime (429 B gz). The client only: the server's chunks keep their order.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'idle',
                  test: /src\/(app\/(refresh|affiliate-report|affiliate-listener|report-sender)|domain\/rules\/(versions|visitor-ids)|device\/(visitor-id|kept-id|forget)|consent\/choice|api\/services|telemetry\/policy)\.ts$/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
