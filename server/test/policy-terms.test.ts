import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TermsDocument, TermsVersionList } from '@portal/contracts';
import { createTestApp } from './helpers';

const HANGUL = /[가-힣]/;

describe('이용약관 versions (GET /api/policy/terms)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const get = (url: string) => t.app.inject({ url });

  it('lists the three versions newest first; each older one ends the day before the next took effect', async () => {
    const res = await get('/api/policy/terms');
    expect(res.statusCode).toBe(200);
    const list = TermsVersionList.parse(res.json());
    expect(list.map((v) => [v.version, v.effectiveDate, v.endDate, v.current])).toEqual([
      ['2026-11-01', '2026-11-01', null, true],
      ['2026-06-01', '2026-06-01', '2026-10-31', false],
      ['2026-01-05', '2026-01-05', '2026-05-31', false],
    ]);
    for (const v of list) expect(v.changeSummary).toMatch(HANGUL);
  });

  it('gives the current version as articles + 부칙, the very text members agree to when they join', async () => {
    const doc = TermsDocument.parse((await get('/api/policy/terms/2026-11-01')).json());
    expect(doc).toMatchObject({ title: '법률구조 플랫폼 이용약관', current: true, endDate: null });
    expect(doc.articles.map((a) => `${a.articleNo}(${a.heading})`)).toEqual([
      '제1조(목적)',
      '제2조(용어의 뜻)',
      '제3조(약관의 효력과 변경)',
      '제4조(회원가입)',
      '제5조(서비스의 제공)',
      '제6조(회원의 의무)',
      '제7조(계정 보호)',
      '제8조(탈퇴)',
      '제9조(책임의 제한)',
      '제10조(분쟁 해결)',
    ]);
    expect(doc.addendum).toBe('이 약관은 2026-11-01부터 시행합니다.');
    const join = (await get('/api/join/terms')).json() as { termsId: string; body: string; version: string }[];
    const terms = join.find((x) => x.termsId === 'TERMS')!;
    expect(terms.version).toBe('2026-11-01');
    const rendered = [...doc.articles.map((a) => `${a.articleNo}(${a.heading}) ${a.text.split('\n\n').join(' ')}`), `부칙 ${doc.addendum}`].join('\n\n');
    expect(terms.body).toBe(rendered);
    expect(terms.body).toContain('제7조(계정 보호) ① 비밀번호를 5번 잇달아 틀리면');
  });

  it('gives an old version by its date: 개통 version without 비회원 and 계정 보호', async () => {
    const doc = TermsDocument.parse((await get('/api/policy/terms/2026-01-05')).json());
    expect(doc).toMatchObject({ current: false, endDate: '2026-05-31', addendum: '이 약관은 2026-01-05부터 시행합니다.' });
    expect(doc.articles).toHaveLength(9);
    expect(doc.articles.map((a) => a.heading)).not.toContain('계정 보호');
    expect(doc.articles[1]!.text).not.toContain('비회원');
    const june = TermsDocument.parse((await get('/api/policy/terms/2026-06-01')).json());
    expect(june.articles[1]!.text).toContain('"비회원"');
    expect(june.articles[4]!.text).toContain('법률상담 예약과 신청');
  });

  it('answers an unknown version with a Korean 404 listing the versions, a malformed one with a 400', async () => {
    const missing = await get('/api/policy/terms/2025-01-01');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('2026-11-01, 2026-06-01, 2026-01-05');
    const bad = await get('/api/policy/terms/latest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'version', message: '약관 버전은 시행일(YYYY-MM-DD)로 보내 주세요.' });
  });
});
