import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

/**
 * Stock vike-react (bench:client comparison): its defaults — SSR, client routing, its own
 * client entry hydrating the whole page — and vike's prerender for the measured pages.
 */
export default {
  extends: [vikeReact],
  ssr: true,
  lang: 'bg',
  prerender: { partial: true },
} satisfies Config;
