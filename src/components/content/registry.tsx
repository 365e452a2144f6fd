/**
 * The content registry: a page's content list ({component, id, ...}) rendered through
 * one component per known name. Each item is parsed with its KnownContent schema at render
 * time; an unknown name or an item that fails its schema is skipped with a warning, so one bad
 * CMS component never takes the page down.
 */
import type { ReactNode } from 'react';
import {
  parseKnownContent,
  type KnownContent,
  type ContentComponentName,
  type ContentItem,
  type PageType,
  type Publisher,
} from '../../domain/entities';
import type { RouteData } from '../../domain/entities/page-view';
import { formatNumber, t } from '../../i18n';
import { Island } from '../../islands/Island';
import { LiveBonusList } from '../interactive/LiveBonusList';
import { CommunityFeed } from '../community/CommunityFeed';
import { LiveLeaderboard } from '../interactive/LiveLeaderboard';
import { OfferHub } from '../interactive/OfferHub';
import { localHref } from '../layout/site';
import { ArticleList } from './ArticleList';
import { AuthorList } from './AuthorList';
import { BonusList } from './BonusList';
import { CasinoTopList } from './CasinoTopList';
import type { PageCompliance } from './page-compliance';
import { Faq } from './Faq';
import { Hero } from './Hero';
import { LinkList } from './LinkList';
import { Newsletter } from './Newsletter';
import { ProviderCards } from './ProviderCards';
import { PublisherDetails } from './PublisherDetails';
import { RichText } from './RichText';
import { SlotGrid } from './SlotGrid';
import { StoredItems } from './StoredItems';

/** What every content component may need beyond its own item. */
export type ContentContext = {
  /** Locale directory for internal links ('' for the root locale). */
  directory: string;
  /** The page slug, named in warnings and in a hub's page links. */
  slug: string;
  /** Locale code, for islands that call the API. */
  locale: string;
  /** The page's type: a casino's bonus page keeps its bonus list fresh. */
  pageType: PageType;
  /** The page's compliance rules (docs/compliance.md), for islands' own roots. */
  compliance: PageCompliance;
  /** The named route's data (src/api/route-data.ts): what an island shows before it wakes. */
  routeData: RouteData;
  /** Who runs the site, for the legal pages' company block. */
  publisher: Publisher;
};

/** What one item renders with: the page's context and whether it carries the disclosure. */
type ItemContext = ContentContext & {
  /** This list shows the page's affiliate disclosure and ranking criteria. */
  disclosure: boolean;
};

/** The lists an affiliate disclosure sits beside (docs/compliance.md#what-every-page-shows). */
const DISCLOSING: ReadonlySet<ContentComponentName> = new Set(['casino-top-list', 'bonus-list']);

/** The items that render as an island. */
type IslandItem = Extract<
  KnownContent,
  { component: 'faq' | 'leaderboard' | 'newsletter' | 'community-feed' | 'offer-hub' }
>;

/** The feed: its first page is in the HTML (the route's data), the island takes over in view. */
const communityFeed = (heading: string, ctx: ContentContext): ReactNode => (
  <Island
    name="CommunityFeed"
    component={CommunityFeed}
    props={{ locale: ctx.locale, heading, firstPage: ctx.routeData.feedPosts ?? null }}
    trigger="viewport"
  />
);

/** An item whose browser part is an island (product §2: nothing hydrates without a trigger). */
function renderIsland(item: IslandItem, ctx: ItemContext): ReactNode {
  switch (item.component) {
    case 'faq':
      return (
        <Island
          name="Faq"
          component={Faq}
          props={{ heading: item.heading, items: item.items }}
          trigger="event"
        />
      );
    case 'leaderboard':
      // product §2 /leaderboards from real user data; the CMS entries are the prerendered fallback.
      return (
        <Island
          name="LiveLeaderboard"
          component={LiveLeaderboard}
          props={{ locale: ctx.locale, heading: item.heading, entries: item.entries }}
          trigger="viewport"
        />
      );
    case 'newsletter':
      // GlüStV 2021 §5(5): no sign-up for e-mails about offers where the locale's law forbids it.
      if (!ctx.compliance.offerSignup) return null;
      return (
        <Island
          name="Newsletter"
          component={Newsletter}
          props={{ heading: item.heading, locale: ctx.locale }}
          trigger="viewport"
        />
      );
    case 'community-feed':
      return communityFeed(item.heading, ctx);
    case 'offer-hub':
      // The filters run over the page's own offers; a shared address wakes it at once.
      return (
        <Island
          name="OfferHub"
          component={OfferHub}
          props={{
            kind: item.kind,
            heading: item.heading,
            offers: item.offers,
            payments: item.payments,
            directory: ctx.directory,
            path: localHref(ctx.directory, ctx.slug),
            compliance: ctx.compliance,
          }}
          trigger="address"
        />
      );
  }
}

/** A bonus list; live on a casino's bonus page. */
function renderBonusList(
  item: Extract<KnownContent, { component: 'bonus-list' }>,
  ctx: ItemContext,
): ReactNode {
  const { directory } = ctx;
  // On a casino's bonus page the terms are the content: revalidated on the visitor's first
  // interaction, like the page's own store read (product §4 Store reads; src/app/boot.ts).
  return ctx.pageType === 'casino-bonus' ? (
    <Island
      name="LiveBonusList"
      component={LiveBonusList}
      props={{
        locale: ctx.locale,
        slug: ctx.slug,
        itemId: item.id,
        heading: item.heading,
        bonuses: item.bonuses,
        directory,
        compliance: ctx.compliance,
        disclosure: ctx.disclosure,
      }}
      trigger="event"
    />
  ) : (
    <BonusList
      heading={item.heading}
      bonuses={item.bonuses}
      directory={directory}
      disclosure={ctx.disclosure}
    />
  );
}

/** Payment or software providers as cards, each with the facts players compare. */
function renderProviders(
  item: Extract<KnownContent, { component: 'payment-list' | 'provider-list' }>,
  directory: string,
): ReactNode {
  if (item.component === 'payment-list') {
    return (
      <ProviderCards
        heading={item.heading}
        providers={item.providers}
        directory={directory}
        facts={(p) => (
          <>
            {t('Депозит')}: {p.depositTime} · {t('Fees')}: {p.fees}
          </>
        )}
      />
    );
  }
  return (
    <ProviderCards
      heading={item.heading}
      providers={item.providers}
      directory={directory}
      facts={(p) => (
        <>
          {t('Games')}: {formatNumber(p.gameCount)} · {p.headquarters}
        </>
      )}
    />
  );
}

/** Renders one parsed item. Exhaustive over KnownContent: a new schema forces a case here. */
function renderKnown(item: KnownContent, ctx: ItemContext): ReactNode {
  const { directory } = ctx;
  switch (item.component) {
    case 'rich-text':
      return <RichText html={item.html} />;
    case 'hero':
      return <Hero heading={item.heading} subheading={item.subheading} image={item.image} />;
    case 'casino-top-list':
      return (
        <CasinoTopList
          heading={item.heading}
          casinos={item.casinos}
          directory={directory}
          disclosure={ctx.disclosure}
        />
      );
    case 'bonus-list':
      return renderBonusList(item, ctx);
    case 'slot-grid':
      return <SlotGrid heading={item.heading} slots={item.slots} directory={directory} />;
    case 'article-list':
      return <ArticleList heading={item.heading} articles={item.articles} directory={directory} />;
    case 'payment-list':
    case 'provider-list':
      return renderProviders(item, directory);
    case 'link-list':
      return <LinkList heading={item.heading} links={item.links} directory={directory} />;
    case 'author-list':
      return <AuthorList heading={item.heading} authors={item.authors} directory={directory} />;
    case 'stored-items':
      return <StoredItems heading={item.heading} />;
    case 'publisher':
      return <PublisherDetails publisher={ctx.publisher} />;
    case 'faq':
    case 'leaderboard':
    case 'newsletter':
    case 'community-feed':
    case 'offer-hub':
      return renderIsland(item, ctx);
  }
}

/**
 * Parses an item; undefined (with a console.warn at render time, on the server) when its name is
 * unknown or it fails the schema.
 */
export function parseContent(item: ContentItem, slug: string): KnownContent | undefined {
  const parsed = parseKnownContent(item);
  if (parsed.success) return parsed.data;
  console.warn(
    `[content] skipped component "${item.component}" (id ${item.id}) on page "${slug}": ${parsed.error.issues[0]?.message ?? 'invalid'}`,
  );
  return undefined;
}

/**
 * The page's content list, known items only, in order. The affiliate disclosure sits beside the
 * first list only: a reader reads it once a page (prerender/check/text.ts `repeated-paragraph`).
 */
export function ContentList({
  items,
  ctx,
}: {
  items: readonly ContentItem[];
  ctx: ContentContext;
}) {
  const known = items.map((item) => parseContent(item, ctx.slug));
  const disclosing = known.find((k) => k && DISCLOSING.has(k.component));
  return (
    <>
      {known.map((item) =>
        item ? (
          <div key={item.id} className="content-item" data-content={item.component}>
            {renderKnown(item, { ...ctx, disclosure: item === disclosing })}
          </div>
        ) : null,
      )}
    </>
  );
}
