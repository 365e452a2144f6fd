/** Mounts the React modal host into the shell's modal root once (lazy: React loads here). */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ModalName } from '../domain/entities/modals';
import { preloadModalBody } from '../components/modals/bodies';
import { ModalHost } from '../components/modals/ModalHost';

/** Loads a modal's body ahead of its click (and React with the host). */
export function preloadModal(name: ModalName): void {
  preloadModalBody(name);
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
