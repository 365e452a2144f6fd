/** Head tags of a content page (skeleton; SEO tags are completed by the content pages work). */
import type { PageView } from '../src/app/view';

/** Title, description, canonical. */
export function Head({ view }: { view: PageView }) {
  return (
    <>
      <title>{view.page.title}</title>
      <meta name="description" content={view.page.description} />
      <link rel="canonical" href={view.page.canonical} />
    </>
  );
}
