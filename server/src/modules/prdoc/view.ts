import { asc, eq, inArray } from 'drizzle-orm';
import {
  DECIDED_STATUSES,
  PRDOC_SOURCES,
  PRDOC_STATUS,
  PRDOC_SUPPLIABLE,
  prdocKind,
  prdocName,
  requiredDocs,
  type AplyPrdocs,
  type PrdocCode,
  type PrdocItem,
  type UploadedFile,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { files, prdocItems } from '../../db/schema';
import type { FileStorage } from '../../kernel/files/storage';
import { uploadedFile } from '../../kernel/files/files';
import type { AplyRow } from '../../kernel/repos/applications';
import type { ItemRow } from './context';
import { readRecord } from './objects';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An application is closed (decided or withdrawn): nothing may be supplied any more. */
export const aplyClosed = (r: Pick<AplyRow, 'status'>) => r.status === 'WITHDRAWN' || (DECIDED_STATUSES as readonly string[]).includes(r.status);

/** The files of items, by id. */
export async function filesOf(db: Db, ids: (string | null)[]): Promise<Map<string, UploadedFile>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(files).where(inArray(files.fileId, wanted));
  return new Map(rows.map((f) => [f.fileId, uploadedFile(f)]));
}

export function toItem(r: ItemRow, file: UploadedFile | null, record: PrdocItem['record']): PrdocItem {
  return {
    prdocId: r.id,
    code: r.code as PrdocCode,
    name: prdocName(r.code, r.title),
    issuer: r.issuer ?? prdocKind(r.code)?.issuer ?? null,
    status: r.status,
    statusLabel: PRDOC_STATUS[r.status],
    source: r.source,
    sourceLabel: r.source ? PRDOC_SOURCES[r.source] : null,
    myDocId: r.myDocId,
    file,
    issuedAt: r.issuedAt,
    expiresAt: r.expiresAt,
    requestedAt: iso(r.requestedAt),
    requestNote: r.requestNote,
    submittedAt: iso(r.submittedAt),
    reviewedAt: iso(r.reviewedAt),
    reviewNote: r.reviewNote,
    consent: r.consentAt ? { at: r.consentAt.toISOString(), purpose: r.consentPurpose ?? '' } : null,
    record,
  };
}

/** One item as answered to a supply or a review (its file and record read; the record masked unless 'unmasked'). */
export async function itemView(db: Db, storage: FileStorage, r: ItemRow, view: 'masked' | 'unmasked' = 'masked'): Promise<PrdocItem> {
  const f = await filesOf(db, [r.fileId]);
  return toItem(r, (r.fileId && f.get(r.fileId)) || null, await readRecord(storage, r.storagePath, view));
}

/** The documents of an application: what its aid-target types need and the items, with their content. */
export async function aplyPrdocs(db: Db, storage: FileStorage, a: AplyRow): Promise<AplyPrdocs> {
  const rows = await db.select().from(prdocItems).where(eq(prdocItems.aplyId, a.id)).orderBy(asc(prdocItems.createdAt), asc(prdocItems.id));
  const f = await filesOf(db, rows.map((r) => r.fileId));
  const items: PrdocItem[] = [];
  for (const r of rows) items.push(toItem(r, (r.fileId && f.get(r.fileId)) || null, await readRecord(storage, r.storagePath)));
  const given = rows.filter((r) => r.status === 'SUBMITTED' || r.status === 'CONFIRMED');
  const required = requiredDocs(a.carry?.targetTypes ?? []).map((d) => ({
    ...d,
    supplied: given.some((r) => r.code === d.code && (d.code !== 'Etc' || (!!r.title && (d.name.startsWith(r.title) || r.title.startsWith(d.name.split('(')[0]!.trim()))))),
  }));
  const consent = (a.consent ?? {}) as { adminInfoSharing?: string };
  return {
    aplyNo: a.aplyNo,
    aplyStatus: a.status,
    editable: a.status === 'DRAFT' || (!aplyClosed(a) && rows.some((r) => PRDOC_SUPPLIABLE.includes(r.status))),
    adminInfoSharing: consent.adminInfoSharing === 'Y' ? 'Y' : 'N',
    required,
    items,
  };
}
