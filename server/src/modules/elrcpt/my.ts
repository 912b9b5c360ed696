import { and, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DECIDED_STATUSES, ELRCPT_FORMS, OPEN_STATUSES, type ElrcptForm, type MyHome, type elrcptCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { dscsnCyber, dscsnOffices, dscsnReservations, elrcptApplications, members, myDocs, qna } from '../../db/schema';
import type { Handlers } from '../../http/route';
import type { ElrcptContext } from './context';
import { toSummary } from './view';

const RSVT_STATUS = { BOOKED: '예약', CHECKED_IN: '방문 확인됨', DONE: '상담 완료', NO_SHOW: '미방문', CANCELLED: '취소' } as const;
const ANSWER_STATUS = { WAITING: '답변 대기', ANSWERED: '답변 완료' } as const;
const RECENT = 5;
/** An answer counts as news for this long. */
const ANSWER_NEWS_MS = 30 * 86_400_000;

export const aplyHref = (aplyNo: string) => `/my/elrcpt/MypElrcptView?aplyNo=${aplyNo}`;
const draftHref = (form: string, aplyNo: string) => `${ELRCPT_FORMS[form as ElrcptForm].path}?aplyNo=${aplyNo}`;
const kstLabel = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const count = async (db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], where: SQL | undefined) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]?.n ?? 0);

/** The member's questions on a board (사이버상담, 1:1 문의) answered since `since`: the home page's news. */
const answeredSince = (board: { status: AnyPgColumn; answeredAt: AnyPgColumn }, owner: AnyPgColumn, me: string, since: Date) =>
  and(eq(owner, me), eq(board.status, 'ANSWERED'), isNotNull(board.answeredAt), gte(board.answeredAt, since));

export function myHandlers(ctx: ElrcptContext) {
  const { db } = ctx;

  return {
    myElrcptList: async (_req, _reply, { query, member: person }) => {
      const filter: Record<typeof query.status, SQL | undefined> = {
        ALL: undefined,
        DRAFT: eq(elrcptApplications.status, 'DRAFT'),
        OPEN: inArray(elrcptApplications.status, [...OPEN_STATUSES]),
        CLOSED: inArray(elrcptApplications.status, [...DECIDED_STATUSES, 'WITHDRAWN']),
      };
      const where = and(eq(elrcptApplications.memberId, person.memberId), filter[query.status]);
      const rows = db.select().from(elrcptApplications).where(where).orderBy(desc(elrcptApplications.updatedAt), desc(elrcptApplications.aplyNo)).$dynamic();
      return listPage(db, query, { table: elrcptApplications, where }, rows, (found) => found.map(toSummary));
    },
    myHome: async (req, _reply, { member: person }): Promise<MyHome> => {
      const me = person.memberId;
      const now = nowOf(req);
      const [m] = await db.select({ name: members.memberName }).from(members).where(eq(members.id, me));
      const counts = {
        bookings: await count(db, dscsnReservations, eq(dscsnReservations.memberId, me)),
        cyber: await count(db, dscsnCyber, eq(dscsnCyber.memberId, me)),
        applications: await count(db, elrcptApplications, eq(elrcptApplications.memberId, me)),
        qna: await count(db, qna, eq(qna.ownerId, me)),
        // 나의서류 (issue 17): saved documents, attached files included
        documents: await count(db, myDocs, and(eq(myDocs.memberId, me), isNull(myDocs.deletedAt))),
      };

      const apps = await db.select().from(elrcptApplications).where(eq(elrcptApplications.memberId, me)).orderBy(desc(elrcptApplications.updatedAt)).limit(50);
      const upcoming = await db
        .select({ r: dscsnReservations, office: dscsnOffices.name })
        .from(dscsnReservations)
        .innerJoin(dscsnOffices, eq(dscsnOffices.officeId, dscsnReservations.officeId))
        .where(and(eq(dscsnReservations.memberId, me), eq(dscsnReservations.status, 'BOOKED'), gte(dscsnReservations.startsAt, now)))
        .orderBy(dscsnReservations.startsAt)
        .limit(RECENT);
      const since = new Date(now.getTime() - ANSWER_NEWS_MS);
      const cyberAnswered = await db.select().from(dscsnCyber).where(answeredSince(dscsnCyber, dscsnCyber.memberId, me, since)).orderBy(desc(dscsnCyber.answeredAt)).limit(RECENT);
      const qnaAnswered = await db.select().from(qna).where(answeredSince(qna, qna.ownerId, me, since)).orderBy(desc(qna.answeredAt)).limit(RECENT);

      const todo: MyHome['todo'] = [
        ...apps
          .filter((a) => a.status === 'SUPPLEMENT_REQUESTED')
          .map((a) => ({ kind: 'SUPPLEMENT' as const, title: `보완 요청: ${ELRCPT_FORMS[a.form as ElrcptForm].title}`, detail: `신청번호 ${a.aplyNo}의 보완 서류를 제출해 주세요.`, href: aplyHref(a.aplyNo), at: a.updatedAt.toISOString() })),
        ...apps
          .filter((a) => a.status === 'DRAFT')
          .map((a) => ({ kind: 'DRAFT' as const, title: `작성 중인 신청서: ${ELRCPT_FORMS[a.form as ElrcptForm].title}`, detail: '마저 작성하고 전자서명한 뒤 제출해 주세요.', href: draftHref(a.form, a.aplyNo), at: a.updatedAt.toISOString() })),
        ...upcoming.map(({ r, office }) => ({ kind: 'BOOKING' as const, title: `다가오는 상담 예약: ${office}`, detail: `${r.slotDate} ${r.slotTime}, 예약번호 ${r.rsvtNo}`, href: `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${r.rsvtNo}`, at: r.startsAt.toISOString() })),
        ...cyberAnswered.map((c) => ({ kind: 'CYBER_ANSWER' as const, title: `사이버상담 답변 도착: ${c.title}`, detail: `접수번호 ${c.receiptNo}, ${kstLabel(c.answeredAt!)} 답변`, href: `/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${c.receiptNo}`, at: c.answeredAt!.toISOString() })),
        ...qnaAnswered.map((q) => ({ kind: 'QNA_ANSWER' as const, title: `문의 답변 도착: ${q.title}`, detail: `문의번호 ${q.qnaNo}, ${kstLabel(q.answeredAt!)} 답변`, href: `/my/qna/detail?qnaNo=${q.qnaNo}`, at: q.answeredAt!.toISOString() })),
      ].slice(0, 20);

      const bookings = await db
        .select({ r: dscsnReservations, office: dscsnOffices.name })
        .from(dscsnReservations)
        .innerJoin(dscsnOffices, eq(dscsnOffices.officeId, dscsnReservations.officeId))
        .where(eq(dscsnReservations.memberId, me))
        .orderBy(desc(dscsnReservations.startsAt))
        .limit(RECENT);
      const cyber = await db.select().from(dscsnCyber).where(eq(dscsnCyber.memberId, me)).orderBy(desc(dscsnCyber.createdAt)).limit(RECENT);
      const questions = await db.select().from(qna).where(eq(qna.ownerId, me)).orderBy(desc(qna.createdAt)).limit(RECENT);
      return {
        name: m?.name ?? '',
        counts,
        todo,
        recent: {
          applications: apps.slice(0, RECENT).map(toSummary),
          bookings: bookings.map(({ r, office }) => ({ rsvtNo: r.rsvtNo, title: office, date: `${r.slotDate} ${r.slotTime}`, status: RSVT_STATUS[r.status], href: `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${r.rsvtNo}` })),
          cyber: cyber.map((c) => ({ receiptNo: c.receiptNo, title: c.title, status: ANSWER_STATUS[c.status], href: `/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${c.receiptNo}` })),
          qna: questions.map((q) => ({ qnaNo: q.qnaNo, title: q.title, status: ANSWER_STATUS[q.status], href: `/my/qna/detail?qnaNo=${q.qnaNo}` })),
        },
      };
    },
  } satisfies Partial<Handlers<typeof elrcptCalls>>;
}

