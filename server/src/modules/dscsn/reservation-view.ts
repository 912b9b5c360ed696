import { eq, type SQL } from 'drizzle-orm';
import {
  CHANGE_DEADLINE_MINUTES,
  RSVT_METHOD_LABELS,
  SLOT_MINUTES,
  kstDate,
  maskMobile,
  maskName,
  type Reservation,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { dscsnInstitutions, dscsnOffices, dscsnReservations, members } from '../../db/schema';

export type RsvtRow = typeof dscsnReservations.$inferSelect;
export interface RsvtJoined {
  r: RsvtRow;
  instName: string;
  instPhone: string;
  officeName: string;
  officeAddress: string;
  officePhone: string;
  /** The account's mobile number (verified at join, guest login or mobile change): where notices go. */
  memberMobile: string | null;
}

/** Reservations with their institution and office, by any condition. */
export async function selectRsvts(db: Db, where: SQL | undefined, opts: { limit?: number; offset?: number; order?: SQL[] } = {}): Promise<RsvtJoined[]> {
  let q = db
    .select({
      r: dscsnReservations,
      instName: dscsnInstitutions.name,
      instPhone: dscsnInstitutions.phone,
      officeName: dscsnOffices.name,
      officeAddress: dscsnOffices.address,
      officePhone: dscsnOffices.phone,
      memberMobile: members.mobileNo,
    })
    .from(dscsnReservations)
    .innerJoin(dscsnOffices, eq(dscsnOffices.officeId, dscsnReservations.officeId))
    .innerJoin(dscsnInstitutions, eq(dscsnInstitutions.instCode, dscsnReservations.instCode))
    .leftJoin(members, eq(members.id, dscsnReservations.memberId))
    .where(where)
    .$dynamic();
  if (opts.order) q = q.orderBy(...opts.order);
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset) q = q.offset(opts.offset);
  return q;
}

const CHANGE_LINE = `예약 시간 ${CHANGE_DEADLINE_MINUTES / 60}시간 전까지 마이페이지(나의 상담 예약)에서 시간을 바꾸거나 취소할 수 있습니다.`;

/** What to bring and how the consultation happens, per method (completion and detail pages). */
export function guidanceFor(method: RsvtRow['method'], officePhone: string): string[] {
  switch (method) {
    case 'VISIT':
      return [
        '예약 시간 10분 전까지 사무소에 도착해 주세요. 안내 창구에 예약번호(당일 번호표)를 보여 주시면 됩니다.',
        '신분증(주민등록증, 운전면허증, 여권 중 하나)을 꼭 가져와 주세요.',
        '관련 서류(계약서, 통장 거래 내역, 문자·메신저 대화, 내용증명, 판결문·결정문 등)가 있으면 가져와 주세요. 상담이 더 정확해집니다.',
        `사무소 위치와 찾아오는 길은 방문 전에 사무소 전화(${officePhone})로 확인할 수 있습니다.`,
        CHANGE_LINE,
      ];
    case 'VIDEO':
      return [
        '예약 시간 10분 전부터 화상 상담실에 입장할 수 있습니다. 화상 상담 입장 화면에서 예약번호와 접속번호를 입력해 주세요.',
        '다른 사람이 듣지 않는 조용한 곳에서 접속해 주세요.',
        '카메라와 마이크가 있는 컴퓨터나 스마트폰을 준비하고, 브라우저가 카메라·마이크를 쓰도록 허용해 주세요.',
        '본인 확인을 위한 신분증과 상담에 필요한 서류(계약서, 통장 거래 내역 등)를 곁에 준비해 주세요.',
        CHANGE_LINE,
      ];
    case 'PHONE':
      return [
        '예약 시간에 기관 상담원이 신청하신 휴대전화로 전화를 겁니다. 따로 전화하지 않으셔도 됩니다.',
        `기관 대표번호(${officePhone}) 또는 발신번호가 표시되지 않는 전화로 걸려 올 수 있으니 예약 시간에는 전화를 받아 주세요.`,
        '통화 중에 확인할 서류(계약서, 통장 거래 내역 등)를 곁에 준비해 주세요.',
        CHANGE_LINE,
      ];
  }
}

/** The API shape of a reservation at `now` (changeable, today's ticket). */
export function toReservation(j: RsvtJoined, now: Date): Reservation {
  const { r } = j;
  const deadline = new Date(r.startsAt.getTime() - CHANGE_DEADLINE_MINUTES * 60_000);
  const ticketToday = r.method === 'VISIT' && r.status !== 'CANCELLED' && r.ticketNo !== null && kstDate(now) === r.slotDate;
  return {
    rsvtNo: r.rsvtNo,
    status: r.status,
    method: r.method,
    instCode: r.instCode as Reservation['instCode'],
    instName: j.instName,
    officeId: r.officeId,
    officeName: j.officeName,
    officeAddress: j.officeAddress,
    officePhone: j.officePhone,
    date: r.slotDate,
    time: r.slotTime,
    startsAt: r.startsAt.toISOString(),
    field: r.field as Reservation['field'],
    summary: r.summary,
    applicantName: maskName(r.applicantName),
    applicantMobile: maskMobile(r.applicantMobile),
    createdAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    changeableUntil: deadline.toISOString(),
    changeable: r.status === 'BOOKED' && now.getTime() < deadline.getTime(),
    guidance: guidanceFor(r.method, j.officePhone),
    video:
      r.method === 'VIDEO' && r.accessCode
        ? { accessCode: r.accessCode, joinPath: '/dscsn/vido', opensAt: new Date(r.startsAt.getTime() - 10 * 60_000).toISOString() }
        : null,
    callbackNo: r.method === 'PHONE' ? maskMobile(r.applicantMobile) : null,
    notifyMobile: j.memberMobile ? maskMobile(j.memberMobile) : null,
    ticketNo: ticketToday ? `A-${String(r.ticketNo).padStart(3, '0')}` : null,
  };
}

/** The slot's end (start + 30 minutes). */
export const slotEnd = (startsAt: Date) => new Date(startsAt.getTime() + SLOT_MINUTES * 60_000);
export const methodLabel = (m: RsvtRow['method']) => RSVT_METHOD_LABELS[m];
