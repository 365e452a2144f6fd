/** Home page (product §2 slug 'home'): its content list, led by the hero; a title if none. */
import type { PageView } from '../../domain/entities/page-view';
import { PageBody } from './PageBody';

/** The home template. */
export function Home({ view }: { view: PageView }) {
  const hasHero = view.page.content.some((c) => c.component === 'hero');
  return (
    <>
      {hasHero ? null : <h1>{view.page.title}</h1>}
      <PageBody view={view} />
    </>
  );
}
