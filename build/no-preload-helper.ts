/**
 * A Vite plugin for this site's client build: every dynamic import goes through Vite's preload
 * helper, which with `modulePreload: false` only adds a page's missing stylesheets. The site has
 * one stylesheet and every page links it, so the helper (about 0.9 KB gzipped, loaded by every
 * page before its first interaction, product §1 budget) is replaced by a plain call; the build fails
 * if a second stylesheet ever appears, since that one would need the helper. The list of that
 * stylesheet Vite still writes into every chunk with a dynamic import (`__vite__mapDeps`) goes
 * too: the plain call never reads it.
 */
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';

/** Vite's list of a chunk's stylesheets for the helper, and the calls that pass it. */
const DEPS_LIST =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[[^\]]*\]\)\)\)=>i\.map\(i=>d\[i\]\);/;
const DEPS_ARGUMENT = /,__vite__mapDeps\(\[[\d,]*\]\)/g;

/** `code` without the stylesheet list, or null when it has none (a line stays, for the map). */
function withoutDepsList(code: string): string | null {
  if (!DEPS_LIST.test(code)) return null;
  return code.replace(DEPS_LIST, '').replace(DEPS_ARGUMENT, '');
}

export function noPreloadHelper(): Plugin {
  return {
    name: 'site:no-preload-helper',
    enforce: 'pre',
    load(id) {
      if (id === HELPER_ID) return 'export const __vitePreload = (load) => load();';
      return null;
    },
    // After Vite's import analysis, which writes the list into the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const code = withoutDepsList(file.code);
          if (code === null) continue;
          if (code.includes('__vite__mapDeps')) {
            this.error(
              `${file.fileName}: Vite's stylesheet list takes a form build/no-preload-helper.ts does not know`,
            );
          }
          file.code = code;
        }
        const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
        if (sheets.length > 1) {
          this.error(
            `the client has ${sheets.length} stylesheets (${sheets.join(', ')}): lazy ones need Vite's preload helper back (build/no-preload-helper.ts)`,
          );
        }
      },
    },
  };
}
