/**
 * The site's security headers as a published file: `{out}/_headers`, the format Netlify and
 * Cloudflare Pages read, which the local CDN (serve.ts) sends too. The policy (src/config/csp.ts)
 * needs the sha256 of every executable inline script the build emits, found in the HTML as it is
 * written: each build records its locale's hashes beside its manifest, so a patch adds only what
 * it wrote.
 */
import { readFile } from 'node:fs/promises';
import { securityHeaders } from '../../src/config/csp';
import type { Env } from '../../src/config/env';
import { DemoProvidersResponse } from '../../src/domain/entities';
import { demoFrameSources } from '../../src/domain/rules/demo';
import { writeAtomic } from '../files';
import { liveBuildIdOf, type LocaleBuild } from '../records/locale-build';
import { fetchListData } from '../read/pages';
import { headersFileText } from '../../src/domain/rules/headers-file';
import { buildPath, headersPath, scriptHashesPath } from '../../src/domain/entities/published-tree';

const sidecar = (outDir: string, buildId: string, code: string) =>
  scriptHashesPath(buildPath(outDir, buildId), code);

async function readHashes(path: string): Promise<string[]> {
  try {
    const list: unknown = JSON.parse(await readFile(path, 'utf8'));
    return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** One locale this run publishes: the build it goes live in and the hashes of what it wrote. */
export type WrittenLocale = { code: string; buildId: string; hashes: readonly string[] };

/** What each build wrote, named by the build it goes live in. */
export const writtenLocales = (
  builds: readonly LocaleBuild[],
  thisBuildId: string,
): WrittenLocale[] =>
  builds.map((build) => ({
    code: build.locale.locale,
    buildId: liveBuildIdOf(build, thisBuildId),
    hashes: build.scriptHashes,
  }));

/**
 * Records each locale's inline-script hashes beside its build's manifest, before publish. A
 * patched build keeps the hashes it had: its other pages are unchanged and rendered by the same
 * app build.
 */
export async function recordScriptHashes(
  outDir: string,
  thisBuildId: string,
  locales: readonly WrittenLocale[],
): Promise<void> {
  for (const { code, buildId, hashes: written } of locales) {
    const hashes = new Set(written);
    if (buildId !== thisBuildId)
      for (const h of await readHashes(sidecar(outDir, buildId, code))) hashes.add(h);
    await writeAtomic(sidecar(outDir, buildId, code), JSON.stringify([...hashes].sort()));
  }
}

/** What {@link writeSiteHeaders} needs of the live record. */
export type LiveLocales = {
  rootLocale: string;
  locales: Record<string, { buildId: string; url: string }>;
};

/** The demo hosts the API names now (product §7 GET /providers/demo), for the frame sources. */
export async function readDemoHosts(
  api: { baseUrl: string; backoffBaseMs: number },
  rootLocale: string,
): Promise<readonly string[]> {
  return (await fetchListData(api, '/providers/demo', rootLocale, DemoProvidersResponse)).hosts;
}

/**
 * Writes `{out}/_headers` for what is live: the policy with the hashes of every live locale's
 * build and the demo hosts read before publish (nothing after the switch reads the network).
 */
export async function writeSiteHeaders(
  outDir: string,
  live: LiveLocales,
  env: Env,
  demoHosts: readonly string[],
): Promise<Record<string, string>> {
  const hashes = new Set<string>();
  for (const [code, { buildId }] of Object.entries(live.locales))
    for (const h of await readHashes(sidecar(outDir, buildId, code))) hashes.add(h);
  const headers = securityHeaders(env, {
    scriptHashes: [...hashes].sort(),
    frameSources: demoFrameSources(demoHosts),
    localeUrls: Object.values(live.locales).map((l) => l.url),
  });
  await writeAtomic(headersPath(outDir), headersFileText(headers));
  return headers;
}
