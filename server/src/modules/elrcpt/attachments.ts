import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { elrcptFiles, files } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { saveLinkedFilesAsMyDocs } from '../../kernel/repos/my-docs';

/**
 * Checks that every id is a file this member uploaded (attached elsewhere or not: MyDocPopup picks
 * saved documents again); someone else's file and an unknown id read the same. `field` prefixes
 * the error path (content.attachments, attachments).
 */
export async function checkOwnFiles(db: Db, memberId: string, ids: readonly string[], field: string): Promise<void> {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw fieldError(`${field}.${i}`, `첨부 파일 ${i + 1}번째는 이미 붙인 파일과 같습니다. 한 번만 붙여 주세요.`);
    seen.add(id);
  });
  if (!ids.length) return;
  const mine = await db
    .select({ fileId: files.fileId })
    .from(files)
    .where(and(inArray(files.fileId, [...ids]), eq(files.ownerId, memberId), isNull(files.noticeId)));
  ids.forEach((id, i) => {
    if (!mine.some((f) => f.fileId === id)) throw fieldError(`${field}.${i}`, `첨부 파일 ${i + 1}번째를 찾을 수 없습니다. 파일을 다시 올리거나 나의 서류에서 골라 주세요.`);
  });
}

/** Links files to an application (kept from the unattached sweep); `only` also unlinks the ones no longer listed (draft attachments). */
export async function linkFiles(tx: Db, aplyId: string, ids: readonly string[], only = false): Promise<void> {
  if (only) await tx.delete(elrcptFiles).where(and(eq(elrcptFiles.aplyId, aplyId), ids.length ? notInArray(elrcptFiles.fileId, [...ids]) : undefined));
  if (!ids.length) return;
  const linked = await tx.insert(elrcptFiles).values(ids.map((fileId) => ({ aplyId, fileId }))).onConflictDoNothing().returning({ fileId: elrcptFiles.fileId });
  // newly attached files become documents of mine (나의서류) too
  await saveLinkedFilesAsMyDocs(tx, linked.map((l) => l.fileId));
}
