/**
 * Whole-page stand-in for src/islands/Island (swapped in by this app's vite config only): the
 * component renders in place, with its props, and vike-react hydrates it with the rest of the
 * page on load. Same props type as the product's Island, so the templates compile unchanged.
 */
import type { IslandProps } from '../../src/islands/Island';

/** Renders the component as a normal part of the page. */
export function Island<P extends object>({ component: Component, props }: IslandProps<P>) {
  return <Component {...props} />;
}
