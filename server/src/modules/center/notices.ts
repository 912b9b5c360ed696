import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { NoticeDetail, NoticeListItem, centerCalls } from '@portal/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { containsAny } from '../../db/search';
import { files, notices } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { attachmentHeaders } from '../../kernel/files/download';
import type { FileStorage } from '../../kernel/files/storage';
import type { OpenDataSources } from '../../kernel/open-data';
import { countedView } from '../../kernel/views';

export type NoticeRow = typeof notices.$inferSelect;
export const NOTICE_NOT_FOUND = '공지사항을 찾을 수 없습니다. 삭제되었거나 번호가 잘못되었습니다. 목록에서 다시 골라 주세요.';
const FILE_NOT_FOUND = '첨부파일을 찾을 수 없습니다. 공지사항을 다시 열어 주세요.';

/** Public list order: pinned first, then newest (each key descending). */
const NOTICE_KEY = [notices.pinned, notices.postedAt, notices.nttId] as const;
export const NOTICE_ORDER = NOTICE_KEY.map((c) => desc(c));

export const attachmentCount = sql<number>`(SELECT count(*)::int FROM files f WHERE f.notice_id = ${notices.nttId})`;

export const listItem = (r: NoticeRow & { attachmentCount: number }): NoticeListItem => ({
  nttId: r.nttId,
  category: r.category as NoticeListItem['category'],
  title: r.title,
  pinned: r.pinned,
  postedAt: r.postedAt.toISOString(),
  viewCount: r.viewCount,
  attachmentCount: Number(r.attachmentCount),
});

export const noticeFileUrl = (nttId: string, fileId: string) => `/api/center/ntc/${encodeURIComponent(nttId)}/files/${encodeURIComponent(fileId)}`;

/** A notice with its attachments (oldest attached first), as the public and the editors see it. */
export async function noticeView(db: Db, r: NoticeRow): Promise<Omit<NoticeDetail, 'prev' | 'next'>> {
  const attached = await db.select().from(files).where(eq(files.noticeId, r.nttId)).orderBy(asc(files.attachedAt), asc(files.fileId));
  return {
    ...listItem({ ...r, attachmentCount: attached.length }),
    bodyHtml: r.bodyHtml,
    updatedAt: r.updatedAt.toISOString(),
    attachments: attached.map((f) => ({ fileId: f.fileId, name: f.name, size: f.size, type: f.type, url: noticeFileUrl(r.nttId, f.fileId) })),
  };
}

export function noticeHandlers(db: Db, config: Config, storage: FileStorage) {
  return {
    noticeList: async (_req, reply, { query }) => {
      reply.header('Cache-Control', 'no-cache');
      const searched = query.searchType === 'TITLE' ? [notices.title] : query.searchType === 'CONTENT' ? [notices.body] : [notices.title, notices.body];
      const conds = [eq(notices.useYn, true), containsAny(query.keyword, searched)];
      const pinned = await db
        .select({ ...getTableColumns(notices), attachmentCount })
        .from(notices)
        .where(and(...conds, eq(notices.pinned, true)))
        .orderBy(...NOTICE_ORDER);
      const others = and(...conds, eq(notices.pinned, false));
      const rows = db
        .select({ ...getTableColumns(notices), attachmentCount })
        .from(notices)
        .where(others)
        .orderBy(...NOTICE_ORDER)
        .$dynamic();
      return { pinned: pinned.map(listItem), ...(await listPage(db, query, { table: notices, where: others }, rows, (found) => found.map(listItem))) };
    },
    noticeDetail: async (req, reply, { params }): Promise<NoticeDetail> => {
      reply.header('Cache-Control', 'no-store');
      const [row] = await db.select().from(notices).where(and(eq(notices.nttId, params.nttId), eq(notices.useYn, true)));
      if (!row) throw new HttpError(404, NOTICE_NOT_FOUND);
      const viewCount = await countedView(db, config, req, reply, 'NOTICE', { id: row.nttId, viewCount: row.viewCount });
      // neighbours in list order (pinned, posted_at, ntt_id, all descending): the nearest key above and below
      const key = sql`(${sql.join([...NOTICE_KEY], sql`, `)})`;
      const mine = sql`(${row.pinned}, ${row.postedAt.toISOString()}::timestamptz, ${row.nttId})`;
      const neighbour = (above: boolean) =>
        db
          .select({ nttId: notices.nttId, title: notices.title })
          .from(notices)
          .where(and(eq(notices.useYn, true), above ? sql`${key} > ${mine}` : sql`${key} < ${mine}`))
          .orderBy(...(above ? NOTICE_KEY.map((c) => asc(c)) : NOTICE_ORDER))
          .limit(1);
      const [[prev], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
      return { ...(await noticeView(db, { ...row, viewCount })), prev: prev ?? null, next: next ?? null };
    },
    noticeFile: async (_req, reply, { params }) => {
      const [f] = await db
        .select({ f: files })
        .from(files)
        .innerJoin(notices, eq(notices.nttId, files.noticeId))
        .where(and(eq(files.fileId, params.fileId), eq(files.noticeId, params.nttId), eq(notices.useYn, true)));
      if (!f || !(await storage.exists(f.f.storagePath))) throw new HttpError(404, FILE_NOT_FOUND);
      return attachmentHeaders(reply, f.f, 'no-cache').send(storage.open(f.f.storagePath));
    },
  } satisfies Partial<Handlers<typeof centerCalls>>;
}

/** Notices as the open API publishes them (issue 33): one list in the board's order (pinned first, then newest), no view counts. */
export function openNotices(db: Db): OpenDataSources['notices'] {
  return async (q) => {
    const where = and(eq(notices.useYn, true), containsAny(q.keyword, [notices.title, notices.body]));
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...getTableColumns(notices), attachmentCount })
        .from(notices)
        .where(where)
        .orderBy(...NOTICE_ORDER)
        .limit(q.numOfRows)
        .offset((q.pageNo - 1) * q.numOfRows),
      db.select({ n: sql<number>`count(*)::int` }).from(notices).where(where),
    ]);
    return {
      items: rows.map((r) => {
        const { viewCount: _views, ...item } = listItem(r);
        return item;
      }),
      totalCount: Number(total?.n ?? 0),
    };
  };
}

/** For the page handler: a well-formed id of a notice the public may see. */
export async function visibleNotice(db: Db, nttId: string): Promise<boolean> {
  const rows = await db.select({ id: notices.nttId }).from(notices).where(and(eq(notices.nttId, nttId), eq(notices.useYn, true)));
  return rows.length > 0;
}
