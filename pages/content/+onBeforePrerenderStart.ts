import { readFileSync } from 'node:fs';
import type { PageView } from '../../src/app/view';

/**
 * Only for the prerender benchmark (bench/prerender-vike.ts): hands vike's own prerender the same
 * page views our pipeline renders. Without VIKE_BENCH_VIEWS it adds nothing.
 */
export function onBeforePrerenderStart() {
  const file = process.env.VIKE_BENCH_VIEWS;
  if (!file) return [];
  const [contextLine, ...lines] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const context = JSON.parse(contextLine ?? '{}') as Omit<PageView, 'page'>;
  return lines.map((line) => {
    const page = JSON.parse(line) as PageView['page'];
    return {
      url: page.slug === 'home' ? '/' : `/${page.slug}`,
      pageContext: { prerenderView: { ...context, page } },
    };
  });
}
