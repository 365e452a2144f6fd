/** Internal links to related pages. */
import { localHref } from '../ui/links';

/** The links. */
export function LinkList({
  heading,
  links,
  directory,
}: {
  heading: string;
  links: { slug: string; title: string }[];
  directory: string;
}) {
  return (
    <nav className="link-list" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.slug}>
            <a href={localHref(directory, l.slug)}>{l.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
