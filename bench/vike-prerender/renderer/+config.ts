import type { Config } from 'vike/types';

/** The product's renderer/+config.ts with vike's prerender on (run by bench/prerender-vike.ts). */
export default {
  clientRouting: false,
  passToClient: ['boot'],
  meta: {
    Page: { env: { server: true, client: false } },
  },
  prerender: { partial: true, keepDistServer: true, disableAutoRun: true },
} satisfies Config;
