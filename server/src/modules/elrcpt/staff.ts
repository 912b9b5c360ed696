import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { ELRCPT_STATUS, OPEN_STATUSES, canMove, type elrcptCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { elrcptAccessLog, elrcptApplications, elrcptSupplements } from '../../db/schema';
import type { Handlers } from '../../http/route';
import { ELRCPT_PERSONAL, maskFields, maskValue } from '../../kernel/personal-data';
import { instAply, notAllowed, type AplyRow } from '../../kernel/repos/applications';
import type { ElrcptContext } from './context';
import { move } from './lifecycle';
import { applicantName, toApplication, toSummary } from './view';

export function staffHandlers(ctx: ElrcptContext) {
  const { db, rrnKey } = ctx;

  const log = (tx: Db, staffMemberId: string, aplyNos: string[], action: 'LIST' | 'READ' | 'MOVE', at: Date) =>
    aplyNos.length ? tx.insert(elrcptAccessLog).values(aplyNos.map((aplyNo) => ({ staffMemberId, aplyNo, action, at }))) : Promise.resolve();

  // names, contacts, addresses and birth dates masked (issue 34): POST /api/admin/records/open gives them with a reason
  const staffView = async (tx: Db, r: AplyRow) => maskFields({ ...(await toApplication(tx, rrnKey, r)), applicantName: applicantName(r) }, ELRCPT_PERSONAL);

  return {
    staffElrcptList: async (req, _reply, { query, staff: s }) => {
      const status: SQL =
        query.status === 'OPEN'
          ? inArray(elrcptApplications.status, [...OPEN_STATUSES])
          : query.status === 'ALL'
            ? ne(elrcptApplications.status, 'DRAFT')
            : // drafts are the citizen's own: never listed
              and(eq(elrcptApplications.status, query.status as AplyRow['status']), ne(elrcptApplications.status, 'DRAFT'))!;
      const where = and(eq(elrcptApplications.instCode, s.instCode), status);
      const rows = db.select().from(elrcptApplications).where(where).orderBy(desc(elrcptApplications.submittedAt), desc(elrcptApplications.aplyNo)).$dynamic();
      return listPage(db, query, { table: elrcptApplications, where }, rows, async (found) => {
        await log(db, s.memberId, found.map((r) => r.aplyNo), 'LIST', nowOf(req));
        return found.map((r) => ({ ...toSummary(r), applicantName: maskValue('name', applicantName(r)) }));
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
      return write(async (tx) => {
        const row = await instAply(tx, s.instCode, params.aplyNo, true);
        if (!canMove(row.status, body.to, 'staff')) throw notAllowed(`지금 상태(${ELRCPT_STATUS[row.status]})에서는 ${ELRCPT_STATUS[body.to]}(으)로 바꿀 수 없습니다. 처리 순서: 신청 → 접수 → 심사 → 보완요청·구조결정·기각.`);
        const message = body.message || null;
        if (body.to === 'SUPPLEMENT_REQUESTED') await tx.insert(elrcptSupplements).values({ aplyId: row.id, request: message!, requestedAt: now, requestedBy: s.memberId });
        const decided = body.to === 'AIDED' || body.to === 'REJECTED';
        const moved = await move(tx, row, body.to, { kind: 'staff', id: s.memberId }, message, now, decided ? { decidedAt: now } : {});
        await log(tx, s.memberId, [row.aplyNo], 'MOVE', now);
        return staffView(tx, moved);
      });
    },
  } satisfies Partial<Handlers<typeof elrcptCalls>>;
}
