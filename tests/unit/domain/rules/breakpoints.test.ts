import { describe, expect, it } from 'vitest';
import { breakpointFromPx, breakpointFromRem } from '../../../../src/domain/rules/breakpoints';

describe('breakpointFromRem (product §9: over 74.9 lg, over 59.9 md, over 37.4 sm)', () => {
  it.each([
    [80, 'lg'],
    [75, 'lg'],
    [74.9, 'md'],
    [60, 'md'],
    [59.9, 'sm'],
    [37.5, 'sm'],
    [37.4, 'xs'],
    [0, 'xs'],
    [-5, 'xs'],
    [Number.NaN, 'xs'],
    [Number.POSITIVE_INFINITY, 'lg'],
  ])('%s rem → %s', (rem, bp) => {
    expect(breakpointFromRem(rem)).toBe(bp);
  });
});

describe('breakpointFromPx', () => {
  it.each([
    [1280, undefined, 'lg'],
    [1200, undefined, 'lg'],
    [1198, undefined, 'md'],
    [390, undefined, 'xs'],
    [1280, 20, 'md'],
    [1280, 0, 'lg'],
    [1280, -16, 'lg'],
    [1280, Number.NaN, 'lg'],
    [Number.NaN, 16, 'xs'],
  ])('%s px at root %s px → %s', (px, root, bp) => {
    expect(breakpointFromPx(px, root)).toBe(bp);
  });
});
