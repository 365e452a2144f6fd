/** The content list of a page under its template's own part (every template ends with it). */
import type { PageView } from '../../domain/entities/page-view';
import { pageCompliance } from '../content/page-compliance';
import { ContentList } from '../content/registry';

/** Renders view.page.content through the content registry. */
export function PageBody({ view }: { view: PageView }) {
  return (
    <ContentList
      items={view.page.content}
      ctx={{
        directory: view.locale.directory,
        slug: view.page.slug,
        locale: view.locale.locale,
        pageType: view.page.type,
        compliance: pageCompliance(view.locale.compliance, view.page.unlinkedOperators),
      }}
    />
  );
}
