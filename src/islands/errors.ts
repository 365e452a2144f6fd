/**
 * Error classification for product §8: errors that mean "this tab runs an outdated build" open the
 * refresh popup and are never reported. Pure, so it is table-tested.
 */

/** ChunkLoadError, 'Unknown Version', webpack's 'Loading chunk N failed' and vite's import failures. */
const OUTDATED_BUILD =
  /ChunkLoadError|Unknown Version|Loading (?:CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Text of anything thrown: name and message of an Error, else its string form. */
function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name} ${error.message}`;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}

/** True when the error means the page's code is outdated (product §8): refresh, don't report. */
export function isOutdatedBuildError(error: unknown): boolean {
  return OUTDATED_BUILD.test(errorText(error));
}

/** Window event that asks the runtime's refresh popup to open (product §4 Refresh popup). */
export const REFRESH_REQUIRED_EVENT = 'app:refresh-required';

/** Asks for the refresh popup; `reason` is for logs and tests. */
export function requestRefresh(reason: string): void {
  window.dispatchEvent(new CustomEvent(REFRESH_REQUIRED_EVENT, { detail: { reason } }));
}
