import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

// vike builds the client entry and the server bundle; our own pipeline (prerender/) renders
// the pages through vike's renderPage() and writes the versioned CDN tree.
export default defineConfig({
  plugins: [vike(), react()],
  build: { target: 'es2022' },
});
