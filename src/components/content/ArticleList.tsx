/** A list of article teasers. */
import type { ArticleSummary } from '../../domain/entities';
import { formatDate, formatDateIso } from '../../i18n';
import { localHref } from '../layout/site';
import { Img } from './Img';

/** The list. */
export function ArticleList({
  heading,
  articles,
  directory,
}: {
  heading: string;
  articles: readonly ArticleSummary[];
  directory: string;
}) {
  return (
    <section className="section">
      <h2>{heading}</h2>
      <div className="grid grid--3">
        {articles.map((a) => (
          <article key={a.id} className="card article-card">
            <Img image={a.image} className="article-card__image" />
            <h3>
              <a href={localHref(directory, a.slug)}>{a.title}</a>
            </h3>
            <p className="muted small">
              <time dateTime={formatDateIso(a.publishedAt)}>{formatDate(a.publishedAt)}</time>
            </p>
            <p>{a.excerpt}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
