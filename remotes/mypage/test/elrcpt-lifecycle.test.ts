import { describe, expect, it } from 'vitest';
import { ELRCPT_STATUS_CODES, type ElrcptStatus } from '@portal/contracts/client';
import { ELRCPT_FILTERS, awaitsSupplement, canWithdraw, filterOf, lifecycleSteps, messageTerm, resumeHref, rowHref, statusTone, viewHref, withdrawHref } from '../src/lib/elrcpt/lifecycle';
import { HOME_COUNTS, isNewMember } from '../src/lib/elrcpt/home';
import { filteredAddress } from '../src/lib/list-address';

describe('where a row of my applications leads', () => {
  it('a draft resumes its own form with its number, anything else opens the view', () => {
    expect(rowHref({ status: 'DRAFT', form: 'KLAC', aplyNo: 'A20261125-000042' })).toBe('/elrcpt/form/ElrcptKlacM?aplyNo=A20261125-000042');
    expect(rowHref({ status: 'DRAFT', form: 'LEGALAID_SXVL', aplyNo: 'A20261125-000042' })).toBe('/elrcpt/form/ElrcptLegalaidSxvl?aplyNo=A20261125-000042');
    for (const status of ELRCPT_STATUS_CODES.filter((s) => s !== 'DRAFT')) expect(rowHref({ status, form: 'KLAC', aplyNo: 'A20261125-000042' }), status).toBe('/my/elrcpt/MypElrcptView?aplyNo=A20261125-000042');
    expect(viewHref('A20261125-000001')).toBe('/my/elrcpt/MypElrcptView?aplyNo=A20261125-000001');
    expect(resumeHref('KCAB', 'A20261125-000001')).toBe('/elrcpt/form/ElrcptKcabM?aplyNo=A20261125-000001');
    expect(withdrawHref('A20261125-000001')).toBe('/elrcpt/ElrcptRtrcnPopup?aplyNo=A20261125-000001');
  });
});

describe('the step view of the lifecycle', () => {
  it('places every status on one of five steps', () => {
    const at = (s: ElrcptStatus) => lifecycleSteps(s).current;
    expect([at('DRAFT'), at('SUBMITTED'), at('RECEIVED'), at('REVIEW'), at('AIDED')]).toEqual([0, 1, 2, 3, 4]);
    expect(at('SUPPLEMENT_REQUESTED')).toBe(3);
    expect(at('SUPPLEMENT_SUBMITTED')).toBe(3);
    for (const s of ELRCPT_STATUS_CODES) expect(lifecycleSteps(s).steps).toHaveLength(5);
  });
  it('names the review step by its supplement and the last step by the outcome', () => {
    expect(lifecycleSteps('SUPPLEMENT_REQUESTED').steps[3]).toBe('심사 (보완요청)');
    expect(lifecycleSteps('REVIEW').steps[3]).toBe('심사');
    expect(lifecycleSteps('REVIEW').steps[4]).toBe('결정');
    expect(lifecycleSteps('AIDED').steps[4]).toBe('구조결정');
    expect(lifecycleSteps('REJECTED').steps[4]).toBe('기각');
    expect(lifecycleSteps('WITHDRAWN').steps[4]).toBe('취하');
  });
});

describe('what the member may still do', () => {
  it('withdraws from 신청 until a decision, never a draft, a decided or a withdrawn one', () => {
    const yes = ELRCPT_STATUS_CODES.filter(canWithdraw);
    expect(yes).toEqual(['SUBMITTED', 'RECEIVED', 'REVIEW', 'SUPPLEMENT_REQUESTED', 'SUPPLEMENT_SUBMITTED']);
  });
  it('owes a supplement only while 보완요청', () => {
    expect(ELRCPT_STATUS_CODES.filter(awaitsSupplement)).toEqual(['SUPPLEMENT_REQUESTED']);
  });
  it('sorts every status under one tab and gives the message its term', () => {
    expect(ELRCPT_STATUS_CODES.map(filterOf)).toEqual(['DRAFT', 'OPEN', 'OPEN', 'OPEN', 'OPEN', 'OPEN', 'CLOSED', 'CLOSED', 'CLOSED']);
    expect(messageTerm('REJECTED')).toBe('기각 사유');
    expect(messageTerm('SUPPLEMENT_REQUESTED')).toBe('보완 요청 내용');
    expect(statusTone('SUPPLEMENT_REQUESTED')).toBe('waiting');
    expect(statusTone('AIDED')).toBe('done');
  });
});

describe('the my-page home', () => {
  it('links every count to its list and knows a new member', () => {
    expect(HOME_COUNTS.map((c) => c.key).sort()).toEqual(['applications', 'bookings', 'cyber', 'documents', 'qna']);
    expect(HOME_COUNTS.find((c) => c.key === 'applications')?.to).toBe('/my/elrcpt/list');
    expect(isNewMember({ counts: { bookings: 0, cyber: 0, applications: 0, qna: 0, documents: 0 } })).toBe(true);
    expect(isNewMember({ counts: { bookings: 0, cyber: 0, applications: 1, qna: 0, documents: 0 } })).toBe(false);
  });
});

describe('the status tabs of a list in its address', () => {
  const { read, write, labelOf } = filteredAddress(ELRCPT_FILTERS);
  it('reads the tab and the page, an unknown tab as 전체', () => {
    expect(read('?status=DRAFT&page=2')).toEqual({ status: 'DRAFT', page: 2 });
    expect(read('')).toEqual({ status: 'ALL', page: 1 });
    expect(read('?status=BOGUS')).toEqual({ status: 'ALL', page: 1 });
    expect(labelOf('OPEN')).toBe('진행 중');
    expect(labelOf('CLOSED')).toBe('끝남');
  });
  it('writes 전체 and page 1 as nothing', () => {
    expect(write({ status: 'ALL', page: 1 })).toBe('');
    expect(write({ status: 'CLOSED', page: 1 })).toContain('status=CLOSED');
    expect(write({ status: 'OPEN', page: 3 })).toMatch(/status=OPEN.*page=3/);
  });
});
