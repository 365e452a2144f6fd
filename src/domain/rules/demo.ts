/**
 * Which slot demos may be framed (product §2 demo): only https addresses on a host the content API
 * names (GET /providers/demo). Anything else is refused and the modal shows its fallback.
 */

/**
 * The sandbox of a framed demo: scripts and the provider's own origin (games keep their state in
 * storage), no top navigation, popups or forms. Only allowlisted hosts are framed at all, so
 * allow-same-origin is never granted to any other host.
 */
export const DEMO_SANDBOX = 'allow-scripts allow-same-origin';

/** Why a demo address is not framed. */
export type DemoRefusal = 'invalid' | 'not-https' | 'not-listed';

/** The decision for one demo address. */
export type DemoFrameDecision =
  { kind: 'frame'; src: string; sandbox: string } | { kind: 'refused'; reason: DemoRefusal };

/** A host as the allowlist compares it: lowercase, no trailing dot. */
function hostKey(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Decides whether `demoUrl` may be framed: an absolute https URL without credentials or a port
 * of its own, whose host is exactly one of `allowedHosts` (no subdomain matching).
 */
export function demoFrameDecision(
  demoUrl: string,
  allowedHosts: readonly string[],
): DemoFrameDecision {
  let url: URL;
  try {
    url = new URL(demoUrl);
  } catch {
    return { kind: 'refused', reason: 'invalid' };
  }
  if (url.protocol !== 'https:') return { kind: 'refused', reason: 'not-https' };
  if (url.username !== '' || url.password !== '' || url.port !== '')
    return { kind: 'refused', reason: 'invalid' };
  const allowed = new Set(allowedHosts.map(hostKey));
  if (!allowed.has(hostKey(url.hostname))) return { kind: 'refused', reason: 'not-listed' };
  return { kind: 'frame', src: url.href, sandbox: DEMO_SANDBOX };
}

/** CSP frame-src sources of the allowlisted demo hosts (product §9 security policy): exact hosts. */
export function demoFrameSources(allowedHosts: readonly string[]): string[] {
  return [...new Set(allowedHosts.map(hostKey))].sort().map((host) => `https://${host}`);
}

/** What a probe of the demo's address found: no answer yet, an answer, or a network failure. */
export type DemoReach = 'unknown' | 'reachable' | 'unreachable';

/** What the modal knows of its frame, for one src. */
export type DemoLoad = {
  /** The frame's load event fired: the game, or the browser's error page, which fires it too. */
  loaded: boolean;
  reach: DemoReach;
  /** The timeout ran out (src/components/modals/demo/useDemoView.ts). */
  timedOut: boolean;
};

/**
 * product §9 demo fallback: whether the poster and the provider's link replace the frame. A load
 * event alone cannot say the game came (an error page fires it as well), so a provider that
 * could not be reached falls back once known, and a frame not loaded by the timeout falls back.
 */
export function demoFallsBack({ loaded, reach, timedOut }: DemoLoad): boolean {
  return reach === 'unreachable' || (timedOut && !loaded);
}
