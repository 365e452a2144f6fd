/** A CMS page of type default: title and content (named routes add their part, see NamedRoute). */
import type { ReactNode } from 'react';
import type { PageView } from '../../domain/entities/page-view';
import { PageBody } from './PageBody';

/** The default template; `extra` is the named route's interactive part, under the intro. */
export function Default({ view, extra }: { view: PageView; extra?: ReactNode }) {
  return (
    <article className="page">
      <h1>{view.page.title}</h1>
      {extra}
      <PageBody view={view} />
    </article>
  );
}
