import type { RsvtMethod } from '@portal/contracts/client';

/** One line per booked method: what it means for the person. */
export const METHOD_HINTS: Record<RsvtMethod, string> = {
  VISIT: '예약한 날 사무소에 가서 상담 위원을 만나 상담합니다. 관련 서류를 직접 보여 줄 수 있습니다.',
  VIDEO: '예약한 시간에 컴퓨터나 휴대전화 화면으로 얼굴을 보며 상담합니다. 카메라와 마이크가 필요합니다.',
  PHONE: '예약한 시간에 기관이 신청인에게 전화를 걸어 상담합니다.',
};
