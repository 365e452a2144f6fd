/** An article (product §2 article): cover, author and dates, body, author box. */
import type { PageView } from '../../domain/entities/page-view';
import { formatDate, formatDateIso, t } from '../../i18n';
import { Img } from '../content/Img';
import { localHref } from '../layout/site';
import { AuthorBox } from './AuthorBox';
import { PageBody } from './PageBody';

/** The article template. */
export function Article({ view }: { view: PageView }) {
  const a = view.page.article;
  const dir = view.locale.directory;
  return (
    <article className="page page--narrow">
      <h1>{view.page.title}</h1>
      {a ? (
        <>
          <p className="byline muted">
            <a href={localHref(dir, a.author.slug)}>{t('By {name}', { name: a.author.name })}</a> ·{' '}
            {t('Published')}:{' '}
            <time dateTime={formatDateIso(a.publishedAt)}>{formatDate(a.publishedAt)}</time>
            {' · '}
            {t('Updated')}:{' '}
            <time dateTime={formatDateIso(a.updatedAt)}>{formatDate(a.updatedAt)}</time>
            {' · '}
            {t('{minutes} min read', { minutes: a.readingMinutes })}
          </p>
          <Img image={a.image} className="article__cover" eager />
        </>
      ) : null}
      <PageBody view={view} />
      {a ? <AuthorBox author={a.author} directory={dir} link /> : null}
    </article>
  );
}
