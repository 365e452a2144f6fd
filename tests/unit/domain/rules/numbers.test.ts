import { describe, expect, it } from 'vitest';
import { clamp0to10, pageOf, pagerPages, paginate } from '../../../../src/domain/rules/numbers';

describe('clamp0to10 (product §5)', () => {
  it.each([
    [5, 5],
    [0, 0],
    [10, 10],
    [11, 10],
    [-3, 0],
    [7.9, 7],
    [-0.5, 0],
    ['4', 4],
    [' 12 ', 10],
    ['', 0],
    ['abc', 0],
    ['3px', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 10],
    [Number.NEGATIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [[5], 0],
  ])('%j → %s', (value, expected) => {
    expect(clamp0to10(value)).toBe(expected);
  });
});

describe('paginate (product §9 default page size 5)', () => {
  it.each([
    [12, 1, undefined, { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
    [12, 3, undefined, { page: 3, pageSize: 5, pageCount: 3, offset: 10 }],
    [10, 2, undefined, { page: 2, pageSize: 5, pageCount: 2, offset: 5 }],
    [12, 9, undefined, { page: 3, pageSize: 5, pageCount: 3, offset: 10 }],
    [12, '2', '10', { page: 2, pageSize: 10, pageCount: 2, offset: 10 }],
    [0, 1, 5, { page: 1, pageSize: 5, pageCount: 1, offset: 0 }],
    [12, 'x', 'y', { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
    [12, -1, 0, { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
    [12, 1.5, 2.5, { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
    [12, Number.NaN, Number.POSITIVE_INFINITY, { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
    [Number.NaN, 2, 5, { page: 1, pageSize: 5, pageCount: 1, offset: 0 }],
    [-4, 1, 5, { page: 1, pageSize: 5, pageCount: 1, offset: 0 }],
    ['12', 1, 5, { page: 1, pageSize: 5, pageCount: 1, offset: 0 }],
  ])('total %j page %j size %j', (total, page, size, expected) => {
    expect(paginate(total, page, size)).toEqual(expected);
  });
});

describe('pageOf', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it.each([
    [1, ['a', 'b', 'c']],
    [3, ['g']],
    [9, ['g']],
    [0, ['a', 'b', 'c']],
  ])('page %i of 7 items, 3 a page: %j', (page, expected) => {
    expect(pageOf(items, page, 3).items).toEqual(expected);
  });
});

describe('pagerPages: the page numbers a pager links, null for a run left out', () => {
  const pages = (page: number, pageCount: number) =>
    pagerPages({ page, pageCount, pageSize: 20, offset: 0 });
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, null, 20]],
    [10, 20, [1, null, 9, 10, 11, null, 20]],
    // A run of one page is linked, not left out.
    [4, 20, [1, 2, 3, 4, 5, null, 20]],
    [17, 20, [1, null, 16, 17, 18, 19, 20]],
    [20, 20, [1, null, 19, 20]],
  ])('page %i of %i', (page, pageCount, expected) => {
    expect(pages(page, pageCount)).toEqual(expected);
  });
});
