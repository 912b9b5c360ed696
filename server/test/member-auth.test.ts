import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../src/db/schema';
import { createSession, hashToken } from '../src/kernel/session';
import { createTestApp, xsrf } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let memberId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db
    .insert(members)
    .values({ loginId: 'hong123', memberName: '홍길동', mbrTypeCd: '01' })
    .returning();
  memberId = m.id;
});
afterAll(() => t.close());

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const h = res.headers['set-cookie'];
  return h === undefined ? [] : Array.isArray(h) ? (h as string[]) : [String(h)];
}

const sessionRows = (token: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));

describe('GET /api/login/status', () => {
  it('answers an anonymous visitor with the exact empty record', async () => {
    const res = await t.app.inject({ url: '/api/login/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({
      authenticated: false,
      lastLoginDate: null,
      memberId: null,
      memberName: null,
      lgnDt: null,
      mbrTypeCd: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in member with their login id, name, type and login time', async () => {
    const prev = new Date('2026-01-02T03:04:05.000Z');
    const before = Date.now();
    const token = await createSession(t.database.db, memberId, prev);
    const res = await t.app.inject({ url: '/api/login/status', headers: { cookie: `PORTAL_SESSION=${token}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ authenticated: true, memberId: 'hong123', memberName: '홍길동', mbrTypeCd: '01' });
    expect(body.lastLoginDate).toBe(prev.toISOString());
    expect(body.lgnDt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    expect(new Date(body.lgnDt).toISOString()).toBe(body.lgnDt);
    // login time is the session's creation time (DB clock; allow for clock skew between DB and test)
    expect(Math.abs(new Date(body.lgnDt).getTime() - before)).toBeLessThan(60_000);
  });

  it('slides the session expiry forward on every status call', async () => {
    const token = await createSession(t.database.db, memberId);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await t.app.inject({ url: '/api/login/status', headers: { cookie: `PORTAL_SESSION=${token}` } });
    const [row] = await sessionRows(token);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 1700_000);
  });

  it('treats an expired session as anonymous', async () => {
    const token = await createSession(t.database.db, memberId);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await t.app.inject({ url: '/api/login/status', headers: { cookie: `PORTAL_SESSION=${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().authenticated).toBe(false);
    expect(res.json().memberId).toBeNull();
  });

  it('treats an unknown or overlong token as anonymous', async () => {
    for (const tok of ['nope', 'a'.repeat(500)]) {
      const res = await t.app.inject({ url: '/api/login/status', headers: { cookie: `PORTAL_SESSION=${tok}` } });
      expect(res.statusCode).toBe(200);
      expect(res.json().authenticated).toBe(false);
    }
  });
});

describe('POST /api/logout', () => {
  it('refuses a request without the XSRF header with a Korean 403', async () => {
    const token = await createSession(t.database.db, memberId);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: `PORTAL_SESSION=${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(res.json().message).toContain('XSRF-TOKEN');
    expect(await sessionRows(token)).toHaveLength(1);
  });

  it('refuses a header that does not match the cookie', async () => {
    const token = await createSession(t.database.db, memberId);
    const x = xsrf();
    const other = xsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${x.cookie}; PORTAL_SESSION=${token}`, ...other.header },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(await sessionRows(token)).toHaveLength(1);
  });

  it('refuses a header without any XSRF cookie', async () => {
    const x = xsrf();
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: x.header });
    expect(res.statusCode).toBe(403);
  });

  it('with a matching cookie and header: 200, session row deleted, session cookie cleared', async () => {
    const token = await createSession(t.database.db, memberId);
    expect(await sessionRows(token)).toHaveLength(1);
    const x = xsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${x.cookie}; PORTAL_SESSION=${token}`, ...x.header },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await sessionRows(token)).toHaveLength(0);
    const cleared = setCookies(res).find((c) => c.startsWith('PORTAL_SESSION='));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^PORTAL_SESSION=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(cleared).toMatch(/HttpOnly/i);
    // and the status call no longer knows the member
    const after = await t.app.inject({ url: '/api/login/status', headers: { cookie: `PORTAL_SESSION=${token}` } });
    expect(after.json().authenticated).toBe(false);
  });
});

describe('XSRF-TOKEN cookie', () => {
  it('is set on a GET that did not send one: readable by script, SameSite=Lax, path /', async () => {
    const res = await t.app.inject({ url: '/api/login/status' });
    const c = setCookies(res).find((s) => s.startsWith('XSRF-TOKEN='));
    expect(c).toBeDefined();
    expect(c).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
    expect(c).not.toMatch(/HttpOnly/i);
    expect(c).toMatch(/SameSite=Lax/i);
    expect(c).toMatch(/Path=\//);
  });

  it('is not replaced when a valid one was sent', async () => {
    const x = xsrf();
    const res = await t.app.inject({ url: '/api/login/status', headers: { cookie: x.cookie } });
    expect(setCookies(res).some((s) => s.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('is replaced when the one sent is malformed', async () => {
    const res = await t.app.inject({ url: '/api/login/status', headers: { cookie: 'XSRF-TOKEN=short' } });
    expect(setCookies(res).some((s) => /^XSRF-TOKEN=[A-Za-z0-9_-]{43};/.test(s))).toBe(true);
  });
});
