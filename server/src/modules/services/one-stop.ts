// One-stop (issue 20): a member describes the problem once and chooses the institutions that should
// receive it; each receives its own written consultation case (dscsn_cyber, answered by its staff),
// and the member follows them together. One transaction: all cases or none; idempotent per key.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CASE_TO_CONSULT_FIELD,
  CYBER_ANSWER_WORKING_DAYS,
  FINDER_PROBLEM_LABELS,
  addWorkingDays,
  kstDate,
  type FinderProblem,
  type OneStopList,
  type OneStopReceipt,
  type servicesCalls,
} from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { dscsnCyber, dscsnInstitutions, svcOneStop } from '../../db/schema';
import type { Handlers } from '../../http/route';
import { holidaysOf } from '../../kernel/holidays';
import { WRITE_LIMIT } from '../../kernel/limits';
import { recordNo } from '../../kernel/records';
import { notifyCyber } from '../../kernel/repos/cyber';

/** The booking's 상담 분야 a finder problem files under (the institutions' staff lists use it). */
const consultField = (p: FinderProblem) => (p in CASE_TO_CONSULT_FIELD ? CASE_TO_CONSULT_FIELD[p as keyof typeof CASE_TO_CONSULT_FIELD] : 'ETC');

async function receipts(db: Db, rows: (typeof svcOneStop.$inferSelect)[]): Promise<OneStopReceipt[]> {
  if (!rows.length) return [];
  const cases = await db
    .select({ c: dscsnCyber, instName: dscsnInstitutions.name })
    .from(dscsnCyber)
    .innerJoin(dscsnInstitutions, eq(dscsnInstitutions.instCode, dscsnCyber.instCode))
    .where(inArray(dscsnCyber.oneStopId, rows.map((r) => r.id)));
  return rows.map((r) => ({
    id: r.id,
    receiptNo: r.receiptNo,
    problem: r.problem as FinderProblem,
    problemName: FINDER_PROBLEM_LABELS[r.problem as FinderProblem] ?? r.problem,
    title: r.title,
    createdAt: r.createdAt.toISOString(),
    cases: cases
      .filter((x) => x.c.oneStopId === r.id)
      .sort((a, b) => a.c.receiptNo.localeCompare(b.c.receiptNo))
      .map(({ c, instName }) => ({ instCode: c.instCode, instName, receiptNo: c.receiptNo, status: c.status, expectedAnswerBy: c.expectedAnswerBy, expectedAnswerEstimated: c.expectedAnswerEstimated, answeredAt: c.answeredAt?.toISOString() ?? null })),
  }));
}

export function oneStopHandlers(db: Db) {
  return {
    svcOneStopCreate: {
      options: WRITE_LIMIT(10),
      handler: async (req, reply, { body, member: person, write }): Promise<OneStopReceipt> => {
        const now = nowOf(req);
        const today = kstDate(now);
        const due = addWorkingDays(today, CYBER_ANSWER_WORKING_DAYS, await holidaysOf(db));
        const details = [
          { label: '상담 구분', value: '원스톱 신청' },
          { label: '함께 받은 기관', value: '' },
        ];
        const receipt = await write(async (tx) => {
          const insts = await tx.select({ code: dscsnInstitutions.instCode, name: dscsnInstitutions.name }).from(dscsnInstitutions).where(inArray(dscsnInstitutions.instCode, body.insts));
          const names = body.insts.map((c) => insts.find((i) => i.code === c)?.name ?? c);
          details[1]!.value = names.join(', ');
          const [group] = await tx
            .insert(svcOneStop)
            .values({ id: randomUUID(), receiptNo: recordNo('O', today), memberId: person.memberId, problem: body.problem, title: body.title, createdAt: now })
            .returning();
          for (const [n, instCode] of body.insts.entries()) {
            const [row] = await tx
              .insert(dscsnCyber)
              .values({
                receiptNo: recordNo('C', today),
                memberId: person.memberId,
                kind: 'ONE',
                instCode,
                field: consultField(body.problem),
                title: body.title,
                question: body.content,
                isPublic: false,
                details,
                createdAt: now,
                expectedAnswerBy: due.date,
                expectedAnswerEstimated: due.estimated,
                oneStopId: group!.id,
              })
              .returning();
            await notifyCyber(tx, 'CYBER_RECEIVED', row!, names[n]!, { mobileNo: person.mobileNo || null, email: person.email || null }, now);
          }
          const [view] = await receipts(tx, [group!]);
          return view!;
        });
        reply.code(201);
        return receipt;
      },
    },
    svcOneStops: async (_req, _reply, { member: person }): Promise<OneStopList> => {
      const rows = await db.select().from(svcOneStop).where(and(eq(svcOneStop.memberId, person.memberId))).orderBy(desc(svcOneStop.createdAt)).limit(50);
      return { items: await receipts(db, rows) };
    },
  } satisfies Partial<Handlers<typeof servicesCalls>>;
}
