// Pure parts of the my-page home (/my/main/MyPageInfo): what each count is and where it leads.
import type { MyHome } from '@portal/contracts/client';

export type HomeCountKey = keyof MyHome['counts'];

/** The counts in the order shown, each with its words and its list. */
export const HOME_COUNTS: readonly { key: HomeCountKey; label: string; to: string }[] = [
  { key: 'bookings', label: '상담 예약', to: '/my/dscsn/rsvt/MyDsctnRsvtList' },
  { key: 'cyber', label: '사이버상담', to: '/my/dscsn/cyber/CybdsnDsctnList' },
  { key: 'applications', label: '전자접수', to: '/my/elrcpt/list' },
  { key: 'qna', label: '묻고 답하기', to: '/my/qna/list' },
  { key: 'documents', label: '서류', to: '/my/doc/list' },
];

/** The ways to start something, for a new member first of all. */
export const QUICK_LINKS = [
  { to: '/elrcpt/slfdgns/SlfdgnsInfo', label: '자가진단', text: '법률구조를 받을 수 있는지 먼저 확인합니다.' },
  { to: '/elrcpt/aply', label: '전자접수 신청', text: '법률구조를 온라인으로 신청합니다.' },
  { to: '/dscsn/rsvt/DscsnRsvtM', label: '상담 예약', text: '방문·화상·전화 상담을 예약합니다.' },
] as const;

/** True when the member has nothing yet (every count is 0): the home says how to start. */
export const isNewMember = (home: Pick<MyHome, 'counts'>) => Object.values(home.counts).every((n) => n === 0);

/** '보완 서류 제출' etc. as the badge word of a todo kind. */
export const TODO_KIND_LABELS: Record<MyHome['todo'][number]['kind'], string> = {
  SUPPLEMENT: '보완 제출',
  DRAFT: '신청 마무리',
  BOOKING: '다가오는 예약',
  CYBER_ANSWER: '답변 도착',
  QNA_ANSWER: '답변 도착',
};
