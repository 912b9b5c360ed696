import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import pg from 'pg';
import { kstDate } from '@portal/contracts';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { SANDBOX_ENROL_CODE, SANDBOX_PASSWORD, seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';

/** The run's template dump, read once a worker (each test file opens a copy of it). */
let templateDump: { file: string; bytes: Uint8Array } | undefined;
function readTemplateDump(file: string): Uint8Array {
  if (templateDump?.file !== file) templateDump = { file, bytes: readFileSync(file) };
  return templateDump.bytes;
}

/**
 * A fresh database per suite: in-memory PGlite by default; with TEST_DATABASE_URL (npm test sets
 * it for the second run) a new database on that PostgreSQL server, dropped afterwards. `seeded`
 * starts it as a copy of the run's migrated and seeded template (test/global-setup.ts).
 */
export async function createTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = seeded ? process.env.PORTAL_TEST_TEMPLATE : undefined;
  if (!adminUrl) {
    const database = await openDatabase(template ? { pgliteDump: readTemplateDump(template) } : {});
    return { database, drop: () => database.close() };
  }
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEPLOY_DIR: `/tmp/portal-test-deploy-${process.pid}`, HOST_DIST: '/nonexistent' }),
    ...overrides,
  };
}

/** A migrated, seeded database and the app over it. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<{
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}> {
  const { database, drop } = await createTestDatabase({ seeded: true });
  const config = testConfig(overrides);
  // a copy of the run's template is migrated and seeded already, unless the KST day has turned since
  // (seeding again then moves statute versions that took effect today); migrate-seed.test.ts proves both idempotent
  if (!process.env.PORTAL_TEST_TEMPLATE || process.env.PORTAL_TEST_TEMPLATE_DAY !== kstDate(new Date())) {
    await migrate(database, config.migrationsDir);
    await seed(database);
  }
  const app = await buildApp(database, config);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An app whose uploads and stored documents go to a folder of its own, removed when it closes. */
export async function createTestAppWithFiles(name: string, overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
  const t = await createTestApp({ dataDir, uploadDir: path.join(dataDir, 'uploads'), ...overrides });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The sandbox staff accounts (server/src/db/seed/sandbox-accounts.ts): createSandboxApp signs them in at the back office. */
const SANDBOX_STAFF = new Set(['sandboxklac', 'sandboxlqa', 'sandboxkcab', 'sandboxlhm', 'sandboxlegalaid', 'sandboxeditor', 'sandboxopenapi', 'sandboxmanager', 'sandboxadmin']);

/**
 * The app of a suite that uses the sandbox accounts: the test clock set to `at`, the accounts seeded,
 * and each of `signIn` (sandbox login ids) signed in on a Browser of its own.
 */
export async function createSandboxApp<S extends string>(clock: TestClock, at: string, signIn: readonly S[] = [], overrides: Partial<Config> = {}) {
  clock.t = new Date(at).getTime();
  const t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, ...overrides });
  await seedSandboxAccounts(t.database, t.config, clock.now());
  const as = {} as Record<S, Browser>;
  for (const loginId of signIn) {
    as[loginId] = new Browser(t.app);
    // staff accounts sign in at the back office (a staff session), the others as citizens
    if (SANDBOX_STAFF.has(loginId)) {
      await staffSignIn(as[loginId], loginId);
      continue;
    }
    const result = (await passwordLogin(as[loginId], loginId, SANDBOX_PASSWORD)).json().result;
    if (result !== 'OK') throw new Error(`the sandbox account ${loginId} did not sign in (${String(result)})`);
  }
  return { t, as };
}

/** Cookie + header pair that passes the CSRF check. */
export function xsrf(token = randomBytes(32).toString('base64url')) {
  return { cookie: `XSRF-TOKEN=${token}`, header: { 'x-xsrf-token': token } };
}

// ─── Membership (issue 4): a controlled clock and a browser with a cookie jar ─────────────────────

/** A clock the test moves by hand (config.clock); starts at the real time. */
export class TestClock {
  t = Date.now();
  now = () => new Date(this.t);
  advance(seconds: number) {
    this.t += seconds * 1000;
  }
}

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * One browser: keeps the cookies the server sets (and drops cleared ones), sends them back, and
 * adds the X-XSRF-TOKEN header on state-changing calls (csrf: false leaves it out).
 */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    /** Each browser its own address by default, so per-address limits do not mix tests. */
    public ip = `10.${randomBytes(3).join('.')}`,
  ) {
    this.cookies.set('XSRF-TOKEN', randomBytes(32).toString('base64url'));
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  lastSetCookies: string[] = [];

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    opts: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Injected> {
    const headers: Record<string, string> = { cookie: this.cookieHeader, ...(opts.headers ?? {}) };
    if (method !== 'GET' && opts.csrf !== false) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    const res = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const set = res.headers['set-cookie'];
    this.lastSetCookies = set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
    for (const c of this.lastSetCookies) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (!value || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  get = (url: string, opts?: { headers?: Record<string, string> }) => this.call('GET', url, undefined, opts);
  post = (url: string, body?: unknown, opts?: { csrf?: boolean; headers?: Record<string, string> }) => this.call('POST', url, body, opts);
  put = (url: string, body?: unknown, opts?: { csrf?: boolean; headers?: Record<string, string> }) => this.call('PUT', url, body, opts);
}

export interface TestPerson {
  name: string;
  birthDate: string;
  mobileNo: string;
  gender?: 'M' | 'F';
}

let personSeq = 0;
/** A fresh person (unique name and phone) for one test. */
export function newPerson(overrides: Partial<TestPerson> = {}): TestPerson {
  personSeq++;
  const n = (process.pid * 1000 + personSeq) % 100_000_000;
  return { name: `홍길${String.fromCharCode(0xac00 + ((process.pid + personSeq * 7) % 11000))}`, birthDate: '19850315', mobileNo: `010${String(n).padStart(8, '0')}`, gender: 'M', ...overrides };
}

/** SMS verification through the sandbox (request + confirm with the sandbox code); returns both answers. */
export async function verifySms(b: Browser, purpose: string, p: TestPerson, extra: Record<string, unknown> = {}) {
  const started = await b.post('/api/verify/request', {
    method: 'SMS',
    purpose,
    carrier: 'SKT',
    gender: p.gender ?? 'M',
    name: p.name,
    birthDate: p.birthDate,
    mobileNo: p.mobileNo,
    ...extra,
  });
  if (started.statusCode !== 200) return { started, confirmed: started };
  const { verificationId, sandboxCode } = started.json();
  const confirmed = await b.post('/api/verify/confirm', { verificationId, code: sandboxCode });
  return { started, confirmed };
}

/** A new member's password that passes the strength rule (no service word, zxcvbn score ≥ 3). */
export const GOOD_PASSWORD = 'Quiet#Harbor2026';

/** A whole join (verification + POST /api/join); returns the join answer. */
export async function joinMember(b: Browser, p: TestPerson, loginId: string, password = GOOD_PASSWORD, key = randomBytes(8).toString('hex')) {
  const v = await verifySms(b, 'JOIN', p);
  if (v.confirmed.statusCode !== 200) return v.confirmed;
  return b.post(
    '/api/join',
    {
      mbrTypeCd: '01',
      loginId,
      newPassword: password,
      newPasswordConfirm: password,
      email: '',
      mobileNo: p.mobileNo,
      notifySms: false,
      notifyEmail: false,
      agreements: { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: false, AGE14: true },
    },
    { headers: { 'idempotency-key': key } },
  );
}

/** The login form's body: a one-time key, the password encrypted to it (RSA-OAEP SHA-256). */
async function loginBody(b: Browser, loginId: string, password: string) {
  const key = (await b.get('/api/login/key')).json();
  const pub = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  const s = publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  return { member: loginId, m: 'PWD', p: key.keyId, s };
}

/** The login form's call: POST /api/login with the encrypted body (a citizen session, PORTAL_SESSION). */
export async function passwordLogin(b: Browser, loginId: string, password: string) {
  return b.post('/api/login', await loginBody(b, loginId, password));
}

// ─── Staff (issue 34): every test that acts as a staff member, an editor or an approver signs in the
// way the back office does — the password (the member login's encrypted body) at POST /api/admin/login,
// then the authenticator: enrol + confirm the first time (the code computed with otplib from the
// secret the server returned), a fresh code or a recovery code afterwards. ───────────────────────────

/** What a test keeps of an enrolled account: its secret and the recovery codes it has not used. */
export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
  /** The last time step whose code was accepted (the server takes each step once). */
  lastStep: number;
}

const stepOf = (at: Date) => Math.floor(at.getTime() / 30_000);

const enrolments = new WeakMap<FastifyInstance, Map<string, Enrolled>>();

/** The account's enrolment in this app, when a test enrolled it (staffSignIn or by hand). */
export function enrolmentOf(app: FastifyInstance, loginId: string): Enrolled | undefined {
  return enrolments.get(app)?.get(loginId);
}

/** The authenticator app's code at `at` (default: the app's clock), `stepOffset` steps of 30 s away. */
export function totpCode(secret: string, at: Date, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) + stepOffset * 30 });
}

/** Step 1: POST /api/admin/login with the login form's body. */
export async function adminPasswordStep(b: Browser, loginId: string, password = SANDBOX_PASSWORD) {
  return b.post('/api/admin/login', await loginBody(b, loginId, password));
}

/**
 * Signs `b` in as the staff account `loginId` at the back office (cookie PORTAL_STAFF): enrols the
 * authenticator the first time (with the sandbox enrolment code, or the one a manager's call gave), else answers with a code of a step this account has not used (the
 * step now, or one either side), and when those are used up (many sign-ins at one test-clock
 * instant) with a recovery code. Throws when any step fails.
 */
export async function staffSignIn(b: Browser, loginId: string, password = SANDBOX_PASSWORD, enrolCode = SANDBOX_ENROL_CODE): Promise<Browser> {
  const { app } = b;
  const first = await adminPasswordStep(b, loginId, password);
  if (first.statusCode !== 200) throw new Error(`staff sign-in of ${loginId}: step 1 answered ${first.statusCode} ${first.body}`);
  const known = enrolments.get(app) ?? new Map<string, Enrolled>();
  enrolments.set(app, known);
  if (first.json().step === 'ENROL') {
    const enrol = await b.post('/api/admin/totp/enrol', { enrolCode });
    if (enrol.statusCode !== 200) throw new Error(`staff sign-in of ${loginId}: enrol answered ${enrol.statusCode} ${enrol.body}`);
    const secret: string = enrol.json().secret;
    const now = app.now();
    const confirmed = await b.post('/api/admin/totp/enrol/confirm', { code: await totpCode(secret, now) });
    if (confirmed.statusCode !== 200) throw new Error(`staff sign-in of ${loginId}: confirm answered ${confirmed.statusCode} ${confirmed.body}`);
    known.set(loginId, { secret, recoveryCodes: confirmed.json().recoveryCodes, lastStep: stepOf(now) });
    return b;
  }
  const enrolled = known.get(loginId);
  if (!enrolled) throw new Error(`staff sign-in of ${loginId}: enrolled outside this helper (no secret known)`);
  // a step the server has not taken yet: now's, else the next one (accepted as an app a little ahead)
  const now = app.now();
  const offset = [0, 1].find((o) => stepOf(now) + o > enrolled.lastStep);
  if (offset !== undefined) {
    const r = await b.post('/api/admin/totp/verify', { code: await totpCode(enrolled.secret, now, offset) });
    if (r.statusCode !== 200) throw new Error(`staff sign-in of ${loginId}: verify answered ${r.statusCode} ${r.body}`);
    enrolled.lastStep = stepOf(now) + offset;
    return b;
  }
  const recoveryCode = enrolled.recoveryCodes.shift();
  if (!recoveryCode) throw new Error(`staff sign-in of ${loginId}: no recovery code left`);
  const r = await b.post('/api/admin/totp/verify', { recoveryCode });
  if (r.statusCode !== 200) throw new Error(`staff sign-in of ${loginId}: recovery code answered ${r.statusCode} ${r.body}`);
  return b;
}

/** A new browser signed in as the staff account (its own address, so per-address limits do not mix). */
export function staffBrowser(app: FastifyInstance, loginId: string, password = SANDBOX_PASSWORD): Promise<Browser> {
  return staffSignIn(new Browser(app), loginId, password);
}
