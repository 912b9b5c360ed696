import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, SEARCH_MESSAGES, SEARCH_TABS } from '@portal/contracts/client';
import { queryProblem, readSearch, searchAddress, tabCount, withinQuery } from '../src/lib/address';
import { addRecent, clearRecent, readRecent, removeRecent, type RecentStore } from '../src/lib/recent';

describe('search address', () => {
  it('reads the state with defaults and drops what is malformed', () => {
    expect(readSearch('?q=%EB%B3%B4%EC%A6%9D%EA%B8%88')).toEqual({ q: '보증금', kinds: [], category: '', sort: 'relevance', page: 1, size: 10, exact: false });
    expect(readSearch('?q=a&kind=precedent,statute,nope&sort=recent&page=3&size=20&category=%EC%9E%84%EB%8C%80%EC%B0%A8')).toEqual({
      q: 'a',
      kinds: ['statute', 'precedent'],
      category: '임대차',
      sort: 'recent',
      page: 3,
      size: 20,
      exact: false,
    });
    expect(readSearch('?q=a&kind=faq&kind=notice').kinds).toEqual(['faq', 'notice']);
    expect(readSearch('?q=a&page=0&size=7&sort=x')).toMatchObject({ page: 1, size: 10, sort: 'relevance' });
    // a parameter given twice counts as absent
    expect(readSearch('?q=a&q=b').q).toBe('');
  });

  it('keeps a long or strange query whole: the server says what is wrong with it', () => {
    const long = '가'.repeat(2000);
    expect(readSearch(`?q=${long}`).q).toBe(long);
    expect(readSearch('?q=%25_').q).toBe('%_');
  });

  it('writes the canonical address, and reads it back', () => {
    const href = searchAddress('/search/basicresult', { q: '전세 보증금', kinds: ['statute', 'faq'], sort: 'recent', page: 2, size: 20 });
    expect(href).toBe('/search/basicresult?q=%EC%A0%84%EC%84%B8+%EB%B3%B4%EC%A6%9D%EA%B8%88&kind=statute%2Cfaq&sort=recent&size=20&page=2');
    const [path, query] = href.split('?');
    expect(readSearch(`?${query}`)).toEqual({ q: '전세 보증금', kinds: ['statute', 'faq'], category: '', sort: 'recent', page: 2, size: 20, exact: false });
    expect(path).toBe('/search/basicresult');
    expect(searchAddress('/search/totalresult', { q: '임차권등기멍령', exact: true })).toBe(`/search/totalresult?q=${encodeURIComponent('임차권등기멍령')}&exact=1`);
    expect(readSearch('?q=a&exact=1').exact).toBe(true);
  });

  it('adds new words to the query for 결과 내 재검색, also from the plain GET form', () => {
    expect(withinQuery('전세 보증금', '반환 보증금')).toBe('전세 보증금 반환');
    expect(readSearch('?within=1&prev=%EC%A0%84%EC%84%B8&q=%EB%B0%98%ED%99%98').q).toBe('전세 반환');
    expect(readSearch('?prev=%EC%A0%84%EC%84%B8&q=%EB%B0%98%ED%99%98').q).toBe('반환');
  });

  it('refuses an empty or too long query with the contract’s Korean messages', () => {
    expect(queryProblem('  \n ')).toBe(SEARCH_MESSAGES.empty);
    expect(queryProblem('가'.repeat(101))).toBe(SEARCH_MESSAGES.tooLong);
    expect(queryProblem('가'.repeat(100))).toBeNull();
  });

  it('counts a tab from the counts of every kind', () => {
    const counts = [
      { kind: 'statute' as const, count: 4 },
      { kind: 'faq' as const, count: 2 },
      { kind: 'notice' as const, count: 1 },
    ];
    expect(SEARCH_TABS.map((t) => tabCount(t, counts))).toEqual([7, 4, 0, 0, 0, 0, 3]);
  });
});

describe('recent searches on the device', () => {
  const memory = (): RecentStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  };

  it('keeps the newest first, each once, at most 10', () => {
    const store = memory();
    for (let i = 1; i <= 12; i++) addRecent(`검색어${i}`, store);
    addRecent(' 검색어5 ', store);
    const list = readRecent(store);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('검색어5');
    expect(list.filter((w) => w === '검색어5')).toHaveLength(1);
    expect(list).not.toContain('검색어1');
  });

  it('deletes one, then all', () => {
    const store = memory();
    addRecent('가', store);
    addRecent('나', store);
    expect(removeRecent('가', store)).toEqual(['나']);
    expect(clearRecent(store)).toEqual([]);
    expect(store.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('treats broken or throwing storage as empty', () => {
    const store = memory();
    store.data.set(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecent(store)).toEqual([]);
    store.data.set(RECENT_SEARCHES_KEY, JSON.stringify(['a', 3, null, 'a', '  ']));
    expect(readRecent(store)).toEqual(['a']);
    const throwing: RecentStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(addRecent('가', throwing)).toEqual(['가']);
    expect(readRecent(null)).toEqual([]);
  });
});
