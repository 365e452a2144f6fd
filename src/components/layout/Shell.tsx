/**
 * The shell around every page (product §1): the full-screen loading overlay with the logo, the toast
 * area, the modal root and the outlet for the page. On content pages the overlay and toasts are
 * driven without React by the eager boot (src/components/toasts/dom-host.ts) through these ids.
 */
import type { ReactNode } from 'react';
import { LOADING_OVERLAY_Z_INDEX, LOGO_SIZE_PX } from '../../config/constants';
import { t } from '../../i18n';

/** Element ids the browser runtime looks up. */
export const SHELL_IDS = {
  overlay: 'app-loading',
  toasts: 'app-toasts',
  outlet: 'app-outlet',
  modalRoot: 'app-modal-root',
} as const;

/** Styles of the runtime's own parts; small enough to inline, so no extra request. */
const SHELL_CSS = `
#${SHELL_IDS.overlay}{position:fixed;inset:0;z-index:${LOADING_OVERLAY_Z_INDEX};display:flex;align-items:center;justify-content:center;background:#fff}
#${SHELL_IDS.overlay}[hidden]{display:none}
#${SHELL_IDS.overlay} img{width:min(40vw,160px);height:auto}
#${SHELL_IDS.toasts}{position:fixed;right:1rem;bottom:1rem;z-index:${LOADING_OVERLAY_Z_INDEX - 1};display:grid;gap:.5rem;max-width:24rem}
.toast{padding:.75rem 1rem;border-radius:.5rem;background:#1f2937;color:#fff;box-shadow:0 2px 8px #0003}
.toast--success{background:#166534}.toast--warn{background:#92400e}.toast--error{background:#991b1b}
html:has(dialog[open]),html.scroll-locked{overflow:hidden}
dialog.modal{max-width:min(36rem,calc(100vw - 2rem));border:0;border-radius:.75rem;padding:1.5rem}
dialog.modal::backdrop{background:#0008}
`;

/** Props of {@link Shell}. */
export type ShellProps = {
  /** The routed page. */
  children: ReactNode;
  /** Whether the overlay starts visible (the SPA shell blocks until its router is ready). */
  loading?: boolean;
};

/** Wraps the page. */
export function Shell({ children, loading = false }: ShellProps) {
  return (
    <div id="app">
      <style dangerouslySetInnerHTML={{ __html: SHELL_CSS }} />
      <div id={SHELL_IDS.overlay} hidden={!loading} aria-busy={loading} aria-label={t('Loading…')}>
        <picture>
          <source srcSet="/logo.webp" type="image/webp" />
          {/* Lazy: a hidden overlay (every prerendered page) fetches no logo. */}
          <img
            src="/logo.png"
            width={LOGO_SIZE_PX}
            height={LOGO_SIZE_PX}
            alt={t('Казино Гид')}
            loading="lazy"
          />
        </picture>
      </div>
      <div id={SHELL_IDS.outlet}>{children}</div>
      <div id={SHELL_IDS.toasts} aria-live="polite" role="status" />
      <div id={SHELL_IDS.modalRoot} />
    </div>
  );
}
