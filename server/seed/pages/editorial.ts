/** The editorial pages of the root locale: each author's profile, then each article. */
import type { ArticleSummary, Author, Page } from '../../../src/domain/entities';
import { readingMinutes } from '../../../src/domain/rules/reading';
import { articleBody, articleLead } from '../articles';
import type { PageContext } from './page';

function authorPage(ctx: PageContext, a: Author): Page {
  return ctx.page({
    slug: a.slug,
    type: 'author',
    title: `${a.name} – ${a.role}`,
    description: a.bio,
    content: [
      {
        component: 'article-list',
        id: 'articles',
        heading: `Статии от ${a.name}`,
        articles: ctx.articles.filter((x) => x.authorId === a.id),
      },
    ],
    updatedAt: ctx.daysAgo(ctx.rng.int(1, 30)),
    parts: { profile_author: a, image: a.avatar },
  });
}

/** The body: the topic's lead, its two main paragraphs, then what to remember. */
function articleHtml(a: ArticleSummary): string {
  const { main, remember } = articleBody(a.id);
  const paragraphs = main.map((p) => `<p>${p}</p>`).join('');
  return `<p>${articleLead(a.id)}</p><h2>Основното</h2>${paragraphs}<h2>Какво да запомните</h2><p>${remember}</p>`;
}

function articlePage(ctx: PageContext, a: ArticleSummary): Page {
  const { articles } = ctx;
  const author = ctx.authors[a.authorId - 1] as Author;
  const html = articleHtml(a);
  return ctx.page({
    slug: a.slug,
    type: 'article',
    title: a.title,
    description: a.excerpt,
    content: [
      {
        component: 'rich-text',
        id: 'body',
        html,
      },
      {
        component: 'link-list',
        id: 'links',
        heading: 'Прочетете още',
        links: articles
          .filter((x) => x.id !== a.id)
          .slice(0, 3)
          .map((x) => ({ slug: x.slug, title: x.title })),
      },
    ],
    updatedAt: a.updatedAt,
    parts: { article: { ...a, author, readingMinutes: readingMinutes(html) }, image: a.image },
  });
}

/** Authors then articles; only the root locale carries them. */
export function* editorialPages(ctx: PageContext): Generator<Page> {
  if (!ctx.isRoot) return;
  for (const a of ctx.authors) yield authorPage(ctx, a);
  for (const a of ctx.articles) yield articlePage(ctx, a);
}
