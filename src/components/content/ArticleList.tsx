/** A list of articles. */
import type { ArticleSummary } from '../../domain/entities';
import { formatDate, formatDateIso } from '../../i18n';
import { localHref } from '../ui/links';

/** The list. */
export function ArticleList({
  heading,
  articles,
  directory,
}: {
  heading: string;
  articles: ArticleSummary[];
  directory: string;
}) {
  return (
    <section>
      <h2>{heading}</h2>
      <ul className="card-grid">
        {articles.map((a) => (
          <li key={a.id} className="article-card">
            <img
              src={a.image.src}
              alt={a.image.alt}
              width={a.image.width}
              height={a.image.height}
              loading="lazy"
            />
            <a href={localHref(directory, a.slug)}>{a.title}</a>
            <time dateTime={formatDateIso(a.publishedAt)}>{formatDate(a.publishedAt)}</time>
            <p className="muted">{a.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
