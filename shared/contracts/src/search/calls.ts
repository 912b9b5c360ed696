// Korean search (area `search`, issue 18): the result pages, the main page's search form and
// autocomplete, and the editors' synonym table.
import { z } from 'zod';
import { createCall, deleteCall, listCall, updateCall, type ApiCall } from '../call';
import { ErrorBody, Paging } from '../common';
import { PopularList, SearchQuery, SearchResult, SuggestList, SuggestQuery, Synonym, SynonymIdParams, SynonymList, SynonymWrite } from './schemas';

const everyone = { tags: ['search'], access: 'public' as const, refused: {} };
const editor = { tags: ['staff', 'search'], access: 'editor' as const, refused: { 401: ErrorBody, 403: ErrorBody } };

export const searchCalls = {
  search: listCall(
    everyone,
    '/api/search',
    SearchQuery,
    SearchResult,
    '통합 검색: 법령 조문, 판례, 상담·구조사례, 서식, 자주 묻는 질문, 공지사항, 기관·서비스. 한국어 조사·어미를 떼고 두 글자씩 겹쳐 찾으며 같은 뜻의 말(동의어 표)도 함께 찾습니다. kind는 하나 또는 쉼표로 여럿. 빈 검색어나 100자를 넘는 검색어는 400',
  ),
  searchSuggest: listCall(everyone, '/api/search/suggest', SuggestQuery, SuggestList, '검색어 자동완성: 앞글자 또는 초성(ㅇㅊㄱ)으로 제목과 낱말을 찾습니다 (최대 8개)'),
  searchPopular: listCall(everyone, '/api/search/popular', z.object({}), PopularList, '인기 검색어 10개 (최근 7일, 세 번 넘게 찾은 말만; 적으면 운영자가 고른 목록)'),
  staffSynonymList: listCall(editor, '/api/staff/search/synonyms', z.object({ ...Paging }), SynonymList, '운영자: 동의어 묶음 목록'),
  staffSynonymCreate: createCall(editor, '/api/staff/search/synonyms', SynonymWrite, Synonym, '운영자: 동의어 묶음 추가 (몇 초 안에 모든 서버의 검색에 반영). 같은 이름의 묶음은 409'),
  staffSynonymUpdate: updateCall(editor, '/api/staff/search/synonyms/:id', SynonymIdParams, SynonymWrite, Synonym, '운영자: 동의어 묶음 고치기'),
  staffSynonymDelete: deleteCall(editor, '/api/staff/search/synonyms/:id', SynonymIdParams, '운영자: 동의어 묶음 지우기'),
} satisfies Record<string, ApiCall>;
