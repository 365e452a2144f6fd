/** Mounts the React modal host into the shell's modal root once (lazy: React loads here). */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { triggerNameOf, WITHDRAW_CONSENT } from '../domain/entities/modals';
import { preloadModalBody } from '../components/modals/bodies';
import { ModalHost } from '../components/modals/ModalHost';

/** Loads the body a page control names (`data-modal-open`) ahead of its click, React with it. */
export function preloadTrigger(value: string | undefined): void {
  const name = triggerNameOf(value);
  if (name && name !== WITHDRAW_CONSENT) preloadModalBody(name);
}

let mounted = false;

/** Mounts {@link ModalHost} into #app-modal-root (or the body when the shell lacks it). */
export function mountModalHost(): void {
  if (mounted) return;
  mounted = true;
  let container = document.getElementById('app-modal-root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'app-modal-root';
    document.body.append(container);
  }
  createRoot(container).render(createElement(ModalHost));
}
