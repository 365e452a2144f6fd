/**
 * vike's own prerender of this app, for `npm run bench:prerender` only: the product's renderer
 * and content route re-exported under a vite root of their own, with `prerender: true`, so the
 * product's + files carry no benchmark hook. Built into bench/results/vike-prerender/dist; the
 * bench then runs vike's prerender on copies of that build (bench/prerender-vike.ts).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { clientConfigDefine } from '../../src/config/define';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  publicDir: here('../../public'),
  plugins: [vike(), react()],
  define: clientConfigDefine(process.env),
  build: { target: 'es2022', outDir: here('../results/vike-prerender/dist'), emptyOutDir: true },
  // The server build runs from bench/results/, where Node would find Lighthouse's zod 3 in
  // bench/node_modules before the product's zod 4: bundled, it is the product's.
  ssr: { noExternal: ['zod'] },
});
