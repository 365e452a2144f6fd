/** The security headers the prerender published, as the CDN sends them (product §9). */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { headersPath } from '../src/domain/entities/published-tree';
import { parseHeadersFile } from '../src/domain/rules/headers-file';

/**
 * The published headers for the CDN, read again when the file changes; null while none is
 * published (the CDN then sends its baseline).
 */
export function publishedHeaders(outDir: string): () => Promise<Record<string, string> | null> {
  let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
  const path = headersPath(outDir);
  return async () => {
    try {
      // Asked by every request: synchronous, as send-file.ts stats its files.
      const info = statSync(path);
      if (cached?.mtimeMs !== info.mtimeMs)
        cached = { mtimeMs: info.mtimeMs, headers: parseHeadersFile(await readFile(path, 'utf8')) };
      return cached.headers;
    } catch {
      return cached?.headers ?? null;
    }
  };
}
