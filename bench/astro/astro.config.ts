/**
 * Astro 5 beside our prerender (`npm run bench:prerender`, variant `astro`): the product's React
 * templates rendered to static HTML through @astrojs/react with no client directive, so no client
 * JavaScript; the pages come from the bench's data server (ASTRO_API_URL), one read per page.
 */
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { clientConfigDefine } from '../../src/config/define';

export default defineConfig({
  integrations: [react()],
  outDir: process.env.ASTRO_OUT ?? '../results/astro/dist',
  build: { format: 'directory' },
  vite: {
    define: clientConfigDefine(process.env),
    // Astro has its own zod 3 beside it; the product's schemas are zod 4, bundled from the repo.
    ssr: { noExternal: ['zod'] },
  },
});
