// Electronic application (issue 16) through the API: the lifecycle end to end, bad input, signature
// rules, owner and institution scoping, the duplicate rule, stale drafts, RRN at rest.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, kstDate } from '@portal/contracts';
import { elrcptAccessLog, elrcptApplications, elrcptHistory, notificationOutbox } from '../src/db/schema';
import { signedIn } from './dscsn-helpers';
import { CONSENT, RRN, citizen, fileOf, klacContent, staffOf } from './elrcpt-helpers';
import { TestClock, createTestApp } from './helpers';

const HANGUL = /[가-힣]/;

describe('electronic application', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  });
  afterAll(() => t?.close());

  const person = (opts: Parameters<typeof signedIn>[3] = {}) => signedIn(t.app, t.database, clock.now(), opts);
  const row = async (aplyNo: string) => (await t.database.db.select().from(elrcptApplications).where(eq(elrcptApplications.aplyNo, aplyNo)))[0]!;
  const outbox = (aplyNo: string) => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, aplyNo));

  it('start → save → resume → sign → sandbox approve → submit → staff receive → review → supplement request → citizen supplement → aided', async () => {
    const me = await person();
    const c = citizen(me.b);
    const started = await c.start('KLAC', { ...CONSENT, adminInfoSharing: 'N' });
    expect(started.statusCode).toBe(201);
    const a = started.json();
    expect(a).toMatchObject({ status: 'DRAFT', statusLabel: '임시저장', inst: 'KLAC', instName: '대한법률구조공단', version: 0, rrnMasked: null, receiptNo: null, nextAction: expect.stringMatching(HANGUL) });
    expect(a.consent).toMatchObject({ adminInfoSharing: 'N', at: expect.any(String) });

    // a partial draft, then the rest (autosave)
    const first = await c.save(a.aplyNo, { applicant: { name: '홍길동' }, case: { facts: '보증금을' } }, 0);
    expect(first.json()).toMatchObject({ aplyNo: a.aplyNo, version: 1 });
    const file = await fileOf(t, me.member.id);
    const second = await c.save(a.aplyNo, klacContent({ attachments: [file] }), 1);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().version).toBe(2);

    // resumed on another device: the same member, a new session
    const resumed = (await c.get(a.aplyNo)).json();
    expect(resumed.content.case.facts).toContain('보증금');
    expect(resumed.content.applicant.rrn).toBeUndefined();
    expect(resumed.rrnMasked).toBe('580315-2******');
    expect(resumed.version).toBe(2);

    const signed = await c.sign(a.aplyNo);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({ state: 'PENDING', sandbox: true, aplyNo: a.aplyNo, contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const signId = signed.json().signId;
    expect((await me.b.get(`/api/esign/${signId}`)).json().state).toBe('PENDING');
    expect((await c.sandbox(signId)).json()).toMatchObject({ state: 'SIGNED', signedAt: expect.any(String) });

    const submitted = await c.submit(a.aplyNo, signId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const year = new Date(clock.t + 9 * 3600_000).getUTCFullYear();
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', receiptNo: expect.stringMatching(new RegExp(`^${year}-KLAC-\\d{6}$`)), submittedAt: expect.any(String) });
    expect((await outbox(a.aplyNo)).map((n) => n.kind)).toEqual(['ELRCPT_SUBMITTED']);
    // after submitting, the draft calls refuse
    expect((await c.save(a.aplyNo, klacContent(), 2)).json().code).toBe('NOT_DRAFT');
    expect((await c.remove(a.aplyNo)).json().code).toBe('NOT_DRAFT');

    const klac = await staffOf(t, 'sandboxklac');
    const listed = (await klac.list()).json();
    expect(listed.items.find((i: { aplyNo: string }) => i.aplyNo === a.aplyNo)).toMatchObject({ applicantName: '홍*동', status: 'SUBMITTED' });
    const opened = await klac.get(a.aplyNo);
    expect(opened.json()).toMatchObject({ rrnMasked: '580315-2******', applicantName: '홍*동' });
    expect(opened.body).not.toContain(RRN);
    expect((await klac.move(a.aplyNo, 'REVIEW')).json().code).toBe('NOT_ALLOWED'); // SUBMITTED → RECEIVED first
    expect((await klac.move(a.aplyNo, 'RECEIVED')).json().status).toBe('RECEIVED');
    expect((await klac.move(a.aplyNo, 'REVIEW')).json().status).toBe('REVIEW');
    const noMessage = await klac.move(a.aplyNo, 'SUPPLEMENT_REQUESTED');
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().errors[0]).toMatchObject({ field: 'message', message: '보완할 내용을 적어 주세요.' });
    // 보완 기한: tomorrow to 60 days ahead (Korea), named on its field; only a 보완요청 has one
    const today = kstDate(clock.now());
    for (const due of [today, addDays(today, 61), '2026-02-30']) {
      const bad = await klac.move(a.aplyNo, 'SUPPLEMENT_REQUESTED', '서류를 내 주세요.', due);
      expect(bad.statusCode, due).toBe(400);
      expect(bad.json().errors[0].field).toBe('dueDate');
    }
    expect((await klac.move(a.aplyNo, 'AIDED', undefined, addDays(today, 7))).json().errors[0]).toMatchObject({ field: 'dueDate', message: '보완 기한은 보완요청에만 정합니다.' });
    expect((await klac.move(a.aplyNo, 'SUPPLEMENT_REQUESTED', '소득 증빙 서류(건강보험료 납부확인서)를 내 주세요.')).json().status).toBe('SUPPLEMENT_REQUESTED');

    const mine = (await c.get(a.aplyNo)).json();
    // no date asked: 14 days after the request
    expect(mine.supplements).toEqual([expect.objectContaining({ request: '소득 증빙 서류(건강보험료 납부확인서)를 내 주세요.', dueDate: addDays(today, 14), submittedAt: null })]);
    expect((await klac.list()).json().items.find((i: { aplyNo: string }) => i.aplyNo === a.aplyNo).supplement).toMatchObject({ dueDate: addDays(today, 14), submittedAt: null });
    expect(mine.nextAction).toContain('보완');
    const home = (await me.b.get('/api/my/main')).json();
    expect(home.todo[0]).toMatchObject({ kind: 'SUPPLEMENT', href: `/my/elrcpt/MypElrcptView?aplyNo=${a.aplyNo}` });
    expect(home.counts).toMatchObject({ applications: 1, documents: 1 });

    // the supplement's files must be the member's own
    const other = await person();
    const theirs = await fileOf(t, other.member.id);
    const refused = await c.supplement(a.aplyNo, '납부확인서를 올립니다.', [theirs]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('attachments.0');
    const proof = await fileOf(t, me.member.id);
    const supplemented = await c.supplement(a.aplyNo, '납부확인서를 올립니다.', [proof]);
    expect(supplemented.statusCode, supplemented.body).toBe(200);
    expect(supplemented.json().supplements[0]).toMatchObject({ note: '납부확인서를 올립니다.', attachments: [proof], submittedAt: expect.any(String) });
    expect((await c.supplement(a.aplyNo, '한 번 더')).json().code).toBe('NOT_ALLOWED');

    expect((await klac.move(a.aplyNo, 'AIDED')).json().status).toBe('AIDED');
    const decided = (await c.get(a.aplyNo)).json();
    expect(decided.decision).toMatchObject({ status: 'AIDED', at: expect.any(String) });
    expect(decided.history.map((h: { to: string }) => h.to)).toEqual(['DRAFT', 'SUBMITTED', 'RECEIVED', 'REVIEW', 'SUPPLEMENT_REQUESTED', 'SUPPLEMENT_SUBMITTED', 'AIDED']);
    expect(decided.history.map((h: { actor: string }) => h.actor)).toEqual(['citizen', 'citizen', 'staff', 'staff', 'staff', 'citizen', 'staff']);
    // a decided application cannot be withdrawn
    expect((await c.withdraw(a.aplyNo)).json().code).toBe('NOT_ALLOWED');
    expect((await outbox(a.aplyNo)).map((n) => n.kind).sort()).toEqual(['ELRCPT_AIDED', 'ELRCPT_RECEIVED', 'ELRCPT_SUBMITTED', 'ELRCPT_SUPPLEMENT_REQUESTED'].sort());
    // every staff read is in the access log
    const log = await t.database.db.select().from(elrcptAccessLog).where(and(eq(elrcptAccessLog.aplyNo, a.aplyNo), eq(elrcptAccessLog.staffMemberId, klac.memberId)));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['LIST', 'READ', 'MOVE']));
    // my list filters
    expect((await me.b.get('/api/my/elrcpt?status=CLOSED')).json().items.map((i: { aplyNo: string }) => i.aplyNo)).toEqual([a.aplyNo]);
    expect((await me.b.get('/api/my/elrcpt?status=OPEN')).json().total).toBe(0);
    // 나의서류: both attached files, each naming this application
    const docs = (await me.b.get('/api/my/docs?files=Y')).json().items;
    expect(docs).toHaveLength(2);
    expect(docs.every((d: { usedIn: { aplyNo: string }[] }) => d.usedIn.some((u) => u.aplyNo === a.aplyNo))).toBe(true);
  });

  it('withdraw with a reason while open; reject needs a reason and is shown as the decision', async () => {
    const me = await person();
    const c = citizen(me.b);
    const one = await c.submitted(klacContent({ opponent: '주식회사 한빛' }));
    const noReason = await me.b.post(`/api/elrcpt/aply/${one.aplyNo}/withdraw`, {}, { headers: { 'idempotency-key': 'k-1234567890ab' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(HANGUL);
    const w = await c.withdraw(one.aplyNo, '집주인이 보증금을 돌려주었습니다.');
    expect(w.json()).toMatchObject({ status: 'WITHDRAWN', withdrawal: { reason: '집주인이 보증금을 돌려주었습니다.' } });
    expect((await c.withdraw(one.aplyNo)).json().code).toBe('NOT_ALLOWED');

    const two = await c.submitted(klacContent({ opponent: '박영희' }));
    const klac = await staffOf(t, 'sandboxklac');
    await klac.move(two.aplyNo, 'RECEIVED');
    await klac.move(two.aplyNo, 'REVIEW');
    const noMsg = await klac.move(two.aplyNo, 'REJECTED');
    expect(noMsg.json().errors[0]).toMatchObject({ field: 'message', message: '기각 사유를 적어 주세요.' });
    expect((await klac.move(two.aplyNo, 'REJECTED', '소득 기준을 넘습니다.')).json().status).toBe('REJECTED');
    expect((await c.get(two.aplyNo)).json().decision).toMatchObject({ status: 'REJECTED', reason: '소득 기준을 넘습니다.' });
    expect((await klac.move(two.aplyNo, 'AIDED')).json().code).toBe('NOT_ALLOWED');
  });

  it('bad input: missing consent, 5 000-character facts, 1 MB strings, control characters → 400 in Korean, nothing stored', async () => {
    const me = await person();
    const c = citizen(me.b);
    const before = (await me.b.get('/api/my/elrcpt')).json().total;
    for (const consent of [{ ...CONSENT, thirdParty: false }, { terms: true }, { ...CONSENT, rrnProcessing: false }]) {
      const res = await c.start('KLAC', consent);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
    }
    expect((await me.b.post('/api/elrcpt/aply', { form: 'KLAC' }, { headers: { 'idempotency-key': 'k-abcdefabcdef' } })).statusCode).toBe(400);
    expect((await me.b.get('/api/my/elrcpt')).json().total).toBe(before);

    const { aplyNo } = (await c.start()).json();
    const long = await c.save(aplyNo, { case: { facts: '가'.repeat(5000) } }, 0);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'content.case.facts', message: '사건 내용은 4000자 이하로 적어 주세요.' });
    const huge = await c.save(aplyNo, { applicant: { name: 'x'.repeat(1_000_000) } }, 0);
    expect(huge.statusCode).toBeLessThan(500);
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.json().message).toMatch(HANGUL);
    const nul = await c.save(aplyNo, { applicant: { name: '홍\u0000길동' } }, 0);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].field).toBe('content.applicant.name');
    const ctl = await c.save(aplyNo, { case: { facts: 'abc\u001b[2J' } }, 0);
    expect(ctl.statusCode).toBe(400);
    const badRrn = await c.save(aplyNo, { applicant: { rrn: '5813452123456' } }, 0);
    expect(badRrn.json().errors[0]).toMatchObject({ field: 'content.applicant.rrn', message: expect.stringMatching(HANGUL) });
    expect((await row(aplyNo)).version).toBe(0); // nothing stored

    // an incomplete draft cannot be signed: field errors named like applicant.name
    await c.save(aplyNo, { applicant: { name: '홍길동' } }, 0);
    const inc = await c.sign(aplyNo);
    expect(inc.statusCode).toBe(400);
    expect(inc.json().code).toBe('INCOMPLETE');
    const fields = inc.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['applicant.birthDate', 'applicant.mobile', 'opponent', 'case', 'notices', 'attachments']));
    for (const e of inc.json().errors) expect(e.message).toMatch(HANGUL);
    // the RRN of the KLAC form is required
    await c.save(aplyNo, klacContent({ rrn: undefined }), 1);
    expect((await c.sign(aplyNo)).json().errors).toEqual([expect.objectContaining({ field: 'applicant.rrn' })]);
  });

  it('unsigned, cancelled, expired and altered-after-signing applications are refused with 409 and nothing changes', async () => {
    const me = await person();
    const c = citizen(me.b);
    const { aplyNo } = (await c.start()).json();
    await c.save(aplyNo, klacContent(), 0);
    const pending = (await c.sign(aplyNo)).json().signId;
    expect((await c.submit(aplyNo, pending)).json().code).toBe('UNSIGNED');
    expect((await c.submit(aplyNo, `S${'0'.repeat(24)}`)).json().code).toBe('UNSIGNED');
    expect((await c.sandbox(pending, 'cancel')).json().state).toBe('CANCELLED');
    expect((await c.submit(aplyNo, pending)).json().code).toBe('UNSIGNED');

    // expired: 5 minutes pass before the app answers
    const late = (await c.sign(aplyNo)).json().signId;
    clock.advance(301);
    await me.renew(clock.now());
    expect((await me.b.get(`/api/esign/${late}`)).json().state).toBe('EXPIRED');
    const approveLate = await c.sandbox(late);
    expect(approveLate.statusCode).toBe(409);
    expect(approveLate.json().code).toBe('SIGN_EXPIRED');
    expect((await c.submit(aplyNo, late)).json().code).toBe('SIGN_EXPIRED');

    // altered after signing: through the draft call, and behind the API's back
    const s = (await c.sign(aplyNo)).json().signId;
    await c.sandbox(s);
    const saved = await c.save(aplyNo, klacContent({ facts: '전세 보증금 3천만 원이 아니라 5천만 원입니다. 집주인이 돌려주지 않습니다.' }), 1);
    expect(saved.statusCode).toBe(200);
    const altered = await c.submit(aplyNo, s);
    expect(altered.statusCode).toBe(409);
    expect(altered.json()).toMatchObject({ code: 'SIGNATURE_MISMATCH', message: expect.stringMatching(HANGUL) });
    const s2 = (await c.sign(aplyNo)).json().signId;
    await c.sandbox(s2);
    await t.database.db.update(elrcptApplications).set({ content: { ...klacContent(), applicant: { ...klacContent().applicant, rrn: undefined, name: '홍길순' } } }).where(eq(elrcptApplications.aplyNo, aplyNo));
    expect((await c.submit(aplyNo, s2)).json().code).toBe('SIGNATURE_MISMATCH');
    // a changed RRN changes the hash too
    await c.save(aplyNo, klacContent(), 2);
    const s3 = (await c.sign(aplyNo)).json().signId;
    await c.sandbox(s3);
    await c.save(aplyNo, { ...klacContent(), applicant: { ...klacContent().applicant, rrn: '5803151123452' } }, 3);
    expect((await c.submit(aplyNo, s3)).json().code).toBe('SIGNATURE_MISMATCH');

    const r = await row(aplyNo);
    expect(r).toMatchObject({ status: 'DRAFT', receiptNo: null, submittedAt: null });
    expect(await outbox(aplyNo)).toEqual([]);
    expect((await t.database.db.select().from(elrcptHistory).where(eq(elrcptHistory.aplyId, r.id))).map((h) => h.toStatus)).toEqual(['DRAFT']);
  });

  it("another member's application number answers 404 on every call, with nothing of its content", async () => {
    const owner = await person();
    const d = await citizen(owner.b).signedDraft();
    const stranger = citizen((await person()).b);
    const sb = (await person()).b;
    const s = citizen(sb);
    const answers = [
      await s.get(d.aplyNo),
      await s.save(d.aplyNo, klacContent(), d.version),
      await s.remove(d.aplyNo),
      await s.sign(d.aplyNo),
      await s.submit(d.aplyNo, d.signId),
      await s.withdraw(d.aplyNo),
      await s.supplement(d.aplyNo, '보완합니다.'),
      await sb.get(`/api/esign/${d.signId}`),
      await s.sandbox(d.signId),
      await stranger.get('A20990101-000001'),
    ];
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(404);
      expect(a.json().message).toMatch(HANGUL);
      expect(a.body).not.toContain('홍길동');
    }
    expect((await row(d.aplyNo)).status).toBe('DRAFT');
    // another member's signature does not sign my application, even with the same content
    const mine = await s.signedDraft();
    const borrowed = await s.submit(mine.aplyNo, d.signId);
    expect(borrowed.statusCode).toBe(409);
    expect(borrowed.json().code).toBe('UNSIGNED');
    expect((await row(mine.aplyNo)).status).toBe('DRAFT');
    // a guest (verified, not a member) is refused: drafts are resumed from my page
    const guest = await person({ mbrTypeCd: '09' });
    expect((await citizen(guest.b).start()).statusCode).toBe(403);
  });

  it("another institution's staff get 404; consultation-only and LEGALAID staff are scoped; drafts are never shown to staff", async () => {
    const me = await person();
    const c = citizen(me.b);
    const sub = await c.submitted(klacContent({ opponent: '이몽룡' }));
    const { aplyNo: draft } = (await c.start()).json();
    const lqa = await staffOf(t, 'sandboxlqa');
    expect((await lqa.get(sub.aplyNo)).statusCode).toBe(404);
    expect((await lqa.move(sub.aplyNo, 'RECEIVED')).statusCode).toBe(404);
    expect((await lqa.list('ALL')).json().items.some((i: { aplyNo: string }) => i.aplyNo === sub.aplyNo)).toBe(false);
    const klac = await staffOf(t, 'sandboxklac');
    expect((await klac.get(draft)).statusCode).toBe(404);
    expect((await klac.list('DRAFT')).json().total).toBe(0);
    // LEGALAID staff: their institution's applications, no consultation institution
    const legalaid = await staffOf(t, 'sandboxlegalaid');
    expect((await legalaid.b.get('/api/staff/me')).statusCode).toBe(403);
    expect((await legalaid.b.get('/api/staff/dscsn/cyber?status=ALL')).statusCode).toBe(403);
    expect((await legalaid.get(sub.aplyNo)).statusCode).toBe(404);
    const sx = citizen((await person()).b);
    const sxContent = { ...klacContent({ rrn: undefined }), case: { caseType: 'SEXUAL_VIOLENCE', stage: 'INVESTIGATION', facts: '피해 사실을 적습니다. 법률 지원을 받고 싶습니다.', help: ['VICTIM_SUPPORT'] } };
    const sxApp = await sx.submitted(sxContent, 'LEGALAID_SXVL');
    expect((await legalaid.move(sxApp.aplyNo, 'RECEIVED')).json().status).toBe('RECEIVED');
    // the sensitive form's notices are neutral: no case, no institution, no victim service
    const texts = (await outbox(sxApp.aplyNo)).map((n) => n.payload.text);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toBe('[법률구조 플랫폼] 신청하신 건의 진행 상황이 바뀌었습니다. 마이페이지에서 확인해 주십시오.');
      expect(text).not.toMatch(/성폭력|피해|재단|변협/);
    }
    // ordinary members are not staff: no staff session
    expect((await me.b.get('/api/staff/elrcpt')).statusCode).toBe(401);
  });

  it('a second open application for the same case (opponent spelled differently) is 409 DUPLICATE_OPEN naming the first; another case goes through', async () => {
    const me = await person();
    const c = citizen(me.b);
    const first = await c.submitted(klacContent({ opponent: '(주) 대한 부동산' }));
    const again = await c.signedDraft(klacContent({ opponent: '주식회사 대한부동산' }));
    const dup = await c.submit(again.aplyNo, again.signId);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'DUPLICATE_OPEN', aplyNo: first.aplyNo });
    expect(dup.json().message).toContain(first.aplyNo);
    expect((await row(again.aplyNo)).status).toBe('DRAFT');
    // another opponent is another case
    const other = await c.signedDraft(klacContent({ opponent: '최부자' }));
    expect((await c.submit(other.aplyNo, other.signId)).statusCode).toBe(200);
    // once the first is withdrawn, the same case may be applied for again
    await c.withdraw(first.aplyNo);
    const s = (await c.sign(again.aplyNo)).json().signId;
    await c.sandbox(s);
    expect((await c.submit(again.aplyNo, s)).statusCode).toBe(200);
  });

  it('a stale draft version is 409 STALE_DRAFT and keeps the newer save; the same Idempotency-Key gives the same draft', async () => {
    const me = await person();
    const c = citizen(me.b);
    const k = 'k-start-0000000001';
    const a = await c.start('KLAC', CONSENT, k);
    const b = await c.start('KLAC', CONSENT, k);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json().aplyNo).toBe(a.json().aplyNo);
    const aplyNo = a.json().aplyNo;
    expect((await c.save(aplyNo, { applicant: { name: '노트북에서' } }, 0)).statusCode).toBe(200);
    const stale = await c.save(aplyNo, { applicant: { name: '휴대전화에서' } }, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_DRAFT', message: expect.stringMatching(HANGUL) });
    expect((await c.get(aplyNo)).json().content.applicant.name).toBe('노트북에서');
    // a draft may be deleted
    expect((await c.remove(aplyNo)).json()).toEqual({ success: true });
    expect((await c.get(aplyNo)).statusCode).toBe(404);
  });

  it('the RRN is stored AES-256-GCM encrypted (never in content) and answered masked only', async () => {
    const me = await person();
    const c = citizen(me.b);
    const { aplyNo } = (await c.start()).json();
    await c.save(aplyNo, klacContent(), 0);
    const raw = await row(aplyNo);
    expect(JSON.stringify(raw.content)).not.toContain(RRN);
    expect(JSON.stringify(raw.content)).not.toContain('rrn');
    expect(raw.rrnEnc).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(raw.rrnEnc).not.toContain(RRN);
    const got = await c.get(aplyNo);
    expect(got.body).not.toContain(RRN);
    expect(got.json().rrnMasked).toBe('580315-2******');
    // the ciphertext is bound to its application: moved to another row it does not open
    const other = (await c.start()).json().aplyNo;
    await t.database.db.update(elrcptApplications).set({ rrnEnc: raw.rrnEnc }).where(eq(elrcptApplications.aplyNo, other));
    expect((await c.get(other)).statusCode).toBe(500);
    await t.database.db.update(elrcptApplications).set({ rrnEnc: null }).where(eq(elrcptApplications.aplyNo, other));
    // emptying the field removes it
    await c.save(aplyNo, { applicant: { rrn: '' } }, 1);
    expect((await row(aplyNo)).rrnEnc).toBeNull();
  });
});
