/**
 * Island loaders by name (STYLE.md src/islands: registry of island loaders). Every interactive
 * component is registered here and reaches the browser only through this dynamic import,
 * on its trigger (SPEC §4 Hydration).
 */
import type { ComponentType } from 'react';

/** A lazily loaded island module: its default export is the component. */
export type IslandModule = { default: ComponentType<Record<string, unknown>> };

/** Adapts a module whose default export has its own props type to the registry's loose type. */
function lazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return load as unknown as () => Promise<IslandModule>;
}

/** Name → loader. Names are stable ids written into the HTML (data-island). */
export const islandLoaders: Record<string, () => Promise<IslandModule>> = {
  // Content pages (issue 7).
  SlotDemo: lazy(() => import('../components/islands/SlotDemo')),
  BonusCalculator: lazy(() => import('../components/islands/BonusCalculator')),
  CompareCasinos: lazy(() => import('../components/islands/CompareCasinos')),
  CasinoGames: lazy(() => import('../components/islands/CasinoGames')),
  HtmlSitemap: lazy(() => import('../components/islands/HtmlSitemap')),
  SiteSearch: lazy(() => import('../components/islands/SiteSearch')),
  LiveBonusList: lazy(() => import('../components/islands/LiveBonusList')),
  // The mail forms (SPEC §7 contact us, careers, slot request).
  MailForm: lazy(() => import('../components/forms/MailForm')),
  // Issue 6: FAQ accordion and newsletter sign-up.
  Faq: lazy(() => import('./faq.island')),
  Newsletter: lazy(() => import('./newsletter.island')),
};
