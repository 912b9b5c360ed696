// Back office (issue 34), the home's work queues and the operations console's server half: the remote
// registry (the same code as `pnpm portal remote:*`, shared/registry), the outbox and satisfaction per menu.
import { and, asc, count, eq, gt, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  addDays,
  AWAITING_INSTITUTION_STATUSES,
  applicationStaff,
  consultStaff,
  ELRCPT_STATUS,
  ELRCPT_STATUS_CODES,
  isValidDate,
  kstDate,
  OPEN_STATUSES,
  OUTBOX_VIEW_STATUSES,
  prdocName,
  QUEUE_OLDEST,
  REGISTRY_HISTORY_SHOWN,
  SATISFACTION_MAX_DAYS,
  type AdminQueues,
  type adminOpsCalls,
  type ElrcptStatus,
  type OutboxViewStatus,
} from '@portal/contracts';
import * as registry from '@portal/registry';
import { outboxBacklog } from '../../adapters/notify/outbox';
import { maskRecipient } from '../../adapters/notify';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { dscsnCyber, dscsnOffices, dscsnReservations, elrcptApplications, notificationOutbox, openapiApplications, prdocItems, qna } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import type { ModuleContext } from '../../kernel/module';
import { admits, staffMemberships, type Membership } from '../../kernel/principal';
import { satisfactionByMenu, satisfactionScores } from '../../kernel/satisfaction';

type Queues = AdminQueues;
type OutboxRow = typeof notificationOutbox.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const n = (v: unknown) => Number(v ?? 0);
/** count(*) of the rows that meet `cond` (one aggregate, several figures). */
const countWhere = (cond: SQL) => sql<string>`count(*) filter (where ${cond})`;

// ─── Home: work queues ──────────────────────────────────────────────────────────────────────────

async function cyberQueue(db: Db, m: Membership, today: string): Promise<Queues['cyber']> {
  const waiting = and(eq(dscsnCyber.instCode, m.instCode), eq(dscsnCyber.status, 'WAITING'));
  const [[c], oldest] = await Promise.all([
    db
      .select({
        waiting: count(),
        overdue: countWhere(sql`${dscsnCyber.expectedAnswerBy} < ${today}::date`),
        dueToday: countWhere(sql`${dscsnCyber.expectedAnswerBy} = ${today}::date`),
      })
      .from(dscsnCyber)
      .where(waiting),
    db
      .select({
        receiptNo: dscsnCyber.receiptNo,
        field: dscsnCyber.field,
        title: dscsnCyber.title,
        createdAt: dscsnCyber.createdAt,
        expectedAnswerBy: dscsnCyber.expectedAnswerBy,
        estimated: dscsnCyber.expectedAnswerEstimated,
      })
      .from(dscsnCyber)
      .where(waiting)
      .orderBy(asc(dscsnCyber.createdAt), asc(dscsnCyber.receiptNo))
      .limit(QUEUE_OLDEST),
  ]);
  return {
    instCode: m.instCode,
    instName: m.instName ?? m.instCode,
    waiting: n(c?.waiting),
    overdue: n(c?.overdue),
    dueToday: n(c?.dueToday),
    oldest: oldest.map((r) => ({
      receiptNo: r.receiptNo,
      field: r.field,
      title: r.title,
      receivedAt: r.createdAt.toISOString(),
      expectedAnswerBy: r.expectedAnswerBy,
      estimated: r.estimated,
      overdue: r.expectedAnswerBy < today,
    })),
  };
}

async function qnaQueue(db: Db): Promise<Queues['qna']> {
  const waiting = eq(qna.status, 'WAITING');
  const [[c], oldest] = await Promise.all([
    db.select({ n: count() }).from(qna).where(waiting),
    db.select({ qnaNo: qna.qnaNo, category: qna.category, title: qna.title, createdAt: qna.createdAt }).from(qna).where(waiting).orderBy(asc(qna.createdAt), asc(qna.qnaNo)).limit(QUEUE_OLDEST),
  ]);
  return { waiting: n(c?.n), oldest: oldest.map((r) => ({ qnaNo: r.qnaNo, category: r.category, title: r.title, receivedAt: r.createdAt.toISOString() })) };
}

async function bookingQueue(db: Db, m: Membership, today: string, tomorrow: string): Promise<Queues['bookings']> {
  const [offices, rows] = await Promise.all([
    db.select({ officeId: dscsnOffices.officeId, name: dscsnOffices.name }).from(dscsnOffices).where(eq(dscsnOffices.instCode, m.instCode)).orderBy(asc(dscsnOffices.sortOrder), asc(dscsnOffices.officeId)),
    db
      .select({ officeId: dscsnReservations.officeId, date: dscsnReservations.slotDate, status: dscsnReservations.status, n: count() })
      .from(dscsnReservations)
      .where(and(eq(dscsnReservations.instCode, m.instCode), inArray(dscsnReservations.slotDate, [today, tomorrow])))
      .groupBy(dscsnReservations.officeId, dscsnReservations.slotDate, dscsnReservations.status),
  ]);
  const day = (date: string) => {
    const of = (officeId: string, status: string) => n(rows.find((r) => r.officeId === officeId && r.date === date && r.status === status)?.n);
    // an office no longer listed that still has bookings is shown by its id
    const ids = [...offices.map((o) => o.officeId), ...new Set(rows.filter((r) => r.date === date && !offices.some((o) => o.officeId === r.officeId)).map((r) => r.officeId))];
    const list = ids.map((officeId) => ({
      officeId,
      name: offices.find((o) => o.officeId === officeId)?.name ?? officeId,
      booked: of(officeId, 'BOOKED'),
      done: of(officeId, 'DONE'),
      cancelled: of(officeId, 'CANCELLED'),
    }));
    return { date, total: list.reduce((a, o) => a + o.booked + o.done, 0), offices: list };
  };
  return { instCode: m.instCode, instName: m.instName ?? m.instCode, today: day(today), tomorrow: day(tomorrow) };
}

/** What waits for the institution (not the citizen): new, received, in review, supplement submitted back. */
const AWAITING_INSTITUTION = AWAITING_INSTITUTION_STATUSES;

async function applicationQueue(db: Db, m: Membership, now: Date): Promise<Queues['applications']> {
  const ofInst = eq(elrcptApplications.instCode, m.instCode);
  const waiting = and(ofInst, inArray(elrcptApplications.status, [...AWAITING_INSTITUTION]));
  const [rows, [decided], oldest] = await Promise.all([
    db
      .select({ status: elrcptApplications.status, n: count() })
      .from(elrcptApplications)
      // drafts are the citizen's own: never counted
      .where(and(ofInst, ne(elrcptApplications.status, 'DRAFT')))
      .groupBy(elrcptApplications.status),
    db
      .select({ n: count() })
      .from(elrcptApplications)
      .where(and(ofInst, inArray(elrcptApplications.status, ['AIDED', 'REJECTED']), gte(elrcptApplications.decidedAt, new Date(now.getTime() - 7 * 86_400_000)))),
    db
      .select({ aplyNo: elrcptApplications.aplyNo, receiptNo: elrcptApplications.receiptNo, status: elrcptApplications.status, submittedAt: elrcptApplications.submittedAt })
      .from(elrcptApplications)
      .where(waiting)
      .orderBy(sql`${elrcptApplications.submittedAt} ASC NULLS LAST`, asc(elrcptApplications.aplyNo))
      .limit(QUEUE_OLDEST),
  ]);
  const of = (s: ElrcptStatus) => n(rows.find((r) => r.status === s)?.n);
  return {
    instCode: m.instCode,
    byStatus: ELRCPT_STATUS_CODES.filter((s) => s !== 'DRAFT').map((status) => ({ status, label: ELRCPT_STATUS[status], count: of(status) })),
    needsAction: AWAITING_INSTITUTION.reduce((a, s) => a + of(s), 0),
    supplementRequested: of('SUPPLEMENT_REQUESTED'),
    supplementSubmitted: of('SUPPLEMENT_SUBMITTED'),
    awaitingDecision: of('REVIEW'),
    decidedLast7Days: n(decided?.n),
    // numbers and times only (no applicant's name): not an opening of the applications, so no access-log entry
    oldest: oldest.map((r) => ({ aplyNo: r.aplyNo, receiptNo: r.receiptNo, status: r.status, submittedAt: iso(r.submittedAt) })),
  };
}

async function documentQueue(db: Db, m: Membership): Promise<Queues['documents']> {
  // submitted documents of the institution's open applications (a decided or withdrawn one is checked no more)
  const where = and(eq(prdocItems.status, 'SUBMITTED'), eq(elrcptApplications.instCode, m.instCode), inArray(elrcptApplications.status, [...OPEN_STATUSES]));
  const [[c], oldest] = await Promise.all([
    db.select({ n: count() }).from(prdocItems).innerJoin(elrcptApplications, eq(elrcptApplications.id, prdocItems.aplyId)).where(where),
    db
      .select({ aplyNo: elrcptApplications.aplyNo, prdocId: prdocItems.id, code: prdocItems.code, title: prdocItems.title, submittedAt: prdocItems.submittedAt })
      .from(prdocItems)
      .innerJoin(elrcptApplications, eq(elrcptApplications.id, prdocItems.aplyId))
      .where(where)
      .orderBy(sql`${prdocItems.submittedAt} ASC NULLS LAST`, asc(prdocItems.id))
      .limit(QUEUE_OLDEST),
  ]);
  return { instCode: m.instCode, waiting: n(c?.n), oldest: oldest.map((r) => ({ aplyNo: r.aplyNo, prdocId: r.prdocId, name: prdocName(r.code, r.title), submittedAt: iso(r.submittedAt) })) };
}

async function openApiQueue(db: Db): Promise<Queues['openApi']> {
  const pending = eq(openapiApplications.status, 'PENDING');
  const [[c], oldest] = await Promise.all([
    db.select({ n: count() }).from(openapiApplications).where(pending),
    db
      .select({ applicationId: openapiApplications.id, systemName: openapiApplications.systemName, createdAt: openapiApplications.createdAt })
      .from(openapiApplications)
      .where(pending)
      .orderBy(asc(openapiApplications.createdAt), asc(openapiApplications.id))
      .limit(QUEUE_OLDEST),
  ]);
  return { pending: n(c?.n), oldest: oldest.map((r) => ({ applicationId: r.applicationId, systemName: r.systemName, createdAt: r.createdAt.toISOString() })) };
}

async function operationsQueue(db: Db, deployDir: string, now: Date): Promise<Queues['operations']> {
  const [backlog, counts] = await Promise.all([outboxBacklog(db, now), outboxCounts(db)]);
  const live = registry.readRegistry(deployDir).remotes;
  const history = registry.readHistory(deployDir);
  let lastChange: NonNullable<Queues['operations']>['remotes']['lastChange'] = null;
  for (const [name, entries] of Object.entries(history)) {
    const e = Array.isArray(entries) ? entries.at(-1) : undefined;
    if (e && (!lastChange || e.at > lastChange.at)) lastChange = { name, version: e.version, action: e.action === 'rollback' ? 'rollback' : 'deploy', at: e.at };
  }
  return {
    outbox: { pending: backlog.pending, oldestPendingAgeSeconds: backlog.oldestPendingAgeSeconds, retrying: counts.RETRYING, dead: counts.DEAD },
    remotes: { total: registry.REMOTES.length, live: live.filter((r) => registry.isRemote(r.name)).length, lastChange },
  };
}

// ─── Operations: the outbox ─────────────────────────────────────────────────────────────────────

const STATUS_OF_VIEW: Record<OutboxViewStatus, SQL> = {
  QUEUED: and(eq(notificationOutbox.status, 'PENDING'), eq(notificationOutbox.attempts, 0))!,
  RETRYING: and(eq(notificationOutbox.status, 'PENDING'), gt(notificationOutbox.attempts, 0))!,
  SENDING: eq(notificationOutbox.status, 'SENDING'),
  SENT: eq(notificationOutbox.status, 'SENT'),
  DEAD: eq(notificationOutbox.status, 'FAILED'),
  SUPPRESSED: eq(notificationOutbox.status, 'SUPPRESSED'),
};

/** Every view status with its count: one aggregate over the outbox (its rows are never loaded). */
async function outboxCounts(db: Db): Promise<Record<OutboxViewStatus, number>> {
  const [r] = await db
    .select(Object.fromEntries(OUTBOX_VIEW_STATUSES.map((s) => [s, countWhere(STATUS_OF_VIEW[s])])) as Record<OutboxViewStatus, SQL<string>>)
    .from(notificationOutbox);
  return Object.fromEntries(OUTBOX_VIEW_STATUSES.map((s) => [s, n(r?.[s])])) as Record<OutboxViewStatus, number>;
}

function viewStatus(r: Pick<OutboxRow, 'status' | 'attempts'>): OutboxViewStatus {
  if (r.status === 'PENDING') return r.attempts > 0 ? 'RETRYING' : 'QUEUED';
  return r.status === 'FAILED' ? 'DEAD' : r.status;
}

/** A row as the console shows it: never the text (it can name the person and the case), the recipient masked. */
function outboxEntry(r: OutboxRow) {
  const status = viewStatus(r);
  return {
    id: r.id,
    kind: r.kind,
    channel: r.channel,
    recipient: maskRecipient(r.channel, r.recipient),
    ref: r.subjectRef,
    status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    nextAttemptAt: status === 'QUEUED' || status === 'RETRYING' ? r.nextAttemptAt.toISOString() : null,
    retryable: status === 'DEAD' || status === 'RETRYING',
  };
}

const OUTBOX_NOT_FOUND = '알림을 찾을 수 없습니다. 알림 번호를 확인해 주세요.';

// ─── Operations: the registry ───────────────────────────────────────────────────────────────────

/** A refusal of the registry as the API's answer: unknown remote or version 404, nothing to go back to or changed meanwhile 409, locked 503. */
function registryRefusal(error: unknown): never {
  if (error instanceof registry.RegistryError) {
    const status = { UNKNOWN_REMOTE: 404, UNKNOWN_VERSION: 404, NO_EARLIER_VERSION: 409, CHANGED: 409, LOCKED: 503 }[error.code];
    throw new HttpError(status, error.message, undefined, { code: `REGISTRY_${error.code}` });
  }
  throw error;
}

function registryView(deployDir: string) {
  const history = registry.readHistory(deployDir);
  return {
    updatedAt: registry.readRegistry(deployDir).updatedAt,
    remotes: registry.listRemotes(deployDir).map((r) => ({
      name: r.name,
      live: r.live && r.deployedAt ? { version: r.live, deployedAt: r.deployedAt } : null,
      published: r.published
        .map((p) => ({ version: p.version, publishedAt: p.publishedAt.toISOString(), live: p.version === r.live }))
        .reverse(),
      history: (Array.isArray(history[r.name]) ? history[r.name]! : [])
        .slice(-REGISTRY_HISTORY_SHOWN)
        .reverse()
        .map((h) => ({ version: h.version, at: h.at, action: h.action === 'rollback' ? ('rollback' as const) : ('deploy' as const), from: h.from ?? null, by: h.by ?? null })),
      rollbackTo: registry.rollbackCandidate(deployDir, r.name),
    })),
  };
}

const changedMessage = (r: registry.PointResult, action: 'deploy' | 'rollback') =>
  r.changed
    ? `${r.name}을(를) ${r.previous ?? '(없음)'}에서 ${r.version}(으)로 ${action === 'rollback' ? '되돌렸습니다' : '배포했습니다'}. 다음 페이지 로드부터 적용됩니다.`
    : `${r.name}은(는) 이미 ${r.version}입니다. 바뀐 것이 없습니다.`;

// ─── Operations: satisfaction ───────────────────────────────────────────────────────────────────

const kstStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The KST days asked (both inclusive), by default the last 30 up to today. */
function satisfactionPeriod(now: Date, from?: string, to?: string) {
  const today = kstDate(now);
  const last = to ?? (from && from > today ? from : today);
  const first = from ?? addDays(last, -29);
  if (!isValidDate(first) || !isValidDate(last)) throw fieldError('from', '기간이 올바르지 않습니다.');
  const days = Math.round((kstStart(last).getTime() - kstStart(first).getTime()) / 86_400_000) + 1;
  if (days > SATISFACTION_MAX_DAYS) throw fieldError('from', `기간은 ${SATISFACTION_MAX_DAYS}일 이내로 골라 주세요.`);
  return { from: first, to: last, start: kstStart(first), end: kstStart(addDays(last, 1)) };
}

export function opsHandlers(ctx: ModuleContext): Handlers<typeof adminOpsCalls> {
  const { db, config } = ctx;
  const deployDir = config.deployDir;
  const now = (req: FastifyRequest) => nowOf(req);

  return {
    adminQueues: async (req, _reply, { staff }) => {
      const at = now(req);
      const today = kstDate(at);
      const tomorrow = addDays(today, 1);
      // every role the member holds decides a queue (an application officer who is also a consultation officer sees both)
      const memberships = await staffMemberships(db, staff.memberId);
      const consult = memberships.find((m) => admits(consultStaff.staff, m));
      const applications = memberships.find((m) => admits(applicationStaff.staff, m));
      const holds = (role: Membership['role']) => memberships.some((m) => m.role === role);
      const out: Queues = { today, tomorrow };
      // one query at a time: PGlite has one connection, PostgreSQL's pool is shared with every other request
      if (consult) {
        out.cyber = await cyberQueue(db, consult, today);
        out.bookings = await bookingQueue(db, consult, today, tomorrow);
      }
      if (applications) {
        out.applications = await applicationQueue(db, applications, at);
        out.documents = await documentQueue(db, applications);
      }
      if (holds('CONTENT_EDITOR')) out.qna = await qnaQueue(db);
      if (holds('OPENAPI_APPROVER')) out.openApi = await openApiQueue(db);
      // the system administrator reads no case contents: operations figures only
      if (holds('SYSTEM_ADMIN')) out.operations = await operationsQueue(db, deployDir, at);
      return out;
    },

    adminRegistry: () => registryView(deployDir),

    adminRegistryRollback: async (req, _reply, { params, body, staff }) => {
      const r = await registry
        .rollbackAsync(deployDir, params.remote, body?.version, { now: now(req), by: staff.person.loginId, expected: body?.from })
        .catch(registryRefusal);
      req.log.info({ registry: { remote: r.name, version: r.version, previous: r.previous, changed: r.changed, action: 'rollback' } }, 'remote registry changed from the back office');
      return { ...r, message: changedMessage(r, 'rollback') };
    },

    adminRegistryDeploy: async (req, _reply, { params, body, staff }) => {
      const r = await registry
        .deployPublishedAsync(deployDir, params.remote, body.version, { now: now(req), by: staff.person.loginId, expected: body.from })
        .catch(registryRefusal);
      req.log.info({ registry: { remote: r.name, version: r.version, previous: r.previous, changed: r.changed, action: 'deploy' } }, 'remote registry changed from the back office');
      return { ...r, message: changedMessage(r, 'deploy') };
    },

    adminOutbox: async (_req, _reply, { query }) => {
      const where = and(query.status ? STATUS_OF_VIEW[query.status] : undefined, query.kind ? eq(notificationOutbox.kind, query.kind) : undefined);
      const [[total], rows, counts] = await Promise.all([
        db.select({ n: count() }).from(notificationOutbox).where(where),
        db
          .select()
          .from(notificationOutbox)
          .where(where)
          .orderBy(sql`${notificationOutbox.id} DESC`)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        outboxCounts(db),
      ]);
      return { items: rows.map(outboxEntry), page: query.page, pageSize: query.pageSize, total: n(total?.n), counts };
    },

    adminOutboxRetry: async (req, _reply, { params }) => {
      const at = now(req);
      const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, params.id));
      if (!row) throw new HttpError(404, OUTBOX_NOT_FOUND);
      const status = viewStatus(row);
      if (status === 'SENT') throw new HttpError(409, '이미 발송된 알림입니다. 다시 보낼 수 없습니다.', undefined, { code: 'ALREADY_SENT' });
      if (status === 'SUPPRESSED') {
        throw new HttpError(409, '수신자별 문자 발송 한도를 넘어 보내지 않은 알림입니다. 한도를 지키기 위해 다시 보낼 수 없습니다.', undefined, { code: 'SUPPRESSED' });
      }
      if (status === 'QUEUED' || status === 'SENDING') {
        const message = status === 'QUEUED' ? '이미 발송 대기 중인 알림입니다. 곧 발송되므로 따로 할 일이 없습니다.' : '지금 발송 중인 알림입니다. 잠시 뒤 목록을 새로 고쳐 확인해 주세요.';
        return { entry: outboxEntry(row), changed: false, message };
      }
      // DEAD: one more try now (its attempts stay: a failure makes it DEAD again); RETRYING: its next try brought forward.
      // The condition makes a double click or two operators change it once.
      const [updated] = await db
        .update(notificationOutbox)
        .set({ status: 'PENDING', nextAttemptAt: at })
        .where(and(eq(notificationOutbox.id, row.id), STATUS_OF_VIEW[status], status === 'RETRYING' ? gt(notificationOutbox.nextAttemptAt, at) : undefined))
        .returning();
      if (!updated) {
        const [again] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, row.id));
        return { entry: outboxEntry(again ?? row), changed: false, message: '이미 다시 보내도록 처리된 알림입니다. 곧 발송됩니다.' };
      }
      req.log.info({ notification: { id: updated.id, kind: updated.kind, from: status } }, 'notification retried from the back office');
      return { entry: outboxEntry(updated), changed: true, message: '알림을 다시 보내도록 했습니다. 곧 발송됩니다.' };
    },

    adminSatisfaction: async (req, _reply, { query }) => {
      const period = satisfactionPeriod(now(req), query.from, query.to);
      const [overall, page] = await Promise.all([
        satisfactionScores(db, { period }),
        satisfactionByMenu(db, period, { sort: query.sort, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      ]);
      return { from: period.from, to: period.to, overall, menus: { items: page.items, page: query.page, pageSize: query.pageSize, total: page.total } };
    },
  };
}
