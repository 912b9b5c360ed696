import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Browser, type BrowserContext } from '@playwright/test';
import { staffLogin } from './cyber-helpers';
import { xsrf } from './fixtures';
import type { Person } from './member-helpers';

// Helpers of the electronic-application browser tests (issue 16): a whole application made through
// the API (start → save → sign → sandbox approve → submit) for the signed-in member of a request
// context, and the institution staff's moves. The pages' own tests (the forms, /esign) are the
// application engineer's; these give the my-page and withdrawal tests their records.

type Json = Record<string, unknown>;
export interface Aply extends Json {
  aplyNo: string;
  status: string;
  receiptNo: string | null;
  version: number;
}

async function ok<T = Json>(r: APIResponse, what: string): Promise<T> {
  expect(r.ok(), `${what}: ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

/** A changing call with the XSRF header (and any others, e.g. Idempotency-Key). */
export async function send(request: APIRequestContext, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.fetch(url, { method, data: method === 'DELETE' ? undefined : (data ?? {}), headers: { 'X-XSRF-TOKEN': await xsrf(request), ...headers } });
}
const withKey = () => ({ 'Idempotency-Key': randomUUID() });

/** Every consent of an institution's …AgreInfo page, 행정정보 공동이용 included; the RRN consent for forms that ask it. */
export const FULL_CONSENT = { terms: true, personalData: true, thirdParty: true, adminInfoSharing: 'Y', rrnProcessing: true } as const;

/** A complete 대한법률구조공단 (KLAC, 민사) application: a rent deposit the landlord does not return. */
export function klacContent(person: Pick<Person, 'name' | 'mobileNo'>, opponent = `박임대${randomUUID().slice(0, 4)}`) {
  return {
    applicant: {
      name: person.name,
      birthDate: '1958-03-15',
      rrn: '580315-2123456',
      mobile: person.mobileNo,
      email: '',
      zip: '04524',
      address: '서울특별시 중구 세종대로 110',
      addressDetail: '101동 202호',
      occupation: '자영업',
    },
    opponent: { name: opponent, relation: '임대인', phone: '010-9876-5432', address: '서울특별시 종로구 종로 1' },
    case: {
      caseType: 'CIVIL',
      stage: 'BEFORE_SUIT',
      court: '',
      caseNumber: '',
      amount: 30_000_000,
      facts: '2024년 3월에 보증금 3천만 원으로 주택을 임차했고 계약이 끝났는데도 임대인이 보증금을 돌려주지 않습니다. 내용증명을 보냈지만 답이 없습니다.',
      help: ['LITIGATION'],
    },
    notices: { sms: true, email: false },
    attachments: [] as string[],
  };
}

/** Starts a draft of `form` with every consent (POST /api/elrcpt/aply). */
export async function startDraft(request: APIRequestContext, form = 'KLAC'): Promise<Aply> {
  return ok<Aply>(await send(request, 'POST', '/api/elrcpt/aply', { form, consent: FULL_CONSENT }, withKey()), 'elrcpt start');
}

/** Saves the draft's content at its version (PUT /api/elrcpt/aply/:aplyNo); answers the new version. */
export async function saveDraft(request: APIRequestContext, aplyNo: string, content: unknown, version: number): Promise<number> {
  const saved = await ok<{ version: number }>(await send(request, 'PUT', `/api/elrcpt/aply/${aplyNo}`, { content, version }), 'draft save');
  return saved.version;
}

/** Signs in the sandbox: request, then the sandbox's approve (as the person's app would); answers the signId. */
export async function signInSandbox(request: APIRequestContext, aplyNo: string): Promise<string> {
  const s = await ok<{ signId: string; sandbox: boolean }>(await send(request, 'POST', `/api/elrcpt/aply/${aplyNo}/sign`, { provider: 'PASS' }), 'sign request');
  expect(s.sandbox).toBe(true);
  const done = await ok<{ state: string }>(await send(request, 'POST', `/api/esign/${s.signId}/sandbox`, { action: 'approve' }), 'sandbox approve');
  expect(done.state).toBe('SIGNED');
  return s.signId;
}

/**
 * A submitted application of the signed-in member of `request` (start → save full content → sign →
 * sandbox approve → submit), status 신청 with its 접수번호. `content` defaults to klacContent.
 */
export async function submittedApplication(request: APIRequestContext, person: Pick<Person, 'name' | 'mobileNo'>, opts: { form?: string; content?: unknown } = {}): Promise<Aply> {
  const draft = await startDraft(request, opts.form ?? 'KLAC');
  await saveDraft(request, draft.aplyNo, opts.content ?? klacContent(person), draft.version);
  const signId = await signInSandbox(request, draft.aplyNo);
  const submitted = await ok<Aply>(await send(request, 'POST', `/api/elrcpt/aply/${draft.aplyNo}/submit`, { signId }, withKey()), 'submit');
  expect(submitted.status).toBe('SUBMITTED');
  return submitted;
}

/** The sandbox staff account of an institution (cyber-helpers' STAFF, plus 대한변협법률구조재단 and 한국가정법률상담소). */
export const ELRCPT_STAFF = { KLAC: 'sandboxklac', LQA: 'sandboxlqa', KCAB: 'sandboxkcab', LHM: 'sandboxlhm', LEGALAID: 'sandboxlegalaid' } as const;

/** A context of its own signed in as the institution's staff (a staff session; close it after). */
export async function staffContext(browser: Browser, inst: keyof typeof ELRCPT_STAFF = 'KLAC'): Promise<BrowserContext> {
  const ctx = await browser.newContext();
  await staffLogin(ctx.request, ELRCPT_STAFF[inst]);
  return ctx;
}

/** A staff move (접수, 심사, 보완요청 with its request, 구조결정, 기각 with its reason). */
export async function staffMove(request: APIRequestContext, aplyNo: string, to: 'RECEIVED' | 'REVIEW' | 'SUPPLEMENT_REQUESTED' | 'AIDED' | 'REJECTED', message?: string): Promise<Aply> {
  return ok<Aply>(await send(request, 'POST', `/api/staff/elrcpt/${aplyNo}/transition`, { to, message }, withKey()), `staff move to ${to}`);
}
