/** Screen breakpoints (product §9): over 74.9 rem lg, over 59.9 md, over 37.4 sm, else xs. */
import { BREAKPOINTS_REM } from '../../config/constants';

/** A screen size class. */
export type Breakpoint = 'lg' | 'md' | 'sm' | 'xs';

/** The root font size browsers use unless the visitor changed it. */
export const DEFAULT_ROOT_FONT_PX = 16;

/** The breakpoint of a width in rem; 'over' is strict, and NaN or negatives give 'xs'. */
// product §9 screen breakpoints
export function breakpointFromRem(widthRem: number): Breakpoint {
  if (widthRem > BREAKPOINTS_REM.lg) return 'lg';
  if (widthRem > BREAKPOINTS_REM.md) return 'md';
  if (widthRem > BREAKPOINTS_REM.sm) return 'sm';
  return 'xs';
}

/**
 * The breakpoint of a width in CSS pixels at the given root font size. A root size that is not
 * a positive finite number falls back to 16 px, because dividing by it would give nonsense.
 */
// product §9 screen breakpoints
export function breakpointFromPx(widthPx: number, rootFontPx = DEFAULT_ROOT_FONT_PX): Breakpoint {
  const root = Number.isFinite(rootFontPx) && rootFontPx > 0 ? rootFontPx : DEFAULT_ROOT_FONT_PX;
  return breakpointFromRem(widthPx / root);
}
