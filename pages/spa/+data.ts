import type { PageContextServer } from 'vike/types';
import { PageView } from '../../src/domain/entities/page-view';
import { loadPageView } from '../../src/api/page-view';
import { t } from '../../src/i18n';
import { SPA_SHELL_SLUG } from '../../src/domain/rules/spa-route';
import { SCREEN_HEADS } from '../../src/components/layout/screen-head';

/**
 * The SPA shell's view, rendered once per locale. Contract with the prerender pipeline: call
 * renderPage({ urlOriginal: '/go' (root locale) or '/{directory}/go', prerenderView }) with the
 * HOME page's view of that locale as prerenderView; this hook keeps its locale, locales, header,
 * footer and apiVersion and swaps the page for a slim 'go' shell page (no content). Without
 * prerenderView (dev server) the home view is loaded from the API.
 */
export async function data(pageContext: PageContextServer): Promise<PageView | undefined> {
  if (pageContext.probe) return undefined;
  const { directory } = pageContext.routeParams as { directory: string };
  const view =
    pageContext.prerenderView ??
    PageView.parse(await loadPageView({ first: directory, second: '' }));
  return {
    ...view,
    page: {
      ...view.page,
      slug: SPA_SHELL_SLUG,
      title: t(SCREEN_HEADS['go-redirect'].title),
      description: t(SCREEN_HEADS['go-redirect'].description),
      type: 'default',
      // headData leaves the shell out of search: no canonical, no hreflang
      // (docs/domain-notes.md#seo).
      canonical: view.locale.url,
      alternates: [],
      content: [],
    },
  };
}
