import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { newPerson, type Person } from './member-helpers';

// Helpers of the cyber-consultation and my-page consultation browser tests. People are made through
// the API (sandbox verification) so each test has its own records: a member (join + password login)
// or a verified guest. The browser context's request shares the cookies of its pages.

import { post } from './fixtures';

async function ok(r: APIResponse, what: string) {
  expect(r.ok(), `${what}: ${r.status()} ${await r.text()}`).toBe(true);
  return r.json();
}

/** Sandbox SMS verification for a purpose; the sandbox answers with the code. */
async function verify(request: APIRequestContext, person: Person, purpose: 'JOIN' | 'GUEST') {
  const started = await ok(
    await post(request, '/api/verify/request', {
      method: 'SMS',
      purpose,
      carrier: 'SKT',
      gender: person.gender,
      name: person.name,
      birthDate: person.birthDate,
      mobileNo: person.mobileNo,
    }),
    'verify request',
  );
  expect(started.sandbox).toBe(true);
  await ok(await post(request, '/api/verify/confirm', { verificationId: started.verificationId, code: started.sandboxCode }), 'verify confirm');
}

/** Password login as the login page does it: one-time key, RSA-OAEP SHA-256, POST /api/login. */
export async function passwordLogin(request: APIRequestContext, loginId: string, password: string) {
  const key = await ok(await request.get('/api/login/key'), 'login key');
  const pub = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  const s = publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const result = await ok(await post(request, '/api/login', { member: loginId, m: 'PWD', p: key.keyId, s }), `login ${loginId}`);
  expect(result.result).toBe('OK');
  return result;
}

/**
 * A staff session (cookie PORTAL_STAFF) for a sandbox staff account in this request context, as the
 * back office's sign-in with the authenticator leaves it (POST /api/test/staff-session, PORTAL_TEST_CLOCK=1
 * only): staff, editor and approver calls take only that session (issue 34); the authenticator itself
 * is tested by the server's admin-auth tests.
 */
export async function staffLogin(request: APIRequestContext, loginId: string, origin = ''): Promise<void> {
  await ok(await post(request, `${origin}/api/test/staff-session`, { loginId }), `staff session ${loginId}`);
}

/** A new member (joined through the API) signed in in this context: the consultation helper's. */
export { memberByApi as newMember } from './dscsn-helpers';

/** A new verified guest (비회원, mbrTypeCd 09) signed in in this context. */
export async function newGuest(context: BrowserContext): Promise<Person> {
  const person = newPerson();
  await verify(context.request, person, 'GUEST');
  const r = await ok(await post(context.request, '/api/login'), 'guest login');
  expect(r.auth.mbrTypeCd).toBe('09');
  return person;
}

/** Institution staff (sandbox accounts of the server engineer) in their own request context. */
export const STAFF = { KLAC: 'sandboxklac', LQA: 'sandboxlqa', KCAB: 'sandboxkcab' } as const;

export async function staffAnswer(request: APIRequestContext, receiptNo: string, answer: string) {
  return post(request, `/api/staff/dscsn/cyber/${receiptNo}/answer`, { answer });
}

// ─── Real files, made in the test ────────────────────────────────────────────────────────────────

/** A small but real PDF 1.4 document with one page of text (valid xref offsets). */
export function pdfBytes(text = 'Lease contract'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 24 72 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A real 2×2 RGB PNG. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Plain text that only pretends to be a PDF by its name. */
export const disguisedPdf = () => Buffer.from('This is a plain text file, not a PDF.\n'.repeat(20), 'utf8');

/** A real PDF padded past 10 MB (a comment after %%EOF keeps it a PDF by its first bytes). */
export function oversizedPdf(): Buffer {
  return Buffer.concat([pdfBytes('big'), Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20)]);
}

// ─── Page helpers ────────────────────────────────────────────────────────────────────────────────

export async function waitForPage(page: Page, name: string) {
  await expect(page.locator(`[data-page="${name}"]`)).toBeVisible({ timeout: 15_000 });
}

/** A form control by the start of its accessible name (labels carry '(필수)', English lines …). */
export function control(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).and(page.locator('input, select, textarea'));
}

// ─── Reservations made through the API (the booking pages are the booking engineer's tests) ───────

export interface Booked {
  rsvtNo: string;
  date: string;
  time: string;
  officeName: string;
  method: 'VISIT' | 'VIDEO' | 'PHONE';
  raw: Record<string, unknown> & { rsvtNo: string; video: { accessCode: string } | null };
}

/**
 * Books a KLAC slot for the signed-in person of `request`: the `dayIndex`-th bookable day of an office
 * offering the method, a random free slot of that day (parallel tests rarely meet in one slot).
 */
export async function bookViaApi(request: APIRequestContext, method: Booked['method'], dayIndex = 0): Promise<Booked> {
  const offices = (await ok(await request.get(`/api/dscsn/offices?instCode=KLAC&method=${method}`), 'offices')) as {
    officeId: string;
    name: string;
    capacity: { method: string; perSlot: number }[];
  }[];
  const applicant = await ok(await request.get('/api/dscsn/applicant'), 'applicant');
  for (const office of offices.filter((o) => o.capacity.some((c) => c.method === method && c.perSlot > 0))) {
    const cal = await ok(await request.get(`/api/dscsn/calendar?officeId=${office.officeId}&method=${method}`), 'calendar');
    const days = (cal.days as { date: string; bookable: boolean }[]).filter((d) => d.bookable);
    const day = days[dayIndex];
    if (!day) continue;
    const slots = await ok(await request.get(`/api/dscsn/slots?officeId=${office.officeId}&method=${method}&date=${day.date}`), 'slots');
    const free = (slots.slots as { time: string; bookable: boolean }[]).filter((s) => s.bookable);
    if (!free.length) continue;
    const slot = free[Math.floor(Math.random() * free.length)]!;
    const r = await post(
      request,
      '/api/dscsn/rsvt',
      {
        officeId: office.officeId,
        method,
        date: day.date,
        time: slot.time,
        applicant: { name: applicant.name, mobileNo: applicant.mobileNo },
        field: 'LEASE',
        summary: '전세 보증금을 돌려받지 못해 상담을 받고 싶습니다.',
        consent: true,
      },
      { 'Idempotency-Key': randomUUID() },
    );
    if (r.status() === 409) continue; // that slot filled meanwhile: next office
    const raw = await ok(r, 'book');
    return { rsvtNo: raw.rsvtNo, date: raw.date, time: raw.time, officeName: raw.officeName, method, raw };
  }
  throw new Error(`no bookable ${method} slot found`);
}
