import { describe, expect, it } from 'vitest';
import { PRDOC_FORM_CODES, PRDOC_KINDS, checkPrdocOptions, initialOptions } from '@portal/contracts';
import { badOptions, optionsOf, proofBlank, proofBody, proofFieldOf, proofParser, refusalField, seoulToday, waysFor, yearChoices, type ProofValues } from '../src/lib/prdoc/proof';
import { supplyHref } from '../src/lib/prdoc/supply-href';

const TODAY = '2026-11-25';
const cert = { certId: 'W1', code: 'Prnt' as const, title: '한부모가족 증명서', issuer: '서울특별시 중구청', issuedAt: '2026-11-01', expiresAt: '2027-01-30', expired: false, document: 'signed.payload' };

describe('the proof form', () => {
  it('offers 공동이용 only with the application’s consent, the wallet only for kinds it issues, and 기타 by file or 나의 서류', () => {
    expect(waysFor('Rrno', 'Y')).toEqual(['EXCHANGE', 'WALLET', 'UPLOAD', 'MYDOC']);
    expect(waysFor('Rrno', 'N')).toEqual(['WALLET', 'UPLOAD', 'MYDOC']);
    expect(waysFor('Frgnr', 'Y')).toEqual(['EXCHANGE', 'UPLOAD', 'MYDOC']);
    expect(waysFor('Etc', 'Y')).toEqual(['UPLOAD', 'MYDOC']);
  });

  it('starts every one of the 26 forms with the issuer’s usual answers, which checkPrdocOptions accepts', () => {
    expect(PRDOC_FORM_CODES).toHaveLength(26);
    for (const code of PRDOC_FORM_CODES) {
      const v = proofBlank(code, TODAY, waysFor(code, 'Y'));
      expect(v.way).toBe('EXCHANGE');
      expect(optionsOf(code, v)).toEqual(initialOptions(code, TODAY));
      expect(checkPrdocOptions(code, optionsOf(code, v), TODAY).filter((e) => !e.message.includes('입력해 주세요'))).toEqual([]);
    }
  });

  it('gives the browser the same field errors as the server (checkPrdocOptions), on the fields’ own keys', () => {
    const v = { ...proofBlank('HlthIspm', TODAY, ['EXCHANGE']), 'options.period': '2026-10~2026-08', consent: true } as ProofValues;
    const r = proofParser('HlthIspm', TODAY).safeParse(v);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues).toContainEqual({ path: ['options.period'], message: '납부 기간의 시작 월이 끝 월보다 늦습니다. 순서를 바꿔 주세요.' });
  });

  it('asks for the per-document consent of 공동이용 and sends nothing unasked', () => {
    const v = proofBlank('Rrno', TODAY, ['EXCHANGE']);
    const r = proofParser('Rrno', TODAY).safeParse(v);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.path[0])).toEqual(['consent']);
    const ok = proofParser('Rrno', TODAY, 'P0123456789abcdef01234567').safeParse({ ...v, consent: true });
    expect(ok.success && ok.data).toEqual({ method: 'EXCHANGE', code: 'Rrno', options: initialOptions('Rrno', TODAY), consent: true, prdocId: 'P0123456789abcdef01234567' });
  });

  it('sends the wallet’s signed certificate, the uploaded file with its 발급일, or the chosen 나의 서류', () => {
    const base = proofBlank('Prnt', TODAY, ['WALLET', 'UPLOAD', 'MYDOC']);
    expect(proofBody('Prnt', { ...base, way: 'WALLET', wallet: cert })).toEqual({ method: 'WALLET', code: 'Prnt', document: 'signed.payload' });
    const file = { fileId: 'F1', name: 'a.pdf', size: 10, type: 'PDF' as const, uploadedAt: '' };
    expect(proofBody('Prnt', { ...base, way: 'UPLOAD', file: [file], issuedAt: '2026-11-02' })).toEqual({ method: 'UPLOAD', code: 'Prnt', fileId: 'F1', issuedAt: '2026-11-02' });
    expect(proofBody('Etc', { ...base, way: 'MYDOC', myDocId: 'D1', title: '가족관계증명서' })).toEqual({ method: 'MYDOC', code: 'Etc', title: '가족관계증명서', myDocId: 'D1' });
  });

  it('names the missing certificate, file, 발급일 and 기타 title on their fields', () => {
    const fieldsOf = (code: 'Prnt' | 'Etc', v: ProofValues) => {
      const r = proofParser(code, TODAY).safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.path[0]);
    };
    const base = proofBlank('Prnt', TODAY, ['WALLET']);
    expect(fieldsOf('Prnt', base)).toEqual(['wallet']);
    expect(fieldsOf('Prnt', { ...base, way: 'UPLOAD' })).toEqual(expect.arrayContaining(['file', 'issuedAt']));
    expect(fieldsOf('Prnt', { ...base, way: 'UPLOAD', file: [{ fileId: 'F1', name: 'a.pdf', size: 1, type: 'PDF', uploadedAt: '' }], issuedAt: '2026-12-01' })).toEqual(['issuedAt']);
    expect(fieldsOf('Etc', { ...proofBlank('Etc', TODAY, ['UPLOAD', 'MYDOC']), way: 'MYDOC', myDocId: 'D0123456789abcdef01234567' })).toEqual(['title']);
    expect(fieldsOf('Prnt', { ...base, way: '' })).toContain('way');
  });

  it('maps the server’s paths and refusal codes onto the form’s fields', () => {
    expect(proofFieldOf('body.options.include')).toBe('options.include');
    expect(proofFieldOf('body.fileId')).toBe('file');
    expect(proofFieldOf('body.document')).toBe('wallet');
    expect(proofFieldOf('body.method')).toBe('way');
    expect(refusalField('WALLET_FORGED', 'WALLET')).toBe('wallet');
    expect(refusalField('EXCHANGE_DOWN', 'EXCHANGE')).toBe('way');
    expect(refusalField('NO_RECORD', 'EXCHANGE')).toBe('way');
    expect(refusalField(undefined, 'UPLOAD')).toBeNull();
  });

  it('has a bad answer for every question of every form (elPrdoctest), each refused by checkPrdocOptions', () => {
    for (const code of PRDOC_FORM_CODES) {
      const errs = checkPrdocOptions(code, badOptions(code, TODAY), TODAY).map((e) => e.field);
      expect(errs.sort()).toEqual(PRDOC_KINDS[code].fields.map((f) => `options.${f.key}`).sort());
    }
  });

  it('offers the years a year question allows and tells the Seoul date', () => {
    expect(yearChoices({ key: 'year', label: '귀속 연도', kind: 'year', required: true, max: 5 }, TODAY)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
    expect(seoulToday(new Date('2026-11-25T15:30:00Z'))).toBe('2026-11-26');
  });

  it('links a required document to its form, a 기타 one to FormPopup with its name, an answer with its prdocId', () => {
    expect(supplyHref('A20261125-000042', 'Rrno')).toBe('/elrcpt/prdoc/RrnoForm?aplyNo=A20261125-000042');
    expect(supplyHref('A20261125-000042', 'Prnt', { prdocId: 'P1' })).toBe('/elrcpt/prdoc/PrntForm?aplyNo=A20261125-000042&prdocId=P1');
    expect(supplyHref('A20261125-000042', 'Etc', { title: '임대차계약서' })).toBe('/elrcpt/prdoc/FormPopup?code=Etc&aplyNo=A20261125-000042&title=%EC%9E%84%EB%8C%80%EC%B0%A8%EA%B3%84%EC%95%BD%EC%84%9C');
  });
});
