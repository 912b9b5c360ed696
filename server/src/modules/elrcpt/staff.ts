import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { AWAITING_INSTITUTION_STATUSES, ELRCPT_STATUS, OPEN_STATUSES, SUPPLEMENT_DUE_DAYS, SUPPLEMENT_DUE_MAX_DAYS, addDays, canMove, kstDate, type StaffElrcptListItem, type elrcptCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { elrcptAccessLog, elrcptApplications, elrcptSupplements, prdocItems } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { ELRCPT_PERSONAL, maskFields, maskValue } from '../../kernel/personal-data';
import { instAply, notAllowed, type AplyRow } from '../../kernel/repos/applications';
import type { ElrcptContext } from './context';
import { move } from './lifecycle';
import { applicantName, toApplication, toSummary } from './view';

const SORT_COLUMNS = { submittedAt: elrcptApplications.submittedAt, updatedAt: elrcptApplications.updatedAt } as const;

/** The list rows' latest 보완요청 and their documents by what they wait for (two queries for the page, not one per row). */
async function workOf(db: Db, rows: AplyRow[]): Promise<Map<string, Pick<StaffElrcptListItem, 'supplement' | 'documents'>>> {
  const ids = rows.map((r) => r.id);
  const out = new Map(ids.map((id) => [id, { supplement: null, documents: { toCheck: 0, sentBack: 0, requested: 0, total: 0 } } as Pick<StaffElrcptListItem, 'supplement' | 'documents'>]));
  if (!ids.length) return out;
  const [supplements, docs] = await Promise.all([
    db
      .select({ aplyId: elrcptSupplements.aplyId, requestedAt: elrcptSupplements.requestedAt, dueDate: elrcptSupplements.dueDate, submittedAt: elrcptSupplements.submittedAt })
      .from(elrcptSupplements)
      .where(inArray(elrcptSupplements.aplyId, ids))
      .orderBy(asc(elrcptSupplements.requestedAt), asc(elrcptSupplements.id)),
    db.select({ aplyId: prdocItems.aplyId, status: prdocItems.status, n: count() }).from(prdocItems).where(inArray(prdocItems.aplyId, ids)).groupBy(prdocItems.aplyId, prdocItems.status),
  ]);
  // ordered oldest first: the last one written per application is its latest
  for (const s of supplements) out.get(s.aplyId)!.supplement = { requestedAt: s.requestedAt.toISOString(), dueDate: s.dueDate, submittedAt: s.submittedAt ? s.submittedAt.toISOString() : null };
  for (const d of docs) {
    const w = out.get(d.aplyId)!.documents;
    const n = Number(d.n);
    w.total += n;
    if (d.status === 'SUBMITTED') w.toCheck += n;
    else if (d.status === 'SUPPLEMENT') w.sentBack += n;
    else if (d.status === 'REQUESTED') w.requested += n;
  }
  return out;
}

/** 보완 기한: the one asked for, from tomorrow to SUPPLEMENT_DUE_MAX_DAYS ahead (Korea), else SUPPLEMENT_DUE_DAYS after today. */
function supplementDue(asked: string | undefined, now: Date): string {
  const today = kstDate(now);
  if (!asked) return addDays(today, SUPPLEMENT_DUE_DAYS);
  const last = addDays(today, SUPPLEMENT_DUE_MAX_DAYS);
  if (asked <= today || asked > last) throw fieldError('dueDate', `보완 기한은 내일(${addDays(today, 1)})부터 ${last}까지의 날짜로 골라 주세요.`);
  return asked;
}

export function staffHandlers(ctx: ElrcptContext) {
  const { db, rrnKey } = ctx;

  const log = (tx: Db, staffMemberId: string, aplyNos: string[], action: 'LIST' | 'READ' | 'MOVE', at: Date) =>
    aplyNos.length ? tx.insert(elrcptAccessLog).values(aplyNos.map((aplyNo) => ({ staffMemberId, aplyNo, action, at }))) : Promise.resolve();

  // names, contacts, addresses and birth dates masked (issue 34): POST /api/admin/records/open gives them with a reason
  const staffView = async (tx: Db, r: AplyRow) => maskFields({ ...(await toApplication(tx, rrnKey, r)), applicantName: applicantName(r) }, ELRCPT_PERSONAL);

  return {
    staffElrcptList: async (req, _reply, { query, staff: s }) => {
      const status: SQL =
        query.status === 'OPEN' || query.status === 'WAITING'
          ? inArray(elrcptApplications.status, [...(query.status === 'OPEN' ? OPEN_STATUSES : AWAITING_INSTITUTION_STATUSES)])
          : query.status === 'ALL'
            ? ne(elrcptApplications.status, 'DRAFT')
            : // drafts are the citizen's own: never listed
              and(eq(elrcptApplications.status, query.status as AplyRow['status']), ne(elrcptApplications.status, 'DRAFT'))!;
      const where = and(eq(elrcptApplications.instCode, s.instCode), status);
      const dir = query.order === 'asc' ? asc : desc;
      const rows = db.select().from(elrcptApplications).where(where).orderBy(dir(SORT_COLUMNS[query.sort]), dir(elrcptApplications.aplyNo)).$dynamic();
      return listPage(db, query, { table: elrcptApplications, where }, rows, async (found) => {
        await log(db, s.memberId, found.map((r) => r.aplyNo), 'LIST', nowOf(req));
        const work = await workOf(db, found);
        return found.map((r) => ({ ...toSummary(r), applicantName: maskValue('name', applicantName(r)), ...work.get(r.id)! }));
      });
    },
    staffElrcpt: async (req, _reply, { params, staff: s }) => {
      const row = await instAply(db, s.instCode, params.aplyNo);
      await log(db, s.memberId, [row.aplyNo], 'READ', nowOf(req));
      return staffView(db, row);
    },
    staffElrcptMove: async (req, _reply, { params, body, staff: s, write }) => {
      await instAply(db, s.instCode, params.aplyNo); // 404 first
      const now = nowOf(req);
      supplementDue(body.dueDate, now); // a date out of range: 400 before anything is written
      return write(async (tx) => {
        const row = await instAply(tx, s.instCode, params.aplyNo, true);
        if (!canMove(row.status, body.to, 'staff')) throw notAllowed(`지금 상태(${ELRCPT_STATUS[row.status]})에서는 ${ELRCPT_STATUS[body.to]}(으)로 바꿀 수 없습니다. 처리 순서: 신청 → 접수 → 심사 → 보완요청·구조결정·기각.`);
        const message = body.message || null;
        if (body.to === 'SUPPLEMENT_REQUESTED') {
          await tx.insert(elrcptSupplements).values({ aplyId: row.id, request: message!, dueDate: supplementDue(body.dueDate, now), requestedAt: now, requestedBy: s.memberId });
        }
        const decided = body.to === 'AIDED' || body.to === 'REJECTED';
        const moved = await move(tx, row, body.to, { kind: 'staff', id: s.memberId }, message, now, decided ? { decidedAt: now } : {});
        await log(tx, s.memberId, [row.aplyNo], 'MOVE', now);
        return staffView(tx, moved);
      });
    },
  } satisfies Partial<Handlers<typeof elrcptCalls>>;
}
