/** What every page section is made from: the seed's entities, one locale and the page builder. */
import type {
  ArticleSummary,
  Author,
  BonusSummary,
  Casino,
  LocaleItem,
  Page,
  PageType,
  PaymentProvider,
  Slot,
  SoftwareProvider,
} from '../../../src/domain/entities';
import { mayLinkOperator } from '../../../src/domain/rules/licence';
import { image, type DaysAgo } from '../common';
import type { Rng } from '../random';

/** Marker for seeded items with a component name this build does not know (renderer skip path). */
export const UNKNOWN_COMPONENT = 'legacy-widget';

/** The generated entities and the stream the pages go on drawing from. */
export type PageSources = {
  rng: Rng;
  mediaUrl: string;
  /** The seed's calendar (server/seed/common.ts). */
  daysAgo: DaysAgo;
  /** Target page count of bg-BG; 0 keeps the natural size. */
  extra: number;
  casinos: Casino[];
  bonuses: BonusSummary[];
  slots: Slot[];
  payments: PaymentProvider[];
  providers: SoftwareProvider[];
  authors: Author[];
  articles: ArticleSummary[];
};

/** What one page document is built from; `parts` adds the type's own fields. */
export type PageSpec = {
  slug: string;
  type: PageType;
  title: string;
  description: string;
  content: Page['content'];
  updatedAt: string;
  parts?: Partial<Page>;
};

/** Builds one page document of the locale. */
export type PageBuilder = (spec: PageSpec) => Page;

/** The sources seen from one locale. */
export type PageContext = PageSources & {
  locale: LocaleItem;
  /** bg-BG, at the site's root; the other locales are smaller. */
  isRoot: boolean;
  page: PageBuilder;
  /** Marks a title as the bg-DE variant outside the root locale. */
  local: (text: string) => string;
  /** The casinos the locale may show, and the same best-rated first. */
  allowed: Casino[];
  top: Casino[];
  /** The editorial team, named on every locale's "За нас" (its profiles are the root's). */
  editors: Author[];
  /** The best-rated first of those its law lets a list rank (docs/compliance.md). */
  ranked: Casino[];
};

function pageBuilder(locale: LocaleItem, mediaUrl: string): PageBuilder {
  return ({ slug, type, title, description, content, updatedAt, parts = {} }) => {
    const url = slug === 'home' ? locale.url : `${locale.url}/${slug}`;
    return {
      slug,
      locale: locale.locale,
      title,
      description,
      type,
      canonical: url,
      alternates: [],
      // The API answers each page with the locale's unlinked operators of the moment.
      unlinkedOperators: [],
      meta: {
        type: type === 'article' ? 'article' : type === 'author' ? 'profile' : 'website',
        image: image(mediaUrl, `og/${slug}.png`, title, [480, 320]),
      },
      image: null,
      content,
      updatedAt,
      ...parts,
    };
  };
}

/** How many slots have a page outside the root locale: the first ones. */
const SLOTS_ABROAD = 60;

/** The casinos `locale` may show: a casino restricted in Germany is left out of bg-DE. */
export const allowedCasinos = (casinos: readonly Casino[], locale: LocaleItem): Casino[] =>
  casinos.filter((c) => locale.directory === '' || !c.restrictedCountries.includes('DE'));

/** Whether `locale` has the editorial pages (authors, articles): the root locale only. */
export const hasEditorial = (locale: LocaleItem): boolean => locale.directory === '';

/**
 * The context of `locale`: the entities it has pages of, so that every page links only to
 * pages of its own locale (the root has all; another has the first slots, no editorial).
 */
export function pageContext(sources: PageSources, locale: LocaleItem): PageContext {
  const isRoot = locale.directory === '';
  const allowed = allowedCasinos(sources.casinos, locale);
  const top = [...allowed].sort((a, b) => b.rating - a.rating);
  return {
    ...sources,
    slots: isRoot ? sources.slots : sources.slots.slice(0, SLOTS_ABROAD),
    authors: hasEditorial(locale) ? sources.authors : [],
    editors: sources.authors,
    articles: hasEditorial(locale) ? sources.articles : [],
    locale,
    isRoot,
    page: pageBuilder(locale, sources.mediaUrl),
    local: (text) => (isRoot ? text : `${text} (за българи в Германия)`),
    allowed,
    top,
    ranked: top.filter((c) => mayLinkOperator(c.licences, locale.compliance)),
  };
}
