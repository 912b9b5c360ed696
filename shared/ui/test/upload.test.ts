import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@portal/contracts/client';
import { DEFAULT_ATTACHMENT_RULES, fileExtension, fitCount, formatBytes, precheckFile, uploadErrorMessage } from '../src/file/checks';

describe('attachment pre-checks', () => {
  it('agree with the contract limits', () => {
    expect(DEFAULT_ATTACHMENT_RULES.maxBytes).toBe(ATTACHMENT_MAX_BYTES);
    expect(DEFAULT_ATTACHMENT_RULES.maxFiles).toBe(ATTACHMENT_MAX_FILES);
    expect(ATTACHMENT_ACCEPT.split(',').map((x) => x.slice(1))).toEqual([...DEFAULT_ATTACHMENT_RULES.extensions]);
  });
  it('read the extension case-insensitively, only after the last dot of the base name', () => {
    expect(fileExtension('계약서.PDF')).toBe('pdf');
    expect(fileExtension('a.b.hwp')).toBe('hwp');
    expect(fileExtension('C:\\dir.pdf\\noext')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
  it('pass allowed files up to exactly 10 MB', () => {
    expect(precheckFile({ name: 'a.pdf', size: 1 })).toBeNull();
    expect(precheckFile({ name: 'scan.JPEG', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(precheckFile({ name: '소장.hwpx', size: 2048 })).toBeNull();
  });
  it('refuse other extensions, empty and oversized files with a Korean sentence naming the file', () => {
    expect(precheckFile({ name: 'run.exe', size: 10 })).toBe('‘run.exe’은(는) 올릴 수 없는 형식입니다. PDF, JPG, PNG, HWP 파일만 올릴 수 있습니다.');
    expect(precheckFile({ name: 'noext', size: 10 })).toMatch(/올릴 수 없는 형식/);
    expect(precheckFile({ name: 'empty.pdf', size: 0 })).toMatch(/‘empty.pdf’은\(는\) 빈 파일입니다/);
    expect(precheckFile({ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('‘big.pdf’(10MB 초과)은(는) 10MB를 넘어 올릴 수 없습니다. 10MB 이하로 줄여서 올려 주세요.');
    expect(precheckFile({ name: 'big.png', size: 12.5 * 1024 * 1024 })).toMatch(/‘big.png’\(12.5MB\)은\(는\) 10MB를 넘어/);
  });
  it('formats sizes 1024-based', () => {
    expect(formatBytes(0)).toBe('0B');
    expect(formatBytes(1536)).toBe('1.5KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10MB');
    expect(formatBytes(150 * 1024)).toBe('150KB');
  });
  it('takes only as many files as fit', () => {
    expect(fitCount(2, 0)).toEqual({ take: 2, message: null });
    expect(fitCount(3, 1)).toEqual({ take: 2, message: '첨부파일은 3개까지 올릴 수 있어 고른 파일 중 2개만 올립니다.' });
    expect(fitCount(1, 3).take).toBe(0);
    expect(fitCount(1, 3).message).toMatch(/먼저 올린 파일을 삭제해 주세요/);
  });
  it("shows the server's 4xx message, a Korean sentence otherwise", () => {
    expect(uploadErrorMessage(415, '파일 내용이 PDF가 아닙니다.', 'x.pdf')).toBe('파일 내용이 PDF가 아닙니다.');
    expect(uploadErrorMessage(413, undefined, 'x.pdf')).toMatch(/너무 커서/);
    expect(uploadErrorMessage(0, undefined, 'x.pdf')).toMatch(/인터넷 연결/);
    expect(uploadErrorMessage(500, 'internal', 'x.pdf')).toBe('‘x.pdf’을(를) 올리지 못했습니다. 잠시 뒤 다시 올려 주세요.');
    // a virus found (422) and a scanner that cannot be reached (503): the server's Korean sentence
    expect(uploadErrorMessage(422, '‘x.pdf’ 파일에서 악성코드(Eicar-Test-Signature)가 발견되어 올릴 수 없습니다.', 'x.pdf')).toContain('악성코드');
    expect(uploadErrorMessage(503, '악성코드 검사기에 연결할 수 없어 파일을 올리지 못했습니다.', 'x.pdf')).toContain('검사기');
    expect(uploadErrorMessage(503, undefined, 'x.pdf')).toBe('‘x.pdf’을(를) 올리지 못했습니다. 잠시 뒤 다시 올려 주세요.');
  });
});
