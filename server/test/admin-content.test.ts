// Back office (issue 34), the system administrator's menu and route-rule tables: who may call them,
// the validation (Korean messages naming the field), an edit seen by the public calls at once, the
// seed leaving an edited row alone, and the audit row of every call. PGlite by default.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@portal/contracts';
import { auditLog } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { SANDBOX_PASSWORD } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, createSandboxApp, passwordLogin, staffSignIn } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createSandboxApp>>['t'];
const as: Record<string, Browser> = {};
const anon = () => new Browser(t.app);

beforeAll(async () => {
  ({ t } = await createSandboxApp(clock, '2026-11-25T10:00:00+09:00'));
  for (const id of ['sandboxadmin', 'sandboxeditor', 'sandboxklac', 'sandboxopenapi', 'sandboxmanager']) as[id] = await staffSignIn(new Browser(t.app), id);
  const member = new Browser(t.app);
  expect((await passwordLogin(member, 'sandboxmember', SANDBOX_PASSWORD)).json().result).toBe('OK');
  as.sandboxmember = member;
});
afterAll(async () => {
  await t?.close();
});

const admin = () => as.sandboxadmin!;
/** The body of the FAQ menu as seeded, with `patch`. */
const faqMenu = (patch: Record<string, unknown> = {}) => ({
  menuName: '자주 묻는 질문',
  menuUrl: '/center/faq/list',
  parentMenuId: 'CENTER',
  sortOrder: 2,
  useYn: true,
  useSatisfaction: true,
  ...patch,
});
const aliasCenter = (patch: Record<string, unknown> = {}) => ({
  matchPath: '/center',
  matchType: 'EXACT',
  priority: 10,
  action: 'REDIRECT',
  target: '/center/faq/list',
  institution: '',
  message: '',
  useYn: true,
  ...patch,
});
const fieldErrors = (res: { statusCode: number; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(400);
  return Object.fromEntries((res.json() as { errors: { field: string; message: string }[] }).errors.map((e) => [e.field, e.message]));
};
const find = (list: MenuItem[], id: string): MenuItem | undefined => {
  for (const m of list) {
    if (m.menuId === id) return m;
    const inner = find(m.children, id);
    if (inner) return inner;
  }
  return undefined;
};

describe('who may call the menu and route-rule tables', () => {
  const calls = [
    ['GET', '/api/admin/menus', undefined],
    ['PUT', '/api/admin/menus/CENTER_FAQ', faqMenu()],
    ['GET', '/api/admin/route-rules', undefined],
    ['PUT', '/api/admin/route-rules/ALIAS_CENTER', aliasCenter()],
  ] as const;

  it('refuses every other staff role (403), a citizen (401) and anyone signed out (401)', async () => {
    for (const [method, url, body] of calls) {
      for (const who of ['sandboxeditor', 'sandboxklac', 'sandboxopenapi', 'sandboxmanager']) {
        const res = await as[who]!.call(method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().message).toMatch(/시스템 관리자/);
      }
      expect((await as.sandboxmember!.call(method, url, body)).statusCode, `member ${url}`).toBe(401);
      expect((await anon().call(method, url, body)).statusCode, `anon ${url}`).toBe(401);
    }
  });
});

describe('GET /api/admin/menus', () => {
  it('lists every menu in tree order with its place, paged, and searches name and address', async () => {
    const res = await admin().get('/api/admin/menus?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThanOrEqual(255);
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toMatchObject({ menuId: 'HOME', depth: 0, parentPath: '', menuUrl: '/' });
    expect(page.parents.some((p: { menuId: string }) => p.menuId === 'CENTER')).toBe(true);
    const hit = (await admin().get(`/api/admin/menus?q=${encodeURIComponent('faq/list')}`)).json();
    expect(hit.items).toEqual([expect.objectContaining({ menuId: 'CENTER_FAQ', parentMenuId: 'CENTER', parentPath: '고객센터', depth: 1, editedAt: null })]);
  });
});

describe('PUT /api/admin/menus/:menuId', () => {
  it('renames a menu: the public menu calls show it at once, and the audit log names the menu and the administrator', async () => {
    const res = await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ menuName: '자주 하는 질문' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ menuId: 'CENTER_FAQ', menuName: '자주 하는 질문', parentPath: '고객센터' });
    expect(res.json().editedAt).toBeTruthy();
    const gnb = (await anon().get('/api/menu/gnb')).json() as MenuItem[];
    expect(find(gnb, 'CENTER_FAQ')?.menuName).toBe('자주 하는 질문');
    const crumbs = (await anon().get('/api/menu/breadcrumbList?menuUrl=/center/faq/list')).json() as MenuItem[];
    expect(crumbs.map((m) => m.menuName)).toEqual(['고객센터', '자주 하는 질문']);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.callKey, 'adminMenuUpdate'), eq(auditLog.status, 200)));
    expect(rows).toEqual([expect.objectContaining({ action: 'CHANGE', targetKind: 'menu', targetId: 'CENTER_FAQ', actorLoginId: 'sandboxadmin', actorRole: 'SYSTEM_ADMIN' })]);
  });

  it('keeps the edit when the seed runs again at the next start', async () => {
    await seed(t.database);
    const hit = (await admin().get('/api/admin/menus?q=faq/list')).json();
    expect(hit.items[0].menuName).toBe('자주 하는 질문');
    expect((await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu())).statusCode).toBe(200);
  });

  it('refuses an address that is not a route, one another menu uses, and names the field in Korean', async () => {
    expect(fieldErrors(await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ menuUrl: '/center/nowhere' })))).toEqual({
      menuUrl: expect.stringContaining('포털에 있는 화면의 주소'),
    });
    expect(fieldErrors(await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ menuUrl: 'https://example.com/' }))).menuUrl).toMatch(/메뉴 주소/);
    expect(fieldErrors(await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ menuUrl: '/center/ntc/list' }))).menuUrl).toBe(
      '이 주소는 이미 ‘공지사항’ 메뉴가 씁니다. 한 주소는 한 메뉴만 쓸 수 있습니다.',
    );
  });

  it('refuses a missing parent, the menu itself or one under it as the parent, and a bad order or name', async () => {
    expect(fieldErrors(await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ parentMenuId: 'NO_SUCH_MENU' }))).parentMenuId).toMatch(/상위 메뉴가 없습니다/);
    expect(fieldErrors(await admin().put('/api/admin/menus/CENTER', { ...faqMenu({ menuName: '고객센터', menuUrl: '' }), parentMenuId: 'CENTER_FAQ' })).parentMenuId).toMatch(
      /자신이나 그 하위 메뉴/,
    );
    expect(fieldErrors(await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ sortOrder: -1 }))).sortOrder).toBe('순서는 0 이상으로 입력해 주세요.');
    expect(fieldErrors(await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ menuName: '  ' }))).menuName).toBe('메뉴 이름을 입력해 주세요.');
    expect((await admin().put('/api/admin/menus/NO_SUCH_MENU', faqMenu())).statusCode).toBe(404);
  });

  it('never opens a page that needs sign-in to everyone', async () => {
    const body = { menuName: '대한법률구조공단 사이버 상담 신청(국내)', menuUrl: '', parentMenuId: 'DSCSN_CYBER', sortOrder: 1, useYn: true, useSatisfaction: false };
    const parent = (await admin().get('/api/admin/menus?q=CybKlacDomM')).json().items[0];
    const res = await admin().put('/api/admin/menus/DSCSN_CYBER_KLAC_DOM', { ...body, parentMenuId: parent.parentMenuId });
    expect(fieldErrors(res).menuUrl).toMatch(/로그인 없이 열리게/);
  });

  it('hides a menu from the top menu and site map, and its page keeps its sign-in rule', async () => {
    expect((await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu({ useYn: false }))).statusCode).toBe(200);
    expect(find((await anon().get('/api/menu/gnb')).json(), 'CENTER_FAQ')).toBeUndefined();
    expect(find((await anon().get('/api/menu/siteMap')).json(), 'CENTER_FAQ')).toBeUndefined();
    const access = (await anon().get('/api/accessPage?menuUrl=/center/faq/list')).json();
    expect(access).toMatchObject({ known: true, allowed: true });
    expect((await admin().put('/api/admin/menus/CENTER_FAQ', faqMenu())).statusCode).toBe(200);
    expect(find((await anon().get('/api/menu/gnb')).json(), 'CENTER_FAQ')?.menuName).toBe('자주 묻는 질문');
  });
});

describe('the route rules', () => {
  it('lists them, highest priority first', async () => {
    const res = await admin().get('/api/admin/route-rules?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json();
    expect(total).toBeGreaterThan(5);
    expect(items[0].priority).toBeGreaterThanOrEqual(items[items.length - 1].priority);
    expect(items.find((r: { ruleId: string }) => r.ruleId === 'ALIAS_CENTER')).toMatchObject({ matchPath: '/center', action: 'REDIRECT', target: '/center/faq/list' });
  });

  it('an edit is what the public routeRule call answers on the next move, and is in the audit log', async () => {
    const res = await admin().put('/api/admin/route-rules/ALIAS_CENTER', aliasCenter({ target: '/center/ntc/list' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ruleId: 'ALIAS_CENTER', target: '/center/ntc/list', institution: null, message: null });
    expect((await anon().get('/api/menu/routeRule?path=/center')).json()).toMatchObject({ action: 'REDIRECT', location: '/center/ntc/list' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.callKey, 'adminRouteRuleUpdate'), eq(auditLog.status, 200)));
    expect(row).toMatchObject({ targetKind: 'route-rule', targetId: 'ALIAS_CENTER', actorLoginId: 'sandboxadmin' });
    // switched off: no rule for /center
    expect((await admin().put('/api/admin/route-rules/ALIAS_CENTER', aliasCenter({ useYn: false }))).statusCode).toBe(200);
    expect((await anon().get('/api/menu/routeRule?path=/center')).json().action).toBe('NONE');
    expect((await admin().put('/api/admin/route-rules/ALIAS_CENTER', aliasCenter())).statusCode).toBe(200);
    expect((await anon().get('/api/menu/routeRule?path=/center')).json()).toMatchObject({ action: 'REDIRECT', location: '/center/faq/list' });
  });

  it('refuses an address outside the portal, a target that is no route or not allow-listed, a loop, and bad values', async () => {
    const put = (patch: Record<string, unknown>) => admin().put('/api/admin/route-rules/ALIAS_CENTER', aliasCenter(patch));
    expect(fieldErrors(await put({ matchPath: '/nowhere/at/all' })).matchPath).toMatch(/주소 영역/);
    expect(fieldErrors(await put({ matchPath: 'center' })).matchPath).toMatch(/\/로 시작하는/);
    expect(fieldErrors(await put({ target: '/center/nowhere' })).target).toMatch(/포털에 있는 화면의 주소/);
    expect(fieldErrors(await put({ target: '/center', matchPath: '/center/faq/list' })).target).toMatch(/포털에 있는 화면/);
    expect(fieldErrors(await put({ matchPath: '/center/faq/list', target: '/center/faq/list' })).target).toMatch(/되풀이/);
    expect(fieldErrors(await put({ action: 'EXTERNAL', target: 'https://phishing.example.com/' })).target).toMatch(/허용 목록/);
    expect(fieldErrors(await put({ action: 'EXTERNAL', target: 'http://www.ccrs.or.kr/' })).target).toMatch(/https:\/\//);
    expect(fieldErrors(await put({ matchType: 'ANY' })).matchType).toMatch(/EXACT/);
    expect(fieldErrors(await put({ priority: 5000 })).priority).toBe('우선순위는 1000 이하로 입력해 주세요.');
    expect((await admin().put('/api/admin/route-rules/NO_SUCH_RULE', aliasCenter())).statusCode).toBe(404);
    expect((await anon().get('/api/menu/routeRule?path=/center')).json().location).toBe('/center/faq/list');
  });
});
