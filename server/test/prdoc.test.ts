// Supporting documents (issue 17) through the API: the three ways in (행정정보 공동이용 with its
// sandbox centre, the 전자문서지갑 with signed certificates, uploads) and 나의서류, each refusal with
// its Korean message and nothing stored, owner and institution scoping, the staff review with the
// access log and the outbox, and the expiry and retention jobs driven by the test clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { elrcptAccessLog, elrcptApplications, files, members, myDocs, notificationOutbox, prdocItems, prdocUnmaskLog } from '../src/db/schema';
import { sweepFiles } from '../src/kernel/files/files';
import { SandboxWalletAdapter } from '../src/adapters/wallet/sandbox';
import { signedIn } from './dscsn-helpers';
import { CONSENT, citizen, klacContent, sandboxCitizen, staffOf } from './elrcpt-helpers';
import { TestClock, createTestApp } from './helpers';
import { filesUnder, kstDay, person, prdoc, staffPrdoc } from './prdoc-helpers';

const HANGUL = /[가-힣]/;
const DAY = 86_400;

describe('supporting documents', () => {
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-prdoc-'));
  const uploadDir = path.join(dataDir, 'uploads');
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir, exchangeTimeoutMs: 50 });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const today = () => kstDay(clock.t);
  const db = () => t.database.db;
  const itemsOf = async (aplyNo: string) => {
    const [a] = await db().select().from(elrcptApplications).where(eq(elrcptApplications.aplyNo, aplyNo));
    return db().select().from(prdocItems).where(eq(prdocItems.aplyId, a!.id));
  };
  const docsOf = (memberId: string) => db().select().from(myDocs).where(eq(myDocs.memberId, memberId));

  /** A signed-in member with a draft (공동이용 consent Y unless said otherwise). */
  async function withDraft(opts: { name?: string; birthDate?: string; sharing?: 'Y' | 'N' } = {}) {
    const p = await person(t, clock.now(), opts.name, opts.birthDate);
    const c = citizen(p.b);
    const started = await c.start('KLAC', { ...CONSENT, adminInfoSharing: opts.sharing ?? 'Y' });
    expect(started.statusCode, started.body).toBe(201);
    return { ...p, c, d: prdoc(p.b, today), aplyNo: started.json().aplyNo as string };
  }
  /** The sandbox member 김샌드 (1980-01-01) signed in, with a draft. */
  async function sandboxMemberDraft() {
    const [m] = await db().select().from(members).where(eq(members.loginId, 'sandboxmember'));
    if (!m) await staffOf(t, 'sandboxklac'); // seeds the sandbox accounts
    const [sm] = await db().select().from(members).where(eq(members.loginId, 'sandboxmember'));
    const s = await sandboxCitizen(t, 'sandboxmember');
    const c = citizen(s.b);
    const started = await c.start('KLAC', CONSENT);
    expect(started.statusCode, started.body).toBe(201);
    return { b: s.b, member: sm!, c, d: prdoc(s.b, today), aplyNo: started.json().aplyNo as string };
  }
  /** What a refusal must leave behind: no item, no document of mine, no new object on disk. */
  async function nothingStored(memberId: string, aplyNo: string, before: string[]) {
    expect(await itemsOf(aplyNo)).toEqual([]);
    expect(await docsOf(memberId)).toEqual([]);
    expect(filesUnder(uploadDir)).toEqual(before);
  }

  describe('행정정보 공동이용 (the sandbox centre)', () => {
    it('fetches an 등본 with the consent: a household stable for the person, masked numbers, saved to 나의서류 too', async () => {
      const me = await withDraft();
      const res = await me.d.exchange(me.aplyNo, 'Rrno');
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json();
      expect(item).toMatchObject({ code: 'Rrno', name: '주민등록표 등본', status: 'SUBMITTED', statusLabel: '제출됨', source: 'EXCHANGE', sourceLabel: '행정정보 공동이용', issuedAt: today() });
      expect(item.prdocId).toMatch(/^P[0-9a-f]{24}$/);
      expect(item.consent).toMatchObject({ purpose: '법률구조 신청 요건 확인', at: clock.now().toISOString() });
      expect(item.record.docNo).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
      expect(item.record.issuedAt).toBe(today());
      const table = item.record.table;
      expect(table.head).toContain('주민등록번호');
      // rrnBack NONE: every back part masked after its first digit
      const rrnCol = table.head.indexOf('주민등록번호');
      for (const row of table.rows) expect(row[rrnCol]).toMatch(/^\d{6}-\d\*{6}$/);
      const size = table.rows.length;
      expect(item.record.rows).toContainEqual({ label: '세대원 수', value: `${size}명` });
      expect(table.rows.some((r: string[]) => r[1] === '홍길동')).toBe(true);

      // saved as a document of mine, used by this application
      const docs = (await me.d.myDocs()).json();
      expect(docs.total).toBe(1);
      expect(docs.items[0]).toMatchObject({ myDocId: item.myDocId, code: 'Rrno', source: 'EXCHANGE', issuedAt: today(), expired: false, usedIn: [{ aplyNo: me.aplyNo }] });
      const detail = (await me.d.myDoc(item.myDocId)).json();
      expect(detail.record).toEqual(item.record);

      expect(item.record.rrnHidden).toBe(false);

      // the same person another day, another application: the same household; SELF (for a court) keeps the own number, shown masked
      const again = await me.c.start('KLAC', CONSENT);
      const res2 = await me.d.exchange(again.json().aplyNo, 'Rrno', { rrnBack: 'SELF', issueType: 'ALL', purpose: 'COURT' });
      expect(res2.statusCode, res2.body).toBe(201);
      const t2 = res2.json().record.table;
      expect(t2.rows.map((r: string[]) => r[1])).toEqual(table.rows.map((r: string[]) => r[1]));
      expect(t2.rows.find((r: string[]) => r[1] === '홍길동')[2]).toBe('850315-1******');
      expect(res2.json().record.rrnHidden).toBe(true);
      const opened = (await me.d.myDocUnmask(res2.json().myDocId)).json();
      expect(opened.record.table.rows.find((r: string[]) => r[1] === '홍길동')[2]).toMatch(/^850315-1\d{6}$/);
    });

    it('건강보험료 honours the period (one row a month); 소득금액, 국민연금, 납세 answer for anyone', async () => {
      const me = await withDraft({ name: '이보험', birthDate: '19700707' });
      const res = await me.d.exchange(me.aplyNo, 'HlthIspm', { period: '2025-01~2025-06' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().record.table.rows.map((r: string[]) => r[0])).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
      for (const code of ['EarnAmt', 'Npn', 'Txpay', 'LcltxPay', 'RrnoIndv'] as const) {
        const r = await me.d.exchange(me.aplyNo, code);
        expect(r.statusCode, `${code}: ${r.body}`).toBe(201);
        expect(r.json().record.rows.length).toBeGreaterThan(0);
      }
      // a period longer than the form allows is the form's field error
      const long = await me.d.exchange(me.aplyNo, 'HlthIspm', { period: '2024-01~2025-06' });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toContainEqual({ field: 'options.period', message: expect.stringMatching(/최대 12개월/) });
    });

    it('status documents: "no record" (422) for an ordinary person, records for the sandbox member (수급자, 한부모, 장애인, 폐업, 자동차)', async () => {
      const me = await withDraft({ name: '박보통', birthDate: '19881212' });
      const before = filesUnder(uploadDir);
      for (const code of ['Robl', 'Prnt', 'Pwdbs', 'Clsbiz', 'NtnMerit', 'Frgnr', 'Milt', 'Farm', 'LcltxTxitm'] as const) {
        const r = await me.d.exchange(me.aplyNo, code);
        expect(r.statusCode, `${code}: ${r.body}`).toBe(422);
        expect(r.json()).toMatchObject({ code: 'NO_RECORD', message: expect.stringMatching(HANGUL) });
      }
      await nothingStored(me.member.id, me.aplyNo, before);

      const sand = await sandboxMemberDraft();
      const robl = await sand.d.exchange(sand.aplyNo, 'Robl');
      expect(robl.statusCode, robl.body).toBe(201);
      expect(robl.json().record.rows).toContainEqual({ label: '급여 종류', value: '생계급여, 주거급여' });
      const prnt = (await sand.d.exchange(sand.aplyNo, 'Prnt')).json();
      expect(prnt.record.table.rows.map((r: string[]) => r[0])).toEqual(['김하늘', '김바다']);
      // consistent with the 등본: the same two children, no spouse
      const rrno = (await sand.d.exchange(sand.aplyNo, 'Rrno')).json();
      expect(rrno.record.table.rows.map((r: string[]) => r[1])).toEqual(['김샌드', '김하늘', '김바다']);
      expect((await sand.d.exchange(sand.aplyNo, 'Pwdbs')).statusCode).toBe(201);
      expect((await sand.d.exchange(sand.aplyNo, 'Clsbiz')).json().record.rows).toContainEqual({ label: '폐업일', value: '2022-11-30' });
      expect((await sand.d.exchange(sand.aplyNo, 'Clsbiz', { kind: 'SUSPENDED' })).statusCode).toBe(422);
      expect((await sand.d.exchange(sand.aplyNo, 'Vhr', { carNo: '12가3456' })).statusCode).toBe(201);
      const otherCar = await sand.d.exchange(sand.aplyNo, 'Vhr', { carNo: '34나5678' });
      expect(otherCar.statusCode).toBe(422);
      expect((await sand.d.list(sand.aplyNo)).json().items.map((i: { code: string }) => i.code).sort()).toEqual(['Clsbiz', 'Prnt', 'Pwdbs', 'Robl', 'Rrno', 'Vhr']);
    });

    it('refuses without the application’s 공동이용 consent (409), with bad options (400), in an outage (503) and a timeout (504): nothing stored', async () => {
      const no = await withDraft({ sharing: 'N' });
      const before = filesUnder(uploadDir);
      const refused = await no.d.exchange(no.aplyNo, 'Rrno');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'NO_SHARING_CONSENT', message: expect.stringMatching(/전자문서지갑|파일/) });
      expect((await no.d.list(no.aplyNo)).json().adminInfoSharing).toBe('N');
      await nothingStored(no.member.id, no.aplyNo, before);

      const me = await withDraft();
      const bad = await me.d.exchange(me.aplyNo, 'Rrno', { rrnBack: 'EVERYONE', color: 'red' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['options.color', 'options.rrnBack']);
      const noConsent = await me.d.supply(me.aplyNo, { method: 'EXCHANGE', code: 'Rrno', options: {}, consent: false });
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().errors[0]).toMatchObject({ field: 'consent', message: expect.stringMatching(/동의/) });

      expect((await me.d.mode('OUTAGE')).json()).toMatchObject({ mode: 'OUTAGE', sandbox: true });
      const down = await me.d.exchange(me.aplyNo, 'Rrno');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'EXCHANGE_DOWN', message: expect.stringMatching(/장애/) });
      // another member is not affected
      const other = await withDraft({ name: '최정상' });
      expect((await other.d.exchange(other.aplyNo, 'Rrno')).statusCode).toBe(201);

      await me.d.mode('TIMEOUT');
      const slow = await me.d.exchange(me.aplyNo, 'Rrno');
      expect(slow.statusCode).toBe(504);
      expect(slow.json()).toMatchObject({ code: 'EXCHANGE_TIMEOUT', message: expect.stringMatching(HANGUL) });
      await nothingStored(me.member.id, me.aplyNo, filesUnder(uploadDir));

      await me.d.mode('NORMAL');
      expect((await me.d.exchange(me.aplyNo, 'Rrno')).statusCode).toBe(201);
      expect((await me.d.mode('BROKEN')).statusCode).toBe(400);
    });
  });

  describe('전자문서지갑 (the sandbox wallet)', () => {
    it('lists signed certificates; a valid 등본 is accepted with its record; expired, forged, someone else’s and the wrong kind are refused', async () => {
      const me = await withDraft({ name: '정지갑', birthDate: '19920202' });
      const w = (await me.d.wallet()).json();
      expect(w.sandbox).toBe(true);
      expect(w.items.map((c: { code: string; expired: boolean }) => `${c.code}:${c.expired}`)).toEqual(['Rrno:false', 'HlthIspm:false', 'Rrno:true']);
      const valid = w.items[0];
      const expired = w.items[2];
      expect(valid.issuedAt).toBe(kstDay(clock.t, 10));
      expect(expired.issuedAt).toBe(kstDay(clock.t, 120));
      const before = filesUnder(uploadDir);

      const send = (document: string, code = 'Rrno') => me.d.supply(me.aplyNo, { method: 'WALLET', code, document });
      const exp = await send(expired.document);
      expect(exp.statusCode).toBe(400);
      expect(exp.json()).toMatchObject({ code: 'WALLET_EXPIRED', errors: [{ field: 'document', message: expect.stringMatching(/유효기간/) }] });

      // forged: the payload changed (another issue date) but the signature kept; a signature of garbage
      const [body, sig] = valid.document.split('.');
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      const changed = Buffer.from(JSON.stringify({ ...payload, issuedAt: today() }), 'utf8').toString('base64url');
      for (const forged of [`${changed}.${sig}`, `${body}.${Buffer.alloc(64, 1).toString('base64url')}`, 'not-a-certificate', `${Buffer.from('{"v":1,"issuer":"가짜기관"}').toString('base64url')}.${sig}`]) {
        const r = await send(forged);
        expect(r.statusCode, forged).toBe(400);
        expect(r.json()).toMatchObject({ code: 'WALLET_FORGED', errors: [{ field: 'document', message: expect.stringMatching(/서명/) }] });
      }

      // a certificate of someone else, signed by the same issuer key
      const wallet = t.app.prdoc.ctx.wallet as SandboxWalletAdapter;
      const theirs = await wallet.issue(db(), { name: '남의사람', birthDate: '19600101', gender: 'F' }, 'Rrno', kstDay(clock.t, 3));
      const nope = await send(theirs.document);
      expect(nope.statusCode).toBe(400);
      expect(nope.json()).toMatchObject({ code: 'WALLET_NOT_YOURS', errors: [{ field: 'document', message: expect.stringMatching(/본인/) }] });

      const wrong = await send(w.items[1].document, 'Rrno');
      expect(wrong.json()).toMatchObject({ code: 'WALLET_WRONG_KIND', errors: [{ field: 'document', message: expect.stringMatching(/건강보험료/) }] });
      await nothingStored(me.member.id, me.aplyNo, before);

      const ok = await send(valid.document);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ source: 'WALLET', sourceLabel: '전자문서지갑', issuedAt: valid.issuedAt, expiresAt: valid.expiresAt, consent: null });
      expect(ok.json().record.table.rows.some((r: string[]) => r[1] === '정지갑')).toBe(true);
      expect((await me.d.myDocs('source=WALLET')).json().total).toBe(1);
    });

    it('the sandbox member also holds a 한부모가족 증명서', async () => {
      const sand = await sandboxMemberDraft();
      const w = (await sand.d.wallet()).json();
      const prnt = w.items.find((c: { code: string }) => c.code === 'Prnt');
      expect(prnt).toBeTruthy();
      const r = await sand.d.supply(sand.aplyNo, { method: 'WALLET', code: 'Prnt', document: prnt.document });
      expect(r.statusCode, r.body).toBe(201);
    });
  });

  describe('uploads and 나의서류', () => {
    it('an uploaded file with its issue date; a future, an already expired date, someone else’s file and an Etc without a name are refused, nothing stored', async () => {
      const me = await withDraft({ name: '한올림' });
      const fileId = await me.d.upload('등본.pdf');
      const other = await person(t, clock.now(), '남의파일');
      const theirs = await prdoc(other.b, today).upload('남의등본.pdf');
      const before = filesUnder(uploadDir);
      const up = (body: Record<string, unknown>) => me.d.supply(me.aplyNo, { method: 'UPLOAD', code: 'Rrno', fileId, issuedAt: kstDay(clock.t, 5), ...body });

      const future = await up({ issuedAt: kstDay(clock.t, -1) });
      expect(future.statusCode).toBe(400);
      expect(future.json().errors).toEqual([{ field: 'issuedAt', message: expect.stringMatching(/오늘/) }]);
      const old = await up({ issuedAt: kstDay(clock.t, 90) });
      expect(old.json().errors).toEqual([{ field: 'issuedAt', message: expect.stringMatching(/90일/) }]);
      expect((await up({ issuedAt: '2026-02-30' })).json().errors[0].field).toBe('issuedAt');
      const notMine = await up({ fileId: theirs });
      expect(notMine.statusCode).toBe(400);
      expect(notMine.json().errors).toEqual([{ field: 'fileId', message: expect.stringMatching(/찾을 수 없습니다/) }]);
      const noTitle = await up({ code: 'Etc' });
      expect(noTitle.json().errors).toEqual([{ field: 'title', message: expect.stringMatching(/서류 이름/) }]);
      expect(await itemsOf(me.aplyNo)).toEqual([]);
      expect(await docsOf(me.member.id)).toEqual([]);
      expect(filesUnder(uploadDir)).toEqual(before);

      const ok = await up({ issuedAt: kstDay(clock.t, 89) });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ source: 'UPLOAD', file: { fileId, name: '등본.pdf' }, issuedAt: kstDay(clock.t, 89), expiresAt: kstDay(clock.t, -1), record: null });
      // a second 등본 on the draft replaces the first (the same item)
      const again = await up({ issuedAt: kstDay(clock.t, 2) });
      expect(again.statusCode).toBe(200);
      expect(again.json().prdocId).toBe(ok.json().prdocId);
      expect(await itemsOf(me.aplyNo)).toHaveLength(1);
      // one document of mine per file, updated
      const docs = (await me.d.myDocs('files=Y')).json();
      expect(docs.items.map((d: { code: string; issuedAt: string }) => `${d.code}:${d.issuedAt}`)).toEqual([`Rrno:${kstDay(clock.t, 2)}`]);
      // Etc documents are many, each with its name
      const etc1 = await me.d.supply(me.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '가족관계증명서', fileId: await me.d.upload('a.pdf'), issuedAt: today() });
      const etc2 = await me.d.supply(me.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '임대차계약서', fileId: await me.d.upload('b.pdf'), issuedAt: today() });
      expect([etc1.statusCode, etc2.statusCode]).toEqual([201, 201]);
      expect((await me.d.list(me.aplyNo)).json().items.map((i: { name: string }) => i.name).sort()).toEqual(['가족관계증명서', '임대차계약서', '주민등록표 등본']);
      // removed from the draft: still a document of mine
      expect((await me.d.remove(me.aplyNo, etc1.json().prdocId)).statusCode).toBe(200);
      expect((await me.d.myDocs()).json().total).toBe(3);
    });

    it('a document of mine goes into another application; someone else’s, a deleted, an expired one or the wrong kind are refused (400 myDocId)', async () => {
      const me = await withDraft({ name: '나서류' });
      const fileId = await me.d.upload('건보.pdf');
      const saved = await me.d.myDocCreate({ code: 'HlthIspm', fileId, issuedAt: kstDay(clock.t, 80) });
      expect(saved.statusCode, saved.body).toBe(201);
      const doc = saved.json();
      expect(doc).toMatchObject({ code: 'HlthIspm', source: 'UPLOAD', sourceLabel: '직접 올림', issuer: '국민건강보험공단', expired: false, usedIn: [] });
      const ok = await me.d.supply(me.aplyNo, { method: 'MYDOC', code: 'HlthIspm', myDocId: doc.myDocId });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ myDocId: doc.myDocId, source: 'UPLOAD', file: { fileId } });
      // no second document of mine for a reuse
      expect((await me.d.myDocs()).json().total).toBe(1);
      expect((await me.d.myDoc(doc.myDocId)).json().usedIn).toEqual([{ aplyNo: me.aplyNo, title: expect.any(String), statusLabel: '임시저장' }]);

      const other = await withDraft({ name: '남의서류' });
      const stranger = await other.d.supply(other.aplyNo, { method: 'MYDOC', code: 'HlthIspm', myDocId: doc.myDocId });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().errors).toEqual([{ field: 'myDocId', message: expect.stringMatching(/나의 서류를 찾을 수 없습니다/) }]);
      expect((await other.d.myDoc(doc.myDocId)).statusCode).toBe(404);
      expect((await other.d.myDocDelete(doc.myDocId)).statusCode).toBe(404);
      expect(await itemsOf(other.aplyNo)).toEqual([]);

      const wrong = await me.d.supply(me.aplyNo, { method: 'MYDOC', code: 'Rrno', myDocId: doc.myDocId });
      expect(wrong.json().errors[0]).toMatchObject({ field: 'myDocId', message: expect.stringMatching(/건강보험료/) });
      // 11 days on, the 90-day validity has ended
      clock.advance(11 * DAY);
      await me.renew(clock.now());
      const second = await me.c.start('KLAC', CONSENT);
      const expired = await me.d.supply(second.json().aplyNo, { method: 'MYDOC', code: 'HlthIspm', myDocId: doc.myDocId });
      expect(expired.json().errors[0]).toMatchObject({ field: 'myDocId', message: expect.stringMatching(/유효기간/) });
      expect((await me.d.myDocs()).json().items[0].expired).toBe(true);
      expect((await me.d.myDocDelete(doc.myDocId)).statusCode).toBe(200);
      const gone = await me.d.supply(second.json().aplyNo, { method: 'MYDOC', code: 'HlthIspm', myDocId: doc.myDocId });
      expect(gone.json().errors[0].field).toBe('myDocId');
      expect((await me.d.myDocs()).json().total).toBe(0);
    });

    it('files attached to an application show in 나의서류 (Etc, named by the file) once, and myHome counts documents', async () => {
      const me = await withDraft({ name: '첨부인' });
      const fileId = await me.d.upload('임대차계약서.pdf');
      for (let v = 0; v < 2; v++) expect((await me.c.save(me.aplyNo, klacContent({ attachments: [fileId] }), v)).statusCode).toBe(200);
      const docs = (await me.d.myDocs()).json();
      expect(docs.items).toEqual([
        expect.objectContaining({ code: 'Etc', name: '임대차계약서', source: 'UPLOAD', issuedAt: today(), file: expect.objectContaining({ fileId }), usedIn: [expect.objectContaining({ aplyNo: me.aplyNo })] }),
      ]);
      expect((await me.b.get('/api/my/main')).json().counts.documents).toBe(1);
      // deleted: it does not come back at the next save
      await me.d.myDocDelete(docs.items[0].myDocId);
      expect((await me.c.save(me.aplyNo, klacContent({ attachments: [fileId] }), 2)).statusCode).toBe(200);
      expect((await me.d.myDocs()).json().total).toBe(0);
      expect((await me.b.get('/api/my/main')).json().counts.documents).toBe(0);
    });

    it('a document used by a submitted application stays as the copy submitted when it is deleted from 나의서류; an unused fetched record’s bytes go', async () => {
      const me = await person(t, clock.now(), '복사본');
      const c = citizen(me.b);
      const d = prdoc(me.b, today);
      const draft = await c.signedDraft();
      const fetched = (await d.exchange(draft.aplyNo, 'Rrno')).json();
      expect((await c.submit(draft.aplyNo, await c.signApproved(draft.aplyNo))).statusCode).toBe(200); // signed again: the signature covers the documents
      const [row] = await docsOf(me.member.id);
      expect(filesUnder(uploadDir)).toContain(path.join(uploadDir, row!.storagePath!));
      expect((await d.myDocDelete(fetched.myDocId)).statusCode).toBe(200);
      expect(filesUnder(uploadDir)).toContain(path.join(uploadDir, row!.storagePath!));
      const after = (await d.list(draft.aplyNo)).json();
      expect(after.items[0].record).toEqual(fetched.record);

      // a record no application uses: its bytes go with the document
      const other = await c.start('KLAC', CONSENT);
      const second = (await d.exchange(other.json().aplyNo, 'Txpay')).json();
      expect((await d.remove(other.json().aplyNo, second.prdocId)).statusCode).toBe(200);
      const [doc2] = (await docsOf(me.member.id)).filter((x) => x.code === 'Txpay');
      const stored = path.join(uploadDir, doc2!.storagePath!);
      expect(filesUnder(uploadDir)).toContain(stored);
      await d.myDocDelete(second.myDocId);
      expect(filesUnder(uploadDir)).not.toContain(stored);
    });
  });

  describe('after submission: requests, 보완요청, review, institution scoping', () => {
    it('staff request → citizen answers → 보완요청 → answered again → 확인; the outbox, the access log and the citizen’s list follow', async () => {
      const me = await person(t, clock.now(), '진행인');
      const c = citizen(me.b);
      const d = prdoc(me.b, today);
      const draft = await c.signedDraft();
      const given = (await d.exchange(draft.aplyNo, 'Rrno')).json();
      const klac = await staffOf(t, 'sandboxklac');
      const lqa = await staffOf(t, 'sandboxlqa');
      const s = staffPrdoc(klac.b);
      // a draft is the citizen's alone
      expect((await s.list(draft.aplyNo)).statusCode).toBe(404);
      expect((await c.submit(draft.aplyNo, await c.signApproved(draft.aplyNo))).statusCode).toBe(200); // signed again: the signature covers the documents

      // after submission only what the institution asks for may be supplied
      const extra = await d.exchange(draft.aplyNo, 'Txpay');
      expect(extra.statusCode).toBe(409);
      expect(extra.json()).toMatchObject({ code: 'NOT_EDITABLE', message: expect.stringMatching(/요청한 서류/) });
      expect((await d.remove(draft.aplyNo, given.prdocId)).json()).toMatchObject({ code: 'NOT_EDITABLE' });
      const replace = await d.exchange(draft.aplyNo, 'Rrno', {}, { prdocId: given.prdocId });
      expect(replace.json()).toMatchObject({ code: 'NOT_EDITABLE' });

      const seen = await s.list(draft.aplyNo);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().items[0].record).toEqual(given.record);
      expect((await staffPrdoc(lqa.b).list(draft.aplyNo)).statusCode).toBe(404);
      expect((await staffPrdoc(lqa.b).review(draft.aplyNo, given.prdocId, 'CONFIRMED')).statusCode).toBe(404);

      const asked = await s.request(draft.aplyNo, { code: 'Etc', title: '가족관계증명서', reason: '자녀와의 관계를 확인해야 합니다.' });
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.json()).toMatchObject({ status: 'REQUESTED', statusLabel: '요청됨', name: '가족관계증명서', requestNote: '자녀와의 관계를 확인해야 합니다.', source: null });
      const noTitle = await s.request(draft.aplyNo, { code: 'Etc', reason: '서류가 필요합니다.' });
      expect(noTitle.json().errors[0].field).toBe('title');
      const outbox = async () => (await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, draft.aplyNo))).map((n) => `${n.kind}:${n.channel}`);
      expect(await outbox()).toContain('PRDOC_REQUESTED:SMS');
      expect((await d.elprdoc('status=REQUESTED')).json().items).toEqual([expect.objectContaining({ prdocId: asked.json().prdocId, aplyNo: draft.aplyNo, instName: '대한법률구조공단' })]);

      const fileId = await d.upload('가족관계증명서.pdf');
      const answer = await d.supply(draft.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '가족관계증명서', fileId, issuedAt: today(), prdocId: asked.json().prdocId });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'SUBMITTED', requestNote: '자녀와의 관계를 확인해야 합니다.' });
      // the institution opens the file (logged); another institution cannot
      expect((await klac.b.get(`/api/files/${fileId}`)).statusCode).toBe(200);
      expect((await lqa.b.get(`/api/files/${fileId}`)).statusCode).toBe(404);

      const sup = await s.review(draft.aplyNo, asked.json().prdocId, 'SUPPLEMENT', '발급일이 잘 보이지 않습니다. 다시 올려 주세요.');
      expect(sup.statusCode, sup.body).toBe(200);
      expect(sup.json()).toMatchObject({ status: 'SUPPLEMENT', reviewNote: '발급일이 잘 보이지 않습니다. 다시 올려 주세요.' });
      expect(await outbox()).toContain('PRDOC_SUPPLEMENT:SMS');
      const noReason = await s.review(draft.aplyNo, given.prdocId, 'SUPPLEMENT');
      expect(noReason.json().errors).toEqual([{ field: 'reason', message: expect.stringMatching(/2자/) }]);
      // a document not (re)submitted cannot be reviewed
      expect((await s.review(draft.aplyNo, asked.json().prdocId, 'CONFIRMED')).json()).toMatchObject({ code: 'NOT_ALLOWED' });

      const again = await d.supply(draft.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '가족관계증명서', fileId: await d.upload('가족관계증명서2.pdf'), issuedAt: today(), prdocId: asked.json().prdocId });
      expect(again.json()).toMatchObject({ status: 'SUBMITTED', reviewNote: null });
      const confirmed = await s.review(draft.aplyNo, asked.json().prdocId, 'CONFIRMED');
      expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', statusLabel: '확인됨' });
      expect((await s.review(draft.aplyNo, asked.json().prdocId, 'SUPPLEMENT', '다시 봐 주세요')).json()).toMatchObject({ code: 'NOT_ALLOWED' });
      const late = await d.supply(draft.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '가족관계증명서', fileId, issuedAt: today(), prdocId: asked.json().prdocId });
      expect(late.json()).toMatchObject({ code: 'NOT_EDITABLE' });

      // asking again for a form already requested is 409 ALREADY
      expect((await s.request(draft.aplyNo, { code: 'HlthIspm', reason: '소득 기준을 확인합니다.' })).statusCode).toBe(201);
      expect((await s.request(draft.aplyNo, { code: 'HlthIspm', reason: '소득 기준을 확인합니다.' })).json()).toMatchObject({ code: 'ALREADY' });

      const log = await db().select().from(elrcptAccessLog).where(eq(elrcptAccessLog.aplyNo, draft.aplyNo));
      expect(log.filter((l) => l.action === 'PRDOC').every((l) => l.staffMemberId === klac.memberId)).toBe(true);
      // list, request, 보완요청, 확인, request: refused calls leave no entry
      expect(log.filter((l) => l.action === 'PRDOC').length).toBe(5);
      expect(log.some((l) => l.action === 'FILE' && l.staffMemberId === klac.memberId)).toBe(true);
      expect(log.some((l) => l.staffMemberId === lqa.memberId)).toBe(false);
      // the citizen's list of documents sent to institutions
      const mine = (await d.elprdoc()).json();
      expect(mine.items.map((i: { statusLabel: string }) => i.statusLabel).sort()).toEqual(['요청됨', '제출됨', '확인됨']);
      expect(mine.items[0]).not.toHaveProperty('record');
    });

    it('another member’s application is 404 for every citizen call; staff calls need a staff account', async () => {
      const owner = await withDraft({ name: '주인장' });
      const given = (await owner.d.exchange(owner.aplyNo, 'Rrno')).json();
      const other = await person(t, clock.now(), '엿보기');
      const d = prdoc(other.b, today);
      expect((await d.list(owner.aplyNo)).statusCode).toBe(404);
      expect((await d.exchange(owner.aplyNo, 'Rrno')).statusCode).toBe(404);
      expect((await d.remove(owner.aplyNo, given.prdocId)).statusCode).toBe(404);
      expect((await d.list('A20260101-000000')).statusCode).toBe(404);
      expect((await staffPrdoc(other.b).list(owner.aplyNo)).statusCode).toBe(401); // a citizen: no staff session
      expect((await itemsOf(owner.aplyNo)).length).toBe(1);
      const anon = await signedIn(t.app, t.database, clock.now());
      anon.b.cookies.delete('PORTAL_SESSION');
      expect((await prdoc(anon.b, today).wallet()).statusCode).toBe(401);
    });
  });

  describe('주민등록번호 뒷자리 (issue 31 item 7)', () => {
    const WHOLE = /\d{6}-?[1-8]\d{6}/;
    /** A submitted application with an 등본 fetched with every back half (for a court), and the staff of its institution and of another. */
    async function submittedWithBackHalves(name: string) {
      const me = await person(t, clock.now(), name);
      const c = citizen(me.b);
      const d = prdoc(me.b, today);
      const started = await c.start();
      const aplyNo: string = started.json().aplyNo;
      // the document first, then the content and the signature (a signature covers the documents)
      const res = await d.exchange(aplyNo, 'Rrno', { rrnBack: 'ALL', purpose: 'COURT' });
      expect(res.statusCode, res.body).toBe(201);
      expect((await c.save(aplyNo, klacContent(), 0)).statusCode).toBe(200);
      const signId: string = (await c.sign(aplyNo)).json().signId;
      expect((await c.sandbox(signId)).json().state).toBe('SIGNED');
      const submitted = await c.submit(aplyNo, signId);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const klac = await staffOf(t, 'sandboxklac');
      const lqa = await staffOf(t, 'sandboxlqa');
      return { me, d, aplyNo, given: res.json(), klac, lqa };
    }
    const unmaskRows = (where: { myDocId?: string; prdocId?: string }) =>
      db().select().from(prdocUnmaskLog).where(where.myDocId ? eq(prdocUnmaskLog.myDocId, where.myDocId) : eq(prdocUnmaskLog.prdocId, where.prdocId!));

    it('the purpose decides: 법률구조 refuses 포함, 등기 requires it, a court allows it; refusals are Korean 400s and store nothing', async () => {
      const me = await withDraft({ name: '용도인' });
      const before = filesUnder(uploadDir);
      for (const [options, field] of [
        [{ rrnBack: 'SELF' }, 'options.rrnBack'],
        [{ rrnBack: 'ALL', purpose: 'LEGAL_AID' }, 'options.rrnBack'],
        [{ rrnBack: 'ALL', purpose: 'ETC' }, 'options.rrnBack'],
        [{ rrnBack: 'NONE', purpose: 'REGISTRY' }, 'options.rrnBack'],
      ] as const) {
        const res = await me.d.exchange(me.aplyNo, 'Rrno', options);
        expect(res.statusCode, JSON.stringify(options)).toBe(400);
        expect(res.json().errors).toEqual([{ field, message: expect.stringMatching(HANGUL) }]);
      }
      const indv = await me.d.exchange(me.aplyNo, 'RrnoIndv', { rrnBack: 'SELF', purpose: 'LEGAL_AID' });
      expect(indv.json().errors[0]).toMatchObject({ field: 'options.rrnBack', message: expect.stringMatching(/법률구조/) });
      const bzmn = await me.d.exchange(me.aplyNo, 'BzmnReg', { showRrn: 'Y' });
      expect(bzmn.json().errors[0]).toMatchObject({ field: 'options.showRrn' });
      await nothingStored(me.member.id, me.aplyNo, before);
      expect((await me.d.exchange(me.aplyNo, 'RrnoIndv', { rrnBack: 'SELF', purpose: 'REGISTRY' })).statusCode).toBe(201);
      expect((await me.d.exchange(me.aplyNo, 'Rrno', { rrnBack: 'ALL', purpose: 'COURT' })).statusCode).toBe(201);
    });

    it('answers masked numbers by default to the owner and the staff, in every view and in the download', async () => {
      const { d, aplyNo, given, klac } = await submittedWithBackHalves('가림인');
      const rrns = (record: { table: { head: string[]; rows: string[][] } }) => record.table.rows.map((r) => r[record.table.head.indexOf('주민등록번호')]);
      expect(given.record.rrnHidden).toBe(true);
      for (const rrn of rrns(given.record)) expect(rrn).toMatch(/^\d{6}-[1-8]\*{6}$/);
      const views = [
        (await d.list(aplyNo)).json().items[0].record,
        (await d.myDoc(given.myDocId)).json().record,
        (await staffPrdoc(klac.b).list(aplyNo)).json().items[0].record,
        (await staffPrdoc(klac.b).review(aplyNo, given.prdocId, 'CONFIRMED')).json().record,
      ];
      for (const v of views) expect(v).toEqual(given.record);
      for (const download of [await d.myDocDownload(given.myDocId), await staffPrdoc(klac.b).download(aplyNo, given.prdocId)]) {
        expect(download.statusCode, download.body).toBe(200);
        expect(download.headers['content-type']).toMatch(/^text\/plain/);
        expect(download.headers['content-disposition']).toMatch(/^attachment/);
        expect(download.body).toContain('주민등록표 등본');
        expect(download.body).not.toMatch(WHOLE);
        for (const rrn of rrns(given.record)) expect(download.body).toContain(rrn);
      }
      // the record's bytes do hold the numbers the member asked for: only the answers mask them
      const [row] = await db().select().from(prdocItems).where(eq(prdocItems.id, given.prdocId));
      expect((await t.app.prdoc.ctx.storage.readBuffer(row!.storagePath!)).toString('utf8')).toMatch(WHOLE);
    });

    it('an unmasked open is the owner’s or the handling staff’s only, and writes exactly one audit row per open (never the number)', async () => {
      const { me, d, aplyNo, given, klac, lqa } = await submittedWithBackHalves('열람인');
      clock.advance(60);
      const first = await d.myDocUnmask(given.myDocId);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().record.rrnHidden).toBe(false);
      expect(first.json().record.table.rows.every((r: string[]) => WHOLE.test(r[2]!))).toBe(true);
      expect(await unmaskRows({ myDocId: given.myDocId })).toEqual([
        expect.objectContaining({ viewerId: me.member.id, viewerRole: 'OWNER', myDocId: given.myDocId, prdocId: null, purpose: 'SELF_CHECK', at: clock.now() }),
      ]);
      expect((await d.myDocUnmask(given.myDocId)).statusCode).toBe(200);
      expect((await unmaskRows({ myDocId: given.myDocId })).length).toBe(2);

      // someone else: another member, another institution's staff, staff without a purpose
      const other = await person(t, clock.now(), '남의것');
      expect((await prdoc(other.b, today).myDocUnmask(given.myDocId)).statusCode).toBe(404);
      expect((await staffPrdoc(other.b).unmask(aplyNo, given.prdocId, { purpose: 'ELIGIBILITY' })).statusCode).toBe(401); // a citizen: no staff session
      expect((await staffPrdoc(lqa.b).unmask(aplyNo, given.prdocId, { purpose: 'ELIGIBILITY' })).statusCode).toBe(404);
      const noPurpose = await staffPrdoc(klac.b).unmask(aplyNo, given.prdocId, {});
      expect(noPurpose.statusCode).toBe(400);
      expect(noPurpose.json().errors[0]).toMatchObject({ field: 'purpose', message: expect.stringMatching(HANGUL) });
      expect((await staffPrdoc(klac.b).unmask(aplyNo, given.prdocId, { purpose: 'SELF_CHECK' })).statusCode).toBe(400);
      expect(await unmaskRows({ prdocId: given.prdocId })).toEqual([]);

      const staffOpen = await staffPrdoc(klac.b).unmask(aplyNo, given.prdocId, { purpose: 'ELIGIBILITY' });
      expect(staffOpen.statusCode, staffOpen.body).toBe(200);
      expect(staffOpen.json().record.table.rows.every((r: string[]) => WHOLE.test(r[2]!))).toBe(true);
      const staffRows = await unmaskRows({ prdocId: given.prdocId });
      expect(staffRows).toEqual([expect.objectContaining({ viewerId: klac.memberId, viewerRole: 'STAFF', instCode: 'KLAC', prdocId: given.prdocId, purpose: 'ELIGIBILITY' })]);
      for (const r of [...staffRows, ...(await unmaskRows({ myDocId: given.myDocId }))]) expect(JSON.stringify(r)).not.toMatch(WHOLE);
      // the default view stays masked afterwards
      expect((await staffPrdoc(klac.b).list(aplyNo)).json().items[0].record.rrnHidden).toBe(true);

      // a document without back halves has nothing to open: 409, no row
      const plain = await withDraft({ name: '가린것' });
      const masked = (await plain.d.exchange(plain.aplyNo, 'Rrno')).json();
      const nothing = await plain.d.myDocUnmask(masked.myDocId);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toMatchObject({ code: 'NOTHING_HIDDEN', message: expect.stringMatching(HANGUL) });
      expect(await unmaskRows({ myDocId: masked.myDocId })).toEqual([]);
    });

    it('a request without 포함 never stores a back half, even when the centre sends whole numbers; SELF keeps only the member’s own', async () => {
      const me = await withDraft({ name: '최소인', birthDate: '19850315' });
      const spy = vi.spyOn(t.app.prdoc.ctx.exchange, 'request').mockImplementation(async (req) => ({
        title: '주민등록표 등본',
        issuer: '행정안전부',
        docNo: '1234-5678-9012-3456',
        issuedAt: req.today,
        rows: [{ label: '세대주 주민등록번호', value: '8503151234567' }],
        table: { caption: '세대 구성', head: ['성명', '주민등록번호'], rows: [['최소인', '850315-1234567'], ['배우자', '870101-2345678']] },
      }));
      try {
        const stored = async (prdocId: string) => {
          const [row] = await db().select().from(prdocItems).where(eq(prdocItems.id, prdocId));
          return (await t.app.prdoc.ctx.storage.readBuffer(row!.storagePath!)).toString('utf8');
        };
        const none = await me.d.exchange(me.aplyNo, 'Rrno');
        expect(none.statusCode, none.body).toBe(201);
        const noneBytes = await stored(none.json().prdocId);
        expect(noneBytes).not.toMatch(WHOLE);
        expect(noneBytes).toContain('850315-1******');
        expect(none.json().record.rrnHidden).toBe(false);

        const self = await me.d.exchange(me.aplyNo, 'Rrno', { rrnBack: 'SELF', purpose: 'COURT' });
        const selfBytes = await stored(self.json().prdocId);
        expect(selfBytes).toContain('850315-1234567');
        expect(selfBytes).not.toContain('2345678');
        expect(selfBytes).toContain('870101-2******');
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('bad input and double clicks', () => {
    it('NUL, control characters and a 1 MB string in text fields are 400 (never 5xx), nothing stored', async () => {
      const me = await withDraft({ name: '이상값' });
      const fileId = await me.d.upload('x.pdf');
      // 1 MB of text: just under the body limit, so the field's own check answers (400)
      const big = 'a'.repeat(1_000_000);
      const bodies = [
        { method: 'UPLOAD', code: 'Etc', title: '가족\u0000관계', fileId, issuedAt: today() },
        { method: 'UPLOAD', code: 'Etc', title: '가족\u0007관계', fileId, issuedAt: today() },
        { method: 'UPLOAD', code: 'Etc', title: big, fileId, issuedAt: today() },
        { method: 'WALLET', code: 'Rrno', document: big },
        { method: 'WALLET', code: 'Rrno', document: 'abc\u0000.def' },
        { method: 'EXCHANGE', code: 'Lndrg', options: { ledger: 'LAND', address: big, history: 'N', purpose: 'LEGAL_AID' }, consent: true },
        { method: 'EXCHANGE', code: 'Vhr', options: { carNo: '12가\u00003456', part: 'A', purpose: 'LEGAL_AID' }, consent: true },
        { method: 'MYDOC', code: 'Rrno', myDocId: 'D' + 'x'.repeat(24) },
        { method: 'FAX', code: 'Rrno' },
      ];
      for (const body of bodies) {
        const r = await me.b.call('POST', `/api/elrcpt/aply/${me.aplyNo}/prdoc`, body, { headers: { 'idempotency-key': `k-${Math.random()}` } });
        expect(r.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${r.body.slice(0, 200)}`).toBe(400);
        expect(r.json().message).toMatch(HANGUL);
      }
      const klac = await staffOf(t, 'sandboxklac');
      for (const reason of ['사유\u0000', big]) {
        const r = await staffPrdoc(klac.b).request(me.aplyNo, { code: 'Rrno', reason });
        expect(r.statusCode).toBe(400);
      }
      const saveBig = await me.d.myDocCreate({ code: 'Etc', title: big, fileId, issuedAt: today() });
      expect(saveBig.statusCode).toBe(400);
      expect(await itemsOf(me.aplyNo)).toEqual([]);
      expect(await docsOf(me.member.id)).toEqual([]);
    });

    it('the same Idempotency-Key twice makes one item and answers the same (replayed)', async () => {
      const me = await withDraft({ name: '두번클릭' });
      const fileId = await me.d.upload('a.pdf');
      const body = { method: 'UPLOAD', code: 'Etc', title: '진단서', fileId, issuedAt: today() };
      const first = await me.d.supply(me.aplyNo, body, 'same-key-1');
      const second = await me.d.supply(me.aplyNo, body, 'same-key-1');
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect(await itemsOf(me.aplyNo)).toHaveLength(1);
      const changed = await me.d.supply(me.aplyNo, { ...body, title: '소견서' }, 'same-key-1');
      expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    });
  });

  describe('jobs (the test clock)', () => {
    it('marks submitted documents EXPIRED when their validity ends before the institution confirmed them; the citizen may answer them', async () => {
      const me = await person(t, clock.now(), '만료인');
      const c = citizen(me.b);
      const d = prdoc(me.b, today);
      const draft = await c.signedDraft();
      const up = (await d.supply(draft.aplyNo, { method: 'UPLOAD', code: 'Rrno', fileId: await d.upload('등본.pdf'), issuedAt: kstDay(clock.t, 85) })).json();
      const tax = (await d.exchange(draft.aplyNo, 'Txpay')).json();
      expect((await c.submit(draft.aplyNo, await c.signApproved(draft.aplyNo))).statusCode).toBe(200); // signed again: the signature covers the documents
      const klac = await staffOf(t, 'sandboxklac');
      expect((await staffPrdoc(klac.b).review(draft.aplyNo, tax.prdocId, 'CONFIRMED')).statusCode).toBe(200);

      await t.app.prdoc.jobs();
      expect((await itemsOf(draft.aplyNo)).map((i) => i.status).sort()).toEqual(['CONFIRMED', 'SUBMITTED']);
      clock.advance(6 * DAY);
      const r = await t.app.prdoc.jobs();
      expect(r.expired).toBeGreaterThanOrEqual(1);
      const items = await itemsOf(draft.aplyNo);
      expect(items.find((i) => i.id === up.prdocId)!.status).toBe('EXPIRED');
      // a confirmed document stays confirmed
      expect(items.find((i) => i.id === tax.prdocId)!.status).toBe('CONFIRMED');
      await me.renew(clock.now());
      expect((await d.list(draft.aplyNo)).json().editable).toBe(true);
      const fresh = await d.supply(draft.aplyNo, { method: 'UPLOAD', code: 'Rrno', fileId: await d.upload('새등본.pdf'), issuedAt: today(), prdocId: up.prdocId });
      expect(fresh.json()).toMatchObject({ status: 'SUBMITTED', issuedAt: today() });
    });

    it('retention: unused documents of mine after MYDOC_RETENTION_DAYS, an application’s copies PRDOC_CASE_RETENTION_YEARS after the case ended, bytes and files included', async () => {
      const me = await person(t, clock.now(), '보관인');
      const c = citizen(me.b);
      const d = prdoc(me.b, today);
      // an unused fetched record and an unused upload of mine
      const spare = await c.start('KLAC', CONSENT);
      const unused = (await d.exchange(spare.json().aplyNo, 'Npn')).json();
      const unusedFile = await d.upload('보관.pdf');
      await d.myDocCreate({ code: 'Etc', title: '보관 서류', fileId: unusedFile, issuedAt: today() });
      // a submitted application, withdrawn
      const draft = await c.signedDraft();
      const used = (await d.exchange(draft.aplyNo, 'Rrno')).json();
      const usedFile = await d.upload('제출.pdf');
      await d.supply(draft.aplyNo, { method: 'UPLOAD', code: 'Etc', title: '제출 서류', fileId: usedFile, issuedAt: today() });
      expect((await c.submit(draft.aplyNo, await c.signApproved(draft.aplyNo))).statusCode).toBe(200); // signed again: the signature covers the documents
      expect((await c.withdraw(draft.aplyNo)).statusCode).toBe(200);
      const pathOf = async (id: string) => path.join(uploadDir, (await db().select().from(myDocs).where(eq(myDocs.id, id)))[0]!.storagePath!);
      const unusedBytes = await pathOf(unused.myDocId);
      const usedBytes = await pathOf(used.myDocId);

      clock.advance(366 * DAY);
      await t.app.prdoc.jobs();
      await sweepFiles(db(), t.app.dscsn.storage, clock.now());
      const left = await docsOf(me.member.id);
      // the unused ones are gone with their bytes (and the upload with its file); the submitted ones stay
      expect(left.map((x) => x.id).sort()).toEqual([used.myDocId, (await itemsOf(draft.aplyNo)).find((i) => i.code === 'Etc')!.myDocId].sort());
      expect(filesUnder(uploadDir)).not.toContain(unusedBytes);
      expect(filesUnder(uploadDir)).toContain(usedBytes);
      expect(await db().select().from(files).where(eq(files.fileId, unusedFile))).toEqual([]);
      expect(await db().select().from(files).where(eq(files.fileId, usedFile))).toHaveLength(1);
      expect(await itemsOf(draft.aplyNo)).toHaveLength(2);

      // five years after the withdrawal: the copies, then the documents of mine they kept, then the bytes
      clock.advance(5 * 365 * DAY);
      await t.app.prdoc.jobs();
      expect(await itemsOf(draft.aplyNo)).toEqual([]);
      await t.app.prdoc.jobs();
      await sweepFiles(db(), t.app.dscsn.storage, clock.now());
      expect(await docsOf(me.member.id)).toEqual([]);
      expect(filesUnder(uploadDir)).not.toContain(usedBytes);
      expect(await db().select().from(files).where(inArray(files.fileId, [usedFile]))).toEqual([]);
      expect(and).toBeTypeOf('function');
    });
  });
});
