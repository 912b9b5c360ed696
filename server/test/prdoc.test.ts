// Supporting documents (issue 17) through the API: the three ways in (행정정보 공동이용 with its
// sandbox centre, the 전자문서지갑 with signed certificates, uploads) and 나의서류, each refusal with
// its Korean message and nothing stored, owner and institution scoping, the staff review with the
// access log and the outbox, and the expiry and retention jobs driven by the test clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elrcptAccessLog, elrcptApplications, files, members, myDocs, notificationOutbox, prdocItems } from '../src/db/schema';
import { sweepFiles } from '../src/modules/dscsn/files/routes';
import { SandboxWalletAdapter } from '../src/adapters/wallet/sandbox';
import { signedIn } from './dscsn-helpers';
import { CONSENT, citizen, klacContent, staffOf } from './elrcpt-helpers';
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
    const s = await staffOf(t, 'sandboxmember');
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

      // the same person another day, another application: the same household; SELF shows the own number
      const again = await me.c.start('KLAC', CONSENT);
      const res2 = await me.d.exchange(again.json().aplyNo, 'Rrno', { rrnBack: 'SELF', issueType: 'ALL' });
      expect(res2.statusCode, res2.body).toBe(201);
      const t2 = res2.json().record.table;
      expect(t2.rows.map((r: string[]) => r[1])).toEqual(table.rows.map((r: string[]) => r[1]));
      const selfRow = t2.rows.find((r: string[]) => r[1] === '홍길동');
      expect(selfRow[2]).toMatch(/^850315-1\d{6}$/);
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
});
