/**
 * The components a page's content list may hold (product §3 Page.content: a list of components,
 * each with a component name and an id). The CMS may send names this build does not know:
 * the page schema keeps them as plain {component, id} items and the renderer skips them with a
 * warning, so only the known ones are described here.
 */
import { z } from 'zod';
import { ArticleSummary } from './author';
import { BonusSummary } from './bonus';
import { CasinoSummary } from './casino';
import { AuthorListContent, OfferHubContent } from './hub';
import { Image, ImageSrc, Slug } from './common';
import { PaymentProvider, SoftwareProvider } from './provider';
import { SlotSummary } from './slot';

/** Fields every content item has. */
const base = {
  /** CMS id of this component instance, unique within the page. */
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
};

/** CMS rich text. Sanitised at render time, never trusted. */
export const RichTextContent = z.object({
  ...base,
  component: z.literal('rich-text'),
  /** HTML from the CMS editor. */
  html: z.string(),
});

/** A hero banner at the top of a page. */
export const HeroContent = z.object({
  ...base,
  component: z.literal('hero'),
  /** Main heading. */
  heading: z.string().min(1),
  /** Line under the heading. */
  subheading: z.string(),
  /** Optional image shown beside the text. */
  image: Image.nullable(),
});

/** A ranked list of casinos with affiliate links, disclosure and ranking criteria. */
export const CasinoTopListContent = z.object({
  ...base,
  component: z.literal('casino-top-list'),
  /** List heading. */
  heading: z.string().min(1),
  /** Casinos in rank order. */
  casinos: z.array(CasinoSummary),
});

/** A list of bonuses with their key terms. */
export const BonusListContent = z.object({
  ...base,
  component: z.literal('bonus-list'),
  /** List heading. */
  heading: z.string().min(1),
  /** Bonuses to show. */
  bonuses: z.array(BonusSummary),
});

/** A grid of slot cards. */
export const SlotGridContent = z.object({
  ...base,
  component: z.literal('slot-grid'),
  /** Grid heading. */
  heading: z.string().min(1),
  /** Slots to show. */
  slots: z.array(SlotSummary),
});

/** A list of articles. */
export const ArticleListContent = z.object({
  ...base,
  component: z.literal('article-list'),
  /** List heading. */
  heading: z.string().min(1),
  /** Articles to show. */
  articles: z.array(ArticleSummary),
});

/** A list of payment providers. */
export const PaymentListContent = z.object({
  ...base,
  component: z.literal('payment-list'),
  /** List heading. */
  heading: z.string().min(1),
  /** Providers to show. */
  providers: z.array(PaymentProvider),
});

/** A list of software providers. */
export const ProviderListContent = z.object({
  ...base,
  component: z.literal('provider-list'),
  /** List heading. */
  heading: z.string().min(1),
  /** Providers to show. */
  providers: z.array(SoftwareProvider),
});

/** Questions and answers (also emitted as FAQ text, not JSON-LD). */
export const FaqContent = z.object({
  ...base,
  component: z.literal('faq'),
  /** Section heading. */
  heading: z.string().min(1),
  /** Question and plain-text answer pairs. */
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })),
});

/** The community leaderboard (product §2 /leaderboards). */
export const LeaderboardContent = z.object({
  ...base,
  component: z.literal('leaderboard'),
  /** Heading. */
  heading: z.string().min(1),
  /** Entries in rank order. */
  entries: z.array(
    z.object({
      /** 1-based rank. */
      rank: z.number().int().positive(),
      /** Public username. */
      username: z.string().min(1),
      /** Mission points. */
      points: z.number().int().nonnegative(),
      /** Avatar image URL, or null. */
      avatar: ImageSrc.nullable(),
    }),
  ),
});

/** A newsletter sign-up box (an island; the newsletter service is configured by URL only). */
export const NewsletterContent = z.object({
  ...base,
  component: z.literal('newsletter'),
  /** Heading. */
  heading: z.string().min(1),
});

/** Internal links to related pages. */
export const LinkListContent = z.object({
  ...base,
  component: z.literal('link-list'),
  /** Heading. */
  heading: z.string().min(1),
  /** Links by slug with their titles. */
  links: z.array(z.object({ slug: Slug, title: z.string().min(1) })),
});

/** The community feed (product §2 /feed): posts come from the user service in the browser. */
export const CommunityFeedContent = z.object({
  ...base,
  component: z.literal('community-feed'),
  /** Heading. */
  heading: z.string().min(1),
});

/**
 * What the site keeps on the visitor's device, by consent category: rendered from the register
 * (src/domain/entities/stored-items.ts), never from CMS text, so the privacy policy cannot drift
 * from the code; the CMS places it and names its heading.
 */
export const StoredItemsContent = z.object({
  ...base,
  component: z.literal('stored-items'),
  /** Heading. */
  heading: z.string().min(1),
});

/**
 * Who runs the site, from the site settings (src/domain/entities/publisher.ts): the legal pages
 * place it where their text names the company.
 */
export const PublisherContent = z.object({
  ...base,
  component: z.literal('publisher'),
});

/** Every content component this build knows, by name. */
export const KnownContent = z.discriminatedUnion('component', [
  RichTextContent,
  HeroContent,
  CasinoTopListContent,
  BonusListContent,
  SlotGridContent,
  ArticleListContent,
  PaymentListContent,
  ProviderListContent,
  FaqContent,
  LeaderboardContent,
  NewsletterContent,
  LinkListContent,
  CommunityFeedContent,
  OfferHubContent,
  AuthorListContent,
  StoredItemsContent,
  PublisherContent,
]);
export type KnownContent = z.infer<typeof KnownContent>;

/** Names of the known components. */
export type ContentComponentName = KnownContent['component'];

/**
 * A content item as the page carries it: a name and an id, the rest kept as it came.
 * Parsing into {@link KnownContent} happens per item at render time so one bad or unknown
 * component never takes the whole page down.
 */
export const ContentItem = z.looseObject({
  /** Component name as the CMS calls it. */
  component: z.string().min(1),
  /** CMS id of this component instance. */
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
});
export type ContentItem = z.infer<typeof ContentItem>;

/** Each item's parse, kept while the item lives. */
const parses = new WeakMap<ContentItem, ReturnType<typeof KnownContent.safeParse>>();

/**
 * The item as a known component, or why it is not one. Parsed once per item: the render and the
 * build's licence-claim check read the same items (product §3 Page.content).
 */
export function parseKnownContent(item: ContentItem) {
  const known = parses.get(item);
  if (known) return known;
  const parsed = KnownContent.safeParse(item);
  parses.set(item, parsed);
  return parsed;
}
