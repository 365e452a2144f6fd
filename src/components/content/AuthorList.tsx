/** The authors of the guide (the author hub), each box linking to the author's profile. */
import type { Author } from '../../domain/entities';
import { AuthorBox } from '../pages/AuthorBox';

/** The list. */
export function AuthorList({
  heading,
  authors,
  directory,
}: {
  heading: string;
  authors: readonly Author[];
  directory: string;
}) {
  return (
    <section className="section">
      <h2>{heading}</h2>
      <div className="grid grid--2">
        {authors.map((a) => (
          <AuthorBox key={a.id} author={a} directory={directory} link />
        ))}
      </div>
    </section>
  );
}
