/**
 * The lazy half of the island runtime: React, react-dom/client and hydrateRoot. Loaded only when
 * the first island wakes, so the eager entry never pulls React in (the eager budget).
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls `onReady` once the subtree has committed (hydration done, handlers attached). */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(() => onReady(), [onReady]);
  return children ?? null;
}

/**
 * Hydrates `root` with the component and resolves after the commit. The wrapper renders no DOM,
 * so the server HTML still matches.
 */
export function hydrateIsland(
  root: Element,
  component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      createElement(Ready, { onReady: () => resolve() }, createElement(component, props)),
    );
  });
}
