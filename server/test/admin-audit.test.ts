// The back office's audit log (issue 34, "Security"): every staff/editor call leaves one row on the
// route as matched (refusals too), the table is append-only in the database, managers search and
// export their institution's rows (CSV with BOM, formula cells defused, the export itself recorded),
// staff answers mask citizens' personal data, and an opening with a reason unmasks one record and
// is logged. Odd input is a 400, never a 5xx.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dscsnCyber, dscsnOffices, dscsnReservations, members, qna } from '../src/db/schema';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { createStaffSession, STAFF_COOKIE } from '../src/kernel/session';
import { idem, signedIn } from './dscsn-helpers';
import { citizen, klacContent } from './elrcpt-helpers';
import { Browser, TestClock, createTestApp } from './helpers';

const DAY1 = '2026-11-24T10:00:00+09:00';
const DAY2 = '2026-11-25T10:00:00+09:00';
const HANGUL = /[가-힣]/;

describe('audit log', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const staffBrowsers = new Map<string, Browser>();

  /**
   * THE staff sign-in of this file: a staff session made directly for the sandbox account (the
   * sign-in itself, password and TOTP, is admin-auth.test.ts's).
   */
  async function asStaff(loginId: string): Promise<Browser> {
    const known = staffBrowsers.get(`${loginId}@${clock.t}`);
    if (known) return known;
    const [m] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId));
    const b = new Browser(t.app);
    b.cookies.set(STAFF_COOKIE, await createStaffSession(t.database.db, m!.id, clock.now()));
    staffBrowsers.set(`${loginId}@${clock.t}`, b);
    return b;
  }

  const rows = () => t.database.db.select().from(auditLog).orderBy(auditLog.id);
  const rowOf = async (requestId: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId)))[0];
  const rid = (res: { headers: Record<string, unknown> }) => String(res.headers['x-request-id'] ?? '');
  let aplyNo = '';
  let rsvtNo = '';
  let receiptNo = '';
  let qnaNo = '';
  let citizenBrowser: Browser;

  beforeAll(async () => {
    clock.t = new Date(DAY1).getTime();
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
    await seedSandboxAccounts(t.database, t.config, clock.now());
    const me = await signedIn(t.app, t.database, clock.now(), { name: '홍길동', mobileNo: '01098765432', email: 'hong.gildong@example.kr' });
    citizenBrowser = me.b;
    aplyNo = (await citizen(me.b).submitted(klacContent())).aplyNo;
    // a KLAC booking and cyber consultation and a Q&A, written directly (their own flows have their own suites)
    const [office] = await t.database.db.select().from(dscsnOffices).where(eq(dscsnOffices.instCode, 'KLAC')).limit(1);
    rsvtNo = `R${randomInt(100_000_000, 1_000_000_000)}`;
    await t.database.db.insert(dscsnReservations).values({
      rsvtNo,
      memberId: me.member.id,
      personKey: me.member.personKey!,
      instCode: 'KLAC',
      officeId: office!.officeId,
      method: 'PHONE',
      slotDate: '2026-11-27',
      slotTime: '10:00',
      startsAt: new Date('2026-11-27T10:00:00+09:00'),
      field: 'LEASE',
      summary: '보증금 반환 상담',
      applicantName: '홍길동',
      applicantMobile: '01022223333',
      applicantEmail: 'hong.gildong@example.kr',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    receiptNo = `C${randomInt(100_000_000, 1_000_000_000)}`;
    await t.database.db.insert(dscsnCyber).values({
      receiptNo,
      memberId: me.member.id,
      kind: 'DOM',
      instCode: 'KLAC',
      field: 'LEASE',
      title: '보증금',
      question: '보증금을 돌려받지 못했습니다.',
      isPublic: false,
      details: [],
      createdAt: clock.now(),
      expectedAnswerBy: '2026-11-27',
    });
    qnaNo = `Q${randomInt(100_000_000, 1_000_000_000)}`;
    await t.database.db.insert(qna).values({ qnaNo, ownerId: me.member.id, category: 'SITE', title: '문의', content: '로그인이 안 됩니다.', idempotencyKey: 'audit-test', requestHash: 'x', createdAt: clock.now() });
  });
  afterAll(() => t?.close());

  it('a staff read and a change each leave one row: the route as matched, the record, the caller the access check found', async () => {
    const klac = await asStaff('sandboxklac');
    const before = (await rows()).length;
    const read = await klac.get(`/api/staff/elrcpt/${aplyNo}?x=${'q'.repeat(20)}`);
    expect(read.statusCode, read.body).toBe(200);
    const moved = await klac.post(`/api/staff/elrcpt/${aplyNo}/transition`, { to: 'RECEIVED' }, idem());
    expect(moved.statusCode, moved.body).toBe(200);
    const added = (await rows()).slice(before);
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({
      action: 'READ',
      callKey: 'staffElrcpt',
      method: 'GET',
      route: '/api/staff/elrcpt/:aplyNo',
      targetKind: 'elrcpt',
      targetId: aplyNo,
      status: 200,
      actorLoginId: 'sandboxklac',
      actorRole: 'CONSULT_STAFF',
      actorInstCode: 'KLAC',
      reason: null,
    });
    expect(added[0]!.at.toISOString()).toBe(clock.now().toISOString());
    expect(added[1]).toMatchObject({ action: 'CHANGE', callKey: 'staffElrcptMove', method: 'POST', route: '/api/staff/elrcpt/:aplyNo/transition', targetId: aplyNo, status: 200 });
    // never a citizen's personal data, nor the raw URL's query
    const text = JSON.stringify(added);
    for (const pii of ['홍길동', '01022223333', '010-2222-3333', 'hong.gildong', '세종대로', 'qqqq']) expect(text).not.toContain(pii);
  });

  it('refused calls are recorded with their status: anonymous 401, a citizen (no staff session) 401, another institution 404', async () => {
    const anonymous = await new Browser(t.app).get('/api/staff/elrcpt');
    expect(anonymous.statusCode).toBe(401);
    expect(await rowOf(rid(anonymous))).toMatchObject({ action: 'READ', status: 401, actorMemberId: null, route: '/api/staff/elrcpt' });
    const asCitizen = await citizenBrowser.get(`/api/staff/elrcpt/${aplyNo}`);
    expect(asCitizen.statusCode).toBe(401);
    expect(await rowOf(rid(asCitizen))).toMatchObject({ status: 401, targetId: aplyNo, actorLoginId: null });
    // a citizen account never reaches /api/admin data
    for (const url of ['/api/admin/audit', '/api/admin/audit/export']) {
      const res = await citizenBrowser.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('sandboxklac');
      expect(await rowOf(rid(res))).toMatchObject({ status: 401 });
    }
    const opened = await citizenBrowser.post('/api/admin/records/open', { kind: 'elrcpt', id: aplyNo, reason: '업무 확인합니다' });
    expect(opened.statusCode).toBe(401);
    expect(opened.body).not.toContain('홍길동');
    const other = await (await asStaff('sandboxlegalaid')).get(`/api/staff/elrcpt/${aplyNo}`);
    expect(other.statusCode).toBe(404);
    expect(await rowOf(rid(other))).toMatchObject({ status: 404, actorLoginId: 'sandboxlegalaid', actorRole: 'APPLICATION_STAFF', actorInstCode: 'LEGALAID', targetId: aplyNo });
    // a 400 on a hostile path parameter is recorded too, the parameter replaced by a marker
    const nul = await (await asStaff('sandboxklac')).get('/api/staff/elrcpt/%00abc');
    expect(nul.statusCode).toBeLessThan(500);
    expect(await rowOf(rid(nul))).toMatchObject({ targetId: '(invalid)', status: nul.statusCode });
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of audit_log', async () => {
    const [first] = await rows();
    await expect(t.database.db.execute(sql`UPDATE audit_log SET status = 200 WHERE id = ${first!.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log WHERE id = ${first!.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect((await rows())[0]).toEqual(first);
  });

  it('staff answers mask personal data: application list and detail, bookings (the open API queue: openapi-keys.test.ts)', async () => {
    const klac = await asStaff('sandboxklac');
    const list = await klac.get('/api/staff/elrcpt?status=ALL');
    expect(list.json().items.find((i: { aplyNo: string }) => i.aplyNo === aplyNo).applicantName).toBe('홍*동');
    const detail = await klac.get(`/api/staff/elrcpt/${aplyNo}`);
    const a = detail.json();
    expect(a.applicantName).toBe('홍*동');
    expect(a.content.applicant).toMatchObject({ name: '홍*동', birthDate: '1958-**-**', mobile: '010-****-3333', zip: '045**', address: '서울특별시 중구 ***', addressDetail: '****' });
    expect(a.content.opponent.name).toBe('김*수');
    expect(a.rrnMasked).toBe('580315-2******');
    for (const pii of ['홍길동', '2222-3333', '세종대로', '101호', '김철수']) expect(detail.body).not.toContain(pii);
    const day = await klac.get('/api/staff/dscsn/rsvt?date=2026-11-27');
    expect(day.statusCode, day.body).toBe(200);
    const booking = day.json().find((r: { rsvtNo: string }) => r.rsvtNo === rsvtNo);
    expect(booking).toMatchObject({ applicantName: '홍*동', applicantMobile: '010-****-3333', callbackNo: '010-****-3333' });
    expect(day.body).not.toContain('01022223333');
  });

  it('opening with a reason unmasks one record for its institution and is logged as OPEN; no reason 400; another institution 404', async () => {
    const klac = await asStaff('sandboxklac');
    const res = await klac.post('/api/admin/records/open', { kind: 'elrcpt', id: aplyNo, reason: '  보정 서류 안내 전화  ' });
    expect(res.statusCode, res.body).toBe(200);
    const values = Object.fromEntries(res.json().fields.map((f: { key: string; value: string }) => [f.key, f.value]));
    expect(values).toMatchObject({ 'content.applicant.name': '홍길동', 'content.applicant.mobile': '010-2222-3333', 'content.applicant.address': '서울특별시 중구 세종대로 110', 'content.opponent.name': '김철수' });
    expect(res.json().fields.every((f: { label: string }) => HANGUL.test(f.label))).toBe(true);
    expect(await rowOf(rid(res))).toMatchObject({ action: 'OPEN', reason: '보정 서류 안내 전화', targetKind: 'elrcpt', targetId: aplyNo, status: 200, actorLoginId: 'sandboxklac', route: '/api/admin/records/open' });

    const rsvt = await klac.post('/api/admin/records/open', { kind: 'rsvt', id: rsvtNo, reason: '예약 시간 변경 안내 전화' });
    expect(rsvt.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'applicantMobile', value: '01022223333' }), expect.objectContaining({ key: 'account.mobile', value: '01098765432' })]));
    const cyber = await (await asStaff('sandboxmanager')).post('/api/admin/records/open', { kind: 'cyber', id: receiptNo, reason: '답변 전 본인 확인' });
    expect(cyber.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'account.email', value: 'hong.gildong@example.kr' })]));
    const q = await (await asStaff('sandboxeditor')).post('/api/admin/records/open', { kind: 'qna', id: qnaNo, reason: '계정 문제 확인 연락' });
    expect(q.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'account.name', value: '홍길동' })]));

    for (const body of [{ kind: 'elrcpt', id: aplyNo }, { kind: 'elrcpt', id: aplyNo, reason: '   확인  ' }, { kind: 'elrcpt', id: aplyNo, reason: '가'.repeat(201) }]) {
      const bad = await klac.post('/api/admin/records/open', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ field: 'reason', message: expect.stringMatching(HANGUL) });
      expect(bad.body).not.toContain('홍길동');
    }
    // another institution, the wrong kind of officer, a record that is not there: the same 404
    const refusals = [
      [await asStaff('sandboxlegalaid'), { kind: 'elrcpt', id: aplyNo }],
      [await asStaff('sandboxlqa'), { kind: 'rsvt', id: rsvtNo }],
      [await asStaff('sandboxlqa'), { kind: 'cyber', id: receiptNo }],
      [klac, { kind: 'qna', id: qnaNo }],
      [await asStaff('sandboxeditor'), { kind: 'elrcpt', id: aplyNo }],
      [klac, { kind: 'elrcpt', id: 'E999999999' }],
    ] as const;
    for (const [b, body] of refusals) {
      const no = await b.post('/api/admin/records/open', { ...body, reason: '업무상 확인 필요' });
      expect(no.statusCode, JSON.stringify(body)).toBe(404);
      expect(no.body).not.toContain('홍길동');
      expect(await rowOf(rid(no))).toMatchObject({ action: 'CHANGE', status: 404, targetKind: body.kind, reason: null });
    }
  });

  it("a manager sees its institution's rows only, the system administrator all; officers and editors are refused", async () => {
    clock.t = new Date(DAY2).getTime();
    const manager = await asStaff('sandboxmanager');
    const mine = await manager.get('/api/admin/audit?pageSize=50');
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().items as { actorInstCode: string | null; actorLoginId: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.actorInstCode === 'KLAC')).toBe(true);
    expect(items.some((i) => i.actorLoginId === 'sandboxlegalaid')).toBe(false);
    const all = await (await asStaff('sandboxadmin')).get('/api/admin/audit?pageSize=50&actor=sandboxlegalaid');
    expect(all.json().items.length).toBeGreaterThan(0);
    expect((await manager.get('/api/admin/audit?actor=sandboxlegalaid')).json().total).toBe(0);
    for (const who of ['sandboxklac', 'sandboxeditor', 'sandboxlegalaid', 'sandboxopenapi']) {
      const res = await (await asStaff(who)).get('/api/admin/audit');
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toMatch(HANGUL);
    }
    expect((await new Browser(t.app).get('/api/admin/audit')).statusCode).toBe(401);
  });

  it('filters (KST days, actor, action, target) and paging, newest first unless asked', async () => {
    const admin = await asStaff('sandboxadmin');
    const total = (await admin.get('/api/admin/audit')).json().total as number;
    const day1 = (await admin.get('/api/admin/audit?from=2026-11-24&to=2026-11-24&pageSize=50')).json();
    const day2 = (await admin.get('/api/admin/audit?from=2026-11-25&pageSize=50')).json();
    expect(day1.total).toBeGreaterThan(0);
    expect(day2.total).toBeGreaterThan(0);
    expect(day1.total + day2.total).toBeLessThanOrEqual(total + 2); // the two searches are rows too
    expect(day1.items.every((i: { at: string }) => i.at.startsWith('2026-11-24'))).toBe(true);
    const opens = (await admin.get('/api/admin/audit?action=OPEN&pageSize=50')).json();
    expect(opens.items.length).toBeGreaterThanOrEqual(4);
    expect(opens.items.every((i: { action: string; reason: string }) => i.action === 'OPEN' && i.reason.length >= 5)).toBe(true);
    const onTarget = (await admin.get(`/api/admin/audit?targetKind=elrcpt&targetId=${aplyNo}&pageSize=50`)).json();
    expect(onTarget.items.length).toBeGreaterThan(3);
    expect(onTarget.items.every((i: { targetId: string }) => i.targetId === aplyNo)).toBe(true);
    const p1 = (await admin.get('/api/admin/audit?pageSize=2&page=1')).json();
    const p2 = (await admin.get('/api/admin/audit?pageSize=2&page=2')).json();
    expect(p1.items).toHaveLength(2);
    expect(p2.items[0].id).not.toBe(p1.items[0].id);
    expect(Number(p1.items[0].id)).toBeGreaterThan(Number(p1.items[1].id));
    const asc = (await admin.get('/api/admin/audit?order=asc&pageSize=2')).json();
    expect(Number(asc.items[0].id)).toBeLessThan(Number(asc.items[1].id));
    // the searches themselves are READ rows of the reader
    expect((await admin.get('/api/admin/audit?actor=sandboxadmin&action=READ')).json().total).toBeGreaterThan(5);
  });

  it('CSV export: BOM, header, formula cells defused, the same filters, and itself recorded as EXPORT', async () => {
    const klac = await asStaff('sandboxklac');
    const evil = await klac.post('/api/admin/records/open', { kind: 'elrcpt', id: aplyNo, reason: '=HYPERLINK("http://x")' });
    expect(evil.statusCode).toBe(200);
    const manager = await asStaff('sandboxmanager');
    const res = await manager.get('/api/admin/audit/export?action=OPEN');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-2026-11-25\.csv"/);
    expect(res.headers['x-audit-row-cap']).toBe('50000');
    expect(res.headers['x-audit-truncated']).toBe('0');
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('번호,시각(KST),구분,직원 아이디,역할,기관,호출,방법,경로,대상 종류,대상 번호,사유,응답 코드,요청번호');
    expect(lines.slice(1).every((l) => l.includes(',개인정보 보기,'))).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(await rowOf(rid(res))).toMatchObject({ action: 'EXPORT', status: 200, actorLoginId: 'sandboxmanager', route: '/api/admin/audit/export' });
    // an officer cannot export
    expect((await klac.get('/api/admin/audit/export')).statusCode).toBe(403);
  });

  it('odd input is a Korean 400, never a 5xx', async () => {
    const admin = await asStaff('sandboxadmin');
    const klac = await asStaff('sandboxklac');
    const bad = [
      '/api/admin/audit?from=2026-02-30',
      '/api/admin/audit?from=2026/01/01',
      '/api/admin/audit?from=2026-11-25&to=2026-11-24',
      '/api/admin/audit?actor=a%00b',
      `/api/admin/audit?actor=${'a'.repeat(100_000)}`,
      '/api/admin/audit?action=DROP',
      '/api/admin/audit?pageSize=1000',
      '/api/admin/audit?targetId=%27%3B%20DROP%20TABLE%20audit_log',
      '/api/admin/audit/export?to=99999-01-01',
    ];
    for (const url of bad) {
      const res = await admin.get(url);
      expect(res.statusCode, url.slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
    }
    const bodies = [
      { kind: 'elrcpt', id: aplyNo, reason: '업무\u0000확인합니다' },
      { kind: 'elrcpt', id: aplyNo, reason: '가'.repeat(1_000_000) },
      { kind: 'nope', id: aplyNo, reason: '업무 확인합니다' },
      { kind: 'elrcpt', id: 'x'.repeat(5000), reason: '업무 확인합니다' },
      { kind: 'elrcpt', id: ['a'], reason: '업무 확인합니다' },
      'not json',
    ];
    for (const body of bodies) {
      const res = await klac.post('/api/admin/records/open', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const weird = await klac.post('/api/admin/records/open', { kind: 'elrcpt', id: '\u202e한글-번호', reason: '업무 확인합니다' });
    expect(weird.statusCode).toBe(404);
    expect(await rowOf(rid(weird))).toMatchObject({ targetId: '(invalid)', status: 404 });
    expect((await t.database.db.select().from(auditLog).where(and(eq(auditLog.status, 500)))).length).toBe(0);
  });
});
