/**
 * The island loader table's types and the page's registered table (STYLE.md src/islands:
 * registry of island loaders). The table itself is wired by the renderer (renderer/islands.ts),
 * so this room never imports the components it hydrates.
 */
import type { ComponentType } from 'react';

/** A lazily loaded island module: its default export is the component. */
export type IslandModule = { default: ComponentType<Record<string, unknown>> };

/** Name → loader. Names are stable ids written into the HTML (data-island). */
export type IslandLoaders = Record<string, () => Promise<IslandModule>>;

/** Adapts a loader whose component has its own props type to the registry's loose type. */
export function islandLoader<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<IslandModule> {
  return load as unknown as () => Promise<IslandModule>;
}

let registered: IslandLoaders = {};

/** Registers the page's island table (once, from the renderer's client entry). */
export function registerIslands(loaders: IslandLoaders): void {
  registered = loaders;
}

/** The registered table. */
export function registeredIslands(): IslandLoaders {
  return registered;
}
