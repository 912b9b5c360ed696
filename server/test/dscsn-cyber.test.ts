// Cyber consultation, attachments, institution staff and the notification outbox (issue 5).
// PGlite; PostgreSQL with TEST_DATABASE_URL. Files are real files in a temporary DATA_DIR.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@portal/contracts';
import { LogNotifyAdapter, type NotifyAdapter } from '../src/adapters/notify';
import { OutboxSender, enqueueNotification } from '../src/adapters/notify/outbox';
import { buildApp } from '../src/app';
import { dscsnCyber, files, notificationLog, notificationOutbox } from '../src/db/schema';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, createTestApp, staffSignIn } from './helpers';
import { idem, key, kst, rsvtBody, signedIn } from './dscsn-helpers';
import { hwpFile, hwpxFile, jpegFile, multipart, pdfFile, pngFile, zipFile } from './file-fixtures';

const clock = new TestClock();
const START = kst('2026-11-20', '10:00'); // a Friday: 3 working days later is Wednesday 11-25
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-dscsn-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clock.t = START;
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads') });
  await seedSandboxAccounts(t.database, t.config, clock.now());
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock.t = START;
});

const person = (opts = {}) => signedIn(t.app, t.database, clock.now(), opts);
const anon = () => new Browser(t.app);
const db = () => t.database.db;

// real files of each accepted type (structure is checked, not only the first bytes: dscsn-upload-structure.test.ts)
const PDF = pdfFile('lease contract');
const JPG = jpegFile();
const PNG = pngFile();
const HWP = hwpFile();
const HWPX = hwpxFile();
const DOCX_LIKE = zipFile([{ name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?>') }]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(400, 0)]);

const upload = (b: Browser, filename: string, content: Buffer, opts: { csrf?: boolean; field?: string } = {}) => {
  const m = multipart(filename, content, opts.field);
  return b.post('/api/files', m.payload, { headers: m.headers, csrf: opts.csrf });
};
const uploadsOnDisk = () => {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else out.push(path.join(dir, e.name));
    }
  };
  walk(path.join(dataDir, 'uploads'));
  return out;
};

const cyberBody = (extra: Record<string, unknown> = {}) => ({
  kind: 'DOM',
  field: 'WAGE',
  title: '퇴직금을 받지 못했습니다',
  question: '회사를 그만둔 지 두 달이 지났는데 퇴직금과 마지막 달 월급을 받지 못했습니다. 어떻게 받을 수 있나요?',
  fileIds: [],
  isPublic: true,
  consent: true,
  ...extra,
});

/** A sandbox officer signed in at the back office (a staff session). */
const staffBrowser = (loginId: string) => staffSignIn(anon(), loginId);

describe('attachments', () => {
  it('takes PDF, JPG, PNG, HWP and HWPX by content, stores real files, and gives them back to the owner only', async () => {
    const { b } = await person();
    for (const [name, content, type] of [
      ['계약서.pdf', PDF, 'PDF'],
      ['photo.jpeg', JPG, 'JPG'],
      ['capture.png', PNG, 'PNG'],
      ['진술서.hwp', HWP, 'HWP'],
      ['진술서.hwpx', HWPX, 'HWP'],
    ] as const) {
      const res = await upload(b, name, content);
      expect(res.statusCode, name).toBe(201);
      expect(res.json()).toMatchObject({ name, size: content.length, type });
    }
    {
      // a bare name gets the extension of what the file is
      const res = await upload(b, 'no-extension', PDF);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'no-extension.pdf', type: 'PDF' });
    }
    const up = (await upload(b, '임대차 계약서 (최종).pdf', PDF)).json();
    const [row] = await db().select().from(files).where(eq(files.fileId, up.fileId));
    expect(existsSync(path.join(dataDir, 'uploads', row!.storagePath))).toBe(true);
    const down = await b.get(`/api/files/${up.fileId}`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename="___ ___ (__).pdf"; filename*=UTF-8''${encodeURIComponent('임대차 계약서 ').replace(/'/g, '%27')}%28${encodeURIComponent('최종')}%29.pdf`,
    );
    const { b: other } = await person();
    const peek = await other.get(`/api/files/${up.fileId}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('%PDF');
    expect((await anon().get(`/api/files/${up.fileId}`)).statusCode).toBe(401);
  });

  it('refuses disguised files (415) and oversized files (413) naming the file, and keeps nothing', async () => {
    const { b } = await person();
    const before = uploadsOnDisk().length;
    for (const [name, content] of [
      ['소장.pdf', EXE],
      ['서류.hwp', Buffer.from('그냥 글자입니다. 한글 문서가 아닙니다.'.repeat(10))],
      ['문서.hwpx', DOCX_LIKE],
      ['image.png', JPG.subarray(0, 2)],
    ] as const) {
      const res = await upload(b, name, content);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toContain(`‘${name}’ 파일은`);
      expect(res.json().message).toContain('PDF, JPG, PNG, HWP 형식만 올릴 수 있습니다');
    }
    // a real PDF whose content stream is padded to the byte count wanted
    const sized = (n: number) => {
      let padding = 1;
      for (let i = 0; i < 10; i++) {
        const f = pdfFile('big', { padding });
        if (f.length === n) return f;
        padding += n - f.length;
      }
      throw new Error(`no PDF of ${n} bytes`);
    };
    const big = sized(ATTACHMENT_MAX_BYTES + 1);
    const tooBig = await upload(b, '큰파일.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain('‘큰파일.pdf’ 파일이 10MB를 넘습니다');
    const empty = await upload(b, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(uploadsOnDisk().length).toBe(before);
    const exactPdf = sized(ATTACHMENT_MAX_BYTES);
    expect(exactPdf.length).toBe(ATTACHMENT_MAX_BYTES);
    const exact = await upload(b, '딱맞음.pdf', exactPdf);
    expect(exact.statusCode).toBe(201);
    expect(exact.json().size).toBe(ATTACHMENT_MAX_BYTES);
  });

  it('needs a session, the XSRF header and a part named file', async () => {
    expect((await upload(anon(), 'a.pdf', PDF)).statusCode).toBe(401);
    const { b } = await person();
    expect((await upload(b, 'a.pdf', PDF, { csrf: false })).statusCode).toBe(403);
    const wrongField = await upload(b, 'a.pdf', PDF, { field: 'document' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].field).toBe('file');
    const json = await b.post('/api/files', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('sweeps files never attached within 24 hours, and keeps attached ones', async () => {
    const { b } = await person();
    const loose = (await upload(b, 'loose.png', PNG)).json();
    const kept = (await upload(b, 'kept.png', PNG)).json();
    expect((await b.post('/api/dscsn/cyber', cyberBody({ fileIds: [kept.fileId] }), idem())).statusCode).toBe(201);
    const [looseRow] = await db().select().from(files).where(eq(files.fileId, loose.fileId));
    clock.t = START + 23 * 3600_000;
    await t.app.dscsn.sweep();
    expect(await db().select().from(files).where(eq(files.fileId, loose.fileId))).toHaveLength(1);
    clock.t = START + 24 * 3600_000 + 1000;
    expect(await t.app.dscsn.sweep()).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(files).where(eq(files.fileId, loose.fileId))).toHaveLength(0);
    expect(existsSync(path.join(dataDir, 'uploads', looseRow!.storagePath))).toBe(false);
    expect(await db().select().from(files).where(eq(files.fileId, kept.fileId))).toHaveLength(1);
  });
});

describe('cyber consultation', () => {
  it('takes a question with an attachment: receipt number, institution, answer date, outbox row', async () => {
    const { b } = await person();
    const f = (await upload(b, '급여명세서.pdf', PDF)).json();
    const res = await b.post('/api/dscsn/cyber', cyberBody({ fileIds: [f.fileId] }), idem());
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.receiptNo).toMatch(/^C20261120-\d{6}$/);
    expect(c).toMatchObject({
      kind: 'DOM',
      instCode: 'KLAC',
      instName: '대한법률구조공단',
      status: 'WAITING',
      expectedAnswerBy: '2026-11-25',
      answer: null,
      details: [{ label: '상담 구분', value: '사이버상담(국내 거주)' }],
    });
    expect(c.expectedAnswerEstimated).toBe(false);
    expect(c.attachments).toEqual([f]);
    const out = await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, c.receiptNo));
    expect(out.map((o) => o.kind).sort()).toEqual(['CYBER_RECEIVED', 'CYBER_RECEIVED']); // SMS and e-mail
    expect((await b.get(`/api/my/dscsn/cyber/${c.receiptNo}`)).json()).toEqual(c);
    const list = (await b.get('/api/my/dscsn/cyber')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).not.toHaveProperty('question');
  });

  it('sends LQA to 대한가정법률복지상담원 and KCAB to 대한상사중재원, with the kind’s details in Korean', async () => {
    const { b } = await person();
    const lqa = (await b.post('/api/dscsn/cyber', cyberBody({ kind: 'LQA', field: 'FAMILY' }), idem())).json();
    expect(lqa).toMatchObject({ instCode: 'LQA', instName: '대한가정법률복지상담원' });
    const kcab = await b.post(
      '/api/dscsn/cyber',
      cyberBody({ kind: 'KCAB', field: 'CONTRACT', procedure: 'ARBITRATION', respondentName: '(주)가나무역', claimAmount: 12_500_000 }),
      idem(),
    );
    expect(kcab.statusCode).toBe(201);
    expect(kcab.json()).toMatchObject({
      instCode: 'KCAB',
      details: [
        { label: '상담 구분', value: '중재·조정 신청' },
        { label: '신청 절차', value: '중재' },
        { label: '피신청인(상대방)', value: '(주)가나무역' },
        { label: '청구 금액', value: '12,500,000원' },
      ],
    });
    const ovs = (await b.post('/api/dscsn/cyber', cyberBody({ kind: 'OVS', residenceCountry: 'VN' }), idem())).json();
    expect(ovs.details).toContainEqual({ label: '거주 국가', value: '베트남' });
    const fr = (await b.post('/api/dscsn/cyber', cyberBody({ kind: 'FR', nationality: 'PH', language: 'tl' }), idem())).json();
    expect(fr.details).toEqual([
      { label: '상담 구분', value: '외국인 사이버상담' },
      { label: '국적', value: '필리핀' },
      { label: '답변 받을 언어', value: '필리핀어(타갈로그어)' },
    ]);
    const unknownCountry = await b.post('/api/dscsn/cyber', cyberBody({ kind: 'OVS', residenceCountry: 'ZZ' }), idem());
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().errors[0].field).toBe('residenceCountry');
  });

  it('refuses someone else’s, unknown or used attachments by position, and bad fields, creating nothing', async () => {
    const { b, member } = await person();
    const { b: other } = await person();
    const theirs = (await upload(other, 'theirs.pdf', PDF)).json();
    const mine = (await upload(b, 'mine.pdf', PDF)).json();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ fileIds: [mine.fileId, theirs.fileId] }, 'fileIds.1', /2번째를 찾을 수 없습니다/],
      [{ fileIds: ['AAAAAAAAAAAAAAAAAAAAAAAA'] }, 'fileIds.0', /1번째를 찾을 수 없습니다/],
      [{ fileIds: [mine.fileId, mine.fileId] }, 'fileIds.1', /같습니다/],
      [{ fileIds: ['a', 'b', 'c', 'd'] }, 'fileIds', /3개까지/],
      [{ question: '짧은 질문' }, 'question', /20자 이상/],
      [{ question: '가'.repeat(4001) }, 'question', /4000자 이하/],
      [{ title: '' }, 'title', /제목/],
      [{ isPublic: 'yes' }, 'isPublic', /공개 여부/],
      [{ consent: false }, 'consent', /동의/],
      [{ kind: 'KCAB', procedure: 'ARBITRATION', respondentName: '상대', claimAmount: -1 }, 'claimAmount', /0원 이상/],
    ];
    for (const [change, field, message] of cases) {
      const res = await b.post('/api/dscsn/cyber', cyberBody(change), idem());
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const err = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(err, JSON.stringify(res.json())).toBeTruthy();
      expect(err.message).toMatch(message);
    }
    expect(await db().select().from(dscsnCyber).where(eq(dscsnCyber.memberId, member.id))).toHaveLength(0);
    const [stillLoose] = await db().select().from(files).where(eq(files.fileId, mine.fileId));
    expect(stillLoose!.cyberId).toBeNull();
    // attached once, it cannot be attached again
    expect((await b.post('/api/dscsn/cyber', cyberBody({ fileIds: [mine.fileId] }), idem())).statusCode).toBe(201);
    const reused = await b.post('/api/dscsn/cyber', cyberBody({ fileIds: [mine.fileId] }), idem());
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].field).toBe('fileIds.0');
  });

  it('answers a retry with the same key once (200, same body), a changed body 409, a missing key 400', async () => {
    const { b, member } = await person();
    const k = key();
    const first = await b.post('/api/dscsn/cyber', cyberBody(), idem(k));
    const again = await b.post('/api/dscsn/cyber', cyberBody(), idem(k));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const changed = await b.post('/api/dscsn/cyber', cyberBody({ title: '다른 제목입니다' }), idem(k));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_MISMATCH');
    const noKey = await b.post('/api/dscsn/cyber', cyberBody());
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    expect(await db().select().from(dscsnCyber).where(eq(dscsnCyber.memberId, member.id))).toHaveLength(1);
    expect((await anon().post('/api/dscsn/cyber', cyberBody(), idem())).statusCode).toBe(401);
  });

  it('shows a consultation to its owner only: another member’s receipt number is 404 without content', async () => {
    const { b } = await person();
    const c = (await b.post('/api/dscsn/cyber', cyberBody({ title: '비밀 상담 제목입니다' }), idem())).json();
    const { b: other } = await person({ mbrTypeCd: '09' });
    const peek = await other.get(`/api/my/dscsn/cyber/${c.receiptNo}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('비밀 상담');
    expect((await other.get('/api/my/dscsn/cyber')).json().items).toEqual([]);
  });
});

describe('institution staff', () => {
  it('answers only its own institution’s questions; the citizen reads the answer; the public list has no names', async () => {
    const { b } = await person({ name: '공개상담자' });
    const f = (await upload(b, '통장내역.png', PNG)).json();
    const c = (await b.post('/api/dscsn/cyber', cyberBody({ fileIds: [f.fileId], title: '체불임금 공개 질문' }), idem())).json();
    const klac = await staffBrowser('sandboxklac');
    const lqa = await staffBrowser('sandboxlqa');
    expect((await klac.get('/api/staff/me')).json()).toEqual({ instCode: 'KLAC', instName: '대한법률구조공단', role: 'CONSULT_STAFF' });
    expect((await lqa.get('/api/staff/me')).json().instCode).toBe('LQA');
    const waiting = (await klac.get('/api/staff/dscsn/cyber?pageSize=50')).json();
    const item = waiting.items.find((i: { receiptNo: string }) => i.receiptNo === c.receiptNo);
    expect(item).toMatchObject({ question: c.question, attachments: [f] });
    expect((await lqa.get('/api/staff/dscsn/cyber?status=ALL&pageSize=50')).json().items.some((i: { receiptNo: string }) => i.receiptNo === c.receiptNo)).toBe(false);
    // the assigned institution's staff may read the attachment; another institution's may not
    expect((await klac.get(`/api/files/${f.fileId}`)).statusCode).toBe(200);
    expect((await lqa.get(`/api/files/${f.fileId}`)).statusCode).toBe(404);
    const answer = '임금체불은 먼저 관할 고용노동청에 진정하시고, 체불 확인서를 받아 공단에 소송 지원을 신청하실 수 있습니다.';
    expect((await lqa.post(`/api/staff/dscsn/cyber/${c.receiptNo}/answer`, { answer })).statusCode).toBe(404);
    const done = await klac.post(`/api/staff/dscsn/cyber/${c.receiptNo}/answer`, { answer });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'ANSWERED', answer: { answer, answeredBy: '대한법률구조공단 상담 담당자' } });
    const twice = await klac.post(`/api/staff/dscsn/cyber/${c.receiptNo}/answer`, { answer: `${answer} 추가` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/이미 답변/);
    const mine = (await b.get(`/api/my/dscsn/cyber/${c.receiptNo}`)).json();
    expect(mine.status).toBe('ANSWERED');
    expect(mine.answer.answer).toBe(answer);
    const outbox = await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, c.receiptNo));
    expect(outbox.filter((o) => o.kind === 'CYBER_ANSWERED').length).toBeGreaterThan(0);
    const pub = await anon().get(`/api/dscsn/cyber/public?keyword=${encodeURIComponent('체불임금 공개')}`);
    expect(pub.json().items).toEqual([
      { receiptNo: c.receiptNo, instName: '대한법률구조공단', field: 'WAGE', title: '체불임금 공개 질문', question: c.question, answer, answeredAt: done.json().answer.answeredAt },
    ]);
    expect(pub.body).not.toContain('공개상담자');
    // a private question never shows publicly, answered or not
    const priv = (await b.post('/api/dscsn/cyber', cyberBody({ isPublic: false, title: '비공개 질문 제목' }), idem())).json();
    await klac.post(`/api/staff/dscsn/cyber/${priv.receiptNo}/answer`, { answer });
    expect((await anon().get(`/api/dscsn/cyber/public?keyword=${encodeURIComponent('비공개 질문')}`)).json().total).toBe(0);
    // '%' and '_' are searched as themselves, not as wildcards that would list everything
    expect((await anon().get('/api/dscsn/cyber/public?keyword=%25')).json().total).toBe(0);
    expect((await anon().get('/api/dscsn/cyber/public?keyword=_')).json().total).toBe(0);
    expect((await anon().get('/api/dscsn/cyber/public')).json().total).toBeGreaterThan(0);
  });

  it('refuses staff calls to members and visitors (401: staff calls take the staff session of /admin/login only) and to staff of other kinds (403), in Korean', async () => {
    const { b } = await person();
    const res = await b.get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/직원 로그인\(2단계 인증\)이 필요합니다/);
    expect((await b.get('/api/staff/dscsn/cyber')).statusCode).toBe(401);
    expect((await b.post('/api/staff/dscsn/cyber/C20261120-000001/answer', { answer: '답변입니다. 열 글자 이상.' })).statusCode).toBe(401);
    expect((await anon().get('/api/staff/me')).statusCode).toBe(401);
    // signed in at the back office, but no consultation officer
    const approver = await staffBrowser('sandboxopenapi');
    const other = await approver.get('/api/staff/me');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/담당자/);
    expect((await approver.get('/api/staff/dscsn/cyber')).statusCode).toBe(403);
  });

  it('lists the institution’s bookings of a day and marks one done after it starts', async () => {
    const { b } = await person();
    const r = (await b.post('/api/dscsn/rsvt', rsvtBody('KLAC-INCHEON', 'VISIT', '2026-11-23', '10:00'), idem())).json();
    const klac = await staffBrowser('sandboxklac');
    const day = (await klac.get('/api/staff/dscsn/rsvt?date=2026-11-23')).json();
    expect(day.map((x: { rsvtNo: string }) => x.rsvtNo)).toContain(r.rsvtNo);
    const lqa = await staffBrowser('sandboxlqa');
    expect((await lqa.get('/api/staff/dscsn/rsvt?date=2026-11-23')).json()).toEqual([]);
    expect((await lqa.post(`/api/staff/dscsn/rsvt/${r.rsvtNo}/done`)).statusCode).toBe(404);
    expect((await klac.post(`/api/staff/dscsn/rsvt/${r.rsvtNo}/done`)).statusCode).toBe(409);
    clock.t = kst('2026-11-23', '10:20');
    const k2 = await staffBrowser('sandboxklac');
    const done = await k2.post(`/api/staff/dscsn/rsvt/${r.rsvtNo}/done`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE', changeable: false });
  });
});

describe('notification outbox', () => {
  it('leaves no outbox row when the transaction that wrote it fails', async () => {
    const ref = `R-FAIL-${key()}`;
    await expect(
      db().transaction(async (tx) => {
        await enqueueNotification(tx, { kind: 'RSVT_BOOKED', ref, mobileNo: '01011112222', text: 'x', subject: 'x' }, clock.now());
        throw new Error('the booking failed after its notice was queued');
      }),
    ).rejects.toThrow();
    expect(await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, ref))).toHaveLength(0);
    // and a refused booking (full slot) writes none either
    const { b } = await person();
    await b.post('/api/dscsn/rsvt', rsvtBody('KLAC-YONGIN', 'PHONE', '2026-11-24', '09:00'), idem());
    const before = (await db().select().from(notificationOutbox)).length;
    const { b: late } = await person();
    expect((await late.post('/api/dscsn/rsvt', rsvtBody('KLAC-YONGIN', 'PHONE', '2026-11-24', '09:00'), idem())).statusCode).toBe(409);
    expect((await db().select().from(notificationOutbox)).length).toBe(before);
  });

  it('delivers due rows once through the log sender with the recipient masked, and logs no personal data', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.database, { ...t.config, logLevel: 'info' }, { logStream: { write: (l) => void lines.push(l) } });
    await app.ready();
    try {
      const { b } = await signedIn(app, t.database, clock.now(), { name: '알림받는이', mobileNo: '01098765432', email: 'notify-me@example.kr' });
      const r = (await b.post('/api/dscsn/rsvt', rsvtBody('KLAC-BUSAN', 'PHONE', '2026-11-24', '11:00', { applicant: { name: '알림받는이', mobileNo: '010-9876-5432', email: 'notify-me@example.kr' } }), idem())).json();
      let sent = 0;
      for (let i = 0; i < 20; i++) {
        const d = await app.dscsn.outbox.deliverDue(50);
        sent += d.sent;
        if (d.sent + d.failed === 0) break;
      }
      expect(sent).toBeGreaterThanOrEqual(2);
      const rows = await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, r.rsvtNo));
      expect(rows.map((o) => [o.channel, o.status]).sort()).toEqual([
        ['EMAIL', 'SENT'],
        ['SMS', 'SENT'],
      ]);
      const logged = await db().select().from(notificationLog).where(eq(notificationLog.outboxId, rows.find((o) => o.channel === 'SMS')!.id));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ kind: 'RSVT_BOOKED', recipientMasked: '010-****-5432', adapter: 'log' });
      expect(logged[0]!.body).toContain(r.rsvtNo);
      const emailLog = await db().select().from(notificationLog).where(eq(notificationLog.outboxId, rows.find((o) => o.channel === 'EMAIL')!.id));
      expect(emailLog[0]!.recipientMasked).toBe('no***@example.kr');
      expect((await app.dscsn.outbox.deliverDue(50)).sent).toBe(0); // nothing twice
      const all = lines.join('\n');
      expect(all).toContain('notification sent');
      for (const secret of ['01098765432', '9876-5432', 'notify-me@', '알림받는이']) expect(all).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('is delivered by the sender the app starts when ready (NOTIFY_INTERVAL_MS) and stops on close', async () => {
    const app = await buildApp(t.database, { ...t.config, notifyIntervalMs: 20 });
    await app.ready();
    try {
      const { b } = await signedIn(app, t.database, clock.now());
      const r = (await b.post('/api/dscsn/rsvt', rsvtBody('KLAC-GWANGJU', 'PHONE', '2026-11-24', '13:00'), idem())).json();
      await vi.waitFor(
        async () => {
          const rows = await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, r.rsvtNo));
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.every((o) => o.status === 'SENT')).toBe(true);
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });

  it('retries a failing delivery with a growing wait and gives up after 5 tries', async () => {
    const ref = `R-RETRY-${key()}`;
    await enqueueNotification(db(), { kind: 'RSVT_CHANGED', ref, mobileNo: '01033334444', text: 'retry', subject: 'retry' }, clock.now());
    const failing: NotifyAdapter = {
      name: 'log',
      send: async () => {
        throw new Error('gateway refused');
      },
    };
    const sender = new OutboxSender(db(), failing, t.app.log, clock.now, { random: () => 0 }); // no jitter: exact waits
    const row = async () => (await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, ref)))[0]!;
    const waits: number[] = [];
    for (let i = 1; i <= 5; i++) {
      await sender.deliverDue(500);
      const r = await row();
      expect(r.attempts).toBe(i);
      waits.push(r.nextAttemptAt.getTime() - clock.t);
      expect(await sender.deliverDue(500)).toMatchObject({ sent: 0 }); // not due yet
      clock.t = r.nextAttemptAt.getTime();
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(await row()).toMatchObject({ status: 'FAILED', attempts: 5, lastError: 'gateway refused' });
    // the working sender delivers what is still pending, never a FAILED row
    await new OutboxSender(db(), new LogNotifyAdapter(t.app.log), t.app.log, clock.now).deliverDue(500);
    expect((await row()).status).toBe('FAILED');
  });
});
