/** List and search answers of the content API (product §7 reads; their shapes are ours). */
import { z } from 'zod';
import { ArticleSummary, Author } from './author';
import { BonusSummary, InternationalBonus } from './bonus';
import { Casino, CasinoSummary } from './casino';
import { Id, Slug } from './common';
import { PageType } from './page';
import { SlotSummary } from './slot';

/** A page of results, with the paging it used (default page size 5, product §9). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    /** Items of this page. */
    items: z.array(item),
    /** Total matches. */
    total: z.number().int().nonnegative(),
    /** 1-based page number. */
    page: z.number().int().positive(),
    /** Page size used. */
    pageSize: z.number().int().positive(),
  });

/** GET /casinos. */
export const CasinoListResponse = paged(CasinoSummary);
/** GET /slots and /slots/filter. */
export const SlotListResponse = paged(SlotSummary);
/** GET /authors. */
export const AuthorListResponse = z.object({ items: z.array(Author) });
/** GET /articles/article?authorId=. */
export const ArticleListResponse = z.object({ items: z.array(ArticleSummary) });
/** GET /casinos/ids, /bonuses/ids. */
export const IdListResponse = z.object({ ids: z.array(Id) });
/** GET /bonuses/tags, /bonuses-tags, /slots/tags, /slot-tags. */
export const TagListResponse = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
/** GET /int-bonuses. */
export const InternationalBonusListResponse = z.object({ items: z.array(InternationalBonus) });
/** GET /bonus-popup: the bonus shown in the bonus popup, or null. */
export const BonusPopupResponse = z.object({
  bonus: BonusSummary.nullable(),
  casino: CasinoSummary.nullable(),
});
/** GET /compare?ids=: full casinos for the compare page and which of them it may not link to. */
export const CompareResponse = z.object({
  items: z.array(Casino),
  /** Affiliate codes the request's locale may not link to (docs/compliance.md). */
  unlinkedOperators: z.array(z.string()),
});
/** GET /casinos/vote and /slots/vote: community votes per id. */
export const VoteListResponse = z.object({
  items: z.array(z.object({ id: Id, up: z.number().int(), down: z.number().int() })),
});

/** One hit of GET /search?s=. */
export const SearchHit = z.object({
  /** Page slug. */
  slug: Slug,
  /** Page title. */
  title: z.string(),
  /** Page type. */
  type: PageType,
  /** Snippet in plain text. */
  snippet: z.string(),
});
/** GET /search?s=. */
export const SearchResponse = z.object({
  query: z.string(),
  items: z.array(SearchHit),
  total: z.number().int(),
});

/** GET /custom-page-statuses: pages with a non-default status (e.g. hidden, noindex). */
export const CustomPageStatusesResponse = z.object({
  items: z.array(
    z.object({
      slug: Slug,
      status: z.enum(['noindex', 'hidden', 'redirect']),
      target: z.string().nullable(),
    }),
  ),
});

/** A chat category entry (product §7 chat-category endpoints). */
export const ChatCategoryResponse = z.object({
  category: z.string(),
  items: z.array(z.object({ id: z.string(), title: z.string(), slug: Slug.nullable() })),
});

/** GET /countries/country-code/validate (product §7: reads data.cc_alpha2). */
export const CountryValidateResponse = z.object({
  data: z.object({ cc_alpha2: z.string().regex(/^[A-Z]{2}$/) }),
});

/**
 * GET /providers/demo: the software providers offering demo play, and the hosts their demos are
 * served from: the allowlist of demo frames (product §2 demo).
 */
export const DemoProvidersResponse = z.object({
  /** The providers offering demo play. */
  items: z.array(z.object({ slug: Slug, name: z.string() })),
  /** The hosts their demos are served from: the one allowlist of the demo frames and CSP frame-src. */
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)),
});

/** A JSON error body of the API (never a stack trace). */
export const ApiError = z.object({ error: z.string(), message: z.string() });

/** Types of the answers, from their schemas. */
export type CasinoListResponse = z.infer<typeof CasinoListResponse>;
export type SlotListResponse = z.infer<typeof SlotListResponse>;
export type CompareResponse = z.infer<typeof CompareResponse>;
export type SearchResponse = z.infer<typeof SearchResponse>;
export type BonusPopupResponse = z.infer<typeof BonusPopupResponse>;
export type ChatCategoryResponse = z.infer<typeof ChatCategoryResponse>;
export type DemoProvidersResponse = z.infer<typeof DemoProvidersResponse>;
