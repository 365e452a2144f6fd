import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

// bench/whole-page/ is a second vike app (the stock vike-react comparison of bench:client) with
// its own + files and vite root: keep it out of the product's + file crawl.
process.env.VIKE_CRAWL ??= JSON.stringify({ ignore: 'bench/**' });

// vike builds the client entry and the server bundle; our own pipeline (prerender/) renders
// the pages through vike's renderPage() and writes the versioned CDN tree.
export default defineConfig({
  plugins: [vike(), react()],
  build: { target: 'es2022' },
});
