/**
 * One function per content API endpoint the browser reads (product §7 calls), each parsing its
 * answer with the entity schema. Reads are {@link Endpoint}s so islands can hold them in swr
 * under a key of endpoint, locale and arguments (use-endpoint.ts).
 */
import {
  AffiliateBonus,
  BonusPopupResponse,
  ChatCategoryResponse,
  CompareResponse,
  CountryValidateResponse,
  DemoProvidersResponse,
  HelpfulVoteReceipt,
  InternationalBonusListResponse,
  PageList,
  PlayerReviews,
  PopupsConfig,
  SearchResponse,
  SlotListResponse,
  WebsiteRecord,
  type CasinoSummary,
  type InternationalBonus,
} from '../domain/entities';
import type { ChatCategory } from '../domain/rules/chat-topic';
import type { GoQuery } from '../domain/rules/query';
import { API_PAGE_SIZE_MAX, SITE_LANG, RETRY_AFFILIATE_BONUS } from '../config/constants';
import { callJson } from './client';
import { readCasinoOptions } from './route-data';

/** A named read: the name keys its cache entries, `read` asks the API in a locale. */
export type Endpoint<A extends readonly (string | number)[], T> = {
  name: string;
  read: (locale: string, ...args: A) => Promise<T>;
};

/** Every casino of the locale by name, for pickers (GET /casinos). */
export const casinoOptions: Endpoint<[], CasinoSummary[]> = {
  name: 'casinos:options',
  read: (locale) => readCasinoOptions((path, schema) => callJson('api', path, schema, { locale })),
};

/** Full casinos by id, in the order asked, and those the locale may not link (GET /compare?ids=). */
export const comparedCasinos: Endpoint<[ids: string], CompareResponse> = {
  name: 'compare',
  read: (locale, ids) =>
    callJson('api', `/compare?ids=${encodeURIComponent(ids)}`, CompareResponse, { locale }),
};

/** The slot providers of the locale as [slug, name], by name (GET /slots). */
export const slotProviders: Endpoint<[], [string, string][]> = {
  name: 'slots:providers',
  read: async (locale) => {
    const page = await callJson(
      'api',
      `/slots?pageSize=${String(API_PAGE_SIZE_MAX)}`,
      SlotListResponse,
      { locale },
    );
    const byId = new Map(page.items.map((s) => [s.provider, s.providerName]));
    return [...byId].sort((a, b) => a[1].localeCompare(b[1], 'bg'));
  },
};

/** One page of the filtered slots (GET /slots/filter?{query}). */
export const filteredSlots: Endpoint<[query: string], SlotListResponse> = {
  name: 'slots:filter',
  read: (locale, query) => callJson('api', `/slots/filter?${query}`, SlotListResponse, { locale }),
};

/** Search hits of a term (GET /search?s=). */
export const siteSearch: Endpoint<[term: string], SearchResponse> = {
  name: 'search',
  read: (locale, term) =>
    callJson('api', `/search?s=${encodeURIComponent(term)}`, SearchResponse, { locale }),
};

/** Every page of the locale (GET /pages). */
export const pageList: Endpoint<[], PageList['pages']> = {
  name: 'pages',
  read: async (locale) => (await callJson('api', '/pages?titles=1', PageList, { locale })).pages,
};

/**
 * The affiliate bonus of /go/{code}: one retry after 500 ms (product §7); the caller decides what
 * a failure means. The page's own locale goes in x-locale, so a link's ?locale= cannot lift the
 * page's licence rule (docs/compliance.md).
 */
// product §7 GET /bonuses/bonus?id={id}&locale={locale}&row={bool}
export function readAffiliateBonus(
  code: string,
  query: GoQuery,
  locales: { link: string; page: string },
): Promise<AffiliateBonus> {
  const params = new URLSearchParams({
    code,
    id: String(query.bonusId),
    locale: locales.link,
    row: String(query.row),
  });
  return callJson('api', `/bonuses/bonus?${params.toString()}`, AffiliateBonus, {
    locale: locales.page,
    retry: RETRY_AFFILIATE_BONUS,
    // product §7 'On error retry once after 500 ms': any error, an unknown code included.
    retryIf: () => true,
  });
}

/** The visitor's two-letter country (product §7 GET /countries/country-code/validate). */
export async function readVisitorCountry(): Promise<string> {
  return (await callJson('api', '/countries/country-code/validate', CountryValidateResponse)).data
    .cc_alpha2;
}

/** Bonuses offered to visitors from `country` (GET /int-bonuses). */
export async function readInternationalBonuses(country: string): Promise<InternationalBonus[]> {
  return (
    await callJson(
      'api',
      `/int-bonuses?country=${encodeURIComponent(country)}`,
      InternationalBonusListResponse,
    )
  ).items;
}

/** The website record: published versions (product §3, §7 document store 'websites'). */
export function readWebsite(): Promise<WebsiteRecord> {
  return callJson('api', `/websites?lang=${SITE_LANG}`, WebsiteRecord);
}

/** The popups config of a locale (product §7 'configurations' at lang/popups/locale). */
export function readPopupsConfig(locale: string): Promise<PopupsConfig> {
  return callJson(
    'api',
    `/configurations/${SITE_LANG}/popups/${encodeURIComponent(locale)}`,
    PopupsConfig,
    { locale },
  );
}

/** The bonus the bonus popup offers in a locale, or nulls (product §4, §7 GET /bonus-popup). */
export function readBonusPopup(locale: string): Promise<BonusPopupResponse> {
  return callJson('api', '/bonus-popup', BonusPopupResponse, { locale });
}

// The chat's categories live with the rule that picks one from a typed question.
export { CHAT_CATEGORIES, type ChatCategory } from '../domain/rules/chat-topic';

/** The entries of a chat category (GET /chat-category[/{category}]). */
export const chatCategory: Endpoint<[category: ChatCategory], ChatCategoryResponse['items']> = {
  name: 'chat-category',
  read: async (locale, category) =>
    (
      await callJson(
        'api',
        category === 'plain' ? '/chat-category' : `/chat-category/${category}`,
        ChatCategoryResponse,
        { locale },
      )
    ).items,
};

/** The hosts slot demos may be framed from (GET /providers/demo; product §2 demo allowlist). */
export const demoHosts: Endpoint<[], string[]> = {
  name: 'providers:demo-hosts',
  read: async (locale) =>
    (await callJson('api', '/providers/demo', DemoProvidersResponse, { locale })).hosts,
};

/** A casino's approved player reviews as they are now (GET /casinos/reviews?casino=). */
export const casinoPlayerReviews: Endpoint<[casinoSlug: string], PlayerReviews> = {
  name: 'casinos:player-reviews',
  read: (locale, casinoSlug) =>
    callJson('api', `/casinos/reviews?casino=${encodeURIComponent(casinoSlug)}`, PlayerReviews, {
      locale,
    }),
};

/** One visitor's "was this helpful" vote; a second is refused 409 (POST /casinos/reviews/{id}/helpful). */
export function voteReviewHelpful(
  id: number,
  visitorId: string,
  locale: string,
): Promise<HelpfulVoteReceipt> {
  return callJson('api', `/casinos/reviews/${String(id)}/helpful`, HelpfulVoteReceipt, {
    method: 'POST',
    body: { visitorId },
    locale,
  });
}
