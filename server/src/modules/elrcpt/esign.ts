import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ESIGN_TTL_SECONDS, OPEN_STATUSES, contentFor, type ElrcptForm, type SignDocument, type SignStatus, type elrcptCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { elrcptApplications, elrcptReceiptCounters, esignRequests } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { coded, isUniqueViolation } from '../../kernel/errors';
import { WRITE_LIMIT } from '../../kernel/limits';
import { notAllowed, ownAply, type AplyRow } from '../../kernel/repos/applications';
import { ownChange } from './aply';
import { caseKey, notDraft, signedHash, type ElrcptContext } from './context';
import { move } from './lifecycle';
import { checkReadable, signedDocuments } from './signed-documents';

type SignRow = typeof esignRequests.$inferSelect;

const SIGN_NOT_FOUND = '전자서명 요청을 찾을 수 없습니다. 신청서 화면에서 전자서명을 다시 요청해 주세요.';
const unsigned = () => coded(409, 'UNSIGNED', '전자서명이 끝나지 않았습니다. 서명 앱에서 서명을 마친 뒤 제출해 주세요.');
const signExpired = () => coded(409, 'SIGN_EXPIRED', `전자서명 요청이 ${ESIGN_TTL_SECONDS / 60}분이 지나 만료되었습니다. 전자서명을 다시 요청해 주세요.`);
const mismatch = () =>
  coded(
    409,
    'SIGNATURE_MISMATCH',
    '서명한 뒤 신청서 내용이나 첨부 파일·증빙서류가 바뀌어(서류를 더하거나 빼거나 바꾼 경우 포함) 이 전자서명은 더 이상 유효하지 않습니다. 바뀐 내용을 확인하고 전자서명을 다시 받은 뒤 제출해 주세요.',
  );
const duplicateOpen = (aplyNo: string) =>
  new HttpError(
    409,
    `같은 기관에 같은 사건으로 진행 중인 신청(신청번호 ${aplyNo})이 있습니다. 한 사건은 결정이나 취하 전까지 한 번만 신청할 수 있습니다. 마이페이지 > 나의 전자접수에서 진행 중인 신청을 확인해 주세요.`,
    undefined,
    { code: 'DUPLICATE_OPEN', aplyNo },
  );

/** What a sample document's signature covers: the SHA-256 (hex) of {title, lines} as JSON. */
export const documentHash = (d: SignDocument) => createHash('sha256').update(JSON.stringify({ title: d.title, lines: d.lines }), 'utf8').digest('hex');

/** PENDING past its expiry reads as EXPIRED. */
const stateAt = (s: SignRow, now: Date): SignRow['state'] => (s.state === 'PENDING' && now >= s.expiresAt ? 'EXPIRED' : s.state);

/** The stored draft checked as a complete application of its form: 400 INCOMPLETE naming each field (applicant.name …). */
export function checkComplete(row: AplyRow) {
  const content = structuredClone(row.content) as { case?: { amount?: number | null } };
  // the draft keeps an emptied amount as null; the complete application leaves it out
  if (content.case && content.case.amount === null) delete content.case.amount;
  const r = contentFor(row.form as ElrcptForm, !!row.rrnEnc).safeParse(content);
  if (r.success) return;
  const errors = r.error.issues.map((i) => ({
    field: i.path.join('.') || 'content',
    message: /[가-힣]/.test(i.message) ? i.message : '이 항목을 입력해 주세요.',
  }));
  throw new HttpError(400, `신청서에 빠지거나 잘못 적은 항목이 ${errors.length}개 있습니다. ${errors.map((e) => `${e.field}: ${e.message}`).join(' / ')}`, errors, { code: 'INCOMPLETE' });
}

/** The next receipt number of an institution's year: 2026-KLAC-000123. */
async function nextReceiptNo(tx: Db, instCode: string, now: Date): Promise<string> {
  const year = new Date(now.getTime() + 9 * 3600_000).getUTCFullYear();
  const [row] = await tx
    .insert(elrcptReceiptCounters)
    .values({ instCode, year, lastNo: 1 })
    .onConflictDoUpdate({ target: [elrcptReceiptCounters.instCode, elrcptReceiptCounters.year], set: { lastNo: sql`${elrcptReceiptCounters.lastNo} + 1` } })
    .returning({ lastNo: elrcptReceiptCounters.lastNo });
  return `${year}-${instCode}-${String(row!.lastNo).padStart(6, '0')}`;
}

async function openOfSameCase(db: Db, r: Pick<AplyRow, 'personKey' | 'instCode' | 'id'>, key: string) {
  const [other] = await db
    .select({ aplyNo: elrcptApplications.aplyNo, id: elrcptApplications.id })
    .from(elrcptApplications)
    .where(
      and(
        eq(elrcptApplications.personKey, r.personKey),
        eq(elrcptApplications.instCode, r.instCode),
        eq(elrcptApplications.caseKey, key),
        inArray(elrcptApplications.status, [...OPEN_STATUSES]),
      ),
    );
  return other && other.id !== r.id ? other : undefined;
}

export function esignHandlers(ctx: ElrcptContext) {
  const { db, esign, rrnKey, storage } = ctx;

  const view = (s: SignRow, aplyNo: string | null, now: Date): SignStatus => ({
    signId: s.signId,
    aplyNo,
    state: stateAt(s, now),
    provider: s.provider,
    contentHash: s.contentHash,
    requestedAt: s.requestedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    signedAt: s.signedAt?.toISOString() ?? null,
    signature: s.state === 'SIGNED' ? s.signature : null,
    sandbox: esign.sandbox,
  });

  /** The member's own signature request and its application number (null: a sample document's; 404 for anyone else's). */
  async function ownSign(memberId: string, signId: string) {
    const [found] = await db
      .select({ s: esignRequests, aplyNo: elrcptApplications.aplyNo })
      .from(esignRequests)
      .leftJoin(elrcptApplications, eq(elrcptApplications.id, esignRequests.aplyId))
      .where(and(eq(esignRequests.signId, signId), eq(esignRequests.memberId, memberId)));
    if (!found) throw coded(404, 'NOT_FOUND', SIGN_NOT_FOUND);
    return found;
  }

  return {
    elrcptSign: {
      options: WRITE_LIMIT(60),
      handler: async (req, reply, { params, body, member: person }) => {
        const row = await ownAply(db, person.memberId, params.aplyNo);
        if (row.status !== 'DRAFT') throw notDraft();
        checkComplete(row);
        const now = nowOf(req);
        const documents = await signedDocuments(db, storage, row);
        checkReadable(documents);
        const contentHash = signedHash(rrnKey, row, documents);
        const signId = `S${randomBytes(12).toString('hex')}`;
        const s = await db.transaction(async (tx) => {
          // one live request per application: an earlier one still waiting is cancelled
          await tx.update(esignRequests).set({ state: 'CANCELLED' }).where(and(eq(esignRequests.aplyId, row.id), eq(esignRequests.state, 'PENDING')));
          const [inserted] = await tx
            .insert(esignRequests)
            .values({ signId, aplyId: row.id, memberId: person.memberId, adapter: esign.name, provider: body.provider, contentHash, requestedAt: now, expiresAt: new Date(now.getTime() + ESIGN_TTL_SECONDS * 1000) })
            .returning();
          return inserted!;
        });
        const applicant = (row.content.applicant ?? {}) as { name?: string; mobile?: string };
        await esign.push({ signId, contentHash, provider: body.provider, name: applicant.name ?? '', mobileNo: applicant.mobile ?? person.mobileNo });
        reply.code(201);
        return view(s, row.aplyNo, now);
      },
    },
    esignSample: {
      options: WRITE_LIMIT(60),
      handler: async (req, reply, { body, member: person }) => {
        const now = nowOf(req);
        const contentHash = documentHash(body.document);
        const signId = `S${randomBytes(12).toString('hex')}`;
        const s = await db.transaction(async (tx) => {
          // one live sample request per member: an earlier one still waiting is cancelled
          await tx
            .update(esignRequests)
            .set({ state: 'CANCELLED' })
            .where(and(eq(esignRequests.memberId, person.memberId), isNull(esignRequests.aplyId), eq(esignRequests.state, 'PENDING')));
          const [inserted] = await tx
            .insert(esignRequests)
            .values({ signId, aplyId: null, memberId: person.memberId, adapter: esign.name, provider: body.provider, contentHash, requestedAt: now, expiresAt: new Date(now.getTime() + ESIGN_TTL_SECONDS * 1000) })
            .returning();
          return inserted!;
        });
        await esign.push({ signId, contentHash, provider: body.provider, name: person.memberName, mobileNo: person.mobileNo });
        reply.code(201);
        return view(s, null, now);
      },
    },
    esignVerify: {
      options: WRITE_LIMIT(120),
      handler: async (_req, _reply, { body }) => {
        const contentHash = documentHash(body.document);
        const valid = await esign.verify(db, contentHash, body.signature);
        return {
          valid,
          contentHash,
          reason: valid
            ? '올바른 서명입니다. 이 서명은 이 문서의 내용 확인값(SHA-256)에 대해 만들어졌습니다.'
            : '서명이 맞지 않습니다. 서명한 뒤 문서의 제목이나 내용이 바뀌었거나, 서명 값이 이 서버의 서명 앱이 만든 것이 아닙니다.',
        };
      },
    },
    esignStatus: async (req, _reply, { params, member: person }) => {
      const { s, aplyNo } = await ownSign(person.memberId, params.signId);
      return view(s, aplyNo, nowOf(req));
    },
    esignSandbox: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { params, body, member: person }) => {
        if (!esign.sandbox) throw new HttpError(404, '샌드박스 전자서명은 이 서버에서 쓸 수 없습니다.');
        const { s, aplyNo } = await ownSign(person.memberId, params.signId);
        const now = nowOf(req);
        if (stateAt(s, now) === 'EXPIRED') {
          await db.update(esignRequests).set({ state: 'EXPIRED' }).where(and(eq(esignRequests.signId, s.signId), eq(esignRequests.state, 'PENDING')));
          throw signExpired();
        }
        const done = await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(esignRequests).where(eq(esignRequests.signId, s.signId)).for('update');
          if (locked!.state !== 'PENDING') throw notAllowed(locked!.state === 'SIGNED' ? '이미 서명한 요청입니다.' : '취소되었거나 끝난 서명 요청입니다. 전자서명을 다시 요청해 주세요.');
          const set =
            body.action === 'approve'
              ? { state: 'SIGNED' as const, signedAt: now, signature: await esign.approve(tx, locked!.contentHash) }
              : { state: 'CANCELLED' as const };
          const [u] = await tx.update(esignRequests).set(set).where(eq(esignRequests.signId, s.signId)).returning();
          return u!;
        });
        return view(done, aplyNo, now);
      },
    },
    elrcptSubmit: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { params, body, member: person, write }) => {
        const now = nowOf(req);
        return ownChange(ctx, write, person.memberId, params.aplyNo, now, async (tx, row) => {
          if (row.status !== 'DRAFT') throw notDraft();
          const [s] = await tx.select().from(esignRequests).where(and(eq(esignRequests.signId, body.signId), eq(esignRequests.aplyId, row.id), eq(esignRequests.memberId, person.memberId)));
          if (!s) throw unsigned();
          const state = stateAt(s, now);
          if (state === 'EXPIRED') throw signExpired();
          if (state !== 'SIGNED' || !s.signature) throw unsigned();
          // exactly what was signed: the hash of the application and its documents now (the row lock keeps
          // documents from being supplied or removed meanwhile), and a signature the adapter accepts
          const documents = await signedDocuments(tx, storage, row);
          if (signedHash(rrnKey, row, documents) !== s.contentHash || !(await esign.verify(tx, s.contentHash, s.signature))) throw mismatch();
          checkComplete(row);
          const key = caseKey(row.content);
          const other = await openOfSameCase(tx, row, key);
          if (other) throw duplicateOpen(other.aplyNo);
          const receiptNo = await nextReceiptNo(tx, row.instCode, now);
          return move(tx, row, 'SUBMITTED', { kind: 'citizen', id: person.memberId }, null, now, { receiptNo, caseKey: key, submittedAt: now });
        }).catch(async (error: unknown) => {
          if (!isUniqueViolation(error, 'elrcpt_applications_open_case_uq')) throw error;
          // a concurrent submission of the same case won: name it
          const row = await ownAply(db, person.memberId, params.aplyNo);
          const other = await openOfSameCase(db, row, caseKey(row.content));
          throw duplicateOpen(other?.aplyNo ?? '');
        });
      },
    },
  } satisfies Partial<Handlers<typeof elrcptCalls>>;
}
