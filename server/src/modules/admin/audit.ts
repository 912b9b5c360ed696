// The back office's audit log (issue 34): search and CSV export for managers, and the opening of a
// masked record with a reason. The rows themselves are written by the kernel's recorder
// (kernel/audit.ts) for every staff and editor call; this module only reads them and says what an
// OPEN or an EXPORT was about (auditAs).
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  ADMIN_ROLE_LABELS,
  AUDIT_ACTION_LABELS,
  AUDIT_EXPORT_MAX_ROWS,
  applicationStaff,
  consultStaff,
  openApiApprover,
  type AuditEntry,
  type AuditFilter,
  type RecordKind,
  type adminAuditCalls,
} from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { auditLog, dscsnCyber, dscsnReservations, members, openapiApplications, qna } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { auditAs } from '../../kernel/audit';
import { WRITE_LIMIT } from '../../kernel/limits';
import { ACCOUNT_PERSONAL, ELRCPT_PERSONAL, RSVT_PERSONAL, personalValues } from '../../kernel/personal-data';
import { isEditor, staffAdmitted, type StaffMember } from '../../kernel/principal';
import { instAply } from '../../kernel/repos/applications';
import type { ModuleContext } from '../../kernel/module';

const KST_OFFSET_MS = 9 * 3600_000;
/** 00:00 KST of a YYYY-MM-DD day, as an instant. */
const kstStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - KST_OFFSET_MS);
const DAY_MS = 86_400_000;

/**
 * Whose rows a reader sees: the system administrator every row; an institution manager the rows of
 * its institution's staff (actor_inst_code), never a platform role's or a refused stranger's.
 */
function scopeOf(s: StaffMember): SQL | undefined {
  if (s.role === 'SYSTEM_ADMIN') return undefined;
  return eq(auditLog.actorInstCode, s.instCode || '\u0000none');
}

function whereOf(s: StaffMember, f: AuditFilter): SQL | undefined {
  return and(
    scopeOf(s),
    f.from ? gte(auditLog.at, kstStart(f.from)) : undefined,
    f.to ? lt(auditLog.at, new Date(kstStart(f.to).getTime() + DAY_MS)) : undefined,
    f.actor ? eq(auditLog.actorLoginId, f.actor) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.targetKind ? eq(auditLog.targetKind, f.targetKind) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
  );
}

type Row = typeof auditLog.$inferSelect;
const toEntry = (r: Row): AuditEntry => ({
  id: String(r.id),
  at: r.at.toISOString(),
  action: r.action,
  actorMemberId: r.actorMemberId,
  actorLoginId: r.actorLoginId,
  actorRole: r.actorRole,
  actorInstCode: r.actorInstCode,
  callKey: r.callKey,
  method: r.method,
  route: r.route,
  targetKind: r.targetKind,
  targetId: r.targetId,
  reason: r.reason,
  status: r.status,
  requestId: r.requestId,
});

const orderOf = (f: AuditFilter) => (f.order === 'asc' ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)]);

// ─── CSV ─────────────────────────────────────────────────────────────────────────────────────────
/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading ' (OWASP CSV injection). */
export function csvCell(value: string | number | null): string {
  let v = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const kstText = (d: Date) => new Date(d.getTime() + KST_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);

const CSV_HEADER = ['번호', '시각(KST)', '구분', '직원 아이디', '역할', '기관', '호출', '방법', '경로', '대상 종류', '대상 번호', '사유', '응답 코드', '요청번호'];
const csvRow = (r: Row) =>
  [
    String(r.id),
    kstText(r.at),
    AUDIT_ACTION_LABELS[r.action] ?? r.action,
    r.actorLoginId,
    r.actorRole ? (ADMIN_ROLE_LABELS[r.actorRole as keyof typeof ADMIN_ROLE_LABELS] ?? r.actorRole) : null,
    r.actorInstCode,
    r.callKey,
    r.method,
    r.route,
    r.targetKind,
    r.targetId,
    r.reason,
    r.status,
    r.requestId,
  ]
    .map(csvCell)
    .join(',');

// ─── Opening a masked record ─────────────────────────────────────────────────────────────────────
const NOT_FOUND = '기록을 찾을 수 없습니다. 번호를 확인하거나, 담당 기관의 기록인지 확인해 주십시오.';
const notFound = () => new HttpError(404, NOT_FOUND);

interface Account {
  name: string | null;
  mobile: string | null;
  email: string | null;
}
async function accountOf(db: Db, memberId: string): Promise<Account> {
  const [m] = await db.select({ name: members.memberName, mobile: members.mobileNo, email: members.email }).from(members).where(eq(members.id, memberId));
  return m ?? { name: null, mobile: null, email: null };
}

/**
 * The unmasked personal values of one record, for a staff member allowed to see it: the record's
 * institution's officers (elrcpt: application officers; rsvt, cyber: consultation officers and the
 * manager), content editors for Q&A, open-API approvers for their queue. Anyone else, and a record
 * that is not there: 404 (never saying which).
 */
async function openRecord(db: Db, memberId: string, kind: RecordKind, id: string) {
  switch (kind) {
    case 'elrcpt': {
      const m = await staffAdmitted(db, memberId, applicationStaff.staff);
      if (!m) throw notFound();
      const row = await instAply(db, m.instCode, id).catch(() => {
        throw notFound();
      });
      const name = ((row.content.applicant ?? {}) as { name?: string }).name ?? '';
      return personalValues({ applicantName: name, content: row.content }, ELRCPT_PERSONAL).filter((f) => f.key !== 'applicantName');
    }
    case 'rsvt': {
      const m = await staffAdmitted(db, memberId, consultStaff.staff);
      if (!m) throw notFound();
      const [r] = await db.select().from(dscsnReservations).where(and(eq(dscsnReservations.rsvtNo, id), eq(dscsnReservations.instCode, m.instCode)));
      if (!r) throw notFound();
      const account = await accountOf(db, r.memberId);
      return personalValues({ applicantName: r.applicantName, applicantMobile: r.applicantMobile, applicantEmail: r.applicantEmail, account }, RSVT_PERSONAL);
    }
    case 'cyber': {
      const m = await staffAdmitted(db, memberId, consultStaff.staff);
      if (!m) throw notFound();
      const [c] = await db.select({ memberId: dscsnCyber.memberId }).from(dscsnCyber).where(and(eq(dscsnCyber.receiptNo, id), eq(dscsnCyber.instCode, m.instCode)));
      if (!c) throw notFound();
      return personalValues({ account: await accountOf(db, c.memberId) }, ACCOUNT_PERSONAL);
    }
    case 'qna': {
      if (!(await isEditor(db, memberId))) throw notFound();
      const [q] = await db.select({ ownerId: qna.ownerId }).from(qna).where(eq(qna.qnaNo, id));
      if (!q) throw notFound();
      return personalValues({ account: await accountOf(db, q.ownerId) }, ACCOUNT_PERSONAL);
    }
    case 'opn': {
      if (!(await staffAdmitted(db, memberId, openApiApprover.staff))) throw notFound();
      const [a] = await db.select({ memberId: openapiApplications.memberId }).from(openapiApplications).where(eq(openapiApplications.id, id));
      if (!a) throw notFound();
      return personalValues({ account: await accountOf(db, a.memberId) }, ACCOUNT_PERSONAL);
    }
  }
}

export function auditHandlers(ctx: Pick<ModuleContext, 'db'>): Handlers<typeof adminAuditCalls> {
  const { db } = ctx;
  return {
    adminAuditList: async (_req, _reply, { query, staff: s }) => {
      const where = whereOf(s, query);
      const rows = db.select().from(auditLog).where(where).orderBy(...orderOf(query)).$dynamic();
      return listPage(db, query, { table: auditLog, where }, rows, (found) => found.map(toEntry));
    },
    adminAuditExport: async (req, reply: FastifyReply, { query, staff: s }) => {
      auditAs(req, { action: 'EXPORT' });
      // one row more than the cap tells whether it was cut
      const rows = await db.select().from(auditLog).where(whereOf(s, query)).orderBy(...orderOf(query)).limit(AUDIT_EXPORT_MAX_ROWS + 1);
      const truncated = rows.length > AUDIT_EXPORT_MAX_ROWS;
      const lines = [CSV_HEADER.map(csvCell).join(','), ...rows.slice(0, AUDIT_EXPORT_MAX_ROWS).map(csvRow)];
      const day = kstText(nowOf(req)).slice(0, 10);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`감사기록-${day}.csv`)}`)
        .header('X-Audit-Row-Cap', String(AUDIT_EXPORT_MAX_ROWS))
        .header('X-Audit-Truncated', truncated ? '1' : '0');
      // UTF-8 BOM first: Excel opens Korean text right; CRLF line ends (RFC 4180)
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },
    adminRecordOpen: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { body, staff: s }) => {
        // the row names the record even when it is refused (404): who tried to open what
        auditAs(req, { targetKind: body.kind, targetId: body.id });
        const fields = await openRecord(db, s.memberId, body.kind, body.id);
        auditAs(req, { action: 'OPEN', reason: body.reason });
        return { kind: body.kind, id: body.id, fields, openedAt: nowOf(req).toISOString() };
      },
    },
  };
}
