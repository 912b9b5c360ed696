import { createHash } from 'node:crypto';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Survey, SurveyList, SurveyStats } from '@portal/contracts';
import { buildApp } from '../src/app';
import { seed } from '../src/db/seed';
import { ownedKey } from '../src/http/owned-key';
import { pageSatisfaction, surveyResponses, surveyScores } from '../src/db/schema';
import { signedIn } from './dscsn-helpers';
import { allScores, answer, idemKey, Q2, SURVEY_DAY } from './dgstfn-helpers';
import { Browser, TestClock, createTestApp } from './helpers';

const HANGUL = /[가-힣]/;

describe('만족도 조사 (surveys)', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    clock.t = SURVEY_DAY;
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(() => t?.close());
  const db = () => t.database.db;
  const responsesOf = async (surveyId: string) => Number((await db().select({ n: count() }).from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId)))[0]!.n);

  it('lists open, closed and upcoming surveys by the server clock with response counts, and sets the session cookie', async () => {
    const b = new Browser(t.app);
    const res = await b.get('/api/dgstfn/surveys');
    expect(res.statusCode).toBe(200);
    const list = SurveyList.parse(res.json());
    const status = Object.fromEntries(list.map((s) => [s.surveyId, s.status]));
    expect(status).toEqual({ 'SRVY-2026-1': 'CLOSED', 'SRVY-2026-2': 'OPEN', 'SRVY-2026-C': 'OPEN', 'SRVY-2027-1': 'UPCOMING', 'SRVY-2027-2': 'UPCOMING' });
    for (const s of list) {
      expect(s.responseCount).toBe(await responsesOf(s.surveyId));
      expect(s.answered).toBe(false);
    }
    expect(list.find((s) => s.surveyId === 'SRVY-2026-2')!.responseCount).toBeGreaterThan(100);
    expect(b.cookies.get('PORTAL_VISITOR')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('gives one survey with its questions in order; an unknown one is a Korean 404, a malformed id a 400', async () => {
    const b = new Browser(t.app);
    const s = Survey.parse((await b.get('/api/dgstfn/surveys/SRVY-2026-2')).json());
    expect(s.questions.map((q) => q.questionId)).toEqual([...Q2]);
    expect(new Set(s.questions.map((q) => q.area))).toEqual(new Set(['PORTAL', 'CONSULT', 'LEGAL_AID', 'INFO']));
    const missing = await b.get('/api/dgstfn/surveys/SRVY-1999-9');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(HANGUL);
    expect((await b.get('/api/dgstfn/surveys/%3Cscript%3E')).statusCode).toBe(400);
  });

  it('takes one answer per browser session: a second is a polite 409 ALREADY_ANSWERED, the same key replays 200', async () => {
    const b = new Browser(t.app);
    const before = await responsesOf('SRVY-2026-2');
    const key = idemKey();
    const first = await answer(b, 'SRVY-2026-2', { scores: allScores(), comment: '검색이 편해졌습니다.' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ surveyId: 'SRVY-2026-2', answeredAt: new Date(SURVEY_DAY).toISOString() });
    const replay = await answer(b, 'SRVY-2026-2', { scores: allScores() }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const twice = await answer(b, 'SRVY-2026-2', { scores: allScores(Q2, 2) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_ANSWERED', message: '이미 이 설문에 참여하셨습니다. 소중한 의견에 감사드립니다.' });
    expect(await responsesOf('SRVY-2026-2')).toBe(before + 1);
    // the key is stored bound to its sender (issue 13): the visitor's hashed session, then the key
    const respondent = `visitor:${createHash('sha256').update(b.cookies.get('PORTAL_VISITOR')!).digest('hex')}`;
    const [row] = await db().select().from(surveyResponses).where(eq(surveyResponses.idempotencyKey, ownedKey(respondent, key)));
    expect(row!.respondentKey).toMatch(/^visitor:[0-9a-f]{64}$/);
    expect(row!.respondentKey).not.toContain(b.cookies.get('PORTAL_VISITOR')!);
    expect(await db().select().from(surveyScores).where(eq(surveyScores.responseId, row!.id))).toHaveLength(8);
    // the list and the survey say so for this session, not for another
    expect((await b.get('/api/dgstfn/surveys/SRVY-2026-2')).json().answered).toBe(true);
    expect((await b.get('/api/dgstfn/surveys')).json().find((s: { surveyId: string }) => s.surveyId === 'SRVY-2026-2').answered).toBe(true);
    const other = new Browser(t.app);
    expect((await other.get('/api/dgstfn/surveys/SRVY-2026-2')).json().answered).toBe(false);
    expect((await answer(other, 'SRVY-2026-2', { scores: allScores() })).statusCode).toBe(201);
    // the same session answers another open survey
    expect((await answer(b, 'SRVY-2026-C', { scores: allScores(['C1', 'C2', 'C3', 'C4', 'C5', 'C6'], 5) })).statusCode).toBe(201);
  });

  it('keys a signed-in member by the member: a second browser of the same member is refused', async () => {
    const { b, member } = await signedIn(t.app, t.database, clock.now());
    expect((await answer(b, 'SRVY-2026-2', { scores: allScores() })).statusCode).toBe(201);
    const [row] = await db().select().from(surveyResponses).where(eq(surveyResponses.respondentKey, `member:${member.id}`));
    expect(row!.memberId).toBe(member.id);
    const second = new Browser(t.app);
    second.cookies.set('PORTAL_SESSION', b.cookies.get('PORTAL_SESSION')!);
    const r = await answer(second, 'SRVY-2026-2', { scores: allScores() });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('ALREADY_ANSWERED');
  });

  it('reuse of a key for another survey is a 409, not a silent replay', async () => {
    const b = new Browser(t.app);
    const key = idemKey();
    expect((await answer(b, 'SRVY-2026-2', { scores: allScores() }, key)).statusCode).toBe(201);
    const r = await answer(b, 'SRVY-2026-C', { scores: allScores(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']) }, key);
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('names every unanswered question, refuses unknown questions and scores outside 1..5, stores nothing', async () => {
    const b = new Browser(t.app);
    const before = await responsesOf('SRVY-2026-2');
    const partial = { Q1: 5, Q2: 4, Q3: 4, Q5: 3, Q6: 2, Q7: 4 };
    const r = await answer(b, 'SRVY-2026-2', { scores: partial });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([
      { field: 'scores.Q4', message: '4번 문항에 답해 주세요.' },
      { field: 'scores.Q8', message: '8번 문항에 답해 주세요.' },
    ]);
    expect(r.json().message).toContain('4번, 8번');
    const unknown = await answer(b, 'SRVY-2026-2', { scores: { ...allScores(), Q99: 3 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'scores.Q99', message: expect.stringMatching(/없는 문항/) });
    for (const bad of [0, 6, 2.5, '3']) {
      const res = await answer(b, 'SRVY-2026-2', { scores: { ...allScores(), Q3: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('scores.Q3');
      expect(res.json().errors[0].message).toMatch(HANGUL);
    }
    const long = await answer(b, 'SRVY-2026-2', { scores: allScores(), comment: '가'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'comment', message: '의견은 1000자 이하로 적어 주세요.' });
    expect(await responsesOf('SRVY-2026-2')).toBe(before);
    // after fixing the input the same session may still answer
    expect((await answer(b, 'SRVY-2026-2', { scores: allScores() })).statusCode).toBe(201);
  });

  it('refuses closed and upcoming surveys with 409 and a Korean message', async () => {
    const b = new Browser(t.app);
    const closed = await answer(b, 'SRVY-2026-1', { scores: allScores(['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7']) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'SURVEY_CLOSED', message: expect.stringContaining('2026-06-30에 끝났습니다') });
    const upcoming = await answer(b, 'SRVY-2027-1', { scores: allScores(['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7']) });
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json()).toMatchObject({ code: 'SURVEY_UPCOMING', message: expect.stringContaining('2027-03-02에 시작합니다') });
    expect((await answer(b, 'SRVY-2099-1', { scores: allScores() })).statusCode).toBe(404);
  });

  it('needs the Idempotency-Key header and the XSRF header', async () => {
    const b = new Browser(t.app);
    const noKey = await b.post('/api/dgstfn/surveys/SRVY-2026-2/answers', { scores: allScores() });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors[0].field).toBe('idempotency-key');
    const noCsrf = await b.post('/api/dgstfn/surveys/SRVY-2026-2/answers', { scores: allScores() }, { csrf: false, headers: { 'idempotency-key': idemKey() } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('limits answers to 20 per 10 minutes per client address', async () => {
    const ip = '10.250.0.7';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await answer(new Browser(t.app, ip), 'SRVY-2026-C', { scores: allScores(['C1', 'C2', 'C3', 'C4', 'C5', 'C6'], 3) })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('never writes the comment into the log', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.database, { ...t.config, logLevel: 'info' }, { logStream: { write: (l) => void lines.push(l) } });
    await app.ready();
    try {
      const b = new Browser(app);
      const secret = '상담원 김철수님 덕분에 해결했습니다 010-1234-5678';
      expect((await answer(b, 'SRVY-2026-2', { scores: allScores(), comment: secret })).statusCode).toBe(201);
      expect((await answer(b, 'SRVY-2026-2', { scores: allScores(), comment: secret })).statusCode).toBe(409);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toMatch(/김철수|010-1234-5678|PORTAL_VISITOR/);
    } finally {
      await app.close();
    }
  });
});

describe('만족도 통계 (GET /api/dgstfn/stats)', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    clock.t = SURVEY_DAY;
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(() => t?.close());
  const stats = async (query: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/api/dgstfn/stats', query });
    return res;
  };
  const kstStart = (month: string) => new Date(`${month}-01T00:00:00+09:00`);

  it('defaults to the last 6 months up to the clock month, every month present, numbers that match the rows', async () => {
    const res = await stats();
    expect(res.statusCode).toBe(200);
    const s = SurveyStats.parse(res.json());
    expect([s.from, s.to, s.surveyId]).toEqual(['2026-06', '2026-11', null]);
    expect(s.monthly.map((m) => m.month)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(surveyResponses)
      .where(and(gte(surveyResponses.createdAt, kstStart('2026-06')), lt(surveyResponses.createdAt, kstStart('2026-12'))));
    expect(s.responses).toBe(Number(n));
    expect(s.monthly.reduce((a, m) => a + m.count, 0)).toBe(s.responses);
    const answers = s.distribution.reduce((a, b) => a + b, 0);
    expect(s.byArea.reduce((a, m) => a + m.count, 0)).toBe(answers);
    const mean = s.distribution.reduce((a, c, i) => a + c * (i + 1), 0) / answers;
    expect(s.average).toBe(Math.round(mean * 100) / 100);
    for (const v of [s.average, ...s.monthly.map((m) => m.average), ...s.byArea.map((a) => a.average)]) {
      if (v !== null) expect(Math.round(v * 100) / 100).toBe(v);
    }
    expect(s.byArea.map((a) => a.name)).toEqual(['플랫폼 이용 전반', '법률상담', '법률구조 신청', '법률정보']);
    // the seeded history is believable: consultation scores above legal-aid waiting
    const area = Object.fromEntries(s.byArea.map((a) => [a.area, a.average!]));
    expect(area.CONSULT).toBeGreaterThan(area.LEGAL_AID);
    // page satisfaction of the same period, top menus with their Korean names
    const [{ p }] = await t.database.db
      .select({ p: count() })
      .from(pageSatisfaction)
      .where(and(gte(pageSatisfaction.createdAt, kstStart('2026-06')), lt(pageSatisfaction.createdAt, kstStart('2026-12'))));
    expect(s.pageSatisfaction.responses).toBe(Number(p));
    expect(s.pageSatisfaction.distribution.reduce((a, b) => a + b, 0)).toBe(Number(p));
    expect(s.pageSatisfaction.byMenu.length).toBeLessThanOrEqual(10);
    expect(s.pageSatisfaction.byMenu[0]).toMatchObject({ menuId: 'DSCSN_INST_KLAC', name: '대한법률구조공단' });
    const counts = s.pageSatisfaction.byMenu.map((m) => m.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('filters by period and survey; a month without answers is 0 with a null average', async () => {
    const s = SurveyStats.parse((await stats({ from: '2026-03', to: '2026-08', surveyId: 'SRVY-2026-1' })).json());
    expect(s.monthly.map((m) => [m.month, m.count > 0])).toEqual([
      ['2026-03', true],
      ['2026-04', true],
      ['2026-05', true],
      ['2026-06', true],
      ['2026-07', false],
      ['2026-08', false],
    ]);
    expect(s.monthly[4]).toEqual({ month: '2026-07', count: 0, average: null });
    expect(s.responses).toBe(160);
    const one = SurveyStats.parse((await stats({ from: '2026-04', to: '2026-04', surveyId: 'SRVY-2026-1' })).json());
    expect(one.responses).toBe(46);
    expect(one.distribution.reduce((a, b) => a + b, 0)).toBe(46 * 7);
  });

  it('an empty period gives zeros and nulls, not an error', async () => {
    const s = SurveyStats.parse((await stats({ from: '2025-01', to: '2025-03' })).json());
    expect(s).toMatchObject({ responses: 0, average: null, distribution: [0, 0, 0, 0, 0] });
    expect(s.monthly).toEqual(['2025-01', '2025-02', '2025-03'].map((month) => ({ month, count: 0, average: null })));
    expect(s.byArea.every((a) => a.count === 0 && a.average === null)).toBe(true);
    expect(s.pageSatisfaction).toMatchObject({ responses: 0, average: null, byMenu: [] });
  });

  it('a new answer shows in this month at once', async () => {
    const before = SurveyStats.parse((await stats({ from: '2026-11', to: '2026-11', surveyId: 'SRVY-2026-2' })).json());
    expect((await answer(new Browser(t.app), 'SRVY-2026-2', { scores: allScores(Q2, 5) })).statusCode).toBe(201);
    const after = SurveyStats.parse((await stats({ from: '2026-11', to: '2026-11', surveyId: 'SRVY-2026-2' })).json());
    expect(after.responses).toBe(before.responses + 1);
    expect(after.distribution[4]).toBe(before.distribution[4]! + 8);
  });

  it('refuses a reversed or malformed period and an unknown survey with Korean 400s naming the field', async () => {
    const reversed = await stats({ from: '2026-10', to: '2026-06' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: 'from', message: '시작 월이 끝 월보다 늦습니다. 기간을 다시 골라 주세요.' }]);
    for (const from of ['2026-13', '2026-1', 'abc']) {
      const r = await stats({ from });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0]).toMatchObject({ field: 'from', message: '기간은 YYYY-MM 형식으로 골라 주세요.' });
    }
    const unknown = await stats({ surveyId: 'SRVY-1999-1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('surveyId');
  });

  it('re-seeding adds no surveys, answers or page-satisfaction rows', async () => {
    const countAll = async () => [
      Number((await t.database.db.select({ n: count() }).from(surveyResponses))[0]!.n),
      Number((await t.database.db.select({ n: count() }).from(surveyScores))[0]!.n),
      Number((await t.database.db.select({ n: count() }).from(pageSatisfaction))[0]!.n),
    ];
    const before = await countAll();
    await seed(t.database);
    expect(await countAll()).toEqual(before);
    const seeded = await t.database.db.select({ n: count() }).from(surveyResponses).where(gte(surveyResponses.createdAt, new Date('2026-11-21T00:00:00+09:00')));
    // seeded history ends before the reference day; only the answers of these tests are on it
    expect(Number(seeded[0]!.n)).toBe(1);
  });
});
