// Key applications (issue 33): members apply, list, reissue and revoke; approvers decide operating
// applications. The key is shown once, in the answer that issues it; only its SHA-256 is kept.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  OPENAPI_DEV_DAILY_LIMIT,
  OPENAPI_KEY_VALID_YEARS,
  OPENAPI_OPER_DAILY_LIMIT,
  OPENAPI_REISSUE_GRACE_HOURS,
  OPENAPI_USAGE_DAYS,
  addDays,
  kstDate,
  type OpnApplication,
  type openapiCalls,
} from '@portal/contracts';
import { enqueueNotification, type NewNotification } from '../../adapters/notify/outbox';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { members, openapiApplications, openapiKeys, openapiUsage } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { newApiKey } from '../../kernel/api-keys';
import { WRITE_LIMIT } from '../../kernel/limits';
import { maskValue } from '../../kernel/personal-data';

type AppRow = typeof openapiApplications.$inferSelect;
type KeyRow = typeof openapiKeys.$inferSelect;

const NOT_FOUND = '오픈 API 신청을 찾을 수 없습니다. 나의 신청 목록에서 다시 골라 주세요.';
const REVOKED = '폐기된 신청입니다. 키가 필요하면 새로 신청해 주세요.';
const REJECTED = '반려된 신청에는 키를 재발급할 수 없습니다. 반려 사유를 확인한 뒤 새로 신청해 주세요.';
const NOT_PENDING = '승인 대기 중인 신청이 아닙니다. 이미 승인·반려되었거나 신청자가 폐기했습니다. 목록을 새로 고쳐 주세요.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Two years after `at` (the same day and time). */
function expiryOf(at: Date): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + OPENAPI_KEY_VALID_YEARS);
  return d;
}

const newApplicationId = () => `OPN-${randomBytes(6).toString('hex').toUpperCase()}`;

function keyState(k: KeyRow, now: Date): OpnApplication['keys'][number]['state'] {
  if (k.revokedAt) return 'REVOKED';
  if (k.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return k.replacedAt ? 'GRACE' : 'ACTIVE';
}

/** The applications as their owner sees them: keys (hints only) and the calls of the last 30 KST days. */
async function views(db: Db, rows: AppRow[], now: Date): Promise<OpnApplication[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const today = kstDate(now);
  const first = addDays(today, -(OPENAPI_USAGE_DAYS - 1));
  const [keys, usage] = await Promise.all([
    db.select().from(openapiKeys).where(inArray(openapiKeys.applicationId, ids)).orderBy(desc(openapiKeys.issuedAt)),
    db
      .select({ applicationId: openapiUsage.applicationId, day: openapiUsage.day, calls: sql<number>`sum(${openapiUsage.calls})::int` })
      .from(openapiUsage)
      .where(and(inArray(openapiUsage.applicationId, ids), gte(openapiUsage.day, first)))
      .groupBy(openapiUsage.applicationId, openapiUsage.day),
  ]);
  const days: string[] = [];
  for (let d = first; d <= today; d = addDays(d, 1)) days.push(d);
  return rows.map((r) => {
    const mine = new Map(usage.filter((u) => u.applicationId === r.id).map((u) => [u.day, Number(u.calls)]));
    return {
      applicationId: r.id,
      useKind: r.useKind,
      status: r.status,
      purpose: r.purpose,
      systemName: r.systemName,
      expectedDailyCalls: r.expectedDailyCalls,
      ipAllow: r.ipAllow,
      dailyLimit: r.dailyLimit,
      rejectReason: r.rejectReason,
      createdAt: r.createdAt.toISOString(),
      decidedAt: iso(r.decidedAt),
      keys: keys
        .filter((k) => k.applicationId === r.id)
        .map((k) => ({ keyId: k.id, hint: k.keyHint, issuedAt: k.issuedAt.toISOString(), expiresAt: k.expiresAt.toISOString(), replacedAt: iso(k.replacedAt), revokedAt: iso(k.revokedAt), state: keyState(k, now) })),
      usage: days.map((date) => ({ date, calls: mine.get(date) ?? 0 })),
    };
  });
}

const view = async (db: Db, row: AppRow, now: Date) => (await views(db, [row], now))[0]!;

/** A new key of the application, written in `tx`: its hash and hint only; the key goes back to be shown once. */
async function issueKey(tx: Db, app: AppRow, now: Date): Promise<string> {
  const issued = newApiKey(app.useKind);
  await tx.insert(openapiKeys).values({ applicationId: app.id, keyHash: issued.hash, keyHint: issued.hint, issuedAt: now, expiresAt: expiryOf(now) });
  return issued.key;
}

/** What the applicant is told of the decision (the reason of a rejection in full; no key). */
function decisionNotice(row: AppRow): Pick<NewNotification, 'kind' | 'text' | 'subject'> {
  if (row.status === 'APPROVED')
    return {
      kind: 'OPENAPI_APPROVED',
      subject: '오픈 API 운영계정 승인 안내',
      text: `[법률구조 플랫폼] 오픈 API 운영계정 신청(${row.systemName})이 승인되었습니다. 하루 ${row.dailyLimit.toLocaleString('ko-KR')}건까지 호출할 수 있습니다.`,
    };
  return {
    kind: 'OPENAPI_REJECTED',
    subject: '오픈 API 운영계정 반려 안내',
    text: `[법률구조 플랫폼] 오픈 API 운영계정 신청(${row.systemName})이 반려되었습니다. 사유: ${row.rejectReason ?? ''} 오픈 API 신청 내역에서 확인하고 다시 신청할 수 있습니다.`,
  };
}

export function applicationHandlers(db: Db) {
  /** The member's own application, or 404 (another member's is never told apart from none). */
  const mine = async (memberId: string, applicationId: string) => {
    const [row] = await db.select().from(openapiApplications).where(and(eq(openapiApplications.id, applicationId), eq(openapiApplications.memberId, memberId)));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  };

  /**
   * A pending application decided by an approver: the updated row, or 404 / 409. The applicant's notice
   * (SMS and e-mail through the outbox) is queued in the same transaction: a decision is never told
   * twice nor lost.
   */
  const decide = async (applicationId: string, set: Partial<AppRow> & { decidedAt: Date }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(openapiApplications)
        .set(set)
        .where(and(eq(openapiApplications.id, applicationId), eq(openapiApplications.status, 'PENDING')))
        .returning();
      if (!row) {
        const [exists] = await tx.select({ id: openapiApplications.id }).from(openapiApplications).where(eq(openapiApplications.id, applicationId));
        throw new HttpError(exists ? 409 : 404, exists ? NOT_PENDING : NOT_FOUND);
      }
      const [to] = await tx.select({ mobileNo: members.mobileNo, email: members.email }).from(members).where(eq(members.id, row.memberId));
      if (to) await enqueueNotification(tx, { ...decisionNotice(row), ref: row.id, mobileNo: to.mobileNo || null, email: to.email || null }, set.decidedAt);
      return row;
    });

  return {
    opnApply: {
      options: WRITE_LIMIT(20),
      handler: async (req, reply, { body, member }) => {
        const now = nowOf(req);
        const dev = body.useKind === 'DEV';
        const { key, row } = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(openapiApplications)
            .values({
              id: newApplicationId(),
              memberId: member.memberId,
              useKind: body.useKind,
              purpose: body.purpose,
              systemName: body.systemName,
              expectedDailyCalls: body.expectedDailyCalls,
              ipAllow: body.ipAllow,
              // development: approved at once; operating: waits for an approver (the key is refused until then)
              status: dev ? 'APPROVED' : 'PENDING',
              dailyLimit: dev ? OPENAPI_DEV_DAILY_LIMIT : OPENAPI_OPER_DAILY_LIMIT,
              decidedAt: dev ? now : null,
              termsAgreedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          return { row: row!, key: await issueKey(tx, row!, now) };
        });
        reply.code(201);
        return { application: await view(db, row, now), key };
      },
    },
    opnMyApplications: async (req, _reply, { member }) => {
      const rows = await db.select().from(openapiApplications).where(eq(openapiApplications.memberId, member.memberId)).orderBy(desc(openapiApplications.createdAt), desc(openapiApplications.id));
      return { items: await views(db, rows, nowOf(req)) };
    },
    opnReissue: {
      options: WRITE_LIMIT(20),
      handler: async (req, reply, { params, member }) => {
        const now = nowOf(req);
        const app = await mine(member.memberId, params.applicationId);
        if (app.status === 'REVOKED') throw new HttpError(409, REVOKED);
        if (app.status === 'REJECTED') throw new HttpError(409, REJECTED);
        const grace = new Date(now.getTime() + OPENAPI_REISSUE_GRACE_HOURS * 3600_000);
        const key = await db.transaction(async (tx) => {
          // the keys in use stay valid 24 hours more (or less, if they end sooner), then stop
          await tx
            .update(openapiKeys)
            .set({ replacedAt: now, expiresAt: sql`least(${openapiKeys.expiresAt}, ${grace.toISOString()}::timestamptz)` })
            .where(and(eq(openapiKeys.applicationId, app.id), isNull(openapiKeys.revokedAt), isNull(openapiKeys.replacedAt)));
          await tx.update(openapiApplications).set({ updatedAt: now }).where(eq(openapiApplications.id, app.id));
          return issueKey(tx, app, now);
        });
        reply.code(201);
        return { application: await view(db, app, now), key };
      },
    },
    opnRevoke: async (req, _reply, { params, member }) => {
      const now = nowOf(req);
      const app = await mine(member.memberId, params.applicationId);
      if (app.status === 'REVOKED') throw new HttpError(409, '이미 폐기된 신청입니다.');
      const row = await db.transaction(async (tx) => {
        await tx.update(openapiKeys).set({ revokedAt: now }).where(and(eq(openapiKeys.applicationId, app.id), isNull(openapiKeys.revokedAt)));
        const [row] = await tx.update(openapiApplications).set({ status: 'REVOKED', updatedAt: now }).where(eq(openapiApplications.id, app.id)).returning();
        return row!;
      });
      return view(db, row, now);
    },
    staffOpnPending: async (_req, _reply, { query }) => {
      const pending = eq(openapiApplications.status, 'PENDING');
      const [rows, [total]] = await Promise.all([
        db
          .select({ a: openapiApplications, applicantName: members.memberName })
          .from(openapiApplications)
          .leftJoin(members, eq(members.id, openapiApplications.memberId))
          .where(pending)
          .orderBy(asc(openapiApplications.createdAt), asc(openapiApplications.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(openapiApplications).where(pending),
      ]);
      return {
        items: rows.map(({ a, applicantName }) => ({
          applicationId: a.id,
          useKind: a.useKind,
          status: a.status,
          purpose: a.purpose,
          systemName: a.systemName,
          expectedDailyCalls: a.expectedDailyCalls,
          ipAllow: a.ipAllow,
          dailyLimit: a.dailyLimit,
          rejectReason: a.rejectReason,
          createdAt: a.createdAt.toISOString(),
          decidedAt: iso(a.decidedAt),
          // masked (issue 34): POST /api/admin/records/open { kind: 'opn' } gives the account's name and contacts with a reason
          applicantName: applicantName ? maskValue('name', applicantName) : '(탈퇴한 회원)',
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: Number(total?.n ?? 0),
      };
    },
    staffOpnApprove: async (req, _reply, { params, body, staff }) => {
      const now = nowOf(req);
      const row = await decide(params.applicationId, { status: 'APPROVED', dailyLimit: body?.dailyLimit ?? OPENAPI_OPER_DAILY_LIMIT, decidedBy: staff.memberId, decidedAt: now, updatedAt: now });
      return view(db, row, now);
    },
    staffOpnReject: async (req, _reply, { params, body, staff }) => {
      const now = nowOf(req);
      const row = await decide(params.applicationId, { status: 'REJECTED', rejectReason: body.reason, decidedBy: staff.memberId, decidedAt: now, updatedAt: now });
      return view(db, row, now);
    },
  } satisfies Handlers<typeof openapiCalls>;
}
