/** Screen breakpoints (SPEC §9): over 74.9 rem lg, over 59.9 md, over 37.4 sm, else xs. */
import { BREAKPOINTS_REM } from '../../config/constants';

/** A screen size class. */
export type Breakpoint = 'lg' | 'md' | 'sm' | 'xs';

/** The breakpoint of a width in rem. */
export function breakpointFromRem(widthRem: number): Breakpoint {
  if (widthRem > BREAKPOINTS_REM.lg) return 'lg';
  if (widthRem > BREAKPOINTS_REM.md) return 'md';
  if (widthRem > BREAKPOINTS_REM.sm) return 'sm';
  return 'xs';
}

/** The breakpoint of a width in CSS pixels at the given root font size. */
export function breakpointFromPx(widthPx: number, rootFontPx = 16): Breakpoint {
  return breakpointFromRem(widthPx / rootFontPx);
}
