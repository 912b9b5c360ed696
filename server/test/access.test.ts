import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessPageResult, routes } from '@portal/contracts';
import { members } from '../src/db/schema';
import { createSession } from '../src/kernel/session';
import { createTestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db
    .insert(members)
    .values({ loginId: 'access-tester', memberName: '홍길동', mbrTypeCd: '01' })
    .returning();
  token = await createSession(t.database.db, m.id);
});
afterAll(() => t.close());

async function access(menuUrl: string | undefined, cookie?: string) {
  const res = await t.app.inject({
    url: '/api/accessPage',
    query: menuUrl === undefined ? {} : { menuUrl },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, menuUrl).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return AccessPageResult.parse(res.json());
}

describe('GET /api/accessPage', () => {
  it('refuses /my/info to an anonymous visitor and sends them to the login page with a return url', async () => {
    const r = await access('/my/info');
    expect(r).toMatchObject({ menuUrl: '/my/info', known: true, access: 'MEMBER', allowed: false });
    expect(r.redirectTo).toMatch(/^\/login\?returnUrl=/);
    expect(decodeURIComponent(r.redirectTo!.split('returnUrl=')[1])).toBe('/my/info');
  });

  it('keeps the original url (with its query) in returnUrl but looks up the normalised one', async () => {
    const r = await access('/my/info/?tab=2');
    expect(r.menuUrl).toBe('/my/info');
    expect(r.allowed).toBe(false);
    expect(new URLSearchParams(r.redirectTo!.split('?')[1]).get('returnUrl')).toBe('/my/info/?tab=2');
  });

  it('lets anyone open /', async () => {
    expect(await access('/')).toEqual({ menuUrl: '/', known: true, access: 'PUBLIC', allowed: true, redirectTo: null });
    expect((await access(undefined)).menuUrl).toBe('/');
  });

  it('answers known:false for an unknown url', async () => {
    const r = await access('/no/such/page');
    expect(r.known).toBe(false);
    expect(r.allowed).toBe(true);
    expect(r.redirectTo).toBeNull();
  });

  it('lets a signed-in member open /my/info', async () => {
    const r = await access('/my/info', `PORTAL_SESSION=${token}`);
    expect(r).toEqual({ menuUrl: '/my/info', known: true, access: 'MEMBER', allowed: true, redirectTo: null });
  });

  it('keeps every /ai route for members only (spec section 6)', async () => {
    const ai = routes.filter((r) => r.path === '/ai' || r.path.startsWith('/ai/'));
    expect(ai.length).toBeGreaterThan(5);
    for (const r of ai) {
      expect(await access(r.path), r.path).toMatchObject({ known: true, access: 'MEMBER', allowed: false });
      expect((await access(r.path, `PORTAL_SESSION=${token}`)).allowed, r.path).toBe(true);
    }
  });

  it('does not accept a forged session token', async () => {
    const r = await access('/my/info', `PORTAL_SESSION=${'x'.repeat(43)}`);
    expect(r.allowed).toBe(false);
  });
});
