import { describe, expect, it } from 'vitest';
import { PRDOC_FORM_CODES, PRDOC_KINDS, PRDOC_STATUS_CODES, prdocFormPath } from '@portal/contracts/client';
import { DOC_FILTERS, DOC_KIND_OPTIONS, ELPRDOC_FILTERS, expiryNote, isRealDay, issuedAtError, kindInfo, prdocTone, seoulToday, supplyHref, supplyLabel } from '../src/lib/prdoc/rules';
import { filteredAddress } from '../src/lib/list-address';

describe('the tabs of 나의 서류 and 나의 제출 서류', () => {
  it('filter 나의 서류 by the way each came in, 전체 first and left out of the address', () => {
    expect(DOC_FILTERS.map((f) => f.label)).toEqual(['전체', '공동이용', '전자문서지갑', '직접 올림']);
    const { read, write } = filteredAddress(DOC_FILTERS);
    expect(read('?status=WALLET&page=2')).toEqual({ status: 'WALLET', page: 2 });
    expect(read('?status=NOPE')).toEqual({ status: 'ALL', page: 1 });
    expect(write({ status: 'ALL', page: 1 })).toBe('');
    expect(write({ status: 'UPLOAD', page: 1 })).toBe('?status=UPLOAD');
  });
  it('filter the sent documents by every status, in the contract order', () => {
    expect(ELPRDOC_FILTERS.map((f) => f.label)).toEqual(['전체', '요청됨', '제출됨', '확인됨', '보완요청', '만료']);
    expect(ELPRDOC_FILTERS.slice(1).map((f) => f.value)).toEqual(PRDOC_STATUS_CODES);
  });
  it('tones a status, but every status keeps its own tone family for the badge', () => {
    expect(prdocTone('CONFIRMED')).toBe('done');
    expect(prdocTone('SUPPLEMENT')).toBe('waiting');
    expect(prdocTone('EXPIRED')).toBe('rejected');
    expect(prdocTone('SUBMITTED')).toBe('booked');
  });
});

describe('the kinds and the date of /my/doc/write', () => {
  it('offers the 26 forms by name and then 기타', () => {
    expect(DOC_KIND_OPTIONS).toHaveLength(PRDOC_FORM_CODES.length + 1);
    expect(PRDOC_FORM_CODES).toHaveLength(26);
    expect(DOC_KIND_OPTIONS[0]).toEqual({ value: 'Rrno', label: '주민등록표 등본' });
    expect(DOC_KIND_OPTIONS.at(-1)!.value).toBe('Etc');
  });
  it("says a kind's issuer and validity, nothing for 기타", () => {
    expect(kindInfo('Rrno')).toEqual({ issuer: PRDOC_KINDS.Rrno.issuer, validity: `발급일로부터 ${PRDOC_KINDS.Rrno.validityDays}일`, selfService: PRDOC_KINDS.Rrno.selfService });
    expect(kindInfo('Etc')).toBeNull();
    expect(kindInfo('')).toBeNull();
  });
  it('refuses an empty, malformed, impossible or future 발급일 in Korean, and takes today and before', () => {
    const today = '2026-11-25';
    expect(issuedAtError('', today)).toMatch(/^발급일을 입력해 주세요/);
    expect(issuedAtError('2026/11/02', today)).toMatch(/YYYY-MM-DD/);
    expect(issuedAtError('2026-02-30', today)).toMatch(/YYYY-MM-DD/);
    expect(issuedAtError('2026-11-26', today)).toMatch(/오늘\(2026-11-25\)이나 그 전 날짜/);
    expect(issuedAtError('2026-11-25', today)).toBeUndefined();
    expect(issuedAtError(' 2020-01-01 ', today)).toBeUndefined();
    expect(issuedAtError('2026-01-01', today, 'Rrno')).toMatch(/^발급일이 2026-01-01인 서류는 2026-04-01부터 받지 않습니다\(발급일로부터 90일\)/);
    expect(issuedAtError('2026-01-01', today)).toBeUndefined();
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2025-02-29')).toBe(false);
  });
  it('says until when a document is accepted, and whether that day has come (as the server counts it)', () => {
    const days = PRDOC_KINDS.Rrno.validityDays;
    expect(days).toBe(90);
    expect(expiryNote('Rrno', '2026-11-01', '2026-11-25')).toEqual({ expiresAt: '2027-01-30', lastDay: '2027-01-29', expired: false });
    expect(expiryNote('Rrno', '2026-01-01', '2026-11-25')).toEqual({ expiresAt: '2026-04-01', lastDay: '2026-03-31', expired: true });
    expect(expiryNote('Rrno', '2026-08-27', '2026-11-25')).toEqual({ expiresAt: '2026-11-25', lastDay: '2026-11-24', expired: true });
    expect(expiryNote('', '2026-11-01', '2026-11-25')).toBeNull();
    expect(expiryNote('Rrno', '2026-12-01', '2026-11-25')).toBeNull();
  });
  it("reads today's date in Seoul (a UTC evening is the next day there)", () => {
    expect(seoulToday(new Date('2026-11-24T15:30:00Z'))).toBe('2026-11-25');
    expect(seoulToday(new Date('2026-11-24T14:59:00Z'))).toBe('2026-11-24');
  });
});

describe('where a requested document is answered', () => {
  const item = { code: 'HlthIspm', aplyNo: 'A20261125-000042', prdocId: 'P0123456789abcdef01234567' };
  it('sends 요청됨, 보완요청 and 만료 to the proof form with the application and the document', () => {
    for (const status of ['REQUESTED', 'SUPPLEMENT', 'EXPIRED'] as const)
      expect(supplyHref({ ...item, status })).toBe(`${prdocFormPath('HlthIspm')}?aplyNo=A20261125-000042&prdocId=P0123456789abcdef01234567`);
    expect(supplyLabel('SUPPLEMENT')).toBe('보완하기');
    expect(supplyLabel('REQUESTED')).toBe('제출하기');
  });
  it('sends a 기타 document to the proof form of any kind, FormPopup, with its code', () => {
    expect(supplyHref({ ...item, code: 'Etc', status: 'SUPPLEMENT' })).toBe('/elrcpt/prdoc/FormPopup?code=Etc&aplyNo=A20261125-000042&prdocId=P0123456789abcdef01234567');
  });
  it('offers nothing for a submitted or confirmed document', () => {
    expect(supplyHref({ ...item, status: 'SUBMITTED' })).toBeNull();
    expect(supplyHref({ ...item, status: 'CONFIRMED' })).toBeNull();
    expect(supplyHref({ ...item, code: 'Etc', status: 'CONFIRMED' })).toBeNull();
  });
});
