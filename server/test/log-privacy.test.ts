// Issue 13 (defect 3): when a write fails inside the database, the log line has the request id and
// the error's code, and none of what the person sent (drizzle puts the SQL and every parameter in
// its error message; PostgreSQL's `detail` quotes the failing row).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { errorSummary } from '../src/http/log-safe';
import { allScores, SURVEY_DAY } from './dgstfn-helpers';
import { idem, rsvtBody, signedIn } from './dscsn-helpers';
import { Browser, TestClock, createTestDatabase, joinMember, testConfig } from './helpers';

const NAME = '구비밀';
const MOBILE = '010-9876-5432';
const EMAIL = 'secret.person@example.kr';
const CONSULT = '임대인이 보증금 삼천칠백만원을 돌려주지 않아 내용증명을 보냈는데 답이 없습니다. 비밀스러운 사정도 있습니다.';
const KEYWORD = '비밀검색어칠팔구';
/** Every form the values could take in a log line (digits only, JSON-escaped, pieces). */
const FORBIDDEN = [NAME, MOBILE, '01098765432', '9876-5432', '98765432', EMAIL, 'secret.person', CONSULT, CONSULT.slice(0, 12), '삼천칠백만원', KEYWORD, 'loginidsecret'];

const lines: string[] = [];
const clock = new TestClock();
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  clock.t = SURVEY_DAY;
  const made = await createTestDatabase({ seeded: true });
  database = made.database;
  drop = made.drop;
  const config = testConfig({ logLevel: 'debug', clock: clock.now, notifyIntervalMs: 0 });
  await migrate(database, config.migrationsDir);
  await seed(database);
  app = await buildApp(database, config, { logStream: { write: (line: string) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

/** Every write below fails inside the database: a CHECK that no new row passes (23514). */
async function breakTable(table: string) {
  await database.db.execute(sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT privacy_probe_${table} CHECK (false) NOT VALID`));
}

function expectSafeFailure(res: { statusCode: number; json(): { message: string }; headers: Record<string, unknown> }, from: number, what: string) {
  expect(res.statusCode, `${what}: ${JSON.stringify(res.json())}`).toBe(500);
  const reqId = String(res.headers['x-request-id']);
  expect(res.json().message, what).toContain(reqId);
  const logged = lines.slice(from).join('');
  for (const value of FORBIDDEN) expect(logged, `${what}: the log holds «${value}»`).not.toContain(value);
  expect(logged, what).not.toMatch(/Failed query|params:|insert into|Failing row/i);
  const failure = lines
    .slice(from)
    .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; err?: { sqlState?: string; code?: string; name?: string } })
    .find((l) => l.msg === 'request failed');
  expect(failure, `${what}: no 'request failed' line in\n${lines.slice(from).join('')}`).toBeTruthy();
  expect(failure!.reqId, what).toBe(reqId);
  expect(failure!.err?.name, what).toBeTruthy();
  return failure!;
}

describe('a write that fails in the database logs the request id and the error code, never the values sent', () => {
  it('join: name, mobile number, e-mail and ID stay out of the log', async () => {
    await breakTable('members');
    const b = new Browser(app);
    const from = lines.length;
    const res = await joinMember(b, { name: NAME, birthDate: '19800101', mobileNo: '01098765432', gender: 'F' }, 'loginidsecret');
    const line = expectSafeFailure(res, from, 'join');
    expect(line.err?.sqlState).toBe('23514');
  });

  it('booking: the applicant and the consultation summary stay out of the log', async () => {
    await database.db.execute(sql`ALTER TABLE members DROP CONSTRAINT privacy_probe_members`);
    const { b } = await signedIn(app, database, clock.now(), { name: NAME, mobileNo: '01098765432', email: EMAIL });
    await breakTable('dscsn_reservations');
    const from = lines.length;
    const body = rsvtBody('KLAC-SEOUL-CENTRAL', 'VISIT', '2026-11-24', '10:00', { applicant: { name: NAME, mobileNo: MOBILE, email: EMAIL }, summary: CONSULT });
    const res = await b.post('/api/dscsn/rsvt', body, idem());
    expect(expectSafeFailure(res, from, 'booking').err?.sqlState).toBe('23514');
  });

  it('cyber consultation, Q&A, survey, page satisfaction and an AI question: the text stays out of the log', async () => {
    const { b } = await signedIn(app, database, clock.now(), { name: NAME, mobileNo: '01098765432', email: EMAIL });
    await breakTable('dscsn_cyber');
    await breakTable('qna');
    await breakTable('survey_responses');
    await breakTable('page_satisfaction');
    await breakTable('ai_messages');
    const cases: [string, () => Promise<Awaited<ReturnType<Browser['post']>>>][] = [
      ['cyber', () => b.post('/api/dscsn/cyber', { kind: 'DOM', field: 'LEASE', title: `${NAME}의 보증금 문의`, question: CONSULT, fileIds: [], isPublic: false, consent: true }, idem())],
      ['qna', () => b.post('/api/center/qna', { category: 'CONSULT', title: `${NAME} 문의`, content: CONSULT, consent: true }, idem())],
      ['survey', () => b.post('/api/dgstfn/surveys/SRVY-2026-2/answers', { scores: allScores(), comment: CONSULT }, idem())],
      ['satisfaction', () => b.post('/api/satisfaction', { menuId: 'DSCSN_CYBER', score: 4, comment: CONSULT }, idem())],
      ['ai question', () => b.post('/api/ai/answer', { question: `${NAME}입니다. ${CONSULT}` }, idem())],
    ];
    for (const [what, send] of cases) {
      const from = lines.length;
      const res = await send();
      expect(expectSafeFailure(res, from, what).err?.sqlState, what).toBe('23514');
    }
  });

  it('a failing search logs neither the keyword nor the SQL', async () => {
    await database.db.execute(sql`ALTER TABLE notices RENAME COLUMN title TO title_gone`);
    try {
      const from = lines.length;
      const res = await new Browser(app).get(`/api/center/ntc?keyword=${encodeURIComponent(KEYWORD)}`);
      expect(expectSafeFailure(res, from, 'search').err?.sqlState).toBe('42703');
    } finally {
      await database.db.execute(sql`ALTER TABLE notices RENAME COLUMN title_gone TO title`);
    }
  });
});

describe('errorSummary', () => {
  it('keeps name, code and constraint of a database error, drops message, detail, query and params at every depth', () => {
    const pg = Object.assign(new Error(`duplicate key value violates unique constraint "members_login_id_key"`), {
      name: 'DatabaseError',
      code: '23505',
      constraint: 'members_login_id_key',
      table: 'members',
      detail: `Key (login_id)=(${NAME}) already exists.`,
    });
    const drizzle = Object.assign(new Error(`Failed query: insert into members values ($1, $2)\nparams: ${NAME},${MOBILE}`), {
      name: 'DrizzleQueryError',
      query: 'insert into members values ($1, $2)',
      params: [NAME, MOBILE],
      cause: pg,
    });
    const s = errorSummary(drizzle);
    const text = JSON.stringify(s);
    for (const v of [NAME, MOBILE, 'insert into', 'duplicate key']) expect(text).not.toContain(v);
    expect(s).toMatchObject({ name: 'DrizzleQueryError', cause: { name: 'DatabaseError', sqlState: '23505', constraint: 'members_login_id_key', table: 'members' } });
    expect(s.stack ?? '').toMatch(/^\s+at /);
  });

  it('keeps the message of an error that has nothing to do with the database', () => {
    expect(errorSummary(new TypeError("Cannot read properties of undefined (reading 'x')"))).toMatchObject({ name: 'TypeError', message: expect.stringContaining('reading') });
  });
});
