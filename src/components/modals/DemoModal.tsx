/**
 * The demo modal (SPEC §2 demo): the provider's game in a sandboxed frame, only for an https
 * address on a host the content API names (GET /providers/demo) and only with the visitor's
 * consent to marketing cookies (third-party frames, docs/visitor-flow.md); else,
 * or when the frame does not load in time, a fallback of poster, message and link.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { demoHosts } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { demoFrameDecision } from '../../domain/rules/demo';
import { safeImageUrl } from '../../domain/rules/image-url';
import { t } from '../../i18n';
import type { ModalBodyProps } from './body-props';
import { DemoFallback } from './DemoFallback';
import { Modal } from './Modal';

/** A frame that has not loaded after this long shows the fallback instead. */
const DEMO_LOAD_TIMEOUT_MS = 10_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether the consent categories the boot passed allow marketing (third-party frames). */
function marketingAllowed(consent: unknown): boolean {
  return typeof consent === 'object' && consent !== null && 'marketing' in consent
    ? consent.marketing === true
    : false;
}

/** The modal. */
export function DemoModal({ props, onClose }: ModalBodyProps) {
  const name = text(props.name);
  const poster = safeImageUrl(text(props.poster));
  const providerHref = text(props.providerHref);
  const allowed = marketingAllowed(props.consent);
  const { data: hosts, error } = useEndpoint(
    demoHosts,
    text(props.locale) || 'bg-BG',
    allowed ? [] : null,
  );
  const decision = hosts ? demoFrameDecision(text(props.demoUrl), hosts) : null;
  const framed = decision?.kind === 'frame' ? decision : null;
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!framed || loaded) return undefined;
    const timer = setTimeout(() => setTimedOut(true), DEMO_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [framed, loaded]);

  const providerLink = providerHref.startsWith('/') ? (
    <a href={providerHref}>{t('See the provider')}</a>
  ) : null;

  let body: ReactNode;
  if (!allowed) {
    body = (
      <DemoFallback
        reason="consent"
        poster={poster}
        message={t(
          "Game demos come from the provider's site, which may set its own cookies. They load only with your consent to marketing cookies.",
        )}
      >
        {/* The boot opens the consent settings; the demo closes first so they never overlap. */}
        <button type="button" className="button" data-consent-settings="" onClick={onClose}>
          {t('Cookie settings')}
        </button>
      </DemoFallback>
    );
  } else if (error !== undefined || decision?.kind === 'refused') {
    body = (
      <DemoFallback
        reason={decision?.kind === 'refused' ? decision.reason : 'unavailable'}
        poster={poster}
        message={t('This demo cannot be shown here.')}
      >
        {providerLink}
      </DemoFallback>
    );
  } else if (!framed) {
    body = <p role="status">{t('Loading…')}</p>;
  } else if (timedOut && !loaded) {
    body = (
      <DemoFallback
        reason="timeout"
        poster={poster}
        message={t('The demo did not load. Try it in a new tab.')}
      >
        <a href={framed.src} target="_blank" rel="noopener noreferrer nofollow">
          {t('Open in a new tab')} ↗
        </a>
      </DemoFallback>
    );
  } else {
    body = (
      <>
        <iframe
          className="demo__frame"
          src={framed.src}
          title={`${t('Play demo')}: ${name}`}
          width={800}
          height={450}
          allow="fullscreen"
          sandbox={framed.sandbox}
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
        />
        <p className="small">
          <a href={framed.src} target="_blank" rel="noopener noreferrer nofollow">
            {t('Open in a new tab')} ↗
          </a>
        </p>
      </>
    );
  }

  return (
    <Modal title={`${t('Play demo')}: ${name}`} onClose={onClose} name="demo">
      {body}
    </Modal>
  );
}

export default DemoModal;
