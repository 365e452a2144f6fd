/** Internal links to related pages. */
import { localHref } from '../layout/site';

/** The list. */
export function LinkList({
  heading,
  links,
  directory,
}: {
  heading: string;
  links: readonly { slug: string; title: string }[];
  directory: string;
}) {
  return (
    <section className="section">
      <h2>{heading}</h2>
      <ul className="link-list">
        {links.map((l) => (
          <li key={l.slug}>
            <a href={localHref(directory, l.slug)}>{l.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
