import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  ELRCPT_FORMS,
  ELRCPT_INSTS,
  ELRCPT_STATUS,
  PRDOC_SOURCES,
  prdocKind,
  prdocName,
  type ElrcptForm,
  type ElrcptInst,
  type MyDoc,
  type PrdocCode,
  type prdocCalls,
  kstDate,
} from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage, pageWindow } from '../../db/list-page';
import { elrcptApplications, elrcptFiles, myDocs, prdocItems, prdocUnmaskLog } from '../../db/schema';
import type { Handlers } from '../../http/route';
import { WRITE_LIMIT } from '../../kernel/limits';
import { myDocNotFound, newMyDocId, noRecordContent, nothingHidden, type MyDocRow, type PrdocContext } from './context';
import { readRecord, readStoredRecord, releaseObject } from './objects';
import { hasBackHalves, recordView, sendRecordText } from './rrn';
import { checkIssuedAt, ownUpload } from './supply';
import { filesOf, toItem } from './view';

type Used = MyDoc['usedIn'][number] & { at: number };

/** The member's applications that used each document (an item copied from it, or the file attached), newest first. */
async function usedIn(db: Db, memberId: string, docs: MyDocRow[]): Promise<Map<string, MyDoc['usedIn']>> {
  const out = new Map<string, Used[]>(docs.map((d) => [d.id, []]));
  if (!docs.length) return new Map();
  const add = (docId: string, a: typeof elrcptApplications.$inferSelect) => {
    const list = out.get(docId)!;
    if (list.some((u) => u.aplyNo === a.aplyNo)) return;
    list.push({ aplyNo: a.aplyNo, title: ELRCPT_FORMS[a.form as ElrcptForm].title, statusLabel: ELRCPT_STATUS[a.status], at: a.createdAt.getTime() });
  };
  const byItem = await db
    .select({ docId: prdocItems.myDocId, a: elrcptApplications })
    .from(prdocItems)
    .innerJoin(elrcptApplications, eq(elrcptApplications.id, prdocItems.aplyId))
    .where(and(inArray(prdocItems.myDocId, docs.map((d) => d.id)), eq(elrcptApplications.memberId, memberId)));
  for (const r of byItem) add(r.docId!, r.a);
  const withFile = docs.filter((d) => d.fileId);
  if (withFile.length) {
    const byFile = await db
      .select({ fileId: elrcptFiles.fileId, a: elrcptApplications })
      .from(elrcptFiles)
      .innerJoin(elrcptApplications, eq(elrcptApplications.id, elrcptFiles.aplyId))
      .where(and(inArray(elrcptFiles.fileId, withFile.map((d) => d.fileId!)), eq(elrcptApplications.memberId, memberId)));
    for (const r of byFile) for (const d of withFile.filter((x) => x.fileId === r.fileId)) add(d.id, r.a);
  }
  return new Map([...out].map(([k, v]) => [k, v.sort((x, y) => y.at - x.at).map(({ at: _at, ...u }) => u)]));
}

export async function myDocViews(db: Db, memberId: string, docs: MyDocRow[], today: string): Promise<MyDoc[]> {
  const f = await filesOf(db, docs.map((d) => d.fileId));
  const used = await usedIn(db, memberId, docs);
  return docs.map((d) => ({
    myDocId: d.id,
    code: d.code as PrdocCode,
    name: prdocName(d.code, d.title),
    source: d.source,
    sourceLabel: PRDOC_SOURCES[d.source],
    issuer: d.issuer ?? prdocKind(d.code)?.issuer ?? null,
    issuedAt: d.issuedAt,
    expiresAt: d.expiresAt,
    expired: d.expiresAt <= today,
    file: (d.fileId && f.get(d.fileId)) || null,
    createdAt: d.createdAt.toISOString(),
    usedIn: used.get(d.id) ?? [],
  }));
}

export function myHandlers(ctx: PrdocContext) {
  const { db, storage } = ctx;

  const ownDoc = async (tx: Db, memberId: string, myDocId: string) => {
    const [d] = await tx.select().from(myDocs).where(and(eq(myDocs.id, myDocId), eq(myDocs.memberId, memberId), isNull(myDocs.deletedAt)));
    if (!d) throw myDocNotFound();
    return d;
  };

  return {
    myDocList: async (req, _reply, { query, member: person }) => {
      const where = and(
        eq(myDocs.memberId, person.memberId),
        isNull(myDocs.deletedAt),
        query.source === 'ALL' ? undefined : eq(myDocs.source, query.source),
        query.files === 'Y' ? isNotNull(myDocs.fileId) : query.files === 'N' ? isNull(myDocs.fileId) : undefined,
      );
      const rows = db.select().from(myDocs).where(where).orderBy(desc(myDocs.createdAt), desc(myDocs.id)).$dynamic();
      const today = kstDate(nowOf(req));
      return listPage(db, query, { table: myDocs, where }, rows, (found) => myDocViews(db, person.memberId, found, today));
    },
    myDoc: async (req, _reply, { params, member: person }) => {
      const d = await ownDoc(db, person.memberId, params.myDocId);
      const [view] = await myDocViews(db, person.memberId, [d], kstDate(nowOf(req)));
      return { ...view!, record: await readRecord(storage, d.storagePath) };
    },
    myDocUnmask: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { params, member: person }) => {
        const d = await ownDoc(db, person.memberId, params.myDocId);
        const stored = await readStoredRecord(storage, d.storagePath);
        if (!stored || !hasBackHalves(stored)) throw nothingHidden();
        const now = nowOf(req);
        await db.insert(prdocUnmaskLog).values({ at: now, viewerId: person.memberId, viewerRole: 'OWNER', myDocId: d.id, purpose: 'SELF_CHECK' });
        const [view] = await myDocViews(db, person.memberId, [d], kstDate(now));
        return { ...view!, record: recordView(stored, 'unmasked') };
      },
    },
    myDocDownload: async (_req, reply, { params, member: person }) => {
      const d = await ownDoc(db, person.memberId, params.myDocId);
      const stored = await readStoredRecord(storage, d.storagePath);
      if (!stored) throw noRecordContent();
      return sendRecordText(reply, stored);
    },
    myDocCreate: {
      options: WRITE_LIMIT(120),
      handler: async (req, reply, { body, member: person, write }): Promise<MyDoc> => {
        const me = person.memberId;
        const now = nowOf(req);
        const today = kstDate(now);
        await ownUpload(db, me, body.fileId);
        const expiresAt = checkIssuedAt(body.code, body.issuedAt, today, prdocName(body.code, body.title));
        let created = false;
        const doc = await write(async (tx) => {
          const values = { code: body.code, title: body.code === 'Etc' ? body.title! : null, source: 'UPLOAD' as const, issuer: prdocKind(body.code)?.issuer ?? null, issuedAt: body.issuedAt, expiresAt, docNo: null };
          const [before] = await tx.select({ id: myDocs.id, deletedAt: myDocs.deletedAt }).from(myDocs).where(and(eq(myDocs.memberId, me), eq(myDocs.fileId, body.fileId)));
          const [d] = await tx
            .insert(myDocs)
            .values({ id: newMyDocId(), memberId: me, ...values, fileId: body.fileId, createdAt: now })
            .onConflictDoUpdate({ target: [myDocs.memberId, myDocs.fileId], set: { ...values, deletedAt: null } })
            .returning();
          created = !before || !!before.deletedAt;
          const [answer] = await myDocViews(tx, me, [d!], today);
          return answer!;
        });
        reply.code(created ? 201 : 200);
        return doc;
      },
    },
    myDocDelete: {
      options: WRITE_LIMIT(120),
      handler: async (req, _reply, { params, member: person }) => {
        const d = await db.transaction(async (tx) => {
          const doc = await ownDoc(tx, person.memberId, params.myDocId);
          await tx.update(myDocs).set({ deletedAt: nowOf(req) }).where(eq(myDocs.id, doc.id));
          return doc;
        });
        // a copy an application uses keeps the bytes (its item references them); an upload is left to the file sweep
        await releaseObject(db, storage, d.storagePath);
        return { success: true as const };
      },
    },
    myElprdocList: async (_req, _reply, { query, member: person }) => {
      const where: SQL | undefined = and(
        eq(elrcptApplications.memberId, person.memberId),
        ne(elrcptApplications.status, 'DRAFT'),
        query.status === 'ALL' ? undefined : eq(prdocItems.status, query.status),
      );
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(prdocItems).innerJoin(elrcptApplications, eq(elrcptApplications.id, prdocItems.aplyId)).where(where);
      const { limit, offset } = pageWindow(query);
      const found = await db
        .select({ i: prdocItems, a: elrcptApplications })
        .from(prdocItems)
        .innerJoin(elrcptApplications, eq(elrcptApplications.id, prdocItems.aplyId))
        .where(where)
        .orderBy(desc(prdocItems.updatedAt), desc(prdocItems.id))
        .limit(limit)
        .offset(offset);
      const f = await filesOf(db, found.map((r) => r.i.fileId));
      const items = found.map(({ i, a }) => {
        const { record: _r, consent: _c, ...item } = toItem(i, (i.fileId && f.get(i.fileId)) || null, null);
        return { ...item, aplyNo: a.aplyNo, aplyTitle: ELRCPT_FORMS[a.form as ElrcptForm].title, instName: ELRCPT_INSTS[a.instCode as ElrcptInst].name, aplyStatusLabel: ELRCPT_STATUS[a.status] };
      });
      return { items, page: query.page, pageSize: query.pageSize, total: Number(n) };
    },
  } satisfies Partial<Handlers<typeof prdocCalls>>;
}
