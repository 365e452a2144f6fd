import type { Config } from 'vike/types';

/**
 * Applies to every page. Server routing: content pages are static, prerendered HTML whose
 * interactive parts are islands woken lazily (product §4 Hydration), so the page component itself
 * never ships to the browser (Page is server-only below). The /go and account screens take
 * over with client routing inside their own island (product §2).
 */
export default {
  clientRouting: false,
  passToClient: ['boot'],
  meta: {
    Page: { env: { server: true, client: false } },
  },
  // vike's own prerender stays off: prerender/ is the pipeline (bench/vike-prerender/ turns it on).
  prerender: false,
} satisfies Config;
