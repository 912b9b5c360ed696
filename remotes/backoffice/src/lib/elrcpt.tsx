// What the application pages (/admin/elrcpt, /admin/elrcpt/detail) share: the status filter of the
// list and its address values, and the status tags of applications and their documents.
import { Tag } from 'antd';
import { ELRCPT_STATUS, PRDOC_STATUS, type ElrcptStatus, type PrdocStatus } from '@portal/contracts';
import type { AddressQuery } from './table';
import './elrcpt.css';

type Tone = 'blue' | 'amber' | 'orange' | 'purple' | 'green' | 'red' | 'grey';

const STATUS_TONE: Record<ElrcptStatus, Tone> = {
  DRAFT: 'grey',
  SUBMITTED: 'blue',
  RECEIVED: 'blue',
  REVIEW: 'purple',
  SUPPLEMENT_REQUESTED: 'amber',
  SUPPLEMENT_SUBMITTED: 'orange',
  AIDED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'grey',
};
const DOC_TONE: Record<PrdocStatus, Tone> = { REQUESTED: 'blue', SUBMITTED: 'orange', CONFIRMED: 'green', SUPPLEMENT: 'amber', EXPIRED: 'red' };

/** An application's status as a tag (the back office's own colours: antd's presets fail AA contrast). */
export function AplyStatusTag({ status }: { status: ElrcptStatus }) {
  return <Tag className={`bo-elrcpt-tag bo-elrcpt-tag--${STATUS_TONE[status]}`}>{ELRCPT_STATUS[status]}</Tag>;
}

/** A document's status as a tag. */
export function DocStatusTag({ status }: { status: PrdocStatus }) {
  return <Tag className={`bo-elrcpt-tag bo-elrcpt-tag--${DOC_TONE[status]}`}>{PRDOC_STATUS[status]}</Tag>;
}

/** The list's status filter: the institution's turn (default), every open one, one status, or all. */
export const ELRCPT_FILTERS = {
  WAITING: '처리 대기 (기관 차례)',
  OPEN: '진행 중 전체',
  SUBMITTED: ELRCPT_STATUS.SUBMITTED,
  RECEIVED: ELRCPT_STATUS.RECEIVED,
  REVIEW: ELRCPT_STATUS.REVIEW,
  SUPPLEMENT_REQUESTED: ELRCPT_STATUS.SUPPLEMENT_REQUESTED,
  SUPPLEMENT_SUBMITTED: ELRCPT_STATUS.SUPPLEMENT_SUBMITTED,
  AIDED: ELRCPT_STATUS.AIDED,
  REJECTED: ELRCPT_STATUS.REJECTED,
  WITHDRAWN: ELRCPT_STATUS.WITHDRAWN,
  ALL: '전체',
} as const;
export type ElrcptFilter = keyof typeof ELRCPT_FILTERS;

/** The address's status (unknown values: the default, the institution's turn). */
export const elrcptFilterOf = (query: AddressQuery): ElrcptFilter => (query.status && query.status in ELRCPT_FILTERS ? (query.status as ElrcptFilter) : 'WAITING');

/** The detail page's address of an application. */
export const elrcptDetailPath = (aplyNo: string) => `/admin/elrcpt/detail?aplyNo=${encodeURIComponent(aplyNo)}`;
