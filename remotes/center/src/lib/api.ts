import { http } from '@portal/http';
import type { FaqDetail, FaqList, NoticeDetail, NoticeList, Qna } from '@portal/contracts/client';

/** One public answered question of GET /api/center/qna/public (contract: PublicQna). */
export interface PublicQna {
  qnaNo: string;
  category: Qna['category'];
  title: string;
  content: string;
  answer: string;
  answeredAt: string;
}
export interface PublicQnaPage {
  items: PublicQna[];
  page: number;
  pageSize: number;
  total: number;
}
/** GET /api/dscsn/applicant: who is signed in (member or verified guest). */
export interface Applicant {
  name: string;
  mobileNo: string;
  email: string;
  mbrTypeCd: string;
}

const id = (v: string) => encodeURIComponent(v);

// The customer-centre calls of shared/contracts/src/api.ts (faqList … myQna) that these pages use.
export const centerApi = {
  faqList: (params: { category?: string; keyword?: string; page: number; pageSize: number }) =>
    http.get<FaqList>('/api/center/faq', { params: { ...params, category: params.category || undefined, keyword: params.keyword || undefined } }).then((r) => r.data),
  faqDetail: (faqId: string) => http.get<FaqDetail>(`/api/center/faq/${id(faqId)}`).then((r) => r.data),
  noticeList: (params: { searchType: string; keyword?: string; page: number; pageSize: number }) =>
    http.get<NoticeList>('/api/center/ntc', { params: { ...params, keyword: params.keyword || undefined } }).then((r) => r.data),
  noticeDetail: (nttId: string) => http.get<NoticeDetail>(`/api/center/ntc/${id(nttId)}`).then((r) => r.data),
  qnaPublic: (params: { keyword?: string; page: number; pageSize: number }) =>
    http.get<PublicQnaPage>('/api/center/qna/public', { params: { ...params, keyword: params.keyword || undefined } }).then((r) => r.data),
  qnaCreate: (body: unknown, idempotencyKey: string) => http.post<Qna>('/api/center/qna', body, { headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.data),
  myQna: (qnaNo: string) => http.get<Qna>(`/api/my/qna/${id(qnaNo)}`).then((r) => r.data),
  applicant: () => http.get<Applicant>('/api/dscsn/applicant', { showLoading: false }).then((r) => r.data),
};
