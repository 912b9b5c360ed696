// Q&A (묻고 답하기) and content editors (issue 6): who may ask, idempotent submits, owner-only
// reading, staff answers with the outbox notification, editor writes sanitised, roles and CSRF.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaqDetail, FaqList, NoticeDetail, NoticeList, Qna } from '@portal/contracts';
import { files, notificationOutbox, qna } from '../src/db/schema';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { sweepFiles } from '../src/kernel/files/files';
import { Browser, TestClock, createTestApp, staffBrowser } from './helpers';
import { idem, kst, signedIn } from './dscsn-helpers';
import { multipart, pdfFile } from './file-fixtures';

const clock = new TestClock();
const START = kst('2026-11-21', '10:00');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-qna-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let editor: Browser;
beforeAll(async () => {
  clock.t = START;
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads')});
  await seedSandboxAccounts(t.database, t.config, clock.now());
  editor = await login('sandboxeditor');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock.t = START;
});

/** A staff account signed in at the back office (a staff session). */
const login = (loginId: string) => staffBrowser(t.app, loginId);
const person = (opts = {}) => signedIn(t.app, t.database, clock.now(), opts);
const anon = () => new Browser(t.app);
const db = () => t.database.db;
const rowsOf = async (ownerId: string) => (await db().select({ n: count() }).from(qna).where(eq(qna.ownerId, ownerId)))[0]!.n;

const PDF = pdfFile('qna attachment');
function upload(b: Browser, filename: string, content: Buffer) {
  const m = multipart(filename, content);
  return b.post('/api/files', m.payload, { headers: m.headers });
}

const ask = (extra: Record<string, unknown> = {}) => ({
  category: 'CONSULT',
  title: '화상상담 접속 코드를 잃어버렸어요',
  content: '화상상담을 예약했는데 문자로 받은 접속 코드를 지웠습니다. 어디서 다시 볼 수 있나요?',
  consent: true,
  ...extra,
});

describe('asking', () => {
  it('a member asks: 201 with a Q number, private by default, the file attached; the owner reads it in my page', async () => {
    const { b, member } = await person();
    const up = await upload(b, '예약확인.pdf', PDF);
    expect(up.statusCode).toBe(201);
    const res = await b.post('/api/center/qna', ask({ fileId: up.json().fileId }), idem());
    expect(res.statusCode).toBe(201);
    const q = Qna.parse(res.json());
    expect(q.qnaNo).toMatch(/^Q20261121-\d{6}$/);
    expect(q).toMatchObject({ isPublic: false, status: 'WAITING', askedAs: 'MEMBER', answer: null });
    expect(q.attachment?.name).toBe('예약확인.pdf');
    expect(await rowsOf(member.id)).toBe(1);
    const mine = (await b.get('/api/my/qna')).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).not.toHaveProperty('content');
    expect(Qna.parse((await b.get(`/api/my/qna/${q.qnaNo}`)).json()).content).toBe(ask().content);
    const file = await b.get(`/api/my/qna/${q.qnaNo}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // the file is now attached: the sweep keeps it a day later
    expect(await sweepFiles(db(), t.app.dscsn.storage, new Date(START + 48 * 3600_000))).toBe(0);
  });

  it('a verified guest asks and reads it back as GUEST', async () => {
    const { b } = await person({ mbrTypeCd: '09' });
    const res = await b.post('/api/center/qna', ask({ category: 'ACCOUNT', title: '비회원으로 쓴 문의 확인' }), idem());
    expect(res.statusCode).toBe(201);
    expect(res.json().askedAs).toBe('GUEST');
    expect((await b.get('/api/my/qna')).json().items.map((i: { qnaNo: string }) => i.qnaNo)).toEqual([res.json().qnaNo]);
  });

  it('refuses a signed-out visitor with 401 and a Korean message saying to sign in or verify', async () => {
    const res = await anon().post('/api/center/qna', ask(), idem());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/로그인/);
    expect(res.json().message).toMatch(/비회원\(본인확인\)/);
  });

  it('refuses a 10 000-character title and 4 001-character content naming the field; nothing stored', async () => {
    const { b, member } = await person();
    const longTitle = await b.post('/api/center/qna', ask({ title: '가'.repeat(10_000) }), idem());
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().errors).toEqual([{ field: 'title', message: '제목은 100자 이하로 입력해 주세요.' }]);
    const longContent = await b.post('/api/center/qna', ask({ content: '나'.repeat(4001) }), idem());
    expect(longContent.statusCode).toBe(400);
    expect(longContent.json().errors[0]).toMatchObject({ field: 'content' });
    expect(longContent.json().message).toContain('4000자 이하');
    expect((await b.post('/api/center/qna', ask({ content: '나'.repeat(4000) }), idem())).statusCode).toBe(201);
    const noConsent = await b.post('/api/center/qna', ask({ consent: false }), idem());
    expect(noConsent.json().errors[0].field).toBe('consent');
    expect(await rowsOf(member.id)).toBe(1);
  });

  it('stores markup in the content as plain text, character for character', async () => {
    const { b } = await person();
    const content = '<script>alert(1)</script><img src=x onerror=alert(2)> 이렇게 보이면 정상인가요?';
    const res = await b.post('/api/center/qna', ask({ content }), idem());
    expect(res.json().content).toBe(content);
  });

  it('a double submit with one Idempotency-Key stores one question; another body under the key is 409', async () => {
    const { b, member } = await person();
    const h = idem();
    const [a, c] = await Promise.all([b.post('/api/center/qna', ask(), h), b.post('/api/center/qna', ask(), h)]);
    expect([a.statusCode, c.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().qnaNo).toBe(c.json().qnaNo);
    const retry = await b.post('/api/center/qna', ask(), h);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().qnaNo).toBe(a.json().qnaNo);
    const other = await b.post('/api/center/qna', ask({ title: '다른 제목입니다' }), h);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await rowsOf(member.id)).toBe(1);
    expect((await b.post('/api/center/qna', ask(), { headers: {} })).statusCode).toBe(400);
  });

  it("refuses someone else's file (400 naming 첨부파일) and stores nothing", async () => {
    const other = await person();
    const up = (await upload(other.b, 'other.pdf', PDF)).json();
    const { b, member } = await person();
    const res = await b.post('/api/center/qna', ask({ fileId: up.fileId }), idem());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('fileId');
    expect(res.json().message).toContain('첨부파일');
    expect(await rowsOf(member.id)).toBe(0);
    const [f] = await db().select().from(files).where(eq(files.fileId, up.fileId));
    expect(f!.qnaId).toBeNull();
  });

  it("answers 404 without content for another person's question and its file", async () => {
    const owner = await person();
    const q = (await owner.b.post('/api/center/qna', ask(), idem())).json();
    const { b } = await person();
    for (const url of [`/api/my/qna/${q.qnaNo}`, `/api/my/qna/${q.qnaNo}/file`, '/api/my/qna/Q20261121-000000']) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(ask().content);
    }
    expect((await b.get('/api/my/qna')).json().total).toBe(0);
    expect((await anon().get(`/api/my/qna/${q.qnaNo}`)).statusCode).toBe(401);
    expect((await b.get('/api/my/qna/abc')).statusCode).toBe(400);
  });

  it('limits a session to 10 questions per 10 minutes', async () => {
    const { b } = await person();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await b.post('/api/center/qna', ask({ title: `질문 ${i + 1}번입니다` }), idem())).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('staff answers', () => {
  it('the editor lists waiting questions and answers once; the owner sees it, the outbox has QNA_ANSWERED', async () => {
    const { b } = await person({ email: 'asker@example.kr' });
    const q = (await b.post('/api/center/qna', ask({ isPublic: true }), idem())).json();
    const waiting = (await editor.get('/api/staff/center/qna?pageSize=50')).json();
    expect(waiting.items.some((i: { qnaNo: string }) => i.qnaNo === q.qnaNo)).toBe(true);
    const answer = '나의 페이지 > 나의 상담 예약에서 예약 상세를 열면 접속 코드를 다시 볼 수 있습니다.';
    const res = await editor.post(`/api/staff/center/qna/${q.qnaNo}/answer`, { answer });
    expect(res.statusCode).toBe(200);
    expect(res.json().answer).toMatchObject({ answer, answeredBy: '법률구조 플랫폼 운영팀' });
    const again = await editor.post(`/api/staff/center/qna/${q.qnaNo}/answer`, { answer: `${answer} 다시` });
    expect(again.statusCode).toBe(409);
    const mine = Qna.parse((await b.get(`/api/my/qna/${q.qnaNo}`)).json());
    expect(mine.status).toBe('ANSWERED');
    expect(mine.answer?.answer).toBe(answer);
    const out = await db().select().from(notificationOutbox).where(and(eq(notificationOutbox.subjectRef, q.qnaNo), eq(notificationOutbox.kind, 'QNA_ANSWERED')));
    expect(out.map((o) => o.channel).sort()).toEqual(['EMAIL', 'SMS']);
    // the sender delivers them like the consultation notifications
    await t.app.dscsn.outbox.deliverDue(100);
    const sent = await db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, q.qnaNo));
    expect(sent.map((o) => o.status)).toEqual(['SENT', 'SENT']);
    expect(sent[0]!.payload.text).toContain(q.qnaNo);
    // public + answered: on the public board without names
    const pub = (await anon().get('/api/center/qna/public?pageSize=50')).json();
    const item = pub.items.find((i: { qnaNo: string }) => i.qnaNo === q.qnaNo);
    expect(item).toMatchObject({ title: ask().title, answer });
    expect(JSON.stringify(item)).not.toMatch(/홍길동|asker@/);
    // the editor may read the attachment route too (no file here: 404 saying so)
    expect((await editor.get(`/api/my/qna/${q.qnaNo}/file`)).json().message).toContain('첨부파일이 없습니다');
  });

  it('the public board starts with the seeded answered questions, newest answer first, without names', async () => {
    const pub = (await anon().get('/api/center/qna/public?pageSize=50')).json();
    const seeded = pub.items.filter((i: { qnaNo: string }) => /^Q2026\d{4}-9000\d\d$/.test(i.qnaNo));
    expect(seeded.length).toBe(8);
    const times = seeded.map((i: { answeredAt: string }) => i.answeredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seeded[0]).toMatchObject({ qnaNo: 'Q20261014-900008', category: 'SITE' });
    expect(JSON.stringify(seeded)).not.toContain('공개 문의 예시');
    // a search finds them by title and content
    const found = (await anon().get(`/api/center/qna/public?keyword=${encodeURIComponent('접속번호')}`)).json();
    expect(found.items.map((i: { qnaNo: string }) => i.qnaNo)).toContain('Q20260421-900004');
  });

  it('keeps private and unanswered questions off the public board', async () => {
    const { b } = await person();
    const priv = (await b.post('/api/center/qna', ask({ title: '비공개 질문입니다' }), idem())).json();
    await editor.post(`/api/staff/center/qna/${priv.qnaNo}/answer`, { answer: '비공개 질문에 대한 답변입니다. 감사합니다.' });
    const waitingPublic = (await b.post('/api/center/qna', ask({ title: '공개 대기 질문입니다', isPublic: true }), idem())).json();
    const pub = (await anon().get('/api/center/qna/public?pageSize=50')).json();
    const nos = pub.items.map((i: { qnaNo: string }) => i.qnaNo);
    expect(nos).not.toContain(priv.qnaNo);
    expect(nos).not.toContain(waitingPublic.qnaNo);
  });

  it('tells the editor who they are on GET /api/staff/me (CONTENT_EDITOR, no institution)', async () => {
    const me = await editor.get('/api/staff/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ instCode: null, instName: null, role: 'CONTENT_EDITOR' });
  });

  it('refuses members and consultation staff (403), the signed-out (401) and writes without the XSRF header (403)', async () => {
    const { b } = await person();
    const q = (await b.post('/api/center/qna', ask(), idem())).json();
    const klac = await login('sandboxklac');
    // a member has no staff session (401); a consultation officer has one but is no editor (403)
    for (const [who, status] of [[b, 401], [klac, 403]] as const) {
      expect((await who.get('/api/staff/center/qna')).statusCode).toBe(status);
      expect((await who.post(`/api/staff/center/qna/${q.qnaNo}/answer`, { answer: '권한 없는 사람의 답변입니다.' })).statusCode).toBe(status);
      expect((await who.post('/api/staff/center/ntc', { category: '공지', title: '권한 없음', bodyHtml: '<p>x</p>' })).statusCode).toBe(status);
    }
    expect((await anon().get('/api/staff/center/qna')).statusCode).toBe(401);
    const noCsrf = await editor.post(`/api/staff/center/qna/${q.qnaNo}/answer`, { answer: 'XSRF 헤더 없는 답변입니다.' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await b.get(`/api/my/qna/${q.qnaNo}`)).json().status).toBe('WAITING');
    // the consultation staff API stays closed to the editor (no institution)
    expect((await editor.get('/api/staff/dscsn/cyber')).statusCode).toBe(403);
  });
});

describe('content editors', () => {
  const XSS =
    '<p>점검 안내</p><script>alert(1)</script><img src=x onerror=alert(2)>' +
    '<a href="javascript:alert(3)" onclick="alert(4)">링크</a><a href="java&#x09;script:alert(5)">탭</a>' +
    '<p style="background:url(javascript:alert(6))" onmouseover="alert(7)">본문</p><svg onload=alert(8)></svg>' +
    '<a href="https://www.klac.or.kr">공단</a><iframe src="https://evil.example"></iframe>';

  it('creates a notice (NTT-2026-0028) whose stored XSS attempt comes back inert, with the editor file attached', async () => {
    const up = (await upload(editor, '안내문.pdf', PDF)).json();
    const res = await editor.post('/api/staff/center/ntc', { category: '점검', title: '<b>긴급</b> 점검 안내', bodyHtml: XSS, fileIds: [up.fileId] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.nttId).toBe('NTT-2026-0028');
    expect(created.visible).toBe(true);
    for (const html of [created.bodyHtml, NoticeDetail.parse((await anon().get(`/api/center/ntc/${created.nttId}`)).json()).bodyHtml]) {
      expect(html).not.toMatch(/<script|<img|<svg|<iframe|onerror|onclick|onload|onmouseover|javascript:|style=/i);
      expect(html).toContain('<a href="https://www.klac.or.kr" rel="noopener noreferrer">공단</a>');
      expect(html).toContain('<p>본문</p>');
    }
    // the title is text: the page shows the characters
    expect(created.title).toBe('<b>긴급</b> 점검 안내');
    expect(created.attachments.map((a: { name: string }) => a.name)).toEqual(['안내문.pdf']);
    const file = await anon().get(created.attachments[0].url);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // searchable by its text, not by its markup
    const found = NoticeList.parse((await anon().get(`/api/center/ntc?searchType=CONTENT&keyword=${encodeURIComponent('점검 안내')}`)).json());
    expect(found.items.some((i) => i.nttId === created.nttId)).toBe(true);
  });

  it('hides, pins and edits a notice: hidden is 404 for the public, staff PUT still works', async () => {
    const created = (await editor.post('/api/staff/center/ntc', { category: '안내', title: '숨길 공지입니다', bodyHtml: '<p>곧 숨깁니다.</p>' })).json();
    const hidden = await editor.put(`/api/staff/center/ntc/${created.nttId}`, { category: '안내', title: '숨긴 공지입니다', bodyHtml: '<p>숨겼습니다.</p>', visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().visible).toBe(false);
    expect((await anon().get(`/api/center/ntc/${created.nttId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/center/ntc/detail?nttId=${created.nttId}` })).statusCode).toBe(404);
    const shown = await editor.put(`/api/staff/center/ntc/${created.nttId}`, { category: '안내', title: '다시 보이는 공지', bodyHtml: '<p>다시 보입니다.</p>', pinned: true });
    expect(shown.json()).toMatchObject({ visible: true, pinned: true, title: '다시 보이는 공지' });
    const list = NoticeList.parse((await anon().get('/api/center/ntc')).json());
    expect(list.pinned.some((p) => p.nttId === created.nttId)).toBe(true);
    expect((await editor.put('/api/staff/center/ntc/NTT-2026-0999', { category: '안내', title: '없는 공지', bodyHtml: '<p>x</p>' })).statusCode).toBe(404);
  });

  it('refuses a body that is only markup it drops, a 201-character title, and files that are not the editor uploads', async () => {
    const empty = await editor.post('/api/staff/center/ntc', { category: '공지', title: '빈 본문', bodyHtml: '<script>alert(1)</script><img src=x>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('bodyHtml');
    const long = await editor.post('/api/staff/center/ntc', { category: '공지', title: '가'.repeat(201), bodyHtml: '<p>x</p>' });
    expect(long.json().errors[0]).toMatchObject({ field: 'title' });
    const { b } = await person();
    const theirs = (await upload(b, 'member.pdf', PDF)).json();
    const bad = await editor.post('/api/staff/center/ntc', { category: '공지', title: '남의 파일', bodyHtml: '<p>x</p>', fileIds: [theirs.fileId] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('fileIds.0');
    expect((await anon().get('/api/center/ntc?searchType=TITLE&keyword=' + encodeURIComponent('남의 파일'))).json().total).toBe(0);
  });

  it('creates and edits FAQ entries (sanitised, FAQ-NNNN), hides them from list and detail', async () => {
    const res = await editor.post('/api/staff/center/faq', { category: 'PORTAL', question: '편집자가 쓴 질문입니다', answerHtml: '<p onclick="x()">답변 <a href="vbscript:msgbox(1)">링크</a></p><script>x</script>' });
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json();
    expect(f.faqId).toMatch(/^FAQ-\d{4}$/);
    expect(Number(f.faqId.slice(4))).toBeGreaterThan(256);
    expect(f.answerHtml).toBe('<p>답변 <a>링크</a></p>');
    expect(FaqDetail.parse((await anon().get(`/api/center/faq/${f.faqId}`)).json()).question).toBe('편집자가 쓴 질문입니다');
    const hidden = await editor.put(`/api/staff/center/faq/${f.faqId}`, { category: 'PORTAL', question: '숨긴 질문입니다', answerHtml: '<p>숨김</p>', visible: false });
    expect(hidden.json().visible).toBe(false);
    expect((await anon().get(`/api/center/faq/${f.faqId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/center/faq/detail?faqId=${f.faqId}` })).statusCode).toBe(404);
    const list = FaqList.parse((await anon().get(`/api/center/faq?keyword=${encodeURIComponent('숨긴 질문')}`)).json());
    expect(list.total).toBe(0);
    expect((await editor.put('/api/staff/center/faq/FAQ-9999', { category: 'PORTAL', question: '없는 질문', answerHtml: '<p>x</p>' })).statusCode).toBe(404);
    const { b } = await person();
    expect((await b.post('/api/staff/center/faq', { category: 'PORTAL', question: '회원이 쓴 질문', answerHtml: '<p>x</p>' })).statusCode).toBe(401); // no staff session
    expect((await editor.post('/api/staff/center/faq', { category: 'PORTAL', question: 'CSRF 없음', answerHtml: '<p>x</p>' }, { csrf: false })).statusCode).toBe(403);
  });
});
