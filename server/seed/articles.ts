/** The seed's 40 articles: the topics in turn, later rounds numbered as parts. */
import type { ArticleSummary, Author } from '../../src/domain/entities';
import { normaliseSlug } from '../../src/domain/rules/slug';
import { ARTICLE_BODIES, type ArticleBody } from './article-bodies';
import { ARTICLE_LEADS } from './article-leads';
import { image, type DaysAgo } from './common';
import type { Rng } from './random';
import * as W from './words';

/** The opening paragraph of the article with that id: its topic's own lead. */
export function articleLead(id: number): string {
  return ARTICLE_LEADS[(id - 1) % ARTICLE_LEADS.length] as string;
}

/** The body of the article with that id: its topic's own, which a later part shares. */
export function articleBody(id: number): ArticleBody {
  return ARTICLE_BODIES[(id - 1) % ARTICLE_BODIES.length] as ArticleBody;
}

/** The lead's sentence of that round (a later part's), or its first marked with the part. */
function excerptOf(lead: string, round: number): string {
  const sentences = lead.split(/(?<=[.!?])\s/);
  return sentences[round] ?? `${sentences[0] ?? lead} (част ${String(round + 1)})`;
}

/** What an article is made from: the stream, the media base, the authors and the calendar. */
type ArticleInput = { rng: Rng; mediaUrl: string; authors: Author[]; daysAgo: DaysAgo };

function makeArticle(input: ArticleInput, i: number): ArticleSummary {
  const { rng, mediaUrl, authors, daysAgo } = input;
  const topic = W.ARTICLE_TOPICS[i % W.ARTICLE_TOPICS.length] as string;
  const round = Math.floor(i / W.ARTICLE_TOPICS.length);
  const title = round === 0 ? topic : `${topic} (част ${round + 1})`;
  const slug = normaliseSlug(title);
  const published = rng.int(5, 700);
  return {
    id: i + 1,
    title,
    slug,
    // A sentence of the lead, the round's own: a part's description is not its first part's.
    excerpt: excerptOf(articleLead(i + 1), round),
    image: image(mediaUrl, `articles/${slug}.svg`, title, [640, 360]),
    authorId: (i % authors.length) + 1,
    publishedAt: daysAgo(published),
    updatedAt: daysAgo(Math.max(0, published - rng.int(0, 4))),
  };
}

/** 40 articles, the authors taking turns. */
export function makeArticles(input: ArticleInput): ArticleSummary[] {
  return Array.from({ length: 40 }, (_, i) => makeArticle(input, i));
}
