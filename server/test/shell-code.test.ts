import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeList, NationCodeList } from '@portal/contracts';
import { createTestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/code/codeList', () => {
  it('lists the 17 provinces (CTPV) with Korean names in sort order', async () => {
    const res = await t.app.inject({ url: '/api/code/codeList', query: { codeGroupId: 'CTPV' } });
    expect(res.statusCode).toBe(200);
    const list = CodeList.parse(res.json());
    expect(list).toHaveLength(17);
    expect(list.map((c) => c.sortOrder)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const c of list) {
      expect(c.codeGroupId).toBe('CTPV');
      expect(c.codeName).toMatch(/^[가-힣]+$/);
    }
    expect(list[0].codeName).toBe('서울특별시');
    expect(list.map((c) => c.codeName)).toContain('제주특별자치도');
    expect(new Set(list.map((c) => c.code)).size).toBe(17);
  });

  it('answers [] for an empty, missing or unknown codeGroupId', async () => {
    const queries: Record<string, string>[] = [{ codeGroupId: '' }, {}, { codeGroupId: 'NO_SUCH_GROUP' }, { codeGroupId: '  ' }];
    for (const query of queries) {
      const res = await t.app.inject({ url: '/api/code/codeList', query });
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('refuses codeGroupId given twice with a Korean 400 naming the field', async () => {
    const res = await t.app.inject({ url: '/api/code/codeList?codeGroupId=CTPV&codeGroupId=MBR_TYPE' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/[가-힣]/);
    expect(body.message).toContain('codeGroupId');
    expect(body.errors[0].field).toBe('codeGroupId');
    expect(body.errors[0].message).toMatch(/[가-힣]/);
  });

  it('refuses a codeGroupId with characters outside [A-Za-z0-9_] or longer than 40', async () => {
    for (const id of ["CTPV'; drop table codes;--", 'CT-PV', '../etc', '시도', 'A'.repeat(41)]) {
      const res = await t.app.inject({ url: '/api/code/codeList', query: { codeGroupId: id } });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
      expect(res.json().errors[0].field).toBe('codeGroupId');
    }
  });
});

describe('GET /api/code/ntnCodeList', () => {
  it('lists 249 nations with unique codes, including 대한민국', async () => {
    const res = await t.app.inject({ url: '/api/code/ntnCodeList' });
    expect(res.statusCode).toBe(200);
    const list = NationCodeList.parse(res.json());
    expect(list).toHaveLength(249);
    expect(new Set(list.map((n) => n.ntnCd)).size).toBe(249);
    expect(new Set(list.map((n) => n.ntnCdAlpha3)).size).toBe(249);
    expect(list).toContainEqual(expect.objectContaining({ ntnCd: 'KR', ntnNm: '대한민국', ntnCdAlpha3: 'KOR', ntnNo: '410' }));
    for (const n of list) {
      expect(n.ntnCd).toMatch(/^[A-Z]{2}$/);
      expect(n.ntnNm).toMatch(/[가-힣]/);
    }
  });
});
