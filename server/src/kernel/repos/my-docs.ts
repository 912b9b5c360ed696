import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { prdocExpiry } from '@portal/contracts';
import type { Db } from '../../db/client';
import { files, myDocs } from '../../db/schema';

/** The name a file gives a document of mine: without its extension, at most 60 characters. */
const titleOfFile = (name: string) => (name.replace(/\.[^.]*$/, '') || name).slice(0, 60);

/**
 * Files attached to an application (elrcpt linkFiles) are documents of their owner too (나의서류):
 * source UPLOAD, code 'Etc', titled by the file name, issued on the upload date (KST). Idempotent:
 * a file that already is a document of mine (or was one and was deleted) is left as it is.
 */
export async function saveLinkedFilesAsMyDocs(tx: Db, fileIds: readonly string[]): Promise<void> {
  if (!fileIds.length) return;
  const rows = await tx.select().from(files).where(inArray(files.fileId, [...fileIds]));
  if (!rows.length) return;
  await tx
    .insert(myDocs)
    .values(
      rows.map((f) => {
        const issuedAt = new Date(f.uploadedAt.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
        return {
          id: `D${randomBytes(12).toString('hex')}`,
          memberId: f.ownerId,
          code: 'Etc',
          title: titleOfFile(f.name),
          source: 'UPLOAD' as const,
          issuedAt,
          expiresAt: prdocExpiry('Etc', issuedAt),
          fileId: f.fileId,
          createdAt: f.uploadedAt,
        };
      }),
    )
    .onConflictDoNothing();
}
