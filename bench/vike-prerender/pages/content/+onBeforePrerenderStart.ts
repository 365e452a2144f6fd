import { readFileSync } from 'node:fs';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { PageList } from '../../../../src/domain/entities';

/**
 * Only for the prerender benchmark (bench/prerender-vike.ts): hands vike's own prerender the
 * same pages our pipeline renders, either as URLs whose +data reads each page from the content
 * API (VIKE_BENCH_API, the product's own server-render path) or with every page's view in
 * memory (VIKE_BENCH_VIEWS, a JSON-lines file: vike at its fastest, memory growing with the
 * page count; vike then skips +data). Without either it adds nothing.
 */
export async function onBeforePrerenderStart() {
  const file = process.env.VIKE_BENCH_VIEWS;
  const api = process.env.VIKE_BENCH_API;
  const url = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);
  if (file) {
    const [contextLine, ...lines] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const context = JSON.parse(contextLine ?? '{}') as Omit<PageView, 'page'>;
    return lines.map((line) => {
      const page = JSON.parse(line) as PageView['page'];
      return { url: url(page.slug), pageContext: { data: { ...context, page } } };
    });
  }
  if (!api) return [];
  const response = await fetch(`${api}/pages`, { headers: { 'x-locale': 'bg-BG' } });
  return PageList.parse(await response.json()).pages.map((p) => url(p.slug));
}
