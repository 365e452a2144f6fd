/**
 * The render worker's side of V8's code cache (prerender/worker-loader.cjs, which installs the
 * hook under this symbol): once a worker that had no usable cache has rendered its first pages,
 * the functions they compiled are worth keeping for the next workers. Without the hook (a worker
 * started from the sources) there is nothing to save.
 */
const HOOK = Symbol.for('casino-guide.prerender.codeCache');

/** V8's code cache at a worker's start: used, none yet, or refused (another Node or V8 flags). */
export type CodeCacheState = 'used' | 'missing' | 'rejected';

type Hook = { state: CodeCacheState; wanted: () => boolean; save: () => void };

const hook = () => (globalThis as Record<symbol, Hook | undefined>)[HOOK];

/** How this worker's bundle was compiled; null when it was started from the sources. */
export const codeCacheState = (): CodeCacheState | null => hook()?.state ?? null;

/** Whether this worker should make the cache (it ran without a usable one and has not yet). */
export const codeCacheWanted = (): boolean => hook()?.wanted() ?? false;

/** Writes the cache of everything compiled so far, once. */
export function saveCodeCache(): void {
  hook()?.save();
}
