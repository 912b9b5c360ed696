import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { OPENAPI_EXPIRY_NOTICE_DAYS, kstDate } from '@portal/contracts';
import { enqueueNotification } from '../../adapters/notify/outbox';
import type { Db } from '../../db/client';
import { members, openapiApplications, openapiKeys } from '../../db/schema';

/** How often the expiry notices are looked for (every replica; a notice is claimed once per key). */
export const EXPIRY_CHECK_EVERY_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Queues the notice of keys that end within OPENAPI_EXPIRY_NOTICE_DAYS (in use, not replaced or
 * revoked, of an approved application): once per key, claimed by a conditional update in the notice's
 * transaction, so replicas running it at once send one. Returns the keys noticed.
 */
export async function noticeExpiringKeys(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + OPENAPI_EXPIRY_NOTICE_DAYS * 86_400_000);
  const due = await db
    .select({ keyId: openapiKeys.id, hint: openapiKeys.keyHint, expiresAt: openapiKeys.expiresAt, appId: openapiApplications.id, systemName: openapiApplications.systemName, mobileNo: members.mobileNo, email: members.email })
    .from(openapiKeys)
    .innerJoin(openapiApplications, eq(openapiApplications.id, openapiKeys.applicationId))
    .innerJoin(members, eq(members.id, openapiApplications.memberId))
    .where(
      and(
        isNull(openapiKeys.expiryNoticedAt),
        isNull(openapiKeys.revokedAt),
        isNull(openapiKeys.replacedAt),
        eq(openapiApplications.status, 'APPROVED'),
        lte(openapiKeys.expiresAt, horizon),
        gt(openapiKeys.expiresAt, now),
      ),
    )
    .limit(BATCH);
  let noticed = 0;
  for (const k of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(openapiKeys)
        .set({ expiryNoticedAt: now })
        .where(and(eq(openapiKeys.id, k.keyId), isNull(openapiKeys.expiryNoticedAt)))
        .returning({ id: openapiKeys.id });
      if (!claimed) return;
      const day = kstDate(k.expiresAt);
      const text = `[법률구조 플랫폼] 오픈 API 키(${k.hint}, ${k.systemName})가 ${day}에 만료됩니다. 마이페이지 오픈 API에서 재발급해 주세요.`;
      await enqueueNotification(tx, { kind: 'OPENAPI_KEY_EXPIRING', ref: k.appId, mobileNo: k.mobileNo || null, email: k.email || null, text, subject: '오픈 API 키 만료 예정 안내' }, now);
      noticed++;
    });
  }
  return noticed;
}
