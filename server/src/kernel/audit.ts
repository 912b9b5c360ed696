// The audit log's recorder (issue 34): every call of a staff or editor access leaves one row in the
// append-only `audit_log` (0021) — reads as READ, other methods as CHANGE, refused calls too with
// their status — written by defineRoute (http/route.ts) in the route's own onSend hook, that is
// AFTER the handler and BEFORE a byte of the answer leaves. A handler may say more about its call
// (`auditAs`: an OPEN with its reason, an EXPORT, the record it touched).
//
// Why onSend and awaited: an answer (a citizen's record read, a change confirmed) never reaches the
// staff member unless its row is in the database; if the row cannot be written the answer is
// replaced by a 503 (see recordOrRefuse). The trade-off: the row is not in the change's own
// transaction, so a change that committed and whose row then failed is answered 503 and left
// without its row until the retry (an idempotent call replays its kept answer, and that replay is
// recorded). Writing inside every module's transaction would couple each module to the log; the
// failure needs the database to fail between two statements, and the 503 and the error log with
// the request id say so. Cost: one INSERT a staff call (measured in docs/backoffice-audit.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog, type AuditAction } from '../db/schema';
import { errorSummary } from '../http/log-safe';

/** What a handler adds about its call: another action (OPEN, EXPORT), the record it is about, the reason. */
export interface AuditNote {
  action?: Extract<AuditAction, 'OPEN' | 'EXPORT'>;
  targetKind?: string;
  targetId?: string;
  reason?: string;
}

const notes = new WeakMap<FastifyRequest, AuditNote>();

/** Says more about this request's audit row (the last word of each field wins). */
export function auditAs(req: FastifyRequest, note: AuditNote): void {
  notes.set(req, { ...notes.get(req), ...note });
}

/** The staff member as the row names them: from what the route's access check handed over. */
export interface AuditActor {
  memberId: string;
  loginId: string | null;
  role: string | null;
  instCode: string | null;
}

interface CallerShape {
  memberId?: unknown;
  loginId?: unknown;
  role?: unknown;
  instCode?: unknown;
  person?: { loginId?: unknown };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The actor of a staff caller (StaffMember) or of an editor (a Person: its role is CONTENT_EDITOR). */
export function auditActor(kind: 'staff' | 'editor', caller: unknown): AuditActor | null {
  const c = (caller ?? null) as CallerShape | null;
  const memberId = str(c?.memberId);
  if (!c || !memberId) return null;
  return {
    memberId,
    loginId: str(c.person?.loginId) ?? str(c.loginId),
    role: kind === 'editor' ? 'CONTENT_EDITOR' : str(c.role),
    instCode: kind === 'editor' ? null : str(c.instCode),
  };
}

/** The record a route parameter names, by the parameter's name (others keep their own name). */
export const AUDIT_TARGET_KINDS: Record<string, string> = {
  aplyNo: 'elrcpt',
  rsvtNo: 'rsvt',
  receiptNo: 'cyber',
  qnaNo: 'qna',
  applicationId: 'opn',
  prdocId: 'prdoc',
  nttId: 'notice',
  faqId: 'faq',
  memberId: 'staff',
  menuId: 'menu',
  ruleId: 'route-rule',
};

/** A parameter's value as stored: an id-like text of at most 64 characters, else a marker (never what was sent). */
const cleanId = (v: unknown): string => (typeof v === 'string' && /^[\p{L}\p{N}._:-]{1,64}$/u.test(v) ? v : '(invalid)');

/** The record of the route's first parameter (`/api/staff/elrcpt/:aplyNo/prdoc/:prdocId` → elrcpt, its aplyNo). */
export function auditTarget(route: string, params: unknown): { kind: string; id: string } | null {
  const name = /:([A-Za-z0-9_]+)/.exec(route)?.[1];
  if (!name) return null;
  const value = (params as Record<string, unknown> | null | undefined)?.[name];
  return { kind: AUDIT_TARGET_KINDS[name] ?? name, id: cleanId(value) };
}

/** One call as recorded. */
export interface AuditCall {
  at: Date;
  callKey: string;
  method: string;
  route: string;
  status: number;
  requestId: string;
  actor: AuditActor | null;
  params: unknown;
  note?: AuditNote;
}

/** Writes one row (no catch: the caller decides what a failure means). */
export async function recordCall(db: Db, c: AuditCall): Promise<void> {
  const target = auditTarget(c.route, c.params);
  const note = c.note ?? {};
  await db.insert(auditLog).values({
    at: c.at,
    action: note.action ?? (c.method === 'GET' || c.method === 'HEAD' ? 'READ' : 'CHANGE'),
    actorMemberId: c.actor?.memberId ?? null,
    actorLoginId: c.actor?.loginId ?? null,
    actorRole: c.actor?.role ?? null,
    actorInstCode: c.actor?.instCode ?? null,
    callKey: c.callKey,
    method: c.method,
    route: c.route,
    targetKind: note.targetKind ?? target?.kind ?? null,
    targetId: note.targetId !== undefined ? cleanId(note.targetId) : (target?.id ?? null),
    // an OPEN without a reason cannot happen (the call's schema requires it); the table says so too
    reason: note.reason ?? null,
    status: c.status,
    requestId: c.requestId.slice(0, 100),
  });
}

export const AUDIT_UNAVAILABLE = '감사 기록을 남기지 못해 응답을 보내지 않았습니다. 잠시 후 다시 시도해 주십시오.';

/**
 * The route's onSend step: the row of this call, then the answer; when the row cannot be written
 * the answer is withheld and a Korean 503 (with the request id) goes instead.
 */
export async function recordOrRefuse(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  c: Omit<AuditCall, 'status' | 'requestId' | 'params' | 'note'>,
): Promise<unknown> {
  try {
    await recordCall(db, { ...c, status: reply.statusCode, requestId: String(req.id), params: req.params, note: notes.get(req) });
    return payload;
  } catch (error) {
    req.log.error({ err: errorSummary(error) }, 'audit row not written: answer withheld');
    reply.code(503);
    reply.removeHeader('content-disposition');
    reply.removeHeader('content-length');
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ message: `${AUDIT_UNAVAILABLE} (요청번호 ${req.id})` });
  }
}
