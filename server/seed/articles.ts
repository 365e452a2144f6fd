/** The seed's 40 articles: the topics in turn, later rounds numbered as parts. */
import type { ArticleSummary, Author } from '../../src/domain/entities';
import { normaliseSlug } from '../../src/domain/rules/slug';
import { image, iso } from './common';
import type { Rng } from './random';
import * as W from './words';

function makeArticle(rng: Rng, mediaUrl: string, authors: Author[], i: number): ArticleSummary {
  const topic = W.ARTICLE_TOPICS[i % W.ARTICLE_TOPICS.length] as string;
  const round = Math.floor(i / W.ARTICLE_TOPICS.length);
  const title = round === 0 ? topic : `${topic} (част ${round + 1})`;
  const slug = normaliseSlug(title);
  const published = rng.int(5, 700);
  return {
    id: i + 1,
    title,
    slug,
    excerpt: rng.pick(W.PARAGRAPHS).slice(0, 140) + '…',
    image: image(mediaUrl, `articles/${slug}.svg`, title, [640, 360]),
    authorId: (i % authors.length) + 1,
    publishedAt: iso(published),
    updatedAt: iso(Math.max(0, published - rng.int(0, 4))),
  };
}

/** 40 articles, the authors taking turns. */
export function makeArticles(rng: Rng, mediaUrl: string, authors: Author[]): ArticleSummary[] {
  return Array.from({ length: 40 }, (_, i) => makeArticle(rng, mediaUrl, authors, i));
}
