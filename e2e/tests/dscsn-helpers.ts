import { spawn, type ChildProcess } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { e2eDeployDir, e2ePort, e2eTmp, repoRoot } from '../paths.mjs';
// @ts-expect-error plain ESM helper without types
import { freshDataDir } from '../seeded-data.mjs';
import { addDays, bookableDates, holidayLookup, kstDate, weekday } from '@portal/contracts';
import { newLoginId, newPassword, newPerson, type Person } from './member-helpers';

// Helpers of the consultation browser tests (booking and cyber). People are made through the API
// (verification + join + password login, the calls the pages make) so each test has its own person:
// "one booking per person, institution and day" never ties two tests together.

/** The XSRF-TOKEN cookie of a context (asks the server for one when there is none yet). */
export async function xsrfToken(ctx: BrowserContext): Promise<string> {
  let c = (await ctx.cookies()).find((x) => x.name === 'XSRF-TOKEN');
  if (!c) {
    await ctx.request.get('/api/login/status');
    c = (await ctx.cookies()).find((x) => x.name === 'XSRF-TOKEN');
  }
  if (!c) throw new Error('the server set no XSRF-TOKEN cookie');
  return decodeURIComponent(c.value);
}

/** A state-changing call with the XSRF header, in the context's cookie jar (same session as its pages). */
export async function apiPost(ctx: BrowserContext, path: string, data?: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return ctx.request.post(path, { data: data ?? {}, headers: { 'X-XSRF-TOKEN': await xsrfToken(ctx), ...headers } });
}

async function ok(r: APIResponse, what: string) {
  expect(r.status(), `${what}: ${r.status()} ${await r.text()}`).toBeLessThan(300);
  return r.json();
}

/** Sandbox SMS verification (request + confirm with the code the sandbox returns). */
export async function verifyByApi(ctx: BrowserContext, purpose: 'JOIN' | 'GUEST', p: Person) {
  const started = await ok(
    await apiPost(ctx, '/api/verify/request', { method: 'SMS', purpose, carrier: 'SKT', gender: p.gender, name: p.name, birthDate: p.birthDate, mobileNo: p.mobileNo }),
    'verify request',
  );
  await ok(await apiPost(ctx, '/api/verify/confirm', { verificationId: started.verificationId, code: started.sandboxCode }), 'verify confirm');
}

/** The login page's call: one-time key, RSA-OAEP (SHA-256) of the password, POST /api/login. */
export async function loginByApi(ctx: BrowserContext, loginId: string, password: string) {
  const key = await ok(await ctx.request.get('/api/login/key'), 'login key');
  const pub = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  const s = publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const r = await ok(await apiPost(ctx, '/api/login', { member: loginId, m: 'PWD', p: key.keyId, s }), 'login');
  expect(r.result).toBe('OK');
}

export interface Member {
  person: Person;
  loginId: string;
  password: string;
}

/** A new member (join through the API), signed in in this context. */
export async function memberByApi(ctx: BrowserContext): Promise<Member> {
  const person = newPerson();
  const loginId = newLoginId();
  const password = newPassword();
  await verifyByApi(ctx, 'JOIN', person);
  await ok(
    await apiPost(
      ctx,
      '/api/join',
      {
        mbrTypeCd: '01',
        loginId,
        newPassword: password,
        newPasswordConfirm: password,
        email: '',
        mobileNo: person.mobileNo,
        notifySms: true,
        notifyEmail: false,
        agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true },
      },
      { 'Idempotency-Key': randomUUID() },
    ),
    'join',
  );
  await loginByApi(ctx, loginId, password);
  return { person, loginId, password };
}

// ─── A server of one's own ──────────────────────────────────────────────────────────────────────
const answers = async (url: string) => (await fetch(url).catch(() => null))?.status ?? 0;

/**
 * POST /api/test/clock moves the clock of a WHOLE server and ends every session idle for longer than
 * the jump, so a spec that fixes "today" runs its own server (same build and deploy folder as
 * e2e/start-server.mjs, its own copy of the run's seeded database) on e2ePort + offset instead of disturbing the specs that
 * run in parallel on the shared one. Pair start() in beforeAll with stop() in afterAll.
 */
export function ownServer(name: string, portOffset: number) {
  const port = (e2ePort as number) + portOffset;
  const origin = `http://localhost:${port}`;
  const dataDir = path.join(e2eTmp as string, `data-${name}`);
  let child: ChildProcess | null = null;
  return {
    origin,
    async start() {
      // a server left by an earlier worker of this spec is stopping: wait for the port
      await expect.poll(() => answers(`${origin}/readyz`), { timeout: 30_000, intervals: [500] }).toBe(0);
      freshDataDir(dataDir);
      child = spawn(process.execPath, [path.join(repoRoot as string, 'server', 'dist', 'main.mjs')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORTAL_DEMO: '1',
          DATA_DIR: dataDir,
          DEPLOY_DIR: e2eDeployDir as string,
          PORT: String(port),
          LOG_LEVEL: 'warn',
          PORTAL_CONTEXT_PATH: '',
          SEED_SANDBOX_ACCOUNTS: '1',
          PORTAL_TEST_CLOCK: '1',
          VERIFY_SENDS_PER_IP_PER_HOUR: '1000',
        },
        stdio: 'ignore',
      });
      await expect.poll(() => answers(`${origin}/readyz`), { timeout: 360_000, intervals: [500] }).toBe(200);
    },
    async stop() {
      const c = child;
      child = null;
      if (c && c.exitCode === null) {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ─── The server's clock (PORTAL_TEST_CLOCK=1) ────────────────────────────────────────────────────
/** POST /api/test/clock; answers { now, offsetSeconds }. */
async function clock(ctx: BrowserContext, body: { advanceSeconds?: number; reset?: boolean }): Promise<{ now: string; offsetSeconds: number }> {
  return ok(await apiPost(ctx, '/api/test/clock', body), 'test clock');
}

/**
 * Moves the server's "now" to `date` at `time` Korea time (the clock only moves forward from real
 * time, so it resets first). Sessions opened before a jump of more than 30 minutes have ended.
 */
export async function setServerNow(ctx: BrowserContext, date: string, time = '10:00'): Promise<void> {
  const { now } = await clock(ctx, { reset: true });
  const target = new Date(`${date}T${time}:00+09:00`).getTime();
  const advance = Math.floor((target - new Date(now).getTime()) / 1000);
  if (advance < 0) throw new Error(`the real date is past ${date} ${time}: choose a later test date`);
  const after = await clock(ctx, { advanceSeconds: advance });
  expect(kstDate(new Date(after.now))).toBe(date);
}

/** The 공휴일 file the server seeds public_holidays from, so the tests expect what the server closes. */
const HOLIDAY_FILE = 'server/src/db/seed/data/public-holidays.json';
const holidayYears = (JSON.parse(readFileSync(path.join(repoRoot as string, HOLIDAY_FILE), 'utf8')) as { years: Record<string, Record<string, string>> }).years;
/** Seeded holidays by date: name. */
export const SEEDED_HOLIDAYS: Record<string, string> = Object.assign({}, ...Object.values(holidayYears));
export const seededHolidays = holidayLookup(SEEDED_HOLIDAYS, Object.keys(holidayYears).map(Number));

/**
 * "Today" for the booking tests: 2026-12-18 (a Friday; the window 12-19 … 2027-01-01 holds weekends,
 * 성탄절 and 신정). When the real date has passed it, a weekday a week before the next weekday holiday
 * of the seeded years whose window still has six bookable days.
 */
export function bookingToday(realNow = new Date()): string {
  const preferred = '2026-12-18';
  const real = kstDate(realNow);
  if (real < addDays(preferred, -1)) return preferred;
  for (const [h] of Object.entries(SEEDED_HOLIDAYS).sort()) {
    const wd = weekday(h);
    if (wd === 0 || wd === 6) continue;
    const today = addDays(h, -7);
    if (today <= addDays(real, 1) || weekday(today) === 0 || weekday(today) === 6) continue;
    if (bookableDates(new Date(`${today}T10:00:00+09:00`), seededHolidays).length >= 6) return today;
  }
  throw new Error(`no weekday holiday of a registered year left after today: add next year's 공휴일 to ${HOLIDAY_FILE}`);
}

// ─── Booking through the API ────────────────────────────────────────────────────────────────────
export async function slotsOf(ctx: BrowserContext, officeId: string, method: string, date: string): Promise<{ time: string; remaining: number; capacity: number; bookable: boolean }[]> {
  return (await ok(await ctx.request.get(`/api/dscsn/slots?officeId=${encodeURIComponent(officeId)}&method=${method}&date=${date}`), 'slots')).slots;
}

export function bookingBody(officeId: string, method: string, date: string, time: string, p: Person) {
  return {
    officeId,
    method,
    date,
    time,
    applicant: { name: p.name, mobileNo: p.mobileNo, email: '' },
    field: 'LEASE',
    summary: '전세 보증금을 돌려받지 못하고 있어 상담을 받고 싶습니다.',
    consent: true,
  };
}

export async function bookByApi(ctx: BrowserContext, body: unknown, key: string = randomUUID()): Promise<APIResponse> {
  return apiPost(ctx, '/api/dscsn/rsvt', body, { 'Idempotency-Key': key });
}

export async function myReservations(ctx: BrowserContext): Promise<{ rsvtNo: string; status: string; date: string; time: string; method: string }[]> {
  return (await ok(await ctx.request.get('/api/my/dscsn/rsvt?status=ALL&pageSize=50'), 'my reservations')).items;
}

export async function waitForDscsnPage(page: Page, name: string) {
  await expect(page.locator(`[data-page="${name}"]`)).toBeVisible({ timeout: 15_000 });
}
