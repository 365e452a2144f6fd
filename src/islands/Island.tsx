/**
 * Server-side island marker (product §4 Hydration). Renders the component to static HTML inside a
 * marked element and serialises its props, so the browser runtime can hydrate exactly this
 * subtree when its trigger fires. Everything outside islands is never hydrated.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './registry';
import { serializeJsonForHtml } from './serialize';

/** When an island wakes. */
export type IslandTrigger = 'event' | 'viewport' | 'idle' | 'load' | 'address';

/** Props of {@link Island}. */
export type IslandProps<P extends object> = {
  /** Registry name (renderer/islands.ts). */
  name: IslandName;
  /** The component; the same one the registry loads in the browser. */
  component: ComponentType<P>;
  /** Props, serialised into the page as JSON. */
  props: P;
  /**
   * Trigger: event (click, scroll, mouseover), viewport (30% visible), idle, load, or address
   * (at once when the address carries a query the island reads, else as event).
   */
  trigger: IslandTrigger;
  /** With trigger 'idle': wake at the latest after this many ms (product §4 idle timeout). */
  idleTimeoutMs?: number;
  /** Load the island's code at once, before its trigger (product §4 preload). */
  preload?: boolean;
};

/** Marks an interactive component as an island. */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  trigger,
  idleTimeoutMs,
  preload = false,
}: IslandProps<P>) {
  return (
    <div
      data-island={name}
      data-trigger={trigger}
      data-idle-timeout={idleTimeoutMs}
      data-preload={preload ? '' : undefined}
      style={{ display: 'contents' }}
    >
      <div data-island-root="" style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props=""
        dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(props) }}
      />
    </div>
  );
}
