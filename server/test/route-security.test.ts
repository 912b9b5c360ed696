// Security rules decided on the route as matched (issue 13, defects 1 and 8): CSRF on every
// spelling of every state-changing path, the body types a cross-site form can send, Origin and
// Sec-Fetch-Site, access checked before the input is read, and Idempotency-Keys bound to their
// sender. Every call of the contract table is tried, so a new call is covered the day it is added.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessKind, apiCalls, MBR_TYPE, type ApiCall } from '@portal/contracts';
import { dscsnReservations, pageSatisfaction } from '../src/db/schema';
import { GUEST_REFUSED, STAFF_LOGIN_REQUIRED } from '../src/kernel/principal';
import { Browser, TestClock, createTestApp } from './helpers';
import { idem, kst, rsvtBody, signedIn } from './dscsn-helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clock.t = kst('2026-09-21');
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
});
afterAll(() => t.close());

const CSRF_MESSAGE = /XSRF-TOKEN/;
const calls = Object.entries(apiCalls) as [string, ApiCall][];
const unsafe = calls.filter(([, c]) => c.method !== 'GET');
const guarded = calls.filter(([, c]) => c.access !== 'public');

const SAMPLE_PARAMS: Record<string, string> = {
  instCode: 'KLAC',
  fileId: '00000000-0000-4000-8000-000000000000',
  rsvtNo: 'R20260922-000001',
  receiptNo: 'C20260922-000001',
  faqId: 'FAQ-0001',
  nttId: '1',
  qnaNo: 'Q20260922-000001',
  surveyId: 'SRVY-2026-H2',
  version: '2026-11-01',
  buildId: 'x',
  aplyNo: 'A20260922-000001',
  signId: 'S0123456789abcdef01234567',
  prdocId: 'P0123456789abcdef01234567',
  myDocId: 'D0123456789abcdef01234567',
};
const fill = (path: string, params: Record<string, string> = SAMPLE_PARAMS) => path.replace(/:(\w+)/g, (_, n: string) => params[n] ?? 'x');

const pct = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
/** Ways to write the same path that a router decoding percent-escapes (and ignoring a trailing slash) takes to the same route. */
export function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const out = new Set<string>([path, `${path}/`]);
  // one letter of the first segment escaped (the probe's /%61pi/…), in upper and lower case hex
  for (let i = 0; i < segments[0].length; i++) {
    const s = segments[0];
    out.add(`/${s.slice(0, i)}${pct(s[i])}${s.slice(i + 1)}/${segments.slice(1).join('/')}`);
  }
  out.add(`/${pct('a').toLowerCase()}${segments[0].slice(1)}/${segments.slice(1).join('/')}`);
  // the first letter of every segment escaped; the last segment escaped whole; everything escaped
  out.add('/' + segments.map((s) => (/^[a-z]/i.test(s) ? pct(s[0]) + s.slice(1) : s)).join('/'));
  out.add('/' + [...segments.slice(0, -1), [...segments.at(-1)!].map(pct).join('')].join('/'));
  out.add('/' + segments.map((s) => [...s].map(pct).join('')).join('/'));
  return [...out];
}

/** Token situations that must all be refused: none, cookie only, header only, two different tokens, a token of the wrong shape. */
const BAD_TOKENS: { name: string; cookie?: string; header?: string }[] = [
  { name: 'none' },
  { name: 'cookie only', cookie: randomBytes(32).toString('base64url') },
  { name: 'header only', header: randomBytes(32).toString('base64url') },
  { name: 'different', cookie: randomBytes(32).toString('base64url'), header: randomBytes(32).toString('base64url') },
  { name: 'empty', cookie: '', header: '' },
];

describe('CSRF is decided on the matched route, for every spelling of the path', () => {
  it('refuses every state-changing call without a matching token, under every spelling, with a Korean 403', async () => {
    let tried = 0;
    for (const [id, call] of unsafe) {
      for (const url of spellings(fill(call.path))) {
        for (const tok of BAD_TOKENS) {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (tok.cookie !== undefined) headers.cookie = `XSRF-TOKEN=${tok.cookie}`;
          if (tok.header !== undefined) headers['x-xsrf-token'] = tok.header;
          const res = await t.app.inject({ method: call.method, url, headers, payload: '{}' });
          tried++;
          expect(res.statusCode, `${id} ${call.method} ${url} (${tok.name})`).toBe(403);
          expect(res.json().message, `${id} ${url}`).toMatch(CSRF_MESSAGE);
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
  });

  it('the spellings reach the very route: with a valid token they are answered by the call, not refused or unknown', async () => {
    for (const [id, call] of unsafe) {
      for (const url of spellings(fill(call.path))) {
        const b = new Browser(t.app);
        const res = await b.call(call.method as 'POST', url, call.consumes ? undefined : {});
        expect(res.statusCode, `${id} ${url}`).toBeLessThan(500);
        expect(res.statusCode === 404 && /찾을 수 없|Page Not Found/i.test(res.body) && !res.json?.().message, `${id} ${url}`).toBe(false);
        if (res.statusCode === 403) expect(res.json().message, `${id} ${url}`).not.toMatch(CSRF_MESSAGE);
      }
    }
  });

  it('an unknown path is refused as well: the token is needed for every state-changing request, routed or not', async () => {
    for (const url of ['/api/nowhere', '/%61pi/nowhere', '/nowhere', '/api/../api/logout', '//api/logout']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('signs nobody out and extends nothing through /%61pi/… without a token', async () => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    for (const url of ['/%61pi/logout', '/api/logou%74', '/%61%70%69/%6C%6F%67%6F%75%74', '/api/logout/']) {
      expect((await b.post(url, {}, { csrf: false })).statusCode, url).toBe(403);
    }
    expect((await b.get('/api/login/status')).json().authenticated).toBe(true);
  });

  it('cancels no booking through a spelled path, a form body or a cross-site request', async () => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    const booked = await b.post('/api/dscsn/rsvt', rsvtBody('KLAC-SEOUL-CENTRAL', 'VISIT', '2026-09-22', '10:00'), idem());
    expect(booked.statusCode).toBe(201);
    const rsvtNo = booked.json().rsvtNo as string;
    const cancelPaths = spellings(`/api/my/dscsn/rsvt/${rsvtNo}/cancel`);
    const boundary = 'x' + randomBytes(6).toString('hex');
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="reason"\r\n\r\nx\r\n--${boundary}--\r\n`;
    const token = b.cookies.get('XSRF-TOKEN')!;
    for (const url of cancelPaths) {
      // a form any site can post: no header, multipart body
      let res = await t.app.inject({ method: 'POST', url, headers: { cookie: b.cookieHeader, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart });
      expect(res.statusCode, url).toBe(403);
      // even with the token, the body types a form can send are refused on a JSON call
      for (const type of [`multipart/form-data; boundary=${boundary}`, 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
        res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: b.cookieHeader, 'x-xsrf-token': token, 'content-type': type },
          payload: type.startsWith('multipart') ? multipart : 'reason=x',
        });
        expect(res.statusCode, `${url} ${type}`).toBe(415);
        expect(res.json().message).toMatch(/JSON/);
      }
      // and with the token and JSON, a browser that says the request comes from another site
      res = await b.post(url, {}, { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode, url).toBe(403);
    }
    const [row] = await t.database.db.select().from(dscsnReservations).where(eq(dscsnReservations.rsvtNo, rsvtNo));
    expect(row!.status).toBe('BOOKED');
  });
});

describe('body types a cross-site form can send are refused on JSON calls', () => {
  const FORM_TYPES = ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=abc', 'TEXT/PLAIN', 'application/jsonx', 'application/x-json'];
  it('answers 415 in Korean to every JSON call with such a body, even with a valid token', async () => {
    let tried = 0;
    for (const [id, call] of unsafe.filter(([, c]) => !c.consumes)) {
      for (const type of FORM_TYPES) {
        const b = new Browser(t.app);
        const res = await t.app.inject({
          method: call.method,
          url: fill(call.path),
          headers: { cookie: b.cookieHeader, 'x-xsrf-token': b.cookies.get('XSRF-TOKEN')!, 'content-type': type },
          payload: type.startsWith('multipart') ? '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--abc--\r\n' : 'a=1',
        });
        tried++;
        expect(res.statusCode, `${id} ${type}`).toBe(415);
        expect(res.json().message, id).toMatch(/[가-힣]/);
      }
    }
    expect(tried).toBeGreaterThan(200);
  });

  it('the upload call takes multipart only', async () => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { cookie: b.cookieHeader, 'x-xsrf-token': b.cookies.get('XSRF-TOKEN')!, 'content-type': type },
        payload: type === 'application/json' ? '{}' : 'a=1',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toMatch(/multipart/);
    }
  });

  it('a body without a content type is refused; a call without a body needs none', async () => {
    const b = new Browser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/satisfaction',
      headers: { cookie: b.cookieHeader, 'x-xsrf-token': b.cookies.get('XSRF-TOKEN')!, 'content-length': '7' },
      payload: Buffer.from('{"a":1}'),
    });
    expect(res.statusCode).toBe(415);
    expect((await b.post('/api/session/extend')).statusCode).toBe(200);
  });
});

describe('Origin and Sec-Fetch-Site: a second line behind the token', () => {
  const refusedHeaders: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'CROSS-SITE' },
    { origin: 'https://evil.example' },
    { origin: 'http://localhost.evil.example' },
    { origin: 'http://evil.example:80' },
    { origin: 'null' },
    { origin: 'not a url' },
  ];
  it('refuses a state-changing call that a browser says comes from elsewhere, even with a valid token', async () => {
    for (const [id, call] of unsafe) {
      for (const h of refusedHeaders) {
        const b = new Browser(t.app);
        const res = await b.call(call.method as 'POST', fill(call.path), call.consumes ? undefined : {}, { headers: h });
        expect(res.statusCode, `${id} ${JSON.stringify(h)}`).toBe(403);
        expect(res.json().message).toMatch(/다른 사이트/);
      }
    }
  });

  it('lets the portal\'s own pages through (same origin, any default port spelling)', async () => {
    for (const h of [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }, { origin: 'http://localhost:80' }, { origin: 'http://LOCALHOST' }, {}] as Record<string, string>[]) {
      const b = new Browser(t.app);
      expect((await b.post('/api/session/extend', undefined, { headers: h })).statusCode, JSON.stringify(h)).toBe(200);
    }
  });

  it('reads are not affected', async () => {
    const res = await t.app.inject({ url: '/api/menu/gnb', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('access is checked before the input is read', () => {
  const junk = { __proto__x: 1, x: 'a'.repeat(5000), nested: { deep: [1, 2, 3] } };
  it('answers 401 (never the field list) to an anonymous call of every non-public call, whatever the input', async () => {
    let tried = 0;
    for (const [id, call] of guarded) {
      for (const url of [fill(call.path), fill(call.path, {}), `${fill(call.path)}?page=-1&pageSize=zzz&status=%00`]) {
        const b = new Browser(t.app);
        const res = await b.call(call.method as 'POST', url, call.method === 'GET' || call.consumes ? undefined : junk, { headers: { 'idempotency-key': '' } });
        tried++;
        expect(res.statusCode, `${id} ${url}`).toBe(401);
        expect(res.json().errors, id).toBeUndefined();
        expect(res.json().message).toMatch(/로그인/);
      }
    }
    expect(tried).toBe(guarded.length * 3);
  });

  it('answers 401 naming /admin/login (never the field list) to a member calling staff or editor calls: they take only a staff session', async () => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    for (const [id, call] of guarded.filter(([, c]) => accessKind(c.access) === 'staff' || c.access === 'editor')) {
      const res = await b.call(call.method as 'POST', `${fill(call.path)}?page=-1`, call.method === 'GET' ? undefined : junk);
      expect(res.statusCode, id).toBe(401);
      expect(res.json(), id).toEqual({ message: STAFF_LOGIN_REQUIRED });
    }
  });

  it('answers `member` calls only for members: anonymous 401, a verified guest 403 (never the field list), a member gets past the check, no-store', async () => {
    const memberCalls = guarded.filter(([, c]) => c.access === 'member');
    expect(memberCalls.map(([id]) => id)).toContain('myInfo');
    const { b: guest } = await signedIn(t.app, t.database, clock.now(), { mbrTypeCd: MBR_TYPE.GUEST });
    const { b: member } = await signedIn(t.app, t.database, clock.now());
    for (const [id, call] of memberCalls) {
      const body = call.method === 'GET' || call.consumes ? undefined : junk;
      const anonymous = await new Browser(t.app).call(call.method as 'POST', fill(call.path), body);
      expect(anonymous.statusCode, id).toBe(401);
      expect(anonymous.json().message, id).toMatch(/로그인/);
      const refused = await guest.call(call.method as 'POST', fill(call.path), body);
      expect(refused.statusCode, id).toBe(403);
      expect(refused.json(), id).toEqual({ message: GUEST_REFUSED });
      // a member is let through to the input check (junk body: 400 with the fields) or the handler (403 re-check, 200 …)
      const passed = await member.call(call.method as 'POST', fill(call.path), body);
      expect(passed.json().message ?? '', id).not.toBe(GUEST_REFUSED);
      expect(passed.statusCode, id).not.toBe(401);
      // whatever the answer, a member's is never kept by a browser or proxy (set for every such call, not per handler)
      expect(passed.headers['cache-control'], id).toBe('no-store');
    }
  });

  it('and under spelled paths too', async () => {
    const b = new Browser(t.app);
    for (const [id, call] of guarded) {
      for (const url of spellings(fill(call.path)).slice(2, 5)) {
        const res = await b.call(call.method as 'POST', url, call.method === 'GET' || call.consumes ? undefined : junk);
        expect(res.statusCode, `${id} ${url}`).toBe(401);
      }
    }
  });
});

describe('Idempotency-Keys are bound to the browser or person that sent them', () => {
  it('the same satisfaction key from two browsers stores two answers, each browser gets its own', async () => {
    const key = `shared-${randomBytes(6).toString('hex')}`;
    const first = new Browser(t.app);
    const second = new Browser(t.app);
    const menuId = await satisfactionMenu();
    const a = await first.post('/api/satisfaction', { menuId, score: 5, comment: '' }, { headers: { 'idempotency-key': key } });
    const b = await second.post('/api/satisfaction', { menuId, score: 1, comment: '' }, { headers: { 'idempotency-key': key } });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
    expect(b.json().score).toBe(1);
    // the same browser again: its own answer, replayed
    const again = await first.post('/api/satisfaction', { menuId, score: 5, comment: '' }, { headers: { 'idempotency-key': key } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
    const rows = await t.database.db.select().from(pageSatisfaction).where(and(eq(pageSatisfaction.menuId, menuId)));
    expect(rows.filter((r) => r.id === a.json().id || r.id === b.json().id)).toHaveLength(2);
  });

  it('the same survey key from two browsers gives each its own answer', async () => {
    const list = (await new Browser(t.app).get('/api/dgstfn/surveys')).json();
    const open = list.find((s: { status: string }) => s.status === 'OPEN');
    const survey = (await new Browser(t.app).get(`/api/dgstfn/surveys/${open.surveyId}`)).json();
    const scores = Object.fromEntries(survey.questions.map((q: { questionId: string }) => [q.questionId, 4]));
    const key = `shared-${randomBytes(6).toString('hex')}`;
    const answers = [];
    for (const b of [new Browser(t.app), new Browser(t.app)]) {
      answers.push(await b.post(`/api/dgstfn/surveys/${open.surveyId}/answers`, { scores, comment: '' }, { headers: { 'idempotency-key': key } }));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
  });
});

async function satisfactionMenu(): Promise<string> {
  const gnb = (await new Browser(t.app).get('/api/menu/siteMap')).json() as { menuId: string; menuUseSatisfaction?: boolean; children?: unknown[] }[];
  const stack = [...gnb];
  while (stack.length) {
    const m = stack.pop() as { menuId: string; menuUseSatisfaction?: boolean; children?: unknown[] };
    if (m.menuUseSatisfaction) return m.menuId;
    stack.push(...((m.children ?? []) as typeof stack));
  }
  throw new Error('no menu takes satisfaction answers');
}
