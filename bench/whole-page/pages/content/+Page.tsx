import { useData } from 'vike-react/useData';
import '../../../../renderer/styles.css';
import type { PageView } from '../../../../src/domain/entities/page-view';
import { Layout, PageRules } from '../../../../src/components/layout/Layout';
import { Shell } from '../../../../src/components/layout/Shell';
import { Page as ContentPage } from '../../../../pages/content/+Page';

/**
 * The product's content page (frame + template of the page type) inside its shell, as
 * renderer/document.tsx renders it, but as one React tree that vike-react hydrates whole.
 */
export function Page() {
  const view = useData<PageView>();
  return (
    <Shell>
      <Layout view={view}>
        <PageRules view={view}>
          <ContentPage view={view} />
        </PageRules>
      </Layout>
    </Shell>
  );
}
