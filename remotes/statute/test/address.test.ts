import { describe, expect, it } from 'vitest';
import { precedentHref, statuteHref } from '@portal/contracts/client';
import { readCaseQuery, readFormQuery, readLawCase, readPrecedentQuery, shownSort, sortsOf } from '../src/lib/address';

const search = (href: string) => href.slice(href.indexOf('?'));

describe('/law-case address', () => {
  it('reads the addresses the contract writes: a decision, an article, a version', () => {
    expect(readLawCase(search(precedentHref('2019다12345')))).toEqual({ kind: 'case', caseNo: '2019다12345' });
    expect(readLawCase(search(statuteHref('주택임대차보호법', '3의2')))).toEqual({ kind: 'law', law: '주택임대차보호법', jo: '3의2', joValid: true, version: '', versionValid: true });
    expect(readLawCase(search(statuteHref('근로기준법', '36', '2026-01-01')))).toMatchObject({ kind: 'law', jo: '36', version: '2026-01-01', versionValid: true });
    expect(readLawCase(search(statuteHref('민법')))).toMatchObject({ kind: 'law', law: '민법', jo: '', joValid: true });
    expect(readLawCase('')).toEqual({ kind: 'list' });
    expect(readLawCase('?topic=WAGES&page=2')).toEqual({ kind: 'list' });
  });

  it('marks what the page must refuse instead of asking the server: ?jo=abc, a bad version, an empty or doubled case', () => {
    expect(readLawCase('?law=민법&jo=abc')).toMatchObject({ kind: 'law', joValid: false });
    expect(readLawCase('?law=민법&jo=3의')).toMatchObject({ joValid: false });
    expect(readLawCase('?law=민법&jo=750&version=2026-13-45')).toMatchObject({ joValid: true, versionValid: false });
    expect(readLawCase('?law=민법&version=<script>')).toMatchObject({ versionValid: false });
    expect(readLawCase('?case=')).toEqual({ kind: 'case', caseNo: '' });
    expect(readLawCase('?case=a&case=b')).toEqual({ kind: 'case', caseNo: '' });
    // a decision wins over a law when both are given
    expect(readLawCase('?law=민법&case=2019다1')).toEqual({ kind: 'case', caseNo: '2019다1' });
  });
});

describe('list addresses', () => {
  it('keeps known topics, case types and sorts and drops the rest', () => {
    expect(readPrecedentQuery('?topic=WAGES&caseType=민사&keyword=임금&sort=title&page=3')).toEqual({ topic: 'WAGES', caseType: '민사', keyword: '임금', sort: 'title', page: 3 });
    expect(readPrecedentQuery('?topic=NOPE&caseType=특허&sort=random&page=-1')).toEqual({ topic: '', caseType: '', keyword: '', sort: '', page: 1 });
    expect(readCaseQuery('?category=TENANCY&sort=views')).toEqual({ category: 'TENANCY', keyword: '', sort: 'views', page: 1 });
    expect(readFormQuery('?category=LABOR&keyword=진정')).toEqual({ category: 'LABOR', keyword: '진정', sort: '', page: 1 });
    expect(readFormQuery('?category=TENANCY').category).toBe('');
  });

  it('offers relevance only after a search and cuts the search word to the contract limit', () => {
    expect(readCaseQuery('?sort=relevance').sort).toBe('');
    expect(readCaseQuery('?sort=relevance&keyword=해고').sort).toBe('relevance');
    expect(readCaseQuery(`?keyword=${'가'.repeat(150)}`).keyword).toHaveLength(100);
    expect(shownSort({ sort: '', keyword: '' })).toBe('recent');
    expect(shownSort({ sort: '', keyword: '해고' })).toBe('relevance');
    expect(shownSort({ sort: 'views', keyword: '해고' })).toBe('views');
    expect(sortsOf(['recent', 'title'], '')).toEqual(['recent', 'title']);
    expect(sortsOf(['recent', 'title'], '해고')).toEqual(['relevance', 'recent', 'title']);
  });
});
