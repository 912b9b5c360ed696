import { and, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import { kstDate, type centerCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { faqs, files, notices } from '../../db/schema';
import { HttpError, fieldError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { pgError } from '../../kernel/errors';
import { WRITE_LIMIT } from '../../kernel/limits';
import { reindexBoardItem } from '../../kernel/search/indexer';
import { unattached } from '../../kernel/files/files';
import { FAQ_NOT_FOUND, faqItem } from './faq';
import { NOTICE_NOT_FOUND, noticeView, type NoticeRow } from './notices';
import { htmlToText, sanitizeRichText } from './sanitize';

/** Sanitised HTML and its text; refused when nothing readable is left (it was only markup we drop). */
function richText(field: string, label: string, html: string) {
  const clean = sanitizeRichText(html);
  const text = htmlToText(clean);
  if (!text) throw fieldError(field, `${label}에 보여 줄 글이 없습니다. 허용되지 않는 태그(스크립트, 이미지 등)는 지워집니다. 글을 입력해 주세요.`);
  return { html: clean, text };
}

/** The next number after the highest one with this prefix (e.g. NTT-2026- → 0028). */
async function nextNo(db: Db, table: typeof notices | typeof faqs, prefix: string): Promise<string> {
  const col = table === notices ? notices.nttId : faqs.faqId;
  // a bound text parameter would make substring(… from …) the regular-expression form
  const tail = sql`substring(${col} from ${sql.raw(String(prefix.length + 1))})`;
  const [{ max }] = await db
    .select({ max: sql<number | null>`max(${tail}::int)` })
    .from(table)
    .where(and(like(col, `${prefix}%`), sql`${tail} ~ '^[0-9]+$'`));
  return `${prefix}${String(Number(max ?? 0) + 1).padStart(4, '0')}`;
}

/**
 * Writes a new record under the next free number with this prefix in one transaction; retried when a
 * concurrent writer took the number first (the key `constraint` refused it).
 */
async function insertNumbered<T>(db: Db, table: typeof notices | typeof faqs, prefix: string, constraint: string, write: (tx: Db, no: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => write(tx, await nextNo(tx, table, prefix)));
    } catch (error) {
      const pg = pgError(error);
      if (pg.code === '23505' && pg.constraint === constraint && attempt < 5) continue;
      throw error;
    }
  }
}

export function editorHandlers(db: Db) {
  /**
   * The notice's attachments become exactly fileIds: files already on this notice stay, the editor's
   * own unattached uploads join, the rest of the old ones are let go (unattached, swept later).
   */
  const setAttachments = async (tx: Db, nttId: string, editorId: string, fileIds: string[], now: Date) => {
    const seen = new Set<string>();
    fileIds.forEach((id, i) => {
      if (seen.has(id)) throw fieldError(`fileIds.${i}`, `첨부파일 ${i + 1}번째는 이미 붙인 파일과 같습니다. 한 번만 붙여 주세요.`);
      seen.add(id);
    });
    await tx
      .update(files)
      .set({ noticeId: null, attachedAt: null })
      .where(and(eq(files.noticeId, nttId), fileIds.length ? notInArray(files.fileId, fileIds) : undefined));
    if (!fileIds.length) return;
    const usable = await tx
      .select({ fileId: files.fileId, noticeId: files.noticeId })
      .from(files)
      .where(and(inArray(files.fileId, fileIds), or(eq(files.noticeId, nttId), and(eq(files.ownerId, editorId), unattached()))));
    fileIds.forEach((id, i) => {
      if (!usable.some((f) => f.fileId === id)) throw fieldError(`fileIds.${i}`, `첨부파일 ${i + 1}번째를 찾을 수 없습니다. 파일을 다시 올려 주세요.`);
    });
    const fresh = usable.filter((f) => f.noticeId === null).map((f) => f.fileId);
    if (fresh.length) {
      const took = await tx
        .update(files)
        .set({ noticeId: nttId, attachedAt: now })
        .where(and(inArray(files.fileId, fresh), eq(files.ownerId, editorId), unattached()))
        .returning({ fileId: files.fileId });
      if (took.length !== fresh.length) throw fieldError('fileIds', '첨부파일 가운데 이미 쓰였거나 지워진 파일이 있습니다. 파일을 다시 올려 주세요.');
    }
  };

  const staffNotice = async (r: NoticeRow) => ({ ...(await noticeView(db, r)), visible: r.useYn });

  return {
    staffNoticeCreate: {
      options: WRITE_LIMIT(60),
      handler: async (req, reply, { body, editor }) => {
        const { html, text } = richText('bodyHtml', '본문', body.bodyHtml);
        const now = nowOf(req);
        const row = await insertNumbered(db, notices, `NTT-${kstDate(now).slice(0, 4)}-`, 'notices_pkey', async (tx, nttId) => {
          const [r] = await tx
            .insert(notices)
            .values({ nttId, category: body.category, title: body.title, body: text, bodyHtml: html, pinned: body.pinned, useYn: body.visible, postedAt: now, updatedAt: now, createdBy: editor.memberId, updatedBy: editor.memberId })
            .returning();
          await setAttachments(tx, nttId, editor.memberId, body.fileIds, now);
          await reindexBoardItem(tx, 'notice', nttId);
          return r!;
        });
        reply.code(201);
        return staffNotice(row);
      },
    },
    staffNoticeUpdate: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { params, body, editor }) => {
        const { html, text } = richText('bodyHtml', '본문', body.bodyHtml);
        const now = nowOf(req);
        const row = await db.transaction(async (tx) => {
          const [r] = await tx
            .update(notices)
            .set({ category: body.category, title: body.title, body: text, bodyHtml: html, pinned: body.pinned, useYn: body.visible, updatedAt: now, updatedBy: editor.memberId })
            .where(eq(notices.nttId, params.nttId))
            .returning();
          if (!r) throw new HttpError(404, NOTICE_NOT_FOUND);
          await setAttachments(tx, r.nttId, editor.memberId, body.fileIds, now);
          await reindexBoardItem(tx, 'notice', r.nttId);
          return r;
        });
        return staffNotice(row);
      },
    },
    staffFaqCreate: {
      options: WRITE_LIMIT(60),
      handler: async (req, reply, { body, editor }) => {
        const { html, text } = richText('answerHtml', '답변', body.answerHtml);
        const now = nowOf(req);
        const row = await insertNumbered(db, faqs, 'FAQ-', 'faqs_pkey', async (tx, faqId) => {
          const [{ last }] = await tx.select({ last: sql<number | null>`max(${faqs.sortOrder})` }).from(faqs);
          const [r] = await tx
            .insert(faqs)
            .values({ faqId, category: body.category, question: body.question, answerHtml: html, answerText: text, useYn: body.visible, sortOrder: Number(last ?? 0) + 1, createdAt: now, updatedAt: now, updatedBy: editor.memberId })
            .returning();
          await reindexBoardItem(tx, 'faq', faqId);
          return r!;
        });
        reply.code(201);
        return { ...faqItem(row), visible: row.useYn };
      },
    },
    staffFaqUpdate: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { params, body, editor }) => {
        const { html, text } = richText('answerHtml', '답변', body.answerHtml);
        const row = await db.transaction(async (tx) => {
          const [r] = await tx
            .update(faqs)
            .set({ category: body.category, question: body.question, answerHtml: html, answerText: text, useYn: body.visible, updatedAt: nowOf(req), updatedBy: editor.memberId })
            .where(eq(faqs.faqId, params.faqId))
            .returning();
          if (!r) throw new HttpError(404, FAQ_NOT_FOUND);
          await reindexBoardItem(tx, 'faq', r.faqId);
          return r;
        });
        return { ...faqItem(row), visible: row.useYn };
      },
    },
  } satisfies Partial<Handlers<typeof centerCalls>>;
}
