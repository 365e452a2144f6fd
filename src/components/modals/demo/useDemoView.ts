/**
 * What the demo modal shows (product §2 demo): the frame only for an https address on a host the
 * content API names and only with consent to marketing cookies; a fallback otherwise, or when the
 * frame has not loaded in time (product §9 demo fallback, src/domain/rules/demo.ts).
 */
import { useEffect, useState } from 'react';
import { demoHosts } from '../../../api/endpoints';
import { answers } from '../../../api/reachability';
import { useEndpoint } from '../../../api/use-endpoint';
import { demoFallsBack, demoFrameDecision, type DemoLoad } from '../../../domain/rules/demo';

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

const FRESH: DemoLoad = { loaded: false, reach: 'unknown', timedOut: false };

/**
 * What is known of the frame of `src` (null: no frame), kept per src: the timer and the probe
 * start when a src is framed and belong to it, so a re-render never restarts them.
 */
function useFrameLoad(src: string | null): [DemoLoad, () => void] {
  const [load, setLoad] = useState<DemoLoad & { src: string | null }>({ ...FRESH, src });
  useEffect(() => {
    if (src === null) return undefined;
    let live = true;
    const update = (patch: Partial<DemoLoad>): void => {
      if (live) setLoad((now) => ({ ...(now.src === src ? now : FRESH), ...patch, src }));
    };
    update({});
    const timer = setTimeout(() => update({ timedOut: true }), DEMO_LOAD_TIMEOUT_MS);
    void answers(src).then((ok) => update({ reach: ok ? 'reachable' : 'unreachable' }));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [src]);
  const current = load.src === src ? load : FRESH;
  return [
    current,
    () => setLoad((now) => ({ ...(now.src === src ? now : FRESH), loaded: true, src })),
  ];
}

/** The demo modal's state: asks the API for the demo hosts only once marketing is allowed. */
export function useDemoView({ demoUrl, locale, consent }: DemoRequest): DemoView {
  const allowed = marketingAllowed(consent);
  const { data: hosts, error } = useEndpoint(demoHosts, locale || 'bg-BG', allowed ? [] : null);
  const decision = hosts ? demoFrameDecision(demoUrl, hosts) : null;
  const framed = allowed && decision?.kind === 'frame' ? decision : null;
  const [load, onLoad] = useFrameLoad(framed?.src ?? null);

  if (!allowed) return { kind: 'consent' };
  if (decision?.kind === 'refused') return { kind: 'refused', reason: decision.reason };
  if (error !== undefined) return { kind: 'refused', reason: 'unavailable' };
  if (!framed) return { kind: 'loading' };
  if (demoFallsBack(load)) return { kind: 'timeout', src: framed.src };
  return { kind: 'frame', src: framed.src, sandbox: framed.sandbox, onLoad };
}
