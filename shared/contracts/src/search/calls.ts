// Korean search (area `search`, issue 18): the result pages, the main page's search form and
// autocomplete, and the editors' synonym table.
import { z } from 'zod';
import { createCall, deleteCall, errors, listCall, refusedUnlessAllowed, updateCall, type ApiCall } from '../call';
import { ErrorBody, OkBody, Paging } from '../common';
import {
  PopularBlock,
  PopularBlockIdParams,
  PopularBlockList,
  PopularBlockWrite,
  PopularList,
  SearchCountBody,
  SearchQuery,
  SearchResult,
  SuggestList,
  SuggestQuery,
  Synonym,
  SynonymIdParams,
  SynonymList,
  SynonymWrite,
} from './schemas';

const everyone = { tags: ['search'], access: 'public' as const, refused: {} };
const editor = { tags: ['staff', 'search'], access: 'editor' as const, refused: refusedUnlessAllowed };

export const searchCalls = {
  search: {
    ...listCall(
      everyone,
      '/api/search',
      SearchQuery,
      SearchResult,
      '통합 검색: 법령 조문, 판례, 상담·구조사례, 서식, 자주 묻는 질문, 공지사항, 기관·서비스. 한국어 조사·어미를 떼고 두 글자씩 겹쳐 찾으며 같은 뜻의 말(동의어 표)도 함께 찾습니다. kind는 하나 또는 쉼표로 여럿. 빈 검색어나 100자를 넘는 검색어는 400, 한 주소에서 1분에 너무 많이 찾으면 429. 인기 검색어로 세지 않습니다 (searchCount)',
    ),
    responses: { 200: SearchResult, 429: ErrorBody, ...errors },
  },
  searchCount: {
    method: 'POST',
    path: '/api/search/count',
    summary:
      '방문자가 직접 한 검색(검색창 제출, 자동완성 고르기) 하나를 인기 검색어로 셉니다. 같은 방문자(로그인 세션, 없으면 주소; 날마다 바뀌는 솔트로 해시)의 같은 말은 하루 한 번만, 짧은 낱말 검색어만 셉니다. 페이지 조회·서버 렌더링·미리 가져오기는 세지 않습니다. 언제나 { success: true }',
    tags: ['search'],
    access: 'public',
    body: SearchCountBody,
    responses: { 200: OkBody, 429: ErrorBody, ...errors },
  },
  searchSuggest: listCall(everyone, '/api/search/suggest', SuggestQuery, SuggestList, '검색어 자동완성: 앞글자 또는 초성(ㅇㅊㄱ)으로 제목과 낱말을 찾습니다 (최대 8개)'),
  searchPopular: listCall(everyone, '/api/search/popular', z.object({}), PopularList, '인기 검색어 10개: 최근 7일 동안 서로 다른 방문자 5명 이상(하루에 3명 이상)이 찾은 짧은 낱말만, 운영자가 숨긴 낱말과 전화번호·전자우편·주민등록번호·마크업처럼 보이는 말은 빼고. 적으면 운영자가 고른 목록'),
  staffPopularBlockList: listCall(editor, '/api/staff/search/popular-blocks', z.object({ ...Paging }), PopularBlockList, '운영자: 인기 검색어에 보이지 않게 한 낱말 목록'),
  staffPopularBlockCreate: createCall(
    editor,
    '/api/staff/search/popular-blocks',
    PopularBlockWrite,
    PopularBlock,
    '운영자: 인기 검색어에서 숨길 낱말 추가 (그 낱말이 들어간 검색어는 바로 빠집니다; 띄어쓰기·대소문자 무시). 이미 있는 낱말은 409',
  ),
  staffPopularBlockDelete: deleteCall(editor, '/api/staff/search/popular-blocks/:id', PopularBlockIdParams, '운영자: 숨긴 낱말 지우기'),
  staffSynonymList: listCall(editor, '/api/staff/search/synonyms', z.object({ ...Paging }), SynonymList, '운영자: 동의어 묶음 목록'),
  staffSynonymCreate: createCall(editor, '/api/staff/search/synonyms', SynonymWrite, Synonym, '운영자: 동의어 묶음 추가 (몇 초 안에 모든 서버의 검색에 반영). 같은 이름의 묶음은 409'),
  staffSynonymUpdate: updateCall(editor, '/api/staff/search/synonyms/:id', SynonymIdParams, SynonymWrite, Synonym, '운영자: 동의어 묶음 고치기'),
  staffSynonymDelete: deleteCall(editor, '/api/staff/search/synonyms/:id', SynonymIdParams, '운영자: 동의어 묶음 지우기'),
} satisfies Record<string, ApiCall>;
