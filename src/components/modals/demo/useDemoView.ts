/**
 * What the demo modal shows (SPEC §2 demo): the frame only for an https address on a host the
 * content API names and only with consent to marketing cookies; a fallback otherwise, or when the
 * frame does not load in time.
 */
import { useEffect, useState } from 'react';
import { demoHosts } from '../../../api/endpoints';
import { useEndpoint } from '../../../api/use-endpoint';
import { demoFrameDecision } from '../../../domain/rules/demo';

/** A frame that has not loaded after this long shows the fallback instead. */
const DEMO_LOAD_TIMEOUT_MS = 10_000;

/** One state of the demo modal's body. */
export type DemoView =
  | { kind: 'consent' }
  | { kind: 'refused'; reason: string }
  | { kind: 'loading' }
  | { kind: 'timeout'; src: string }
  | { kind: 'frame'; src: string; sandbox: string; onLoad: () => void };

/** What {@link useDemoView} reads of the modal request. */
export type DemoRequest = { demoUrl: string; locale: string; consent: unknown };

/** Whether the consent categories the boot passed allow marketing (third-party frames). */
function marketingAllowed(consent: unknown): boolean {
  return typeof consent === 'object' && consent !== null && 'marketing' in consent
    ? consent.marketing === true
    : false;
}

/** The demo modal's state: asks the API for the demo hosts only once marketing is allowed. */
export function useDemoView({ demoUrl, locale, consent }: DemoRequest): DemoView {
  const allowed = marketingAllowed(consent);
  const { data: hosts, error } = useEndpoint(demoHosts, locale || 'bg-BG', allowed ? [] : null);
  const decision = hosts ? demoFrameDecision(demoUrl, hosts) : null;
  const framed = decision?.kind === 'frame' ? decision : null;
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!framed || loaded) return undefined;
    const timer = setTimeout(() => setTimedOut(true), DEMO_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [framed, loaded]);

  if (!allowed) return { kind: 'consent' };
  if (decision?.kind === 'refused') return { kind: 'refused', reason: decision.reason };
  if (error !== undefined) return { kind: 'refused', reason: 'unavailable' };
  if (!framed) return { kind: 'loading' };
  if (timedOut && !loaded) return { kind: 'timeout', src: framed.src };
  return { kind: 'frame', src: framed.src, sandbox: framed.sandbox, onLoad: () => setLoaded(true) };
}
