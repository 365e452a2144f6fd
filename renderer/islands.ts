/**
 * Every island by name (product §4 Hydration): each interactive component reaches the browser only
 * through its dynamic import here, on its trigger. Registered by the client entry.
 */
import { islandLoader, type IslandLoaders } from '../src/islands/registry';

/** Name → loader; the names are written into the HTML by <Island name=…>. */
export const islandLoaders: IslandLoaders = {
  BonusCalculator: islandLoader(() => import('../src/components/interactive/BonusCalculator')),
  CompareCasinos: islandLoader(() => import('../src/components/interactive/CompareCasinos')),
  CasinoGames: islandLoader(() => import('../src/components/interactive/CasinoGames')),
  HtmlSitemap: islandLoader(() => import('../src/components/interactive/HtmlSitemap')),
  SiteSearch: islandLoader(() => import('../src/components/interactive/SiteSearch')),
  LiveBonusList: islandLoader(() => import('../src/components/interactive/LiveBonusList')),
  LiveLeaderboard: islandLoader(() => import('../src/components/interactive/LiveLeaderboard')),
  MailForm: islandLoader(() => import('../src/components/forms/MailForm')),
  Faq: islandLoader(() => import('../src/components/content/Faq')),
  Newsletter: islandLoader(() => import('../src/components/content/Newsletter')),
  LivePlayerReviews: islandLoader(() => import('../src/components/interactive/LivePlayerReviews')),
  OfferHub: islandLoader(() => import('../src/components/interactive/OfferHub')),
  CommunityFeed: islandLoader(() => import('../src/components/community/CommunityFeed')),
};
