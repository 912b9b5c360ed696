import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { files, members } from '../src/db/schema';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { createSession } from '../src/kernel/session';
import { idem } from './dscsn-helpers';
import { Browser, staffSignIn, type createTestApp } from './helpers';

type T = Awaited<ReturnType<typeof createTestApp>>;

export const CONSENT = { terms: true, personalData: true, thirdParty: true, adminInfoSharing: 'Y', rrnProcessing: true } as const;
export const RRN = '5803152123456';

/** A complete content of the 대한법률구조공단 form (민사), the RRN included. */
export function klacContent(over: { opponent?: string; facts?: string; rrn?: string | undefined; attachments?: string[] } = {}) {
  return {
    applicant: { name: '홍길동', birthDate: '1958-03-15', ...(over.rrn === undefined && 'rrn' in over ? {} : { rrn: over.rrn ?? RRN }), mobile: '010-2222-3333', email: '', zip: '04510', address: '서울특별시 중구 세종대로 110', addressDetail: '101호' },
    opponent: { name: over.opponent ?? '김철수', relation: '임대인' },
    case: { caseType: 'CIVIL', stage: 'BEFORE_SUIT', amount: 30_000_000, facts: over.facts ?? '전세 계약이 끝났는데 집주인이 보증금 3천만 원을 돌려주지 않습니다. 소송을 도와 주세요.', help: ['LITIGATION'] },
    notices: { sms: true, email: false },
    attachments: over.attachments ?? [],
  };
}

/** The calls of one citizen's browser. */
export function citizen(b: Browser) {
  const api = {
    start: (form = 'KLAC', consent: object = CONSENT, k?: string) => b.post('/api/elrcpt/aply', { form, consent }, idem(k)),
    get: (aplyNo: string) => b.get(`/api/elrcpt/aply/${aplyNo}`),
    save: (aplyNo: string, content: unknown, version: number) => b.put(`/api/elrcpt/aply/${aplyNo}`, { content, version }),
    remove: (aplyNo: string) => b.call('DELETE', `/api/elrcpt/aply/${aplyNo}`),
    sign: (aplyNo: string) => b.post(`/api/elrcpt/aply/${aplyNo}/sign`, { provider: 'PASS' }),
    sandbox: (signId: string, action: 'approve' | 'cancel' = 'approve') => b.post(`/api/esign/${signId}/sandbox`, { action }),
    submit: (aplyNo: string, signId: string, k?: string) => b.post(`/api/elrcpt/aply/${aplyNo}/submit`, { signId }, idem(k)),
    withdraw: (aplyNo: string, reason = '다른 방법으로 해결했습니다.') => b.post(`/api/elrcpt/aply/${aplyNo}/withdraw`, { reason }, idem()),
    supplement: (aplyNo: string, note: string, attachments: string[] = []) => b.post(`/api/elrcpt/aply/${aplyNo}/supplement`, { note, attachments }, idem()),
    /** start → save the complete content → sign → sandbox approve: a draft ready to submit. */
    async signedDraft(content: unknown = klacContent(), form = 'KLAC') {
      const started = await api.start(form);
      expect(started.statusCode, started.body).toBe(201);
      const aplyNo: string = started.json().aplyNo;
      const saved = await api.save(aplyNo, content, 0);
      expect(saved.statusCode, saved.body).toBe(200);
      return { aplyNo, signId: await api.signApproved(aplyNo), version: saved.json().version as number };
    },
    /** sign → sandbox approve: a signature over the application and its documents as they are now. */
    async signApproved(aplyNo: string) {
      const signed = await api.sign(aplyNo);
      expect(signed.statusCode, signed.body).toBe(201);
      const signId: string = signed.json().signId;
      expect((await api.sandbox(signId)).json().state).toBe('SIGNED');
      return signId;
    },
    async submitted(content: unknown = klacContent(), form = 'KLAC') {
      const d = await api.signedDraft(content, form);
      const res = await api.submit(d.aplyNo, d.signId);
      expect(res.statusCode, res.body).toBe(200);
      return { ...d, receiptNo: res.json().receiptNo as string };
    },
  };
  return api;
}

/** A seeded sandbox citizen account signed in (citizen session made directly: no password hashing). */
export async function sandboxCitizen(t: T, loginId: string) {
  await seedSandboxAccounts(t.database, t.config);
  const [m] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId));
  const b = new Browser(t.app);
  b.cookies.set('PORTAL_SESSION', await createSession(t.database.db, m!.id, null, t.app.now()));
  return { b, memberId: m!.id };
}

/** A seeded sandbox staff account signed in at the back office (password and authenticator: a staff session). */
export async function staffOf(t: T, loginId: string) {
  await seedSandboxAccounts(t.database, t.config);
  const [m] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId));
  const b = await staffSignIn(new Browser(t.app), loginId);
  return {
    b,
    memberId: m!.id,
    list: (status = 'OPEN') => b.get(`/api/staff/elrcpt?status=${status}`),
    get: (aplyNo: string) => b.get(`/api/staff/elrcpt/${aplyNo}`),
    move: (aplyNo: string, to: string, message?: string, dueDate?: string) =>
      b.post(`/api/staff/elrcpt/${aplyNo}/transition`, { to, ...(message ? { message } : {}), ...(dueDate ? { dueDate } : {}) }, idem()),
  };
}

/** A file row owned by `ownerId`, as POST /api/files leaves it (no bytes needed for the owner checks). */
export async function fileOf(t: T, ownerId: string): Promise<string> {
  const fileId = randomBytes(12).toString('hex');
  await t.database.db.insert(files).values({ fileId, ownerId, name: '임대차계약서.pdf', size: 1234, type: 'PDF', mime: 'application/pdf', storagePath: `x/${fileId}`, sha256: 'x', uploadedAt: t.app.now() });
  return fileId;
}
