import type { PageContextServer } from 'vike/types';
import { PageView } from '../../src/domain/entities/page-view';
import { loadPageView } from '../../src/api/page-view';

/**
 * The page's view. The prerender pipeline hands it in (pageContext.prerenderView) so no page is
 * fetched twice; the dev server fetches it from the content API.
 */
export async function data(pageContext: PageContextServer): Promise<PageView | undefined> {
  // The pipeline's probe render needs the document frame only, no data.
  if (pageContext.probe) return undefined;
  if (pageContext.prerenderView) return pageContext.prerenderView;
  const { first, second } = pageContext.routeParams as { first: string; second: string };
  return PageView.parse(await loadPageView({ first, second }));
}
