import type { PageContextServer } from 'vike/types';
import { PageView } from '../../src/domain/entities/page-view';
import { loadPageView } from '../../src/api/page-view';
import { t } from '../../src/i18n';
import { accountScreenOf, SPA_SHELL_SLUG } from '../../src/domain/rules/spa-route';
import { SCREEN_HEADS, screenTitle } from '../../src/components/layout/screen-head';

/**
 * A SPA screen's view, rendered once per locale and screen. Contract with the prerender pipeline:
 * call renderPage({ urlOriginal: '/go' or '/login' (under '/{directory}' off the root locale),
 * prerenderView }) with the HOME page's view of that locale as prerenderView; this hook keeps its
 * locale, locales, header, footer and apiVersion and swaps the page for a slim page named after the
 * screen (no content): the /go/ shell, or an account screen with its own title and description.
 * Without prerenderView (dev server) the home view is loaded from the API.
 */
export async function data(pageContext: PageContextServer): Promise<PageView | undefined> {
  if (pageContext.probe) return undefined;
  const { directory, screen } = pageContext.routeParams as { directory: string; screen: string };
  const account = accountScreenOf(screen);
  const head = SCREEN_HEADS[account ?? 'go-redirect'];
  const view =
    pageContext.prerenderView ??
    PageView.parse(await loadPageView({ first: directory, second: '' }));
  return {
    ...view,
    page: {
      ...view.page,
      slug: account ?? SPA_SHELL_SLUG,
      title: account ? screenTitle(account) : t(head.title),
      description: t(head.description),
      type: 'default',
      // headData leaves the shell out of search: no canonical, no hreflang
      // (docs/domain-notes.md#seo).
      canonical: view.locale.url,
      alternates: [],
      content: [],
    },
  };
}
