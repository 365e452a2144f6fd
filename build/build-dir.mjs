/**
 * The folder `npm run build` writes and every later step reads (vike's client and server, the
 * service worker's template, the prerender's bundles), from the repo root: `dist`, or the folder
 * BUILD_DIR names. The browser tests build into one of their own, their services' addresses
 * baked in, while the integration tests render through `dist` (scripts/test.mjs runs both at
 * once). Plain JavaScript: the prerender's launcher reads it before TypeScript could be loaded.
 */
import { z } from 'zod';

const FolderName = z
  .string()
  .regex(/^[\w.-]+$/, 'a folder name of the repo root, no path')
  .refine((name) => !/^\.+$/.test(name), 'a folder name, not . or ..');

const parsed = FolderName.default('dist').safeParse(process.env.BUILD_DIR || undefined);
if (!parsed.success) {
  throw new Error(
    `BUILD_DIR=${JSON.stringify(process.env.BUILD_DIR)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
  );
}

/** The build's folder, from the repo root. */
export const BUILD_DIR = parsed.data;
