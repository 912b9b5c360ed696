// Issue 35: the electronic-signature samples (/sample/esign/form1, form2) sign a sample document with
// the same signature request as an application (esign_requests without an application): request,
// status, the sandbox's approve and cancel, expiry, and verifying a document with a signature.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_TTL_SECONDS } from '@portal/contracts';
import { esignRequests } from '../src/db/schema';
import { signedIn } from './dscsn-helpers';
import { citizen } from './elrcpt-helpers';
import { Browser, TestClock, createTestApp } from './helpers';

const HANGUL = /[가-힣]/;
const DOC = { title: '견본 위임장', lines: ['위임인: 홍길동', '위임 내용: 서류 발급 신청'] };

describe('electronic-signature samples', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  });
  afterAll(() => t?.close());

  const person = (opts: Parameters<typeof signedIn>[3] = {}) => signedIn(t.app, t.database, clock.now(), opts);
  const api = (b: Browser) => ({
    sign: (body: unknown) => b.post('/api/esign/sample', body),
    status: (signId: string) => b.get(`/api/esign/${signId}`),
    sandbox: (signId: string, action: 'approve' | 'cancel' = 'approve') => b.post(`/api/esign/${signId}/sandbox`, { action }),
    verify: (body: unknown) => b.post('/api/esign/verify', body),
  });

  it('request → PENDING → sandbox approve → SIGNED with a signature the server verifies; a changed document or signature is invalid', async () => {
    const me = await person();
    const c = api(me.b);
    const res = await c.sign({ provider: 'KAKAO', document: DOC });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({ aplyNo: null, state: 'PENDING', provider: 'KAKAO', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/), signature: null, sandbox: true });
    expect((await c.status(s.signId)).json()).toMatchObject({ state: 'PENDING', signature: null });

    const approved = await c.sandbox(s.signId);
    expect(approved.statusCode, approved.body).toBe(200);
    const signed = approved.json();
    expect(signed).toMatchObject({ state: 'SIGNED', contentHash: s.contentHash, signature: expect.stringMatching(/^[A-Za-z0-9_-]+$/), signedAt: expect.any(String) });
    expect((await c.status(s.signId)).json().signature).toBe(signed.signature);

    const ok = await c.verify({ document: DOC, signature: signed.signature });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, contentHash: s.contentHash, reason: expect.stringMatching(HANGUL) });
    // trimming is part of the content: spaces around do not change the hash
    expect((await c.verify({ document: { title: ` ${DOC.title} `, lines: DOC.lines }, signature: signed.signature })).json().valid).toBe(true);

    const changed = await c.verify({ document: { ...DOC, lines: [...DOC.lines, '추가한 줄'] }, signature: signed.signature });
    expect(changed.json()).toMatchObject({ valid: false, reason: expect.stringMatching(/바뀌었거나/) });
    expect(changed.json().contentHash).not.toBe(s.contentHash);
    const flipped = signed.signature.startsWith('A') ? `B${signed.signature.slice(1)}` : `A${signed.signature.slice(1)}`;
    expect((await c.verify({ document: DOC, signature: flipped })).json().valid).toBe(false);

    // a sample signature can never submit an application: it has none
    const [row] = await t.database.db.select().from(esignRequests).where(eq(esignRequests.signId, s.signId));
    expect(row!.aplyId).toBeNull();
    // signed once: approving again is refused
    expect((await c.sandbox(s.signId)).statusCode).toBe(409);
  });

  it('cancel, a new request cancelling the one still waiting, and expiry after five minutes', async () => {
    const me = await person();
    const c = api(me.b);
    const first = (await c.sign({ provider: 'PASS', document: DOC })).json();
    const second = (await c.sign({ provider: 'NAVER', document: DOC })).json();
    expect((await c.status(first.signId)).json().state).toBe('CANCELLED');
    const cancelled = await c.sandbox(second.signId, 'cancel');
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', signature: null });

    const third = (await c.sign({ provider: 'TOSS', document: DOC })).json();
    clock.advance(ESIGN_TTL_SECONDS + 1);
    expect((await c.status(third.signId)).json().state).toBe('EXPIRED');
    const late = await c.sandbox(third.signId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'SIGN_EXPIRED', message: expect.stringMatching(HANGUL) });
  });

  it("owner-checked: another member's request is 404; sign-in and CSRF required; a guest is refused", async () => {
    const me = await person();
    const other = await person();
    const s = (await api(me.b).sign({ provider: 'PASS', document: DOC })).json();
    for (const r of [await api(other.b).status(s.signId), await api(other.b).sandbox(s.signId)]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toMatch(HANGUL);
    }
    expect((await api(me.b).status(s.signId)).json().state).toBe('PENDING');
    // a request of an application is not changed by the sample's requests (and the other way round)
    expect((await citizen(other.b).sandbox(s.signId)).statusCode).toBe(404);

    const nobody = new Browser(t.app);
    expect((await api(nobody).sign({ provider: 'PASS', document: DOC })).statusCode).toBe(401);
    expect((await api(nobody).verify({ document: DOC, signature: 'abc' })).statusCode).toBe(401);
    expect((await me.b.post('/api/esign/sample', { provider: 'PASS', document: DOC }, { csrf: false })).statusCode).toBe(403);
    expect((await me.b.post('/api/esign/verify', { document: DOC, signature: 'abc' }, { csrf: false })).statusCode).toBe(403);
    const guest = await person({ mbrTypeCd: '09' });
    expect((await api(guest.b).sign({ provider: 'PASS', document: DOC })).statusCode).toBe(403);
  });

  it('bad input: 400 naming the field in Korean, never 5xx (NUL, long text, wrong types, unknown ids)', async () => {
    const me = await person();
    const c = api(me.b);
    const cases: [unknown, RegExp][] = [
      [{ document: DOC }, /인증서/],
      [{ provider: 'PASS', document: { title: '', lines: ['a'] } }, /문서 제목/],
      [{ provider: 'PASS', document: { title: '제목', lines: [] } }, /서명할 내용/],
      [{ provider: 'PASS', document: { title: '제목', lines: ['  '] } }, /서명할 내용/],
      [{ provider: 'PASS', document: { title: '가'.repeat(101), lines: ['a'] } }, /문서 제목은 100자/],
      [{ provider: 'PASS', document: { title: '제목', lines: Array.from({ length: 21 }, () => 'a') } }, /20줄/],
      [{ provider: 'PASS', document: { title: '제목', lines: ['가'.repeat(1001)] } }, /서명할 내용은 1000자/],
      [{ provider: 'PASS', document: 'x' }, HANGUL],
      [{ provider: 'PASS', document: { title: 3, lines: 'x' } }, HANGUL],
    ];
    for (const [body, message] of cases) {
      const r = await c.sign(body);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toMatch(message);
    }
    // NUL: refused by the portal's input check, naming the field
    const nul = await c.sign({ provider: 'PASS', document: { title: '제목\u0000', lines: ['a\u0000b'] } });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().message).toMatch(/document\.title/);
    for (const signature of ['', '  ', 'a b', '가나다', 'x'.repeat(201), 'a\u0000b']) {
      const r = await c.verify({ document: DOC, signature });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toMatch(/서명 값|signature:/);
    }
    // 1 MB strings: refused without a 5xx
    const big = 'a'.repeat(1024 * 1024);
    for (const r of [await c.sign({ provider: 'PASS', document: { title: big, lines: [big] } }), await c.verify({ document: DOC, signature: big })]) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    for (const id of ['S000000000000000000000000', 'nope', 'S' + 'f'.repeat(24)]) {
      const r = await c.status(id);
      expect([400, 404]).toContain(r.statusCode);
      expect((await c.sandbox(id)).statusCode).toBeLessThan(500);
    }
  });
});
