// Customer centre (area `center`, issue 6): FAQ, notices (and the main page's latest notices), Q&A,
// my Q&A, the content editor's side.
import { z } from 'zod';
import { createCall, entryCall, errors, listCall, refusedUnlessAllowed, updateCall, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { IdempotencyHeaders } from '../shell/schemas';
import {
  FaqDetail,
  FaqIdParams,
  FaqList,
  FaqQuery,
  FaqWrite,
  MyQnaList,
  MyQnaQuery,
  NoticeDetail,
  NoticeFileParams,
  NoticeLatestQuery,
  NoticeList,
  NoticeQuery,
  NoticeSummaryList,
  NoticeWrite,
  NttIdParams,
  PublicQnaList,
  PublicQnaQuery,
  Qna,
  QnaNoParams,
  QnaRequest,
  RichTextPreview,
  RichTextPreviewRequest,
  StaffFaq,
  StaffFaqList,
  StaffFaqQuery,
  StaffNotice,
  StaffNoticeList,
  StaffNoticeQuery,
  StaffQnaAnswer,
  StaffQnaList,
  StaffQnaQuery,
} from './schemas';

const everyone = { tags: ['center'], access: 'public' as const, refused: {} };
const asker = { tags: ['center', 'my'], access: 'person' as const, refused: { 401: ErrorBody } };
const editor = { tags: ['staff', 'center'], access: 'editor' as const, refused: refusedUnlessAllowed };

export const centerCalls = {
  noticeLatest: listCall(everyone, '/api/center/ntc/latest', NoticeLatestQuery, NoticeSummaryList, '최신 공지사항 (고정 공지 먼저, 그다음 최신순; limit 1~20, 기본 5)'),
  // ─── Customer centre (issue 6). POSTs and PUTs need the XSRF header; Q&A writes need a session
  // (member or verified guest); /api/my/... answers only the owner (404 for another person's
  // record); /api/staff/center/... needs the CONTENT_EDITOR staff role (403 otherwise). ──────────
  faqList: listCall(everyone, '/api/center/faq', FaqQuery, FaqList, '자주 묻는 질문 목록: 분류, 검색어(질문과 답변에서 부분 일치: 보증금 → 전세보증금), 쪽 나눔. 분류별 건수 포함'),
  faqDetail: entryCall(everyone, '/api/center/faq/:faqId', FaqIdParams, FaqDetail, '자주 묻는 질문 한 건 (조회수 1 증가, 같은 브라우저의 새로 고침은 하루에 한 번만 셈), 같은 분류의 다른 질문'),
  noticeList: listCall(everyone, '/api/center/ntc', NoticeQuery, NoticeList, '공지사항 목록: 고정 공지는 모든 쪽 맨 위(pinned), 나머지는 최신순. 검색 범위 전체/제목/내용'),
  noticeDetail: entryCall(everyone, '/api/center/ntc/:nttId', NttIdParams, NoticeDetail, '공지사항 한 건: 본문(정제된 HTML), 첨부파일, 이전·다음 글. 조회수 1 증가(같은 브라우저는 하루에 한 번). 없거나 숨긴 공지는 404'),
  noticeFile: entryCall(everyone, '/api/center/ntc/:nttId/files/:fileId', NoticeFileParams, z.unknown(), '공지사항 첨부파일 내려받기 (Content-Disposition: attachment, 원래 파일 이름)'),
  qnaCreate: {
    method: 'POST',
    path: '/api/center/qna',
    summary:
      '묻고 답하기 질문 등록 (회원 또는 본인확인한 비회원). Idempotency-Key 헤더 필수: 같은 키는 처음 등록한 질문을 200으로 돌려줍니다(새로 등록하면 201). 세션마다 10분에 10건',
    tags: ['center'],
    access: 'person',
    headers: IdempotencyHeaders,
    body: QnaRequest,
    responses: { 201: Qna, 200: Qna, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...errors },
  },
  qnaPublic: listCall(everyone, '/api/center/qna/public', PublicQnaQuery, PublicQnaList, '공개로 등록되고 답변이 끝난 질문 (이름 없이)'),
  myQnaList: listCall(asker, '/api/my/qna', MyQnaQuery, MyQnaList, '나의 문의 내역 (이 회원 또는 이 비회원 본인확인 세션이 쓴 질문, 최신순)'),
  myQna: entryCall(asker, '/api/my/qna/:qnaNo', QnaNoParams, Qna, '나의 문의 한 건과 답변: 본인 것이 아니면 404 (내용 없음)'),
  /**
   * Public as far as the route's check goes: the handler reads both sessions, the asker's (citizen
   * session) and the editor's (staff session, /admin/login), and answers 401 when there is neither.
   */
  myQnaFile: entryCall(
    { ...asker, access: 'public' as const },
    '/api/my/qna/:qnaNo/file',
    QnaNoParams,
    z.unknown(),
    '내 질문의 첨부파일 내려받기 (질문한 본인, 또는 직원 로그인한 운영자만; 둘 다 아니면 401)',
  ),
  staffQnaList: listCall(editor, '/api/staff/center/qna', StaffQnaQuery, StaffQnaList, '운영자: 묻고 답하기 질문 목록 (기본은 답변 대기)'),
  staffQna: entryCall(editor, '/api/staff/center/qna/:qnaNo', QnaNoParams, Qna, '운영자: 묻고 답하기 질문 한 건과 답변(답한 뒤). 없는 번호는 404'),
  staffQnaAnswer: {
    method: 'POST',
    path: '/api/staff/center/qna/:qnaNo/answer',
    summary: '운영자: 답변 등록 (한 번; 이미 답한 질문은 409). 질문한 사람에게 알림을 보냅니다',
    tags: ['staff', 'center'],
    access: 'editor',
    params: QnaNoParams,
    body: StaffQnaAnswer,
    responses: { 200: Qna, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  staffNoticeList: listCall(editor, '/api/staff/center/ntc', StaffNoticeQuery, StaffNoticeList, '운영자: 공지 목록 (숨긴 공지 포함; 제목 검색, 게시 상태, 게시일·조회수·제목 정렬)'),
  staffNotice: entryCall(editor, '/api/staff/center/ntc/:nttId', NttIdParams, StaffNotice, '운영자: 공지 한 건 (숨긴 공지도; 조회수를 세지 않음). 없으면 404'),
  staffNoticeCreate: createCall(editor, '/api/staff/center/ntc', NoticeWrite, StaffNotice, '운영자: 공지 등록. 본문 HTML은 서버에서 허용 목록으로 정제합니다(script, on* 속성, javascript: 주소 제거)'),
  staffNoticeUpdate: updateCall(editor, '/api/staff/center/ntc/:nttId', NttIdParams, NoticeWrite, StaffNotice, '운영자: 공지 고치기·숨기기(visible false)·고정(pinned). 본문은 다시 정제합니다'),
  staffFaqList: listCall(editor, '/api/staff/center/faq', StaffFaqQuery, StaffFaqList, '운영자: 자주 묻는 질문 목록 (숨긴 것 포함; 질문 검색, 분류, 게시 상태, 정렬)'),
  staffFaq: entryCall(editor, '/api/staff/center/faq/:faqId', FaqIdParams, StaffFaq, '운영자: 자주 묻는 질문 한 건 (숨긴 것도; 조회수를 세지 않음). 없으면 404'),
  staffFaqCreate: createCall(editor, '/api/staff/center/faq', FaqWrite, StaffFaq, '운영자: 자주 묻는 질문 등록 (답변 HTML 정제)'),
  staffFaqUpdate: updateCall(editor, '/api/staff/center/faq/:faqId', FaqIdParams, FaqWrite, StaffFaq, '운영자: 자주 묻는 질문 고치기·숨기기(visible false)'),
  staffRichTextPreview: {
    method: 'POST',
    path: '/api/staff/center/preview',
    summary: '운영자: 공지 본문·FAQ 답변을 저장하지 않고 정제해 봅니다. 등록·수정과 같은 허용 목록으로 정제한 HTML(공개 화면에 보일 그대로), 그 글자, 보여 줄 글이 남았는지(empty)',
    tags: ['staff', 'center'],
    access: 'editor',
    body: RichTextPreviewRequest,
    responses: { 200: RichTextPreview, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
} satisfies Record<string, ApiCall>;
