/**
 * Island loaders by name (STYLE.md src/islands: registry of island loaders). Every interactive
 * component is registered here and reaches the browser only through this dynamic import,
 * on its trigger (SPEC §4 Hydration).
 */
import type { ComponentType } from 'react';

/** A lazily loaded island module: its default export is the component. */
export type IslandModule = { default: ComponentType<Record<string, unknown>> };

/** Name → loader. Names are stable ids written into the HTML (data-island). */
export const islandLoaders: Record<string, () => Promise<IslandModule>> = {};
