/**
 * The stock vike-react comparison app of `npm run bench:client`: the same content
 * pages, hydrated whole by vike-react's own client entry. Built from this folder as its own vite
 * root (so the product's + files are not part of it) into bench/results/whole-page/, with
 * vike's prerender for the pages the benchmark measures (WHOLE_PAGE_URLS).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const productIsland = here('../../src/islands/Island.tsx');
const productSanitize = here('../../src/content/sanitize.ts');
const richText = here('../../src/components/content/RichText.tsx');

/**
 * Two swaps, in this app only (the product's code stays as it is):
 * - src/islands/Island → ./Island: whole-page mode, the wrapped component renders as a normal
 *   part of the tree that React hydrates whole (no markers, no serialised props, no runtime).
 * - RichText's sanitiser → ./sanitize-passthrough: sanitize-html is server-only (node
 *   built-ins, too big for the browser anyway), so +data sanitises every rich-text item once on
 *   the server and RichText renders that already-sanitised HTML as-is, on the server and on
 *   hydration alike (the same string on both sides, so no hydration mismatch).
 */
function wholePageSwaps(): Plugin {
  return {
    name: 'bench-whole-page-swaps',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      if (resolved.id === productIsland) return here('./Island.tsx');
      if (resolved.id === productSanitize && importer === richText)
        return here('./sanitize-passthrough.ts');
      return null;
    },
  };
}

export default defineConfig({
  root: here('.'),
  publicDir: here('../../public'),
  plugins: [wholePageSwaps(), vike(), react()],
  build: { target: 'es2022', outDir: here('../results/whole-page/dist'), emptyOutDir: true },
  // The server build runs from bench/results/, where Node would find Lighthouse's zod 3 in
  // bench/node_modules before the product's zod 4: bundled, it is the product's.
  ssr: { noExternal: ['zod'] },
});
