// The files table as every area uses it: what an upload looks like to the API, which uploads are
// attached to nothing (and swept), and who besides its owner may read one.
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { UploadedFile } from '@portal/contracts';
import type { Db } from '../../db/client';
import { dscsnCyber, elrcptAccessLog, elrcptApplications, elrcptFiles, files, prdocItems, staff } from '../../db/schema';
import { staffAdmitted } from '../principal';
import type { FileStorage } from './storage';

/** Unattached uploads are removed after this long. */
export const UNATTACHED_TTL_MS = 24 * 3600_000;

export type FileRow = typeof files.$inferSelect;
export const uploadedFile = (f: FileRow): UploadedFile => ({ fileId: f.fileId, name: f.name, size: f.size, type: f.type, uploadedAt: f.uploadedAt.toISOString() });

/** Attached to no record (cyber consultation, notice, question, application, a live document of mine, an application's document). */
export const unattached = () =>
  and(
    isNull(files.cyberId),
    isNull(files.noticeId),
    isNull(files.qnaId),
    sql`NOT EXISTS (SELECT 1 FROM elrcpt_files ef WHERE ef.file_id = ${files.fileId})`,
    sql`NOT EXISTS (SELECT 1 FROM my_docs md WHERE md.file_id = ${files.fileId} AND md.deleted_at IS NULL)`,
    sql`NOT EXISTS (SELECT 1 FROM prdoc_items pi WHERE pi.file_id = ${files.fileId})`,
  );

/** Removes uploads never attached to a record within 24 hours, and leftovers of cut-off uploads. */
export async function sweepFiles(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
  const old = await db
    .select({ fileId: files.fileId, storagePath: files.storagePath })
    .from(files)
    .where(and(unattached(), lt(files.uploadedAt, cutoff)))
    .limit(200);
  for (const f of old) {
    // the row goes first: a file attached meanwhile keeps its row (its record set) and its bytes
    const gone = await db
      .delete(files)
      .where(and(eq(files.fileId, f.fileId), unattached()))
      .returning({ fileId: files.fileId });
    if (gone[0]) await storage.remove(f.storagePath);
  }
  await storage.sweepTmp(3600_000, now.getTime());
  return old.length;
}

/** A consultation officer of the institution the file's cyber consultation went to. */
export async function cyberStaffMayRead(db: Db, memberId: string, f: Pick<FileRow, 'cyberId'>): Promise<boolean> {
  if (!f.cyberId) return false;
  const [s] = await db
    .select({ inst: staff.instCode })
    .from(staff)
    .innerJoin(dscsnCyber, eq(dscsnCyber.id, sql`${f.cyberId}::uuid`))
    .where(and(eq(staff.memberId, memberId), eq(staff.instCode, dscsnCyber.instCode)));
  return !!s;
}

/**
 * A file the staff of an institution may open: attached to an application of their institution that
 * has been submitted (drafts stay the citizen's), as an attachment or a supporting document
 * (prdoc_items). The read is written to the access log.
 */
export async function applicationStaffMayRead(db: Db, memberId: string, fileId: string, at: Date): Promise<boolean> {
  const officer = await staffAdmitted(db, memberId, { institution: 'application' });
  if (!officer) return false;
  const staffInst = officer.instCode;
  const [hit] = await db
    .select({ aplyNo: elrcptApplications.aplyNo })
    .from(elrcptFiles)
    .innerJoin(elrcptApplications, eq(elrcptApplications.id, elrcptFiles.aplyId))
    .where(and(eq(elrcptFiles.fileId, fileId), eq(elrcptApplications.instCode, staffInst), ne(elrcptApplications.status, 'DRAFT')))
    .limit(1);
  const [item] = hit
    ? [hit]
    : await db
        .select({ aplyNo: elrcptApplications.aplyNo })
        .from(prdocItems)
        .innerJoin(elrcptApplications, eq(elrcptApplications.id, prdocItems.aplyId))
        .where(and(eq(prdocItems.fileId, fileId), eq(elrcptApplications.instCode, staffInst), ne(elrcptApplications.status, 'DRAFT')))
        .limit(1);
  if (!item) return false;
  await db.insert(elrcptAccessLog).values({ staffMemberId: memberId, aplyNo: item.aplyNo, action: 'FILE', at });
  return true;
}
