import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  ANSWER_LANGUAGES,
  CYBER_ANSWER_WORKING_DAYS,
  CYBER_KIND_LABELS,
  addWorkingDays,
  kstDate,
  type CyberConsultation,
  type CyberKind,
  type dscsnCalls,
} from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { containsAny } from '../../db/search';
import { dscsnCyber, dscsnInstitutions, files, nations } from '../../db/schema';
import { HttpError, fieldError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { unattached, uploadedFile } from '../../kernel/files/files';
import { holidaysOf } from '../../kernel/holidays';
import { WRITE_LIMIT } from '../../kernel/limits';
import { recordNo } from '../../kernel/records';
import { notifyCyber, type CyberRow } from '../../kernel/repos/cyber';
import type { DscsnContext } from './context';

/** The institution a citizen's cyber request goes to (a one-stop case names its own). */
export const KIND_INST: Record<Exclude<CyberKind, 'ONE'>, string> = { DOM: 'KLAC', OVS: 'KLAC', FR: 'KLAC', LQA: 'LQA', KCAB: 'KCAB' };
export const CYBER_NOT_FOUND = '사이버상담을 찾을 수 없습니다. 접수번호를 확인해 주세요.';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** A cyber consultation with its institution name, attachments and answer, as the API shows it. */
export async function cyberView(db: Db, rows: CyberRow[]): Promise<CyberConsultation[]> {
  if (!rows.length) return [];
  const insts = new Map((await db.select({ code: dscsnInstitutions.instCode, name: dscsnInstitutions.name }).from(dscsnInstitutions)).map((i) => [i.code, i.name]));
  const attached = await db.select().from(files).where(inArray(files.cyberId, rows.map((r) => r.id)));
  return rows.map((r) => {
    const instName = insts.get(r.instCode) ?? r.instCode;
    return {
      receiptNo: r.receiptNo,
      kind: r.kind,
      instCode: r.instCode as CyberConsultation['instCode'],
      instName,
      field: r.field as CyberConsultation['field'],
      title: r.title,
      question: r.question,
      isPublic: r.isPublic,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      expectedAnswerBy: r.expectedAnswerBy,
      expectedAnswerEstimated: r.expectedAnswerEstimated,
      attachments: attached
        .filter((f) => f.cyberId === r.id)
        .sort((a, b) => a.attachedAt!.getTime() - b.attachedAt!.getTime() || a.fileId.localeCompare(b.fileId))
        .map(uploadedFile),
      answer: r.status === 'ANSWERED' && r.answer && r.answeredAt ? { answer: r.answer, answeredAt: r.answeredAt.toISOString(), answeredBy: `${instName} 상담 담당자` } : null,
      details: r.details,
    };
  });
}

export function cyberHandlers(ctx: DscsnContext) {
  const { db } = ctx;

  return {
    dscsnCyber: {
      options: WRITE_LIMIT(30),
      handler: async (req, reply, { body, person, write }): Promise<CyberConsultation> => {

        const fileIds = body.fileIds;
        const seen = new Set<string>();
        fileIds.forEach((id, i) => {
          if (seen.has(id)) throw fieldError(`fileIds.${i}`, `첨부파일 ${i + 1}번째는 이미 붙인 파일과 같습니다. 한 번만 붙여 주세요.`);
          seen.add(id);
        });
        const mine = fileIds.length
          ? await db.select().from(files).where(and(inArray(files.fileId, fileIds), eq(files.ownerId, person.memberId), unattached()))
          : [];
        fileIds.forEach((id, i) => {
          // someone else's file, an unknown one and one already used all read the same
          if (!mine.some((f) => f.fileId === id)) throw fieldError(`fileIds.${i}`, `첨부파일 ${i + 1}번째를 찾을 수 없습니다. 파일을 다시 올려 주세요.`);
        });

        const details: { label: string; value: string }[] = [{ label: '상담 구분', value: CYBER_KIND_LABELS[body.kind] }];
        const nation = async (code: string, field: string, what: string) => {
          const [n] = await db.select({ name: nations.nameKo }).from(nations).where(eq(nations.alpha2, code));
          if (!n) throw fieldError(field, `${what}를 목록에서 골라 주세요.`);
          return n.name;
        };
        if (body.kind === 'OVS') details.push({ label: '거주 국가', value: await nation(body.residenceCountry, 'residenceCountry', '거주 국가') });
        if (body.kind === 'FR') {
          details.push({ label: '국적', value: await nation(body.nationality, 'nationality', '국적') });
          details.push({ label: '답변 받을 언어', value: ANSWER_LANGUAGES[body.language][0] });
        }
        if (body.kind === 'KCAB') {
          details.push({ label: '신청 절차', value: body.procedure === 'ARBITRATION' ? '중재' : '조정' });
          details.push({ label: '피신청인(상대방)', value: body.respondentName });
          details.push({ label: '청구 금액', value: body.claimAmount > 0 ? won(body.claimAmount) : '금액 없음' });
        }

        const now = nowOf(req);
        const today = kstDate(now);
        const instCode = KIND_INST[body.kind];
        const due = addWorkingDays(today, CYBER_ANSWER_WORKING_DAYS, await holidaysOf(db));
        const received = await write(async (tx) => {
          const [r] = await tx
            .insert(dscsnCyber)
            .values({
              receiptNo: recordNo('C', today),
              memberId: person.memberId,
              kind: body.kind,
              instCode,
              field: body.field,
              title: body.title,
              question: body.question,
              isPublic: body.isPublic,
              details,
              createdAt: now,
              expectedAnswerBy: due.date,
              expectedAnswerEstimated: due.estimated,
            })
            .returning();
          if (fileIds.length) {
            const took = await tx
              .update(files)
              .set({ cyberId: r!.id, attachedAt: now })
              .where(and(inArray(files.fileId, fileIds), eq(files.ownerId, person.memberId), unattached()))
              .returning({ fileId: files.fileId });
            if (took.length !== fileIds.length) throw fieldError('fileIds', '첨부파일 가운데 이미 쓰였거나 지워진 파일이 있습니다. 파일을 다시 올려 주세요.');
          }
          const [view] = await cyberView(tx, [r!]);
          await notifyCyber(tx, 'CYBER_RECEIVED', r!, view!.instName, { mobileNo: person.mobileNo || null, email: person.email || null }, now);
          return view!;
        });
        reply.code(201);
        return received;
      },
    },
    dscsnCyberPublic: async (_req, reply, { query }) => {
      reply.header('Cache-Control', 'no-cache');
      const where = and(
        eq(dscsnCyber.isPublic, true),
        eq(dscsnCyber.status, 'ANSWERED'),
        query.field ? eq(dscsnCyber.field, query.field) : undefined,
        containsAny(query.keyword, [dscsnCyber.title, dscsnCyber.question]),
      );
      const rows = db
        .select({ r: dscsnCyber, instName: dscsnInstitutions.name })
        .from(dscsnCyber)
        .innerJoin(dscsnInstitutions, eq(dscsnInstitutions.instCode, dscsnCyber.instCode))
        .where(where)
        .orderBy(desc(dscsnCyber.answeredAt))
        .$dynamic();
      return listPage(db, query, { table: dscsnCyber, where }, rows, (found) =>
        found.map(({ r, instName }) => ({
          receiptNo: r.receiptNo,
          instName,
          field: r.field as CyberConsultation['field'],
          title: r.title,
          question: r.question,
          answer: r.answer ?? '',
          answeredAt: r.answeredAt!.toISOString(),
        })),
      );
    },
    myCyberList: async (_req, _reply, { query, person }) => {
      const where = eq(dscsnCyber.memberId, person.memberId);
      const rows = db.select().from(dscsnCyber).where(where).orderBy(desc(dscsnCyber.createdAt)).$dynamic();
      return listPage(db, query, { table: dscsnCyber, where }, rows, async (found) =>
        (await cyberView(db, found)).map(({ question: _q, answer: _a, attachments: _f, details: _d, ...rest }) => rest),
      );
    },
    myCyber: async (_req, _reply, { params, person }) => {
      const rows = await db.select().from(dscsnCyber).where(and(eq(dscsnCyber.receiptNo, params.receiptNo), eq(dscsnCyber.memberId, person.memberId)));
      if (!rows[0]) throw new HttpError(404, CYBER_NOT_FOUND);
      return (await cyberView(db, rows))[0]!;
    },
  } satisfies Partial<Handlers<typeof dscsnCalls>>;
}
