/** The leaderboard page (product §2 /leaderboards). */
import type { PageView } from '../../domain/entities/page-view';
import { PageBody } from './PageBody';

/** The leaderboards template. */
export function Leaderboards({ view }: { view: PageView }) {
  return (
    <article className="page">
      <h1>{view.page.title}</h1>
      <p className="lead">{view.page.description}</p>
      <PageBody view={view} />
    </article>
  );
}
