import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { pdfBytes } from './cyber-helpers';
import { xsrf } from './fixtures';
import { send } from './elrcpt-helpers';

// Helpers of the supporting-document browser tests (issue 17), over the API: supply a document to
// an application (행정정보 공동이용), 나의서류, the institution's review. Applications and staff
// sessions come from elrcpt-helpers.ts (startDraft, submittedApplication, staffContext).

type Json = Record<string, unknown>;
export interface PrdocItem extends Json {
  prdocId: string;
  code: string;
  status: string;
  source: string | null;
  myDocId: string | null;
}

const withKey = (k: string = randomUUID()) => ({ 'Idempotency-Key': k });
async function ok<T = Json>(r: APIResponse, what: string): Promise<T> {
  expect(r.ok(), `${what}: ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

/** The answers of a fresh proof form that the sandbox centre accepts (issuer's usual choices, the last three months). */
export function exchangeOptions(code: string): Record<string, string | string[]> {
  const now = new Date(Date.now() + 9 * 3600_000);
  const ym = (back: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const period = `${ym(3)}~${ym(1)}`;
  const year = String(now.getUTCFullYear() - 1);
  const byCode: Record<string, Record<string, string | string[]>> = {
    Rrno: { issueType: 'PART', include: ['HOUSEHOLD_REASON', 'RELATION', 'OTHER_MEMBERS'], rrnBack: 'NONE', purpose: 'LEGAL_AID' },
    RrnoIndv: { issueType: 'PART', include: ['PAST_ADDR', 'HEAD_NAME'], addrPeriod: 'Y5', rrnBack: 'NONE', purpose: 'LEGAL_AID' },
    HlthIspm: { subject: 'HOUSEHOLD', period, purpose: 'LEGAL_AID' },
    Npn: { period, purpose: 'LEGAL_AID' },
    EarnAmt: { year, incomeType: 'ALL', purpose: 'LEGAL_AID' },
    Txpay: { purpose: 'LEGAL_AID' },
    LcltxPay: { purpose: 'LEGAL_AID' },
    Robl: { purpose: 'LEGAL_AID' },
    Prnt: { includeChildren: 'Y', purpose: 'LEGAL_AID' },
    Pwdbs: { showDegree: 'Y', purpose: 'LEGAL_AID' },
    Clsbiz: { kind: 'CLOSED', purpose: 'LEGAL_AID' },
    Vhr: { carNo: '12가3456', part: 'A', purpose: 'LEGAL_AID' },
  };
  return byCode[code] ?? { purpose: 'LEGAL_AID' };
}

/** POST /api/elrcpt/aply/:aplyNo/prdoc as it is (for tests of refusals); `key` repeats an Idempotency-Key. */
export function supplyRaw(request: APIRequestContext, aplyNo: string, body: Json, key?: string): Promise<APIResponse> {
  return send(request, 'POST', `/api/elrcpt/aply/${aplyNo}/prdoc`, body, withKey(key));
}

/** 행정정보 공동이용 with the consent (the application must have said Y to 공동이용). */
export async function supplyByExchange(request: APIRequestContext, aplyNo: string, code = 'Rrno', opts: { options?: Json; prdocId?: string } = {}): Promise<PrdocItem> {
  const body = { method: 'EXCHANGE', code, options: opts.options ?? exchangeOptions(code), consent: true, ...(opts.prdocId ? { prdocId: opts.prdocId } : {}) };
  return ok<PrdocItem>(await supplyRaw(request, aplyNo, body), `exchange ${code}`);
}

/** Uploads a small PDF (POST /api/files); answers its fileId. */
export async function uploadPdf(request: APIRequestContext, name = '가족관계증명서.pdf'): Promise<string> {
  const up = await request.post('/api/files', { headers: { 'X-XSRF-TOKEN': await xsrf(request) }, multipart: { file: { name, mimeType: 'application/pdf', buffer: pdfBytes(name) } } });
  return (await ok<{ fileId: string }>(up, 'upload')).fileId;
}

/** Today in Seoul (YYYY-MM-DD), optionally `daysAgo` earlier: an issue date for uploads. */
export function kstToday(daysAgo = 0): string {
  return new Date(Date.now() + 9 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** The documents of one application (GET …/prdoc). */
export async function aplyPrdocs(request: APIRequestContext, aplyNo: string): Promise<{ items: PrdocItem[]; editable: boolean; required: Json[] } & Json> {
  return ok(await request.get(`/api/elrcpt/aply/${aplyNo}/prdoc`), 'prdoc list');
}

/** 나의서류 (GET /api/my/docs). */
export async function myDocs(request: APIRequestContext, query = ''): Promise<{ items: (Json & { myDocId: string; code: string; name: string })[]; total: number }> {
  return ok(await request.get(`/api/my/docs${query ? `?${query}` : ''}`), 'my docs');
}

/** Saves an uploaded PDF as a document of mine (/my/doc/write). */
export async function saveMyDoc(request: APIRequestContext, code = 'Etc', opts: { title?: string; issuedAt?: string; name?: string } = {}): Promise<Json & { myDocId: string }> {
  const fileId = await uploadPdf(request, opts.name ?? `${opts.title ?? code}.pdf`);
  const body = { code, fileId, issuedAt: opts.issuedAt ?? kstToday(3), ...(code === 'Etc' ? { title: opts.title ?? '임대차계약서' } : {}) };
  return ok(await send(request, 'POST', '/api/my/docs', body, withKey()), 'my doc save');
}

/** Staff: 확인 (CONFIRMED) or 보완요청 (SUPPLEMENT, with its reason) of one submitted document. */
export async function staffReview(staff: APIRequestContext, aplyNo: string, prdocId: string, result: 'CONFIRMED' | 'SUPPLEMENT', reason?: string): Promise<PrdocItem> {
  return ok<PrdocItem>(await send(staff, 'POST', `/api/staff/elrcpt/${aplyNo}/prdoc/${prdocId}/review`, { result, ...(reason ? { reason } : {}) }, withKey()), `staff review ${result}`);
}

/** Staff: asks the applicant for a document (요청됨). */
export async function staffRequest(staff: APIRequestContext, aplyNo: string, code: string, reason: string, title?: string): Promise<PrdocItem> {
  return ok<PrdocItem>(await send(staff, 'POST', `/api/staff/elrcpt/${aplyNo}/prdoc/request`, { code, reason, ...(title ? { title } : {}) }, withKey()), `staff request ${code}`);
}
