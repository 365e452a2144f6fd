import type { PageProps } from '../../renderer/document';

/** A content page: picks the template of its type (SPEC §2 page types by slug). */
export function Page({ view }: PageProps) {
  return <h1>{view.page.title}</h1>;
}
