import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { MBR_TYPE, QNA_STATUS_LABELS, kstDate, type Qna, type centerCalls } from '@portal/contracts';
import { enqueueNotification } from '../../adapters/notify/outbox';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { containsAny } from '../../db/search';
import { listPage } from '../../db/list-page';
import { files, members, qna } from '../../db/schema';
import { HttpError, fieldError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { coded } from '../../kernel/errors';
import { requestHash } from '../../kernel/idempotency';
import { WRITE_LIMIT } from '../../kernel/limits';
import { recordNo } from '../../kernel/records';
import { attachmentHeaders } from '../../kernel/files/download';
import { unattached, uploadedFile } from '../../kernel/files/files';
import type { FileStorage } from '../../kernel/files/storage';
import { isEditor, readerOf } from '../../kernel/principal';
import { questionOrder } from '../../kernel/question-order';
import { CONTENT_TEAM_NAME } from './content-team';

export type QnaRow = typeof qna.$inferSelect;
export const QNA_NOT_FOUND = '문의를 찾을 수 없습니다. 문의 번호를 확인해 주세요.';
const MISMATCH = '같은 Idempotency-Key로 다른 내용을 보냈습니다. 새 문의이면 새 키로 보내 주세요 (페이지를 새로 고치면 새 키가 만들어집니다).';

export async function qnaView(db: Db, rows: QnaRow[]): Promise<Qna[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const attached = await db.select().from(files).where(inArray(files.qnaId, ids));
  const owners = await db.select({ id: members.id, type: members.mbrTypeCd }).from(members).where(inArray(members.id, [...new Set(rows.map((r) => r.ownerId))]));
  return rows.map((r) => {
    const f = attached.find((a) => a.qnaId === r.id);
    return {
      qnaNo: r.qnaNo,
      category: r.category,
      title: r.title,
      content: r.content,
      isPublic: r.isPublic,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      askedAs: owners.find((o) => o.id === r.ownerId)?.type === MBR_TYPE.GUEST ? 'GUEST' : 'MEMBER',
      attachment: f ? uploadedFile(f) : null,
      answer: r.status === 'ANSWERED' && r.answer && r.answeredAt ? { answer: r.answer, answeredAt: r.answeredAt.toISOString(), answeredBy: r.answeredBy ?? CONTENT_TEAM_NAME } : null,
    };
  });
}

const summary = ({ content: _c, attachment: _a, answer: _x, ...rest }: Qna) => rest;

export function qnaHandlers(db: Db, storage: FileStorage) {
  /** The question stored under this owner's key: 200 with it for the same request, 409 for another. */
  const replay = async (reply: FastifyReply, ownerId: string, key: string, hash: string): Promise<Qna | null> => {
    const [row] = await db.select().from(qna).where(and(eq(qna.ownerId, ownerId), eq(qna.idempotencyKey, key)));
    if (!row) return null;
    if (row.requestHash !== hash) throw coded(409, 'IDEMPOTENCY_MISMATCH', MISMATCH);
    reply.code(200).header('Idempotent-Replayed', 'true');
    return (await qnaView(db, [row]))[0]!;
  };

  return {
    qnaCreate: {
      options: WRITE_LIMIT(10),
      handler: async (req, reply, { body, headers, person }): Promise<Qna> => {
        const key = headers['idempotency-key'];
        const hash = requestHash(body);
        const earlier = await replay(reply, person.memberId, key, hash);
        if (earlier) return earlier;

        const fileMissing = () => fieldError('fileId', '첨부파일을 찾을 수 없습니다. 이미 다른 글에 붙였거나 24시간이 지나 지워졌을 수 있습니다. 파일을 다시 올려 주세요.');
        if (body.fileId) {
          const [mine] = await db.select({ id: files.fileId }).from(files).where(and(eq(files.fileId, body.fileId), eq(files.ownerId, person.memberId), unattached()));
          if (!mine) {
            // a twin with this key may have attached it just now: then its answer is ours
            const twin = await replay(reply, person.memberId, key, hash);
            if (twin) return twin;
            // someone else's file, an unknown one and one already used all read the same
            throw fileMissing();
          }
        }
        const now = nowOf(req);
        for (let attempt = 0; attempt < 6; attempt++) {
          const created = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(qna)
              .values({
                qnaNo: recordNo('Q', kstDate(now)),
                ownerId: person.memberId,
                category: body.category,
                title: body.title,
                content: body.content,
                isPublic: body.isPublic,
                idempotencyKey: key,
                requestHash: hash,
                createdAt: now,
              })
              // a twin request with the same key (or, rarely, the same random number) already holds the row
              .onConflictDoNothing()
              .returning();
            if (!row) return null;
            if (body.fileId) {
              const took = await tx
                .update(files)
                .set({ qnaId: row.id, attachedAt: now })
                .where(and(eq(files.fileId, body.fileId), eq(files.ownerId, person.memberId), unattached()))
                .returning({ id: files.fileId });
              if (!took.length) throw fileMissing();
            }
            return row;
          });
          if (created) {
            reply.code(201);
            return (await qnaView(db, [created]))[0]!;
          }
          const twin = await replay(reply, person.memberId, key, hash);
          if (twin) return twin;
        }
        throw new HttpError(503, '문의를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요. 적은 내용은 화면에 남아 있습니다.');
      },
    },
    qnaPublic: async (_req, reply, { query }) => {
      reply.header('Cache-Control', 'no-cache');
      const where = and(eq(qna.isPublic, true), eq(qna.status, 'ANSWERED'), containsAny(query.keyword, [qna.title, qna.content]));
      const rows = db.select().from(qna).where(where).orderBy(desc(qna.answeredAt), desc(qna.qnaNo)).$dynamic();
      return listPage(db, query, { table: qna, where }, rows, (found) =>
        found.map((r) => ({ qnaNo: r.qnaNo, category: r.category, title: r.title, content: r.content, answer: r.answer ?? '', answeredAt: r.answeredAt!.toISOString() })),
      );
    },
    myQnaList: async (_req, _reply, { query, person }) => {
      const where = eq(qna.ownerId, person.memberId);
      const rows = db.select().from(qna).where(where).orderBy(desc(qna.createdAt), desc(qna.qnaNo)).$dynamic();
      return listPage(db, query, { table: qna, where }, rows, async (found) => (await qnaView(db, found)).map(summary));
    },
    myQna: async (_req, _reply, { params, person }) => {
      const rows = await db.select().from(qna).where(and(eq(qna.qnaNo, params.qnaNo), eq(qna.ownerId, person.memberId)));
      if (!rows[0]) throw new HttpError(404, QNA_NOT_FOUND);
      return (await qnaView(db, rows))[0]!;
    },
    myQnaFile: async (req, reply, { params }) => {
      const { person, staff } = await readerOf(db, req);
      const [row] = await db.select().from(qna).where(eq(qna.qnaNo, params.qnaNo));
      // the asker (citizen session), or an editor signed in at the back office
      const allowed = !!row && ((!!person && row.ownerId === person.memberId) || (!!staff && (await isEditor(db, staff.memberId))));
      const [f] = allowed ? await db.select().from(files).where(eq(files.qnaId, row!.id)) : [];
      if (!f || !(await storage.exists(f.storagePath))) throw new HttpError(404, allowed ? '이 문의에는 첨부파일이 없습니다.' : QNA_NOT_FOUND);
      return attachmentHeaders(reply, f, 'private, no-store').send(storage.open(f.storagePath));
    },
    staffQnaList: async (_req, _reply, { query }) => {
      const where = query.status === 'ALL' ? undefined : eq(qna.status, query.status);
      const rows = db.select().from(qna).where(where).orderBy(...questionOrder(query.status, qna)).$dynamic();
      return listPage(db, query, { table: qna, where }, rows, (found) => qnaView(db, found));
    },
    staffQna: async (_req, _reply, { params }) => {
      const rows = await db.select().from(qna).where(eq(qna.qnaNo, params.qnaNo));
      if (!rows[0]) throw new HttpError(404, QNA_NOT_FOUND);
      return (await qnaView(db, rows))[0]!;
    },
    staffQnaAnswer: async (req, _reply, { params, body, editor }) => {
      const now = nowOf(req);
      const answered = await db.transaction(async (tx) => {
        const [r] = await tx.select().from(qna).where(eq(qna.qnaNo, params.qnaNo)).for('update');
        if (!r) throw new HttpError(404, QNA_NOT_FOUND);
        if (r.status === 'ANSWERED') throw new HttpError(409, '이미 답변한 문의입니다. 답변은 한 번만 등록할 수 있습니다.', undefined, { code: 'ALREADY_ANSWERED' });
        const [u] = await tx
          .update(qna)
          .set({ status: 'ANSWERED', answer: body.answer, answeredAt: now, answeredBy: CONTENT_TEAM_NAME, answeredById: editor.memberId })
          .where(eq(qna.id, r.id))
          .returning();
        const [owner] = await tx.select({ mobileNo: members.mobileNo, email: members.email }).from(members).where(eq(members.id, r.ownerId));
        const title = `묻고 답하기 ${QNA_STATUS_LABELS.ANSWERED}`;
        await enqueueNotification(
          tx,
          {
            kind: 'QNA_ANSWERED',
            ref: r.qnaNo,
            mobileNo: owner?.mobileNo || null,
            email: owner?.email || null,
            text: `[법률구조 플랫폼] 문의하신 글(${r.qnaNo})에 답변이 등록되었습니다. 마이페이지 > 나의 문의 내역에서 확인해 주세요.`,
            subject: title,
          },
          now,
        );
        return u!;
      });
      return (await qnaView(db, [answered]))[0]!;
    },
  } satisfies Partial<Handlers<typeof centerCalls>>;
}
