/**
 * A Vite plugin for this site's client build: every dynamic import goes through Vite's preload
 * helper, which with `modulePreload: false` only adds a page's missing stylesheets. The site has
 * one stylesheet and every page links it, so the helper (about 0.9 KB gzipped, loaded by every
 * page before its first interaction, product §1 budget) is replaced by a plain call; the build fails
 * if a second stylesheet ever appears, since that one would need the helper.
 */
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

export function noPreloadHelper(): Plugin {
  return {
    name: 'site:no-preload-helper',
    enforce: 'pre',
    load(id) {
      if (id === HELPER_ID) return 'export const __vitePreload = (load) => load();';
      return null;
    },
    generateBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (sheets.length > 1) {
        this.error(
          `the client has ${sheets.length} stylesheets (${sheets.join(', ')}): lazy ones need Vite's preload helper back (build/no-preload-helper.ts)`,
        );
      }
    },
  };
}
