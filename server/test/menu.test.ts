import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type MenuItem } from '@portal/contracts';
import { createTestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/menu/breadcrumbList', () => {
  it('answers every route of routes.txt with a Korean root-to-page chain', async () => {
    for (const r of routes) {
      const res = await t.app.inject({ url: '/api/menu/breadcrumbList', query: { menuUrl: r.path } });
      expect(res.statusCode, r.path).toBe(200);
      const list = res.json() as MenuItem[];
      expect(list.length, r.path).toBeGreaterThan(0);
      expect(list[list.length - 1].menuUrl).toBe(r.path);
      expect(list[0].parentMenuId).toBeNull();
      for (const m of list) expect(m.menuName).toMatch(/[가-힣]/);
    }
  });
});
