// The result tabs of the two families (issue 19): act = 내 문제 해결 안내, ed = 서류 작성·제출 안내.
import type { SearchKind } from '@portal/contracts/client';

export type Family = 'act' | 'ed';

export interface AiTab {
  key: string;
  label: string;
  /** The search index's kinds the tab lists (none: erresult's links). */
  kinds: readonly SearchKind[];
  /** The public search page of the same kinds (모두 보기). */
  searchPath?: string;
}

export const FAMILIES: Record<Family, { title: string; lead: string; main: string; tabs: readonly AiTab[] }> = {
  act: {
    title: '내 문제 해결 안내',
    lead: '겪고 있는 문제를 적으면 무엇을 하면 되는지 법령·사례에서 찾아 안내합니다.',
    main: '/ai/actmain',
    tabs: [
      { key: 'exampleresult', label: '사례', kinds: ['case'], searchPath: '/search/exampleresult' },
      { key: 'formresult', label: '서식', kinds: ['form'], searchPath: '/search/formresult' },
      { key: 'publicresult', label: '법령·공공정보', kinds: ['statute'], searchPath: '/search/publicresult' },
      { key: 'serviceresult', label: '기관·서비스', kinds: ['service'], searchPath: '/search/serviceresult' },
    ],
  },
  ed: {
    title: '서류 작성·제출 안내',
    lead: '내야 할 서류와 쓰는 법, 전자접수 방법을 법령·서식에서 찾아 안내합니다.',
    main: '/ai/edmain',
    tabs: [
      { key: 'actresult', label: '법령', kinds: ['statute'], searchPath: '/search/publicresult' },
      { key: 'erresult', label: '전자접수', kinds: [] },
      { key: 'exampleresult', label: '사례', kinds: ['case'], searchPath: '/search/exampleresult' },
      { key: 'formresult', label: '서식', kinds: ['form'], searchPath: '/search/formresult' },
    ],
  },
};

export const familyPath = (family: Family) => `/ai/result/${family}`;
export const tabPath = (family: Family, tab: string) => `/ai/result/${family}/${tab}`;
