// Pure rules of my electronic applications (no React): the list's filter tabs, where a row leads,
// the step view of the lifecycle, who did what in the history, and what the member may still do.
import {
  CITIZEN_TRANSITIONS,
  ELRCPT_FORMS,
  ELRCPT_STATUS,
  type ApplicationSummary,
  type ElrcptStatus,
} from '@portal/contracts/client';

export const MY_ELRCPT_LIST = '/my/elrcpt/list';
export const MY_ELRCPT_VIEW = '/my/elrcpt/MypElrcptView';

/** The list's tabs, in the address as `?status=` (전체 left out); the values are the myElrcptList filter. */
export const ELRCPT_FILTERS = [
  { value: 'ALL', label: '전체' },
  { value: 'DRAFT', label: '임시저장' },
  { value: 'OPEN', label: '진행 중' },
  { value: 'CLOSED', label: '끝남' },
] as const;
export type ElrcptFilter = (typeof ELRCPT_FILTERS)[number]['value'];

/** The view of one application. */
export const viewHref = (aplyNo: string) => `${MY_ELRCPT_VIEW}?aplyNo=${encodeURIComponent(aplyNo)}`;
/** A draft's own form, where writing it goes on (the form reads `?aplyNo=`). */
export const resumeHref = (form: ApplicationSummary['form'], aplyNo: string) => `${ELRCPT_FORMS[form].path}?aplyNo=${encodeURIComponent(aplyNo)}`;
/** Where a row of my list leads: a draft to its form to resume it, anything else to its view. */
export const rowHref = (a: Pick<ApplicationSummary, 'status' | 'form' | 'aplyNo'>) => (a.status === 'DRAFT' ? resumeHref(a.form, a.aplyNo) : viewHref(a.aplyNo));
/** The withdrawal popup of an application. */
export const withdrawHref = (aplyNo: string) => `/elrcpt/ElrcptRtrcnPopup?aplyNo=${encodeURIComponent(aplyNo)}`;

/** The lifecycle as steps: 임시저장 → 신청 → 접수 → 심사 → 결과 (the last named by the outcome once there is one). */
export interface LifecycleSteps {
  steps: string[];
  /** Index of the step the application is at. */
  current: number;
}

const STEP_OF: Record<ElrcptStatus, number> = {
  DRAFT: 0,
  SUBMITTED: 1,
  RECEIVED: 2,
  REVIEW: 3,
  SUPPLEMENT_REQUESTED: 3,
  SUPPLEMENT_SUBMITTED: 3,
  AIDED: 4,
  REJECTED: 4,
  WITHDRAWN: 4,
};

export function lifecycleSteps(status: ElrcptStatus): LifecycleSteps {
  const review = status === 'SUPPLEMENT_REQUESTED' ? '심사 (보완요청)' : status === 'SUPPLEMENT_SUBMITTED' ? '심사 (보완제출)' : '심사';
  const last = STEP_OF[status] === 4 ? ELRCPT_STATUS[status] : '결정';
  return { steps: ['임시저장', '신청', '접수', review, last], current: STEP_OF[status] };
}

/** Who moved it, as the member reads it (staff are never named). */
export const ACTOR_LABELS = { citizen: '신청인', staff: '기관 담당자', system: '시스템' } as const;

/** What a history row's message is, by the status it moved to. */
export function messageTerm(to: ElrcptStatus): string {
  if (to === 'SUPPLEMENT_REQUESTED') return '보완 요청 내용';
  if (to === 'SUPPLEMENT_SUBMITTED') return '보완 내용';
  if (to === 'REJECTED') return '기각 사유';
  if (to === 'WITHDRAWN') return '취하 사유';
  return '메모';
}

/** True while the member may still withdraw it (submitted and not decided or withdrawn). */
export const canWithdraw = (status: ElrcptStatus) => (CITIZEN_TRANSITIONS[status] ?? []).includes('WITHDRAWN');
/** True while a supplement is awaited from the member. */
export const awaitsSupplement = (status: ElrcptStatus) => status === 'SUPPLEMENT_REQUESTED';

/** The badge tone of a status (Badge from @portal/ui). */
export function statusTone(status: ElrcptStatus): 'draft' | 'booked' | 'waiting' | 'done' | 'rejected' | 'cancelled' {
  if (status === 'DRAFT') return 'draft';
  if (status === 'SUPPLEMENT_REQUESTED') return 'waiting';
  if (status === 'AIDED') return 'done';
  if (status === 'REJECTED') return 'rejected';
  if (status === 'WITHDRAWN') return 'cancelled';
  return 'booked';
}

/** The list filter a status belongs to (for the tab a row would be found under). */
export function filterOf(status: ElrcptStatus): Exclude<ElrcptFilter, 'ALL'> {
  if (status === 'DRAFT') return 'DRAFT';
  if (status === 'AIDED' || status === 'REJECTED' || status === 'WITHDRAWN') return 'CLOSED';
  return 'OPEN';
}
