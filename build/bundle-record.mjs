/**
 * The record kept beside a bundle the prerender runs from (its CLI and its render worker): the
 * size and time of each file it was made from, so a run whose sources did not change loads the
 * bundle without starting esbuild. Plain JavaScript: the CLI's launcher (prerender/start.mjs)
 * reads it before any TypeScript could be loaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { BUILD_DIR } from './build-dir.mjs';

/** Where the bundles and their records are kept, from the repo root: one folder a build. */
export const BUNDLES_FOLDER = `node_modules/.cache/prerender/${BUILD_DIR}`;

/** What is kept of the bundle made last. */
const BundleRecord = z.object({
  file: z.string(),
  /** File path (from the repo root) → "size:mtimeMs" when bundled. */
  inputs: z.record(z.string(), z.string()),
});

/** A file's size and time, as a record keeps them ("missing" when it is gone). */
export const stampOf = (root, file) =>
  stat(join(root, file)).then(
    (info) => `${info.size}:${info.mtimeMs}`,
    () => 'missing',
  );

/** The bundle `recordFile` names when it is there and none of its inputs changed, else null. */
export async function freshBundle(root, recordFile) {
  let record;
  try {
    record = BundleRecord.parse(JSON.parse(readFileSync(recordFile, 'utf8')));
  } catch {
    return null; // None yet, or unreadable: a new bundle.
  }
  if (!existsSync(record.file)) return null;
  const inputs = Object.entries(record.inputs);
  const seen = await Promise.all(inputs.map(([file]) => stampOf(root, file)));
  return inputs.every(([, stamp], i) => stamp === seen[i]) ? record.file : null;
}
