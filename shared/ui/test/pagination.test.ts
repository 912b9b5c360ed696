import { describe, expect, it } from 'vitest';
import { pageCount, pageFromQuery, pageWindow } from '../src/pagination/pages';

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });
  it('keeps the window inside 1…pages and the current page central', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 8, 4)).toEqual([3, 4, 5, 6]);
  });
  it('reads a page from the query, 1 when missing or bad', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', 'abc', '1.5', '999999']) expect(pageFromQuery(bad)).toBe(1);
  });
});
