import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { MYDOC_RETENTION_DAYS, PRDOC_CASE_RETENTION_YEARS, kstDate } from '@portal/contracts';
import type { Db } from '../../db/client';
import { elrcptApplications, myDocs, prdocItems } from '../../db/schema';
import type { FileStorage } from '../../kernel/files/storage';
import { releaseObject } from './objects';

const BATCH = 500;

export interface PrdocJobResult {
  /** Items whose validity ended before the institution confirmed them. */
  expired: number;
  /** Copies of ended cases past PRDOC_CASE_RETENTION_YEARS. */
  caseItemsRemoved: number;
  /** Documents of mine past MYDOC_RETENTION_DAYS that no submitted application uses (deleted ones included). */
  myDocsRemoved: number;
  /** Server-made objects (records, certificates) whose bytes were removed. */
  objectsRemoved: number;
}

/**
 * The scheduled work of the supporting documents (privacy policy: 나의서류 kept MYDOC_RETENTION_DAYS,
 * an application's copies PRDOC_CASE_RETENTION_YEARS after the case ended):
 * 1. SUBMITTED items whose validity ended (expires_at on or before today, Seoul) become EXPIRED;
 * 2. the items of applications decided or withdrawn more than PRDOC_CASE_RETENTION_YEARS ago are
 *    deleted, and their bytes once nothing else references them;
 * 3. documents of mine saved more than MYDOC_RETENTION_DAYS ago that no submitted application uses
 *    are deleted (with a draft's copy of them), and their bytes.
 * Uploaded files no longer referenced are then removed by the unattached-files sweep. Safe to run
 * on every replica at once: every step is a conditional delete or update.
 */
export async function runPrdocJobs(db: Db, storage: FileStorage, now: Date): Promise<PrdocJobResult> {
  const today = kstDate(now);
  const expired = await db
    .update(prdocItems)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(prdocItems.status, 'SUBMITTED'), lte(prdocItems.expiresAt, today)))
    .returning({ id: prdocItems.id });

  let objectsRemoved = 0;
  const release = async (paths: (string | null)[]) => {
    for (const p of new Set(paths)) if (await releaseObject(db, storage, p)) objectsRemoved++;
  };

  const caseCut = new Date(now);
  caseCut.setUTCFullYear(caseCut.getUTCFullYear() - PRDOC_CASE_RETENTION_YEARS);
  const endedAt = sql`COALESCE(${elrcptApplications.decidedAt}, ${elrcptApplications.withdrawnAt}, ${elrcptApplications.updatedAt})`;
  const ended = await db
    .select({ id: prdocItems.id })
    .from(prdocItems)
    .innerJoin(elrcptApplications, eq(elrcptApplications.id, prdocItems.aplyId))
    .where(and(inArray(elrcptApplications.status, ['AIDED', 'REJECTED', 'WITHDRAWN']), lt(endedAt, caseCut)))
    .limit(BATCH);
  const caseGone = ended.length
    ? await db
        .delete(prdocItems)
        .where(inArray(prdocItems.id, ended.map((e) => e.id)))
        .returning({ storagePath: prdocItems.storagePath })
    : [];
  await release(caseGone.map((g) => g.storagePath));

  const docCut = new Date(now.getTime() - MYDOC_RETENTION_DAYS * 86_400_000);
  const usedBySubmitted = sql`EXISTS (SELECT 1 FROM prdoc_items pi JOIN elrcpt_applications a ON a.id = pi.aply_id WHERE pi.my_doc_id = ${myDocs.id} AND a.status <> 'DRAFT')`;
  const old = await db
    .select({ id: myDocs.id, storagePath: myDocs.storagePath })
    .from(myDocs)
    .where(and(lt(myDocs.createdAt, docCut), sql`NOT ${usedBySubmitted}`))
    .limit(BATCH);
  let myDocsRemoved = 0;
  for (const d of old) {
    const paths = await db.transaction(async (tx) => {
      // a draft's copy of a document this old goes with it (drafts are the citizen's own, never submitted)
      const draftCopies = await tx
        .delete(prdocItems)
        .where(
          and(
            eq(prdocItems.myDocId, d.id),
            sql`EXISTS (SELECT 1 FROM elrcpt_applications a WHERE a.id = ${prdocItems.aplyId} AND a.status = 'DRAFT')`,
          ),
        )
        .returning({ storagePath: prdocItems.storagePath });
      const gone = await tx
        .delete(myDocs)
        .where(and(eq(myDocs.id, d.id), sql`NOT ${usedBySubmitted}`))
        .returning({ id: myDocs.id });
      if (gone.length) myDocsRemoved++;
      return [d.storagePath, ...draftCopies.map((c) => c.storagePath)];
    });
    await release(paths);
  }
  return { expired: expired.length, caseItemsRemoved: caseGone.length, myDocsRemoved, objectsRemoved };
}

/** How often the jobs run in a server process (every replica; the steps are safe to repeat). */
export const PRDOC_JOBS_EVERY_MS = 10 * 60_000;

