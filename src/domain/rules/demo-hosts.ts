/**
 * Which hosts may show a slot demo in a frame: the https hosts of the demo providers the API
 * names (SPEC §7 GET /providers/demo), each with its subdomains (a provider at
 * https://studio.example serves demos from https://demo.studio.example). The page's content
 * security policy (frame-src) and the demo's own check read this one list.
 */

/** What this rule needs of a GET /providers/demo item. */
export type DemoProvider = { hasDemo: boolean; website: string };

/** A host a demo may come from; `subdomains` also allows any host below it. */
export type DemoHost = { host: string; subdomains: true };

/** The demo hosts of `providers`: https websites only, 'www.' dropped, sorted, no repeats. */
export function demoHosts(providers: readonly DemoProvider[]): DemoHost[] {
  const hosts = new Set<string>();
  for (const provider of providers) {
    if (!provider.hasDemo) continue;
    let url: URL;
    try {
      url = new URL(provider.website);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' || url.username || url.password) continue;
    hosts.add(url.host.toLowerCase().replace(/^www\./, ''));
  }
  return [...hosts].sort().map((host) => ({ host, subdomains: true }));
}

/** CSP source expressions of `hosts`: 'https://host https://*.host' each (frame-src). */
export function demoFrameSources(hosts: readonly DemoHost[]): string[] {
  return hosts.flatMap(({ host }) => [`https://${host}`, `https://*.${host}`]);
}

/** True when `url` is an https address on one of `hosts` (or below it): a demo may frame it. */
export function isAllowedDemoUrl(url: string, hosts: readonly DemoHost[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  const host = parsed.host.toLowerCase();
  return hosts.some((h) => host === h.host || host.endsWith(`.${h.host}`));
}
