// The back office's answer pages read one question at a time (issue 34): GET
// /api/staff/dscsn/cyber/:receiptNo (its institution's staff only: another institution's receipt
// number is as unknown as a wrong one) and GET /api/staff/center/qna/:qnaNo (content editors).
// PGlite; PostgreSQL with TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CyberConsultation, Qna } from '@portal/contracts';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { Browser, TestClock, createTestApp, staffSignIn } from './helpers';
import { idem, kst, signedIn } from './dscsn-helpers';
import { multipart, pngFile } from './file-fixtures';

const clock = new TestClock();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-staff-detail-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clock.t = kst('2026-11-20', '10:00');
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads') });
  await seedSandboxAccounts(t.database, t.config, clock.now());
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const person = (opts = {}) => signedIn(t.app, t.database, clock.now(), opts);
const anon = () => new Browser(t.app);
async function staffBrowser(loginId: string) {
  return staffSignIn(anon(), loginId);
}

const ANSWER = '임금체불은 먼저 관할 고용노동청에 진정하시고, 체불 확인서를 받아 공단에 소송 지원을 신청하실 수 있습니다.';

describe('GET /api/staff/dscsn/cyber/:receiptNo', () => {
  it('gives its institution the question with attachments, then the answer; another institution gets 404 without content', async () => {
    const { b } = await person({ name: '상세상담자' });
    const m = multipart('통장내역.png', pngFile());
    const f = (await b.post('/api/files', m.payload, { headers: m.headers })).json();
    const body = { kind: 'DOM', field: 'WAGE', title: '상세 화면 질문', question: '회사를 그만둔 지 두 달이 지났는데 퇴직금을 받지 못했습니다. 어떻게 해야 하나요?', fileIds: [f.fileId], isPublic: false, consent: true };
    const c = (await b.post('/api/dscsn/cyber', body, idem())).json();
    const klac = await staffBrowser('sandboxklac');
    const lqa = await staffBrowser('sandboxlqa');

    const res = await klac.get(`/api/staff/dscsn/cyber/${c.receiptNo}`);
    expect(res.statusCode).toBe(200);
    const read = CyberConsultation.parse(res.json());
    expect(read).toMatchObject({ receiptNo: c.receiptNo, status: 'WAITING', question: body.question, attachments: [f], answer: null, instCode: 'KLAC' });

    const other = await lqa.get(`/api/staff/dscsn/cyber/${c.receiptNo}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('퇴직금');
    expect(other.json().message).toMatch(/[가-힣]/);
    expect((await klac.get('/api/staff/dscsn/cyber/C20991231-999999')).statusCode).toBe(404);
    expect((await klac.get('/api/staff/dscsn/cyber/not-a-number')).statusCode).toBe(400);

    await klac.post(`/api/staff/dscsn/cyber/${c.receiptNo}/answer`, { answer: ANSWER });
    expect((await klac.get(`/api/staff/dscsn/cyber/${c.receiptNo}`)).json()).toMatchObject({ status: 'ANSWERED', answer: { answer: ANSWER } });
  });

  it('is closed to members (no staff session: 401), editors (403) and visitors (401)', async () => {
    const { b } = await person();
    expect((await b.get('/api/staff/dscsn/cyber/C20261120-000001')).statusCode).toBe(401);
    expect((await (await staffBrowser('sandboxeditor')).get('/api/staff/dscsn/cyber/C20261120-000001')).statusCode).toBe(403);
    expect((await anon().get('/api/staff/dscsn/cyber/C20261120-000001')).statusCode).toBe(401);
  });
});

describe('the staff lists of questions with status ALL', () => {
  it('put the waiting ones first, oldest first, then the answered ones newest first', async () => {
    clock.t = kst('2026-11-23', '09:00');
    const { b } = await person();
    const body = (title: string) => ({ kind: 'DOM', field: 'LEASE', title, question: '전세 계약이 끝났는데 집주인이 보증금을 돌려주지 않습니다. 어떻게 해야 하나요?', fileIds: [], isPublic: false, consent: true });
    const file = async (title: string, at: string) => {
      clock.t = kst('2026-11-23', at);
      const res = await b.post('/api/dscsn/cyber', body(title), idem());
      expect(res.statusCode, res.body).toBe(201);
      return res.json().receiptNo as string;
    };
    const [a, w1, w2, a2] = [await file('순서 답변 1', '09:00'), await file('순서 대기 1', '09:10'), await file('순서 대기 2', '09:20'), await file('순서 답변 2', '09:30')];
    const klac = await staffBrowser('sandboxklac');
    for (const no of [a, a2]) expect((await klac.post(`/api/staff/dscsn/cyber/${no}/answer`, { answer: ANSWER })).statusCode).toBe(200);
    const all = (await klac.get('/api/staff/dscsn/cyber?status=ALL&pageSize=50')).json().items as { receiptNo: string; status: string }[];
    expect(all.filter((i) => [a, w1, w2, a2].includes(i.receiptNo)).map((i) => i.receiptNo)).toEqual([w1, w2, a2, a]);
    const statuses = all.map((i) => i.status);
    expect(statuses).toEqual([...statuses].sort((x, y) => (x === y ? 0 : x === 'WAITING' ? -1 : 1)));
  });
});

describe('GET /api/staff/center/qna/:qnaNo', () => {
  it('gives the editor the question, then the answer; 404 for an unknown number; closed to others', async () => {
    const { b } = await person();
    const ask = { category: 'CONSULT', title: '상세 화면 문의', content: '화상상담을 예약했는데 접속 코드를 지웠습니다. 어디서 다시 볼 수 있나요?', consent: true };
    const q = (await b.post('/api/center/qna', ask, idem())).json();
    const editor = await staffBrowser('sandboxeditor');
    const res = await editor.get(`/api/staff/center/qna/${q.qnaNo}`);
    expect(res.statusCode).toBe(200);
    expect(Qna.parse(res.json())).toMatchObject({ qnaNo: q.qnaNo, status: 'WAITING', content: ask.content, answer: null });
    expect((await editor.get('/api/staff/center/qna/Q20991231-999999')).statusCode).toBe(404);
    const answer = '나의 페이지 > 나의 상담 예약에서 예약 상세를 열면 접속 코드를 다시 볼 수 있습니다.';
    await editor.post(`/api/staff/center/qna/${q.qnaNo}/answer`, { answer });
    expect((await editor.get(`/api/staff/center/qna/${q.qnaNo}`)).json()).toMatchObject({ status: 'ANSWERED', answer: { answer } });

    expect((await b.get(`/api/staff/center/qna/${q.qnaNo}`)).statusCode).toBe(401);
    expect((await (await staffBrowser('sandboxklac')).get(`/api/staff/center/qna/${q.qnaNo}`)).statusCode).toBe(403);
    expect((await anon().get(`/api/staff/center/qna/${q.qnaNo}`)).statusCode).toBe(401);
  });
});
