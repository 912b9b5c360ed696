import { describe, expect, it } from 'vitest';
import { keywordParam, pageOfPages, pageParam, param, searchedFor, toQuery } from '../src/list/address';

describe('list address', () => {
  it('reads one trimmed value; a parameter given twice counts as absent', () => {
    expect(param('?keyword=%20보증금%20', 'keyword')).toBe('보증금');
    expect(param('?keyword=a&keyword=b', 'keyword')).toBe('');
    expect(param('', 'keyword')).toBe('');
  });
  it('cuts the keyword to the list’s own limit', () => {
    expect(keywordParam(`?keyword=${'가'.repeat(60)}`, 50)).toHaveLength(50);
    expect(keywordParam('?q=임대차', 50, 'q')).toBe('임대차');
  });
  it('reads the page as a whole number from 1', () => {
    expect(pageParam('?page=3')).toBe(3);
    expect(pageParam('?page=0')).toBe(1);
    expect(pageParam('?page=abc')).toBe(1);
    expect(pageParam('')).toBe(1);
  });
  it('writes the non-empty values in order, page 1 left out', () => {
    expect(toQuery({ category: 'HOUSING', keyword: '보증금', page: 2 })).toBe('?category=HOUSING&keyword=%EB%B3%B4%EC%A6%9D%EA%B8%88&page=2');
    expect(toQuery({ category: '', keyword: undefined, page: 1 })).toBe('');
    expect(toQuery({ keyword: null, page: 0 })).toBe('');
  });
  it('reads back what it writes', () => {
    const search = toQuery({ keyword: '전세 사기', page: 4 });
    expect({ keyword: keywordParam(search, 50), page: pageParam(search) }).toEqual({ keyword: '전세 사기', page: 4 });
  });
  it('says what was searched and on which page', () => {
    expect(searchedFor('')).toBe('');
    expect(searchedFor('보증금')).toBe('‘보증금’ 검색 결과 ');
    expect(searchedFor('보증금', '제목')).toBe('‘보증금’ 제목 검색 결과 ');
    expect(pageOfPages({ page: 2, pageSize: 10, total: 61 })).toBe(' (2/7쪽)');
    expect(pageOfPages({ page: 1, pageSize: 10, total: 0 })).toBe('');
  });
});
