/** Authors and articles (product §3 profile_author with avatar; §7 /authors, /articles/article). */
import { z } from 'zod';
import { Id, Image, IsoDateTime, Slug } from './common';

/** An editor who writes reviews and articles. */
export const Author = z.object({
  /** CMS id, used by /articles/article?authorId= (product §7). */
  id: Id,
  /** Full name. */
  name: z.string().min(1),
  /** Profile page slug. */
  slug: Slug,
  /** Avatar (product §3 profile_author avatar). */
  avatar: Image,
  /** Job title in Bulgarian. */
  role: z.string(),
  /** Short biography in Bulgarian (plain text). */
  bio: z.string(),
  /** Areas of expertise. */
  expertise: z.array(z.string()),
});
export type Author = z.infer<typeof Author>;

/** An article in a list. */
export const ArticleSummary = z.object({
  /** CMS id. */
  id: Id,
  /** Title. */
  title: z.string().min(1),
  /** Page slug. */
  slug: Slug,
  /** Teaser text. */
  excerpt: z.string(),
  /** Cover image. */
  image: Image,
  /** Author's id. */
  authorId: Id,
  /** First publication. */
  publishedAt: IsoDateTime,
  /** Last substantive update. */
  updatedAt: IsoDateTime,
});
export type ArticleSummary = z.infer<typeof ArticleSummary>;
