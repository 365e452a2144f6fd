/**
 * The island loader table's types and the page's registered table (docs/style.md "The layout",
 * src/islands: registry of island loaders). The table itself is wired by the renderer
 * (renderer/islands.ts), so this room never imports the components it hydrates.
 */
import type { ComponentType } from 'react';

/** A lazily loaded island module: its default export is the component. */
export type IslandModule = { default: ComponentType<Record<string, unknown>> };

/** Every island by name: the ids <Island name=…> writes into the HTML (data-island). */
export const ISLAND_NAMES = [
  'BonusCalculator',
  'CompareCasinos',
  'CasinoGames',
  'HtmlSitemap',
  'SiteSearch',
  'LiveBonusList',
  'LiveLeaderboard',
  'MailForm',
  'Faq',
  'Newsletter',
  'LivePlayerReviews',
  'OfferHub',
  'CommunityFeed',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** A loader of one island's module. */
export type IslandLoader = () => Promise<IslandModule>;

/** Name → loader, one for every island name (renderer/islands.ts). */
export type IslandLoaders = Record<IslandName, IslandLoader>;

/** What the runtime looks a page's data-island up in: the HTML may name anything. */
export type IslandTable = Partial<Record<string, IslandLoader>>;

/** Adapts a loader whose component has its own props type to the registry's loose type. */
export function islandLoader<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): IslandLoader {
  return load as unknown as IslandLoader;
}

let registered: IslandTable = {};

/** Registers the page's island table (once, from the renderer's client entry). */
export function registerIslands(loaders: IslandLoaders): void {
  registered = loaders;
}

/** The registered table. */
export function registeredIslands(): IslandTable {
  return registered;
}
