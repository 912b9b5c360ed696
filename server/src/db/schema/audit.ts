import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { identityKey, ts } from './columns';

// The back office's audit log (0021_audit_log, issue 34): one row per staff or editor call (READ,
// CHANGE, refused ones with their status), per masked record opened with a reason (OPEN) and per
// export of the log (EXPORT). Append-only: the database refuses UPDATE, DELETE and TRUNCATE.
// Never a citizen's personal data: the actor is staff, the target a record number.

export type AuditAction = 'READ' | 'CHANGE' | 'OPEN' | 'EXPORT' | 'SIGN_IN';

export const auditLog = pgTable(
  'audit_log',
  {
    id: identityKey(),
    at: ts('at').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    actorMemberId: uuid('actor_member_id'),
    actorLoginId: text('actor_login_id'),
    actorRole: text('actor_role'),
    actorInstCode: text('actor_inst_code'),
    callKey: text('call_key').notNull(),
    method: text('method').notNull(),
    /** The route as matched (its pattern, `/api/staff/elrcpt/:aplyNo`), never the raw URL. */
    route: text('route').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    /** Why a masked record was opened (OPEN only; 5–200 characters). */
    reason: text('reason'),
    status: smallint('status').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_inst_idx').on(t.actorInstCode, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorLoginId, t.at.desc()),
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.at.desc()),
  ],
);
