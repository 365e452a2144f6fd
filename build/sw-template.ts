/**
 * The bundled worker's placeholders and how a release fills them (pure, table-tested): the
 * offline pages' addresses and the version go where esbuild's define put their tokens, and the
 * precache list replaces `self.__WB_MANIFEST`, in workbox-precaching's entry format.
 */
import { createHash } from 'node:crypto';
import { BUILD_DIR } from './build-dir.mjs';

/** Where `npm run build` writes the bundled worker, relative to the repo. */
export const SW_TEMPLATE = `${BUILD_DIR}/sw/sw.js`;

/** Tokens that stand for the release's values in the bundle. */
export const SW_PLACEHOLDERS = {
  offlinePages: '@@SW_OFFLINE_PAGES@@',
  version: '@@SW_VERSION@@',
} as const;

const MANIFEST_REFERENCE = 'self.__WB_MANIFEST';
/** A value that may stand inside any string or template literal of the bundle as it is. */
const PLAIN = /^[\w./+:-]+$/;

/** One precached file: its URL and, unless its name is hashed, a revision from its content. */
export type PrecacheFile = { path: string; content: Buffer | string };

/** workbox-precaching's entries: hashed assets carry their revision in their name. */
export function precacheEntries(files: PrecacheFile[]): { url: string; revision: string | null }[] {
  return files.map(({ path, content }) => ({
    url: `/${path}`,
    revision: path.startsWith('assets/') ? null : createHash('md5').update(content).digest('hex'),
  }));
}

/** The worker of one release: `bundle` with its placeholders filled. */
export function fillWorker(
  bundle: string,
  values: { offlinePages: string; version: string; files: PrecacheFile[] },
): string {
  for (const value of [values.offlinePages, values.version]) {
    if (!PLAIN.test(value)) throw new Error(`sw: "${value}" cannot stand in the worker as it is`);
  }
  const manifestAt = bundle.split(MANIFEST_REFERENCE).length - 1;
  if (manifestAt !== 1) {
    throw new Error(
      `sw: the bundle names ${MANIFEST_REFERENCE} ${String(manifestAt)} times, not once`,
    );
  }
  return bundle
    .replaceAll(SW_PLACEHOLDERS.offlinePages, values.offlinePages)
    .replaceAll(SW_PLACEHOLDERS.version, values.version)
    .replace(MANIFEST_REFERENCE, JSON.stringify(precacheEntries(values.files)));
}
