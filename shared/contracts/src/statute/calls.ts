// Statute information (area `statute`, issue 18): /law-case (statute articles and precedents),
// /statuteinfo/discussion, /statuteinfo/legalaid, /statuteinfo/template/korea and /supremecourt.
import { z } from 'zod';
import { entryCall, listCall, type ApiCall } from '../call';
import { CaseDetail, CaseIdParams, CaseList, CaseNoQuery, CaseQuery, FormList, FormQuery, LawList, PrecedentDetail, PrecedentList, PrecedentQuery, StatuteArticleQuery, StatuteArticleView } from './schemas';
import { ErrorBody } from '../common';

const everyone = { tags: ['statute'], access: 'public' as const, refused: {} };
const found = { ...everyone, refused: { 404: ErrorBody } };

export const statuteCalls = {
  statuteLaws: listCall(everyone, '/api/statute/laws', z.object({}), LawList, '포털이 가진 법령 목록 (시행 중인 판과 시행 예정 판)'),
  statuteArticle: listCall(found, '/api/statute/article', StatuteArticleQuery, StatuteArticleView, '법령 조문 한 개 (jo 없으면 첫 조문, version 없으면 시행 중인 판): 본문의 조문 링크, 앞뒤 조문, 편·장·절 목차, 이 조문을 참조한 판례. 없는 법령·조문은 404'),
  precedentList: listCall(everyone, '/api/statute/precedents', PrecedentQuery, PrecedentList, '판례 목록: 분야, 사건 종류, 검색어(검색 색인), 정렬, 쪽 나눔. 분야별 건수 포함'),
  precedentDetail: listCall(found, '/api/statute/precedent', CaseNoQuery, PrecedentDetail, '판례 한 건 (사건번호): 판시사항, 판결요지, 참조조문(가진 조문은 링크), 전문, 이 판례를 쓴 사례. 없으면 404'),
  caseList: listCall(everyone, '/api/statute/cases', CaseQuery, CaseList, '법률상담사례(DISCUSSION)·법률구조사례(LEGALAID) 목록: 분야, 검색어, 정렬, 쪽 나눔'),
  caseDetail: entryCall(everyone, '/api/statute/cases/:caseId', CaseIdParams, CaseDetail, '사례 한 건: 질문, 답변(조문 링크), 근거 판례와 조문, 이전·다음 글. 조회수 1 증가(같은 브라우저는 하루에 한 번)'),
  formList: listCall(everyone, '/api/statute/forms', FormQuery, FormList, '서식 목록: 법령 서식(STATUTE, law.go.kr 파일) 또는 법원 제출 서식(COURT, 쓰임새와 법원 전자민원센터 안내), 분야, 검색어, 정렬'),
} satisfies Record<string, ApiCall>;
