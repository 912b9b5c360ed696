// Back office (issue 34), office hours, slot capacity, closures; today's bookings, check-in, no-show.
// Completing a consultation stays the consultation area's call (POST /api/staff/dscsn/rsvt/:rsvtNo/done).
import { consultStaff, errors, instManager, refusedUnlessAllowed, type ApiCall } from '../call';
import { ErrorBody } from '../common';
import { DeskCheckIn, DeskRsvt, DeskRsvtList, DeskRsvtParams, DeskRsvtQuery, ScheduleApplied, ScheduleConflict, ScheduleMonth, SchedulePut, ScheduleQuery } from './schedule-schemas';

const refused = refusedUnlessAllowed;
/** The manager of the institution whose office it is (a manager of another institution gets 404 for the office). */
const schedule = { tags: ['admin-schedule'] };
const desk = { tags: ['admin-desk'] };

export const adminScheduleCalls = {
  adminSchedule: {
    method: 'GET',
    path: '/api/admin/schedule',
    summary:
      '사무소의 한 달 상담 일정: 날마다 예약을 받는지, 받지 않으면 왜인지(공휴일 이름, 주말, 휴무 사유, 정기 휴무), 상담 시간, 방법별 한 시간대 정원, 방법별 예약 수, 요일별 기본 상담 시간 (그 사무소 기관의 기관 관리자만; 다른 기관의 사무소는 404)',
    ...schedule,
    access: instManager,
    querystring: ScheduleQuery,
    responses: { 200: ScheduleMonth, ...refused, 404: ErrorBody, ...errors },
  },
  adminSchedulePut: {
    method: 'PUT',
    path: '/api/admin/schedule',
    summary:
      '한 달 일정 한꺼번에 바꾸기(한 트랜잭션): 날짜별 휴무(사유)·상담 시간·방법별 정원, 요일별 기본 상담 시간. 같은 본문을 두 번 보내도 결과가 같습니다. 예약한 시민이 자리를 잃게 되는 변경(예약 있는 날 휴무, 예약 있는 시간 빼기, 예약 수보다 정원 줄이기)은 하나도 저장하지 않고 409로 그 예약 목록(예약번호, 날짜, 시간, 방법, 가린 이름)을 답합니다. dryRun: true면 저장하지 않고 영향받는 예약과 바뀐 달의 모습을 200으로 답합니다',
    ...schedule,
    access: instManager,
    body: SchedulePut,
    responses: { 200: ScheduleApplied, ...refused, 404: ErrorBody, 409: ScheduleConflict, ...errors },
  },
  adminRsvtList: {
    method: 'GET',
    path: '/api/admin/rsvt',
    summary:
      '창구의 예약 목록: 기관의 한 사무소(또는 모든 사무소)의 하루 예약(기본 오늘), 상태로 거르기, 서버에서 정렬과 페이지 나누기, 신청인 이름·전화는 가려서. 상태별 건수도 함께 (상담 담당자와 기관 관리자; 다른 기관의 사무소는 404)',
    ...desk,
    access: consultStaff,
    querystring: DeskRsvtQuery,
    responses: { 200: DeskRsvtList, ...refused, 404: ErrorBody, ...errors },
  },
  adminRsvtCheckIn: {
    method: 'POST',
    path: '/api/admin/rsvt/checkin',
    summary:
      '예약번호로 방문 확인(체크인): 담당 기관의 오늘 방문상담 예약만. 이미 확인한 예약은 그대로 200(두 번 눌러도 한 번). 미방문으로 표시한 예약도 그날 오면 확인할 수 있습니다. 다른 기관의 예약번호는 404, 취소·다른 날·상담 끝난 예약은 409와 그 이유',
    ...desk,
    access: consultStaff,
    body: DeskCheckIn,
    responses: { 200: DeskRsvt, ...refused, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
  adminRsvtNoShow: {
    method: 'POST',
    path: '/api/admin/rsvt/:rsvtNo/noshow',
    summary:
      '미방문(노쇼) 표시: 담당 기관의 예약완료 상태 예약을 상담 시작 시간이 지난 뒤에만. 이미 미방문이면 그대로 200. 자리는 비우지 않습니다(지난 시간). 다른 기관의 예약번호는 404, 시작 전·취소·방문 확인·상담 완료는 409',
    ...desk,
    access: consultStaff,
    params: DeskRsvtParams,
    responses: { 200: DeskRsvt, ...refused, 404: ErrorBody, 409: ErrorBody, ...errors },
  },
} as const satisfies Record<string, ApiCall>;
