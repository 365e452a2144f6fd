/** Author profile (product §2 author, §3 profile_author): the author, then their articles. */
import type { PageView } from '../../domain/entities/page-view';
import { AuthorBox } from './AuthorBox';
import { PageBody } from './PageBody';

/** The author template. */
export function AuthorProfile({ view }: { view: PageView }) {
  const author = view.page.profile_author;
  return (
    <article className="page">
      <h1>{view.page.title}</h1>
      {author ? <AuthorBox author={author} directory={view.locale.directory} link={false} /> : null}
      <PageBody view={view} />
    </article>
  );
}
