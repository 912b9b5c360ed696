import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TYPES, MODULE_NAMES, routes, type MenuItem } from '@portal/contracts';
import { repoRoot } from '../src/config';
import { menus } from '../src/db/schema';
import { createTestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HANGUL = /[가-힣]/;

function walk(list: MenuItem[], fn: (m: MenuItem, depth: number) => void, depth = 0) {
  for (const m of list) {
    fn(m, depth);
    walk(m.children, fn, depth + 1);
  }
}

async function crumbs(menuUrl: string): Promise<MenuItem[]> {
  const res = await t.app.inject({ url: '/api/menu/breadcrumbList', query: { menuUrl } });
  expect(res.statusCode, menuUrl).toBe(200);
  return res.json() as MenuItem[];
}

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

  it('links each crumb to the one before it and returns crumbs without children', async () => {
    const list = await crumbs('/center/faq/list');
    expect(list.map((m) => m.menuName)).toEqual(['고객센터', '자주 묻는 질문']);
    for (let i = 1; i < list.length; i++) expect(list[i].parentMenuId).toBe(list[i - 1].menuId);
    for (const m of list) expect(m.children).toEqual([]);
  });

  it('strips a trailing slash, a query string and the #common-content fragment before lookup', async () => {
    const plain = await crumbs('/center/faq/list');
    expect(plain.length).toBeGreaterThan(0);
    expect(await crumbs('/center/faq/list/')).toEqual(plain);
    expect(await crumbs('/center/faq/list//')).toEqual(plain);
    expect(await crumbs('/center/faq/list?page=2&q=%EC%83%81%EB%8B%B4')).toEqual(plain);
    expect(await crumbs('/center/faq/list#common-content')).toEqual(plain);
    expect(await crumbs('/center/faq/list/?page=2#common-content')).toEqual(plain);
  });

  it('answers [] for an unknown url, an empty menuUrl and no menuUrl at all', async () => {
    expect(await crumbs('/no/such/page')).toEqual([]);
    expect(await crumbs('')).toEqual([]);
    const res = await t.app.inject({ url: '/api/menu/breadcrumbList' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/menu/gnb', () => {
  let gnb: MenuItem[];
  beforeAll(async () => {
    const res = await t.app.inject({ url: '/api/menu/gnb' });
    expect(res.statusCode).toBe(200);
    gnb = res.json();
  });

  it('has top items of type MENU with Korean names and no parent', () => {
    expect(gnb.length).toBeGreaterThanOrEqual(5);
    for (const m of gnb) {
      expect(m.menuType).toBe('MENU');
      expect(m.menuName).toMatch(HANGUL);
      expect(m.parentMenuId).toBeNull();
    }
  });

  it('has an SRVC top item whose children are all TABs', () => {
    const srvc = gnb.filter((m) => m.moduleNm === 'SRVC');
    expect(srvc.length).toBeGreaterThan(0);
    expect(srvc.some((m) => m.children.length > 0 && m.children.every((c) => c.menuType === 'TAB'))).toBe(true);
  });

  it('has an LWA item with an LWA_DSC child that has children of its own', () => {
    const lwa = gnb.filter((m) => m.moduleNm === 'LWA');
    expect(lwa.length).toBeGreaterThan(0);
    const dsc = lwa.flatMap((m) => m.children).filter((c) => c.moduleNm === 'LWA_DSC');
    expect(dsc.length).toBeGreaterThan(0);
    expect(dsc.some((d) => d.children.length > 0)).toBe(true);
  });

  it('lists no PAGE or POPUP node anywhere, and every child points at its parent', () => {
    let count = 0;
    const check = (list: MenuItem[], parent: string | null) => {
      for (const m of list) {
        count++;
        expect(['MENU', 'TAB'], m.menuId).toContain(m.menuType);
        expect(m.parentMenuId, m.menuId).toBe(parent);
        check(m.children, m.menuId);
      }
    };
    check(gnb, null);
    expect(count).toBeGreaterThan(30);
  });
});

describe('GET /api/menu/siteMap', () => {
  it('is a MENU/TAB tree that contains every GNB section, with Korean names', async () => {
    const res = await t.app.inject({ url: '/api/menu/siteMap' });
    expect(res.statusCode).toBe(200);
    const siteMap = res.json() as MenuItem[];
    const gnb = (await t.app.inject({ url: '/api/menu/gnb' })).json() as MenuItem[];
    expect(siteMap.length).toBeGreaterThan(0);
    const ids = new Set(siteMap.map((m) => m.menuId));
    for (const g of gnb) expect(ids.has(g.menuId), g.menuId).toBe(true);
    const urls: string[] = [];
    walk(siteMap, (m) => {
      expect(['MENU', 'TAB']).toContain(m.menuType);
      expect(m.menuName).toMatch(HANGUL);
      if (m.menuUrl) urls.push(m.menuUrl);
    });
    expect(urls).toContain('/center/faq/list');
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('menus table', () => {
  it('holds every route of routes.txt exactly once as a menu url', async () => {
    const txt = readFileSync(path.join(repoRoot, 'shared', 'contracts', 'routes.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.split('\t')[0]);
    expect(txt.length).toBe(255);
    const rows = await t.database.db.select({ menuUrl: menus.menuUrl }).from(menus);
    const counts = new Map<string, number>();
    for (const r of rows) if (r.menuUrl) counts.set(r.menuUrl, (counts.get(r.menuUrl) ?? 0) + 1);
    for (const p of txt) expect(counts.get(p) ?? 0, p).toBe(1);
  });

  it('gives every menu a known menuType and moduleNm, a Korean name and an existing parent', async () => {
    const rows = await t.database.db.select().from(menus);
    expect(rows.length).toBeGreaterThanOrEqual(255);
    const ids = new Set(rows.map((r) => r.menuId));
    for (const r of rows) {
      expect(MENU_TYPES, r.menuId).toContain(r.menuType);
      expect([...MODULE_NAMES, null], r.menuId).toContain(r.moduleNm);
      expect(r.menuName, r.menuId).toMatch(HANGUL);
      if (r.parentMenuId) expect(ids.has(r.parentMenuId), r.menuId).toBe(true);
    }
  });
});
