// Staff sign-in for server tests (issue 34): every test that acts as a staff member, an editor or
// an approver signs in the way the back office does — password (the member login's encrypted body)
// at POST /api/admin/login, then the authenticator: enrol + confirm the first time (the code computed
// with otplib from the secret the server returned), a fresh code or a recovery code afterwards.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { SANDBOX_PASSWORD } from '../src/db/seed/sandbox-accounts';
import { Browser } from './helpers';

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

/** Step 1: POST /api/admin/login with the login form's body (a one-time key, the password encrypted to it). */
export async function adminPasswordStep(b: Browser, loginId: string, password = SANDBOX_PASSWORD) {
  const key = (await b.get('/api/login/key')).json();
  const pub = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  const s = publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  return b.post('/api/admin/login', { member: loginId, m: 'PWD', p: key.keyId, s });
}

/**
 * Signs `b` in as the staff account `loginId` at the back office (cookie PORTAL_STAFF): enrols the
 * authenticator the first time, else answers with a code of a step this account has not used (the
 * step now, or one either side), and when those are used up (many sign-ins at one test-clock
 * instant) with a recovery code. Throws when any step fails.
 */
export async function staffSignIn(b: Browser, loginId: string, password = SANDBOX_PASSWORD): Promise<Browser> {
  const { app } = b;
  const first = await adminPasswordStep(b, loginId, password);
  if (first.statusCode !== 200) throw new Error(`staff sign-in of ${loginId}: step 1 answered ${first.statusCode} ${first.body}`);
  const known = enrolments.get(app) ?? new Map<string, Enrolled>();
  enrolments.set(app, known);
  if (first.json().step === 'ENROL') {
    const enrol = await b.post('/api/admin/totp/enrol');
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
