// Consultation (area `dscsn`, issue 5): institutions, offices, calendar and slots, booking, video
// rooms, cyber consultations, the files attached to them, my bookings and cyber consultations, the staff side.
import { z } from 'zod';
import { anyStaff, consultStaff, deleteCall, entryCall, errors, listCall, refusedUnlessAllowed, type ApiCall } from '../call';
import { ErrorBody, UploadedFile } from '../common';
import { IdempotencyHeaders } from '../shell/schemas';
import { ApplicantPrefill, Calendar, CalendarQuery, CyberConsultation, CyberRequest, FileIdParams, Holiday, HolidayDateParams, HolidayPut, HolidayYear, HolidayYearLoad, HolidayYearParams, HolidayYearQuery, Institution, InstitutionList, MyCyberList, MyCyberQuery, MyRsvtList, MyRsvtQuery, OfficeList, OfficeQuery, PublicCyberList, PublicCyberQuery, ReceiptParams, Reservation, RsvtCancel, RsvtError, RsvtNoParams, RsvtRequest, RsvtTimeChange, SlotList, SlotQuery, StaffAnswer, StaffCyberList, StaffCyberQuery, StaffMe, StaffRsvtList, StaffRsvtQuery, VideoEnter, VideoRoom } from './schemas';

const everyone = { tags: ['dscsn'], access: 'public' as const, refused: {} };
const myPage = { tags: ['my'], access: 'person' as const, refused: { 401: ErrorBody } };
const staff = { tags: ['staff'], access: consultStaff, refused: refusedUnlessAllowed };

export const dscsnCalls = {
  // ─── Consultation (issue 5). POSTs need the XSRF header; booking and cyber calls need a session
  // (member or verified guest: 401 otherwise); /api/my/... and /api/staff/... answer only the owner
  // (404 for another person's record, never its content). ─────────────────────────────────────────
  dscsnInstList: {
    method: 'GET',
    path: '/api/dscsn/inst',
    summary: '참여 기관 목록: 이름, 하는 일, 전화, 누리집, 상담 방법',
    tags: ['dscsn'],
    access: 'public',
    responses: { 200: InstitutionList, ...errors },
  },
  dscsnInst: entryCall(everyone, '/api/dscsn/inst/:instCode', z.object({ instCode: z.string() }), Institution, '기관 안내: 서비스, 대상, 운영시간, 상담 방법, 사무소 수, 출처'),
  dscsnOffices: listCall(everyone, '/api/dscsn/offices', OfficeQuery, OfficeList, '기관의 사무소(지부·출장소) 목록: 지역과 상담 방법으로 거를 수 있습니다'),
  dscsnCalendar: {
    method: 'GET',
    path: '/api/dscsn/calendar',
    summary: '예약 달력: 내일부터 14일 뒤까지 날짜마다 예약 가능 여부, 남은 자리, 닫힌 까닭(주말, 공휴일, 마감)',
    tags: ['dscsn'],
    access: 'public',
    querystring: CalendarQuery,
    responses: { 200: Calendar, 404: ErrorBody, ...errors },
  },
  dscsnSlots: {
    method: 'GET',
    path: '/api/dscsn/slots',
    summary: '하루의 30분 시간대와 남은 자리 (사무소·상담 방법별 정원)',
    tags: ['dscsn'],
    access: 'public',
    querystring: SlotQuery,
    responses: { 200: SlotList, 404: ErrorBody, ...errors },
  },
  dscsnApplicant: {
    method: 'GET',
    path: '/api/dscsn/applicant',
    summary: '신청인 미리 채우기: 로그인한 회원 또는 본인확인한 비회원의 이름, 휴대전화, 전자우편',
    tags: ['dscsn'],
    access: 'person',
    responses: { 200: ApplicantPrefill, 401: ErrorBody, ...errors },
  },
  dscsnRsvt: {
    method: 'POST',
    path: '/api/dscsn/rsvt',
    summary:
      '상담 예약 (방문, 화상, 전화). Idempotency-Key 필수: 같은 키는 같은 예약과 같은 답(200). 시간대 정원을 넘지 않음(넘으면 409 SLOT_FULL "마감"), 한 사람당 같은 기관·같은 날 예약 하나(409 DUPLICATE_DAY), 날짜 규칙 위반은 400 NOT_BOOKABLE_DATE. 예약과 알림(SMS/전자우편 outbox)을 한 트랜잭션에 씁니다',
    tags: ['dscsn'],
    access: 'person',
    idempotent: { scope: 'RSVT' },
    headers: IdempotencyHeaders,
    body: RsvtRequest,
    responses: { 201: Reservation, 200: Reservation, 401: ErrorBody, 403: ErrorBody, 409: RsvtError, ...errors, 400: RsvtError },
  },
  dscsnVideoEnter: {
    method: 'POST',
    path: '/api/dscsn/vido/enter',
    summary: '화상상담 입장: 예약번호와 접속번호로 화상 상담실 주소를 받습니다 (예약 시작 10분 전부터 끝날 때까지; 샌드박스는 시험용 상담실)',
    tags: ['dscsn'],
    access: 'person',
    body: VideoEnter,
    responses: { 200: VideoRoom, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: RsvtError, ...errors },
  },
  fileUpload: {
    method: 'POST',
    path: '/api/files',
    consumes: 'multipart/form-data',
    summary:
      '첨부파일 올리기 (multipart/form-data, 파트 이름 file): PDF, JPG, PNG, HWP만, 파일 하나 10MB까지. 악성코드 검사(발견 시 422, 검사기 연결 불가 시 503) 뒤 형식을 이름이 아니라 내용으로 확인합니다. 저장할 때 암호화합니다. 올린 사람만 쓸 수 있고, 24시간 안에 상담에 붙이지 않으면 지웁니다',
    tags: ['files'],
    // a citizen (citizen session) or a staff member at the back office (staff session, e.g. an editor's
    // notice attachment): the handler reads both and answers 401 when there is neither
    access: 'public',
    responses: { 201: UploadedFile, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, 503: ErrorBody, ...errors },
  },
  fileDownload: {
    method: 'GET',
    path: '/api/files/:fileId',
    summary:
      '첨부파일 내려받기: 올린 사람(시민 로그인) 또는 그 상담·신청을 맡은 기관 담당자(직원 로그인 /admin/login)만 (다른 사람에게는 404, 둘 다 로그인하지 않았으면 401)',
    tags: ['files'],
    // the handler reads both sessions: the owner's citizen session and the officer's staff session
    access: 'public',
    params: FileIdParams,
    responses: { 200: z.unknown(), 401: ErrorBody, 404: ErrorBody, ...errors },
  },
  dscsnCyber: {
    method: 'POST',
    path: '/api/dscsn/cyber',
    summary:
      '사이버상담·중재조정 신청 접수 (DOM/OVS/FR은 대한법률구조공단, LQA는 대한가정법률복지상담원, KCAB은 대한상사중재원). Idempotency-Key 필수. 접수번호와 답변 예정일(3근무일)을 돌려줍니다',
    tags: ['dscsn'],
    access: 'person',
    idempotent: { scope: 'CYBER' },
    headers: IdempotencyHeaders,
    body: CyberRequest,
    responses: { 201: CyberConsultation, 200: CyberConsultation, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, ...errors },
  },
  dscsnCyberPublic: listCall(everyone, '/api/dscsn/cyber/public', PublicCyberQuery, PublicCyberList, '공개로 신청하고 답변이 끝난 사이버상담 (이름 없이): 검색어, 분야, 페이지'),
  myRsvtList: listCall(myPage, '/api/my/dscsn/rsvt', MyRsvtQuery, MyRsvtList, '나의 상담 예약 목록 (최근 예약 먼저; 상태로 거르기)'),
  myRsvt: entryCall(myPage, '/api/my/dscsn/rsvt/:rsvtNo', RsvtNoParams, Reservation, '나의 상담 예약 상세 (본인 것만; 다른 사람의 예약번호는 404). 방문 당일에는 번호표(ticketNo)'),
  myRsvtCancel: {
    method: 'POST',
    path: '/api/my/dscsn/rsvt/:rsvtNo/cancel',
    summary: '예약 취소: 시작 1시간 전까지 (늦으면 409 TOO_LATE). 자리를 돌려놓고 알림을 같은 트랜잭션에 씁니다. 이미 취소된 예약은 같은 답',
    tags: ['my'],
    access: 'person',
    params: RsvtNoParams,
    body: RsvtCancel,
    responses: { 200: Reservation, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: RsvtError, ...errors },
  },
  myRsvtTimeChange: {
    method: 'POST',
    path: '/api/my/dscsn/rsvt/:rsvtNo/time',
    summary:
      '예약 시간 변경: 새 시간대를 잡고 옛 시간대를 놓는 일을 한 트랜잭션에서 (새 자리가 없으면 409 SLOT_FULL이고 아무것도 바뀌지 않습니다). Idempotency-Key 필수. 시작 1시간 전까지',
    tags: ['my'],
    access: 'person',
    idempotent: { scope: 'RSVT_TIME' },
    headers: IdempotencyHeaders,
    params: RsvtNoParams,
    body: RsvtTimeChange,
    responses: { 200: Reservation, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: RsvtError, ...errors, 400: RsvtError },
  },
  myCyberList: listCall(myPage, '/api/my/dscsn/cyber', MyCyberQuery, MyCyberList, '나의 사이버상담 목록 (최근 것 먼저)'),
  myCyber: entryCall(myPage, '/api/my/dscsn/cyber/:receiptNo', ReceiptParams, CyberConsultation, '나의 사이버상담 상세와 답변 (본인 것만; 다른 사람의 접수번호는 404)'),
  staffMe: {
    method: 'GET',
    path: '/api/staff/me',
    summary: '담당자 확인: 기관 상담 담당자는 담당 기관, 고객센터 운영자는 CONTENT_EDITOR (instCode null). 직원 세션(/admin/login)이 없으면 401, 상담 담당자나 운영자가 아니면 403',
    tags: ['staff'],
    access: anyStaff,
    responses: { 200: StaffMe, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  staffCyberList: listCall(staff, '/api/staff/dscsn/cyber', StaffCyberQuery, StaffCyberList, '담당 기관의 사이버상담 목록 (기관 담당자만; 다른 기관 것은 보이지 않습니다)'),
  staffCyber: entryCall(
    staff,
    '/api/staff/dscsn/cyber/:receiptNo',
    ReceiptParams,
    CyberConsultation,
    '담당 기관의 사이버상담 한 건: 질문, 첨부파일, 답변(답한 뒤). 다른 기관의 접수번호는 없는 번호와 같이 404',
  ),
  staffCyberAnswer: {
    method: 'POST',
    path: '/api/staff/dscsn/cyber/:receiptNo/answer',
    summary: '사이버상담 답변 등록 (담당 기관의 것만; 이미 답한 상담은 409). 신청인에게 알림을 outbox에 씁니다',
    tags: ['staff'],
    access: consultStaff,
    params: ReceiptParams,
    body: StaffAnswer,
    responses: { 200: CyberConsultation, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  staffRsvtList: listCall(staff, '/api/staff/dscsn/rsvt', StaffRsvtQuery, StaffRsvtList, '담당 기관의 하루 예약 목록'),
  staffRsvtDone: {
    method: 'POST',
    path: '/api/staff/dscsn/rsvt/:rsvtNo/done',
    summary: '상담 완료 처리 (담당 기관의 예약만; 예약완료 상태에서만)',
    tags: ['staff'],
    access: consultStaff,
    params: RsvtNoParams,
    responses: { 200: Reservation, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  // 공휴일 (issue 30): the booking calendar closes these dates; a year not registered offers no slots
  staffHolidayYear: listCall(staff, '/api/staff/holidays', HolidayYearQuery, HolidayYear, '한 해의 공휴일: 등록 여부(등록 전 해의 날짜는 예약을 받지 않습니다), 날짜와 이름, 출처, 담당자가 바꾼 내역'),
  staffHolidayPut: {
    method: 'PUT',
    path: '/api/staff/holidays/:date',
    summary: '공휴일 추가(임시공휴일 등, 201) 또는 이름 바꾸기(200). 같은 이름으로 다시 보내면 바뀌는 것 없이 200. 누가 언제 바꿨는지 기록합니다',
    tags: ['staff'],
    access: consultStaff,
    params: HolidayDateParams,
    body: HolidayPut,
    responses: { 201: Holiday, 200: Holiday, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
  staffHolidayDelete: deleteCall(staff, '/api/staff/holidays/:date', HolidayDateParams, '공휴일 지우기 (그날은 다시 평일로 예약을 받습니다). 없는 날짜는 404. 누가 언제 지웠는지 기록합니다'),
  staffHolidayYearLoad: {
    method: 'PUT',
    path: '/api/staff/holidays/years/:year',
    summary:
      '한 해의 공식 공휴일 목록 등록(한국천문연구원 특일 정보): 그 해의 공식 목록을 이 목록으로 바꾸고(담당자가 더한 임시공휴일은 남김) 그 해를 등록된 해로 표시해 예약을 엽니다. 같은 목록을 다시 보내도 같은 결과',
    tags: ['staff'],
    access: consultStaff,
    params: HolidayYearParams,
    body: HolidayYearLoad,
    responses: { 200: HolidayYear, 401: ErrorBody, 403: ErrorBody, ...errors },
  },
} satisfies Record<string, ApiCall>;
