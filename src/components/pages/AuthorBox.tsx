/** An author's avatar, name, role and bio (profile page and under articles). */
import type { Author } from '../../domain/entities';
import { t } from '../../i18n';
import { Img } from '../content/Img';
import { localHref } from '../layout/site';

/** The box; `link` makes the name a link to the profile. */
export function AuthorBox({
  author,
  directory,
  link,
}: {
  author: Author;
  directory: string;
  link: boolean;
}) {
  return (
    <section className="card author-box">
      <Img image={author.avatar} className="author-box__avatar" />
      <div>
        <p className="author-box__name">
          {link ? <a href={localHref(directory, author.slug)}>{author.name}</a> : author.name}
        </p>
        <p className="muted small">{author.role}</p>
        <p>{author.bio}</p>
        {author.expertise.length > 0 ? (
          <p className="chips" aria-label={t('Експертиза')}>
            {author.expertise.map((e) => (
              <span key={e} className="chip">
                {e}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  );
}
