// The shell's calls (issue 3): route rule, access to /ai, page satisfaction, session extend, latest
// notices. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (concurrency there).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteRuleResult, SatisfactionSaved, SatisfactionStats, SessionExtendResult, NoticeSummaryList } from '@portal/contracts';
import { members, notices, pageSatisfaction, routeRules, sessions } from '../src/db/schema';
import { checkRouteRuleSeeds } from '../src/db/seed';
import { ownedKey } from '../src/http/owned-key';
import { createSession, hashToken } from '../src/kernel/session';
import { targetProblem } from '../src/kernel/route-rules/policy';
import { RouteRuleService } from '../src/kernel/route-rules/service';
import { createTestApp, xsrf } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let memberId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.insert(members).values({ loginId: 'shell-tester', memberName: '이용자', mbrTypeCd: '01' }).returning();
  memberId = m.id;
});
afterAll(() => t.close());

const HANGUL = /[가-힣]/;
let ipCounter = 0;
/** Each test posts from its own client address, so the rate limit of one test never trips another. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const routeRule = (path: string) => t.app.inject({ url: '/api/menu/routeRule', query: { path } });

describe('GET /api/menu/routeRule', () => {
  it('answers NONE for a path without a rule', async () => {
    const res = await routeRule('/center/faq/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ path: '/center/faq/list', action: 'NONE', location: null, message: null });
    expect(() => RouteRuleResult.parse(res.json())).not.toThrow();
  });

  it('sends the four outside institutions to their own https site with a Korean message', async () => {
    const expected: Record<string, string> = {
      '/dscsn/ext/ccrs': 'https://www.ccrs.or.kr/',
      '/dscsn/ext/csa': 'https://www.childsupport.or.kr/',
      '/dscsn/ext/kcab': 'https://www.kcab.or.kr/',
      '/dscsn/ext/fwc': 'https://sfwc.welfare.seoul.kr/',
    };
    for (const [path, location] of Object.entries(expected)) {
      const body = (await routeRule(path)).json();
      expect(body, path).toMatchObject({ path, action: 'EXTERNAL', location });
      expect(body.message, path).toMatch(/누리집으로 이동합니다\./);
    }
    expect((await routeRule('/dscsn/ext/ccrs')).json().message).toContain('신용회복위원회 누리집으로 이동합니다.');
  });

  it('redirects the area aliases to real routes', async () => {
    const expected: Record<string, string> = {
      '/dscsn': '/dscsn/rsvt/DscsnRsvtM',
      '/center': '/center/faq/list',
      '/elrcpt': '/elrcpt/gd',
      '/my': '/my/main/MyPageInfo',
    };
    for (const [path, location] of Object.entries(expected)) {
      expect((await routeRule(path)).json(), path).toStrictEqual({ path, action: 'REDIRECT', location, message: null });
    }
  });

  it('normalises the path: query, fragment and trailing slash are ignored; an alias is EXACT only', async () => {
    expect((await routeRule('/center/?a=1#common-content')).json()).toMatchObject({ path: '/center', action: 'REDIRECT' });
    expect((await routeRule('/dscsn/ext/kcab/')).json()).toMatchObject({ path: '/dscsn/ext/kcab', action: 'EXTERNAL' });
    // a PREFIX rule covers the paths below it
    expect((await routeRule('/dscsn/ext/kcab/apply')).json()).toMatchObject({ action: 'EXTERNAL' });
    // the EXACT alias of /dscsn never swallows the pages under it
    expect((await routeRule('/dscsn/cyber')).json().action).toBe('NONE');
  });

  it('refuses a missing or malformed path with a Korean 400 naming path', async () => {
    for (const query of [{} as Record<string, string>, { path: 'dscsn' }, { path: '//evil.example' }, { path: '/a b' }, { path: '/' + 'x'.repeat(400) }]) {
      const res = await t.app.inject({ url: '/api/menu/routeRule', query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
      expect(res.json().errors[0].field).toBe('path');
    }
    const twice = await t.app.inject({ url: '/api/menu/routeRule?path=/a&path=/b' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].field).toBe('path');
  });

  it('never follows a rule whose target is off the allow-list, not https, or not a known route (checked at read)', async () => {
    const db = t.database.db;
    await db.insert(routeRules).values([
      { ruleId: 'T_BAD_HOST', matchPath: '/t/bad-host', action: 'EXTERNAL', target: 'https://evil.example/' },
      { ruleId: 'T_LOOKALIKE', matchPath: '/t/lookalike', action: 'EXTERNAL', target: 'https://www.ccrs.or.kr.evil.example/' },
      { ruleId: 'T_UNKNOWN', matchPath: '/t/unknown', action: 'REDIRECT', target: '/no/such/route' },
      { ruleId: 'T_GOOD', matchPath: '/t/good', action: 'REDIRECT', target: '/center/gd' },
    ]);
    const svc = new RouteRuleService(db);
    expect((await svc.resolve('/t/bad-host')).action).toBe('NONE');
    expect((await svc.resolve('/t/lookalike')).action).toBe('NONE');
    expect((await svc.resolve('/t/unknown')).action).toBe('NONE');
    expect(await svc.resolve('/t/good')).toMatchObject({ action: 'REDIRECT', location: '/center/gd' });
    // the table itself refuses http targets
    await expect(
      db.insert(routeRules).values({ ruleId: 'T_HTTP', matchPath: '/t/http', action: 'EXTERNAL', target: 'http://www.ccrs.or.kr/' }),
    ).rejects.toThrow();
    await db.delete(routeRules).where(eq(routeRules.ruleId, 'T_BAD_HOST'));
    for (const id of ['T_LOOKALIKE', 'T_UNKNOWN', 'T_GOOD']) await db.delete(routeRules).where(eq(routeRules.ruleId, id));
  });

  it('checks targets at seed time as well', () => {
    expect(() => checkRouteRuleSeeds()).not.toThrow();
    expect(() =>
      checkRouteRuleSeeds([{ id: 'X', match: '/x', type: 'EXACT', priority: 1, action: 'EXTERNAL', target: 'https://phish.example/' }]),
    ).toThrow(/허용 목록/);
    expect(() => checkRouteRuleSeeds([{ id: 'X', match: '/x', type: 'EXACT', priority: 1, action: 'REDIRECT', target: '/nope' }])).toThrow(
      /화면이 아닙니다/,
    );
    expect(targetProblem({ action: 'EXTERNAL', target: 'https://user:pw@www.kcab.or.kr/' })).toMatch(HANGUL);
    expect(targetProblem({ action: 'REDIRECT', target: '//www.kcab.or.kr/' })).toMatch(HANGUL);
  });

  it('obeys priority, then EXACT before PREFIX, and the activity window', async () => {
    const db = t.database.db;
    const hour = 3_600_000;
    await db.insert(routeRules).values([
      { ruleId: 'T_P_LOW', matchPath: '/t/p', matchType: 'PREFIX', priority: 1, action: 'REDIRECT', target: '/center/gd' },
      { ruleId: 'T_P_HIGH', matchPath: '/t/p/x', matchType: 'EXACT', priority: 5, action: 'REDIRECT', target: '/center/qna' },
      {
        ruleId: 'T_WINDOW',
        matchPath: '/t/w',
        action: 'REDIRECT',
        target: '/center/gd',
        startsAt: new Date(Date.now() + hour),
        endsAt: new Date(Date.now() + 2 * hour),
      },
      { ruleId: 'T_OFF', matchPath: '/t/off', action: 'REDIRECT', target: '/center/gd', useYn: false },
    ]);
    const svc = new RouteRuleService(db);
    expect((await svc.resolve('/t/p/x')).location).toBe('/center/qna');
    expect((await svc.resolve('/t/p/y')).location).toBe('/center/gd');
    expect((await svc.resolve('/t/w')).action).toBe('NONE');
    expect((await svc.resolve('/t/w', Date.now() + 1.5 * hour)).action).toBe('REDIRECT');
    expect((await svc.resolve('/t/w', Date.now() + 3 * hour)).action).toBe('NONE');
    expect((await svc.resolve('/t/off')).action).toBe('NONE');
    for (const id of ['T_P_LOW', 'T_P_HIGH', 'T_WINDOW', 'T_OFF']) await db.delete(routeRules).where(eq(routeRules.ruleId, id));
  });

  it('keeps the rules per process and re-reads them after the cache time', async () => {
    const db = t.database.db;
    const svc = new RouteRuleService(db, undefined, 60_000);
    expect((await svc.resolve('/t/cached')).action).toBe('NONE');
    await db.insert(routeRules).values({ ruleId: 'T_CACHED', matchPath: '/t/cached', action: 'REDIRECT', target: '/center/gd' });
    expect((await svc.resolve('/t/cached')).action).toBe('NONE');
    svc.invalidate();
    expect((await svc.resolve('/t/cached')).action).toBe('REDIRECT');
    await db.delete(routeRules).where(eq(routeRules.ruleId, 'T_CACHED'));
  });
});

describe('GET /api/accessPage for /ai… (spec section 6)', () => {
  it('sends an anonymous visitor to / for every /ai path, listed or not', async () => {
    for (const menuUrl of ['/ai', '/ai/actmain', '/ai/result/act', '/ai/not-listed']) {
      const body = (await t.app.inject({ url: '/api/accessPage', query: { menuUrl } })).json();
      expect(body, menuUrl).toMatchObject({ allowed: false, redirectTo: '/', access: 'MEMBER' });
    }
    // other member pages still go to the login page
    expect((await t.app.inject({ url: '/api/accessPage', query: { menuUrl: '/my/info' } })).json().redirectTo).toBe('/login?returnUrl=%2Fmy%2Finfo');
    // /login/ai is not under /ai
    expect((await t.app.inject({ url: '/api/accessPage', query: { menuUrl: '/login/ai' } })).json().allowed).toBe(true);
  });

  it('lets a signed-in member open /ai', async () => {
    const token = await createSession(t.database.db, memberId);
    const body = (await t.app.inject({ url: '/api/accessPage', query: { menuUrl: '/ai/actmain' }, cookies: { PORTAL_SESSION: token } })).json();
    expect(body).toMatchObject({ allowed: true, redirectTo: null });
  });
});

// one browser (one XSRF cookie): an Idempotency-Key is bound to the browser that sent it
const browserXsrf = xsrf();
const post = (payload: unknown, opts: { key?: string | null; csrf?: boolean; ip?: string; cookies?: Record<string, string> } = {}) => {
  const x = browserXsrf;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.csrf !== false) Object.assign(headers, x.header);
  if (opts.key !== null) headers['idempotency-key'] = opts.key ?? `k-${Math.random().toString(36).slice(2)}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/satisfaction',
    headers,
    cookies: { ...(opts.csrf !== false ? { 'XSRF-TOKEN': x.cookie.split('=')[1] } : {}), ...opts.cookies },
    payload: JSON.stringify(payload),
    remoteAddress: opts.ip ?? nextIp(),
  });
};
/** Rows stored under this browser's key (keys are stored bound to the browser's XSRF cookie). */
const rowsWithKey = async (key: string) =>
  Number(
    (await t.database.db.select({ n: count() }).from(pageSatisfaction).where(eq(pageSatisfaction.idempotencyKey, ownedKey(`browser:${browserXsrf.cookie.split('=')[1]}`, key))))[0].n,
  );

describe('POST /api/satisfaction', () => {
  it('stores an answer for a menu with satisfaction on: 201 with the saved row, comment kept but not echoed', async () => {
    const res = await post({ menuId: 'DSCSN_CYBER', score: 4, comment: '  안내가 자세해서 좋았습니다.  ' }, { key: 'save-1' });
    expect(res.statusCode).toBe(201);
    const body = SatisfactionSaved.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['createdAt', 'id', 'menuId', 'score']);
    expect(body).toMatchObject({ menuId: 'DSCSN_CYBER', score: 4 });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(pageSatisfaction).where(eq(pageSatisfaction.id, body.id));
    expect(row.comment).toBe('안내가 자세해서 좋았습니다.');
    expect(row.memberId).toBeNull();
  });

  it('records the member when signed in', async () => {
    const token = await createSession(t.database.db, memberId);
    const res = await post({ menuId: 'DSCSN_TEL', score: 5 }, { cookies: { PORTAL_SESSION: token } });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(pageSatisfaction).where(eq(pageSatisfaction.id, res.json().id));
    expect(row.memberId).toBe(memberId);
    expect(row.comment).toBe('');
  });

  it('replays a repeated Idempotency-Key: the first answer, status 200, no second row', async () => {
    const first = await post({ menuId: 'DSCSN_CYBER', score: 2 }, { key: 'replay-1' });
    const again = await post({ menuId: 'DSCSN_CYBER', score: 2 }, { key: 'replay-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toStrictEqual(first.json());
    expect(await rowsWithKey('replay-1')).toBe(1);
  });

  it('keeps one row when ten posts with one key arrive at once', async () => {
    const key = `parallel-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => post({ menuId: 'DSCSN_VIDO', score: 3 }, { key })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('needs the Idempotency-Key header (≤ 64 characters) with a Korean 400', async () => {
    const missing = await post({ menuId: 'DSCSN_CYBER', score: 3 }, { key: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(HANGUL);
    expect(missing.json().message).toContain('Idempotency-Key');
    const long = await post({ menuId: 'DSCSN_CYBER', score: 3 }, { key: 'k'.repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('64자');
    const spaced = await post({ menuId: 'DSCSN_CYBER', score: 3 }, { key: 'a b' });
    expect(spaced.statusCode).toBe(400);
  });

  it('refuses a bad score, a long comment, a missing menu with a Korean 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ menuId: 'DSCSN_CYBER', score: 0 }, 'score'],
      [{ menuId: 'DSCSN_CYBER', score: 6 }, 'score'],
      [{ menuId: 'DSCSN_CYBER', score: 3.5 }, 'score'],
      [{ menuId: 'DSCSN_CYBER', score: '5' }, 'score'],
      [{ menuId: 'DSCSN_CYBER' }, 'score'],
      [{ menuId: 'DSCSN_CYBER', score: 3, comment: '가'.repeat(501) }, 'comment'],
      [{ menuId: '', score: 3 }, 'menuId'],
      [{ score: 3 }, 'menuId'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('refuses a menu that does not exist or has no satisfaction survey (Korean 400 naming menuId)', async () => {
    for (const menuId of ['NO_SUCH_MENU', 'DSCSN_CYBER_KLAC_DOM', 'HOME']) {
      const res = await post({ menuId, score: 3 });
      expect(res.statusCode, menuId).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
      expect(res.json().errors[0].field).toBe('menuId');
    }
  });

  it('answers 403 without the XSRF token, and stores nothing', async () => {
    const res = await post({ menuId: 'DSCSN_CYBER', score: 3 }, { csrf: false, key: 'no-csrf-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(HANGUL);
    expect(await rowsWithKey('no-csrf-1')).toBe(0);
  });

  it('limits a client to 20 answers in 10 minutes with a Korean 429 {message}; other clients go on', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await post({ menuId: 'DSCSN_CYBER', score: 5 }, { ip })).statusCode).toBe(201);
    const limited = await post({ menuId: 'DSCSN_CYBER', score: 5 }, { ip, key: 'over-limit' });
    expect(limited.statusCode).toBe(429);
    expect(Object.keys(limited.json())).toEqual(['message']);
    expect(limited.json().message).toMatch(/요청이 너무 많습니다\. \d+분 뒤에 다시 시도해 주십시오\./);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await rowsWithKey('over-limit')).toBe(0);
    expect((await post({ menuId: 'DSCSN_CYBER', score: 5 })).statusCode).toBe(201);
  });

  it('counts in the database (shared by replicas), never keeping the client address itself', async () => {
    const rows = (await t.database.db.execute('SELECT bucket, hits FROM rate_limits' as never)) as unknown as { rows: { bucket: string; hits: number }[] };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const r of rows.rows) expect(r.bucket).not.toMatch(/10\.1\./);
  });
});

describe('GET /api/satisfaction/stats', () => {
  it('gives count, average and the distribution for one menu', async () => {
    for (const score of [1, 5, 5, 3]) expect((await post({ menuId: 'DSCSN_INTV', score })).statusCode).toBe(201);
    const res = await t.app.inject({ url: '/api/satisfaction/stats', query: { menuId: 'DSCSN_INTV' } });
    expect(res.statusCode).toBe(200);
    expect(SatisfactionStats.parse(res.json())).toStrictEqual({ menuId: 'DSCSN_INTV', count: 4, average: 3.5, distribution: [1, 0, 1, 0, 2] });
  });

  it('gives every menu together when menuId is empty, and zeros for a menu without answers', async () => {
    const all = (await t.app.inject({ url: '/api/satisfaction/stats' })).json();
    expect(all.menuId).toBeNull();
    const [{ n }] = await t.database.db.select({ n: count() }).from(pageSatisfaction);
    expect(all.count).toBe(Number(n));
    expect(all.distribution.reduce((a: number, b: number) => a + b, 0)).toBe(Number(n));
    const none = (await t.app.inject({ url: '/api/satisfaction/stats', query: { menuId: 'DSCSN_TEL_KLAC' } })).json();
    expect(none).toStrictEqual({ menuId: 'DSCSN_TEL_KLAC', count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
  });

  it('refuses an unknown or over-long menuId with a Korean 400 naming menuId', async () => {
    for (const menuId of ['NO_SUCH_MENU', 'M'.repeat(41)]) {
      const res = await t.app.inject({ url: '/api/satisfaction/stats', query: { menuId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
      expect(res.json().errors[0].field).toBe('menuId');
    }
  });
});

describe('POST /api/session/extend', () => {
  it('slides a live session to 1800 s from now', async () => {
    const token = await createSession(t.database.db, memberId);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    const x = xsrf();
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/extend',
      headers: x.header,
      cookies: { 'XSRF-TOKEN': x.header['x-xsrf-token'], PORTAL_SESSION: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = SessionExtendResult.parse(res.json());
    expect(body.authenticated).toBe(true);
    expect(body.remainingSeconds).toBe(1800);
    const expiresAt = Date.parse(body.expiresAt!);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 1_799_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 1_800_000);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.expiresAt.getTime()).toBe(expiresAt);
  });

  it('answers an anonymous (or expired) visitor with authenticated false', async () => {
    const token = await createSession(t.database.db, memberId);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    for (const cookies of [{} as Record<string, string>, { PORTAL_SESSION: token }]) {
      const x = xsrf();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/session/extend',
        headers: x.header,
        cookies: { 'XSRF-TOKEN': x.header['x-xsrf-token'], ...cookies },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toStrictEqual({ authenticated: false, expiresAt: null, remainingSeconds: 0 });
    }
  });

  it('answers 403 without the XSRF token and leaves the session as it was', async () => {
    const token = await createSession(t.database.db, memberId);
    const soon = new Date(Date.now() + 60_000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.tokenHash, hashToken(token)));
    const res = await t.app.inject({ method: 'POST', url: '/api/session/extend', cookies: { PORTAL_SESSION: token } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(HANGUL);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.expiresAt.getTime()).toBe(soon.getTime());
  });
});

describe('GET /api/center/ntc/latest', () => {
  it('gives 5 by default: pinned first, then newest, in the contract shape', async () => {
    const res = await t.app.inject({ url: '/api/center/ntc/latest' });
    expect(res.statusCode).toBe(200);
    const list = NoticeSummaryList.parse(res.json());
    expect(list).toHaveLength(5);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['category', 'nttId', 'pinned', 'postedAt', 'title']);
    const pinnedCount = list.filter((n) => n.pinned).length;
    expect(pinnedCount).toBeGreaterThan(0);
    expect(list.slice(0, pinnedCount).every((n) => n.pinned)).toBe(true);
    for (const group of [list.slice(0, pinnedCount), list.slice(pinnedCount)]) {
      for (let i = 1; i < group.length; i++) expect(Date.parse(group[i - 1].postedAt)).toBeGreaterThanOrEqual(Date.parse(group[i].postedAt));
    }
    expect(list.map((n) => n.title)).toContain('2026년 기준 중위소득 변경에 따른 무료법률구조 대상 기준 안내');
  });

  it('honours limit 1–20 and hides notices that are switched off', async () => {
    const all = (await t.app.inject({ url: '/api/center/ntc/latest', query: { limit: '20' } })).json();
    const [{ n }] = await t.database.db.select({ n: count() }).from(notices);
    expect(all).toHaveLength(Math.min(20, Number(n)));
    expect((await t.app.inject({ url: '/api/center/ntc/latest', query: { limit: '1' } })).json()).toHaveLength(1);
    const newest = all.find((x: { pinned: boolean }) => !x.pinned);
    await t.database.db.update(notices).set({ useYn: false }).where(eq(notices.nttId, newest.nttId));
    const after = (await t.app.inject({ url: '/api/center/ntc/latest', query: { limit: '20' } })).json();
    expect(after.map((x: { nttId: string }) => x.nttId)).not.toContain(newest.nttId);
    await t.database.db.update(notices).set({ useYn: true }).where(eq(notices.nttId, newest.nttId));
  });

  it('refuses a limit outside 1–20 or not a number with a Korean 400 naming limit', async () => {
    for (const limit of ['0', '21', 'abc', '2.5', '-1']) {
      const res = await t.app.inject({ url: '/api/center/ntc/latest', query: { limit } });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toContain('limit');
      expect(res.json().message).toMatch(HANGUL);
      expect(res.json().errors[0].field).toBe('limit');
    }
  });
});
