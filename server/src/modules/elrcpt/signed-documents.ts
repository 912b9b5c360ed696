import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { prdocName } from '@portal/contracts';
import { StoreUnavailable } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { files, prdocItems } from '../../db/schema';
import { coded } from '../../kernel/errors';
import type { FileStorage } from '../../kernel/files/storage';
import type { AplyRow } from '../../kernel/repos/applications';

/**
 * The documents of an application as its signature covers them: each attached file
 * (content.attachments, in order) and each supporting document (prdoc_items, by id) with the SHA-256
 * of its content — an upload's files.sha256 (taken as it arrived), a fetched record's or wallet
 * certificate's hash of its stored bytes. null: the content cannot be read (bytes gone or changed).
 */
export interface SignedDocuments {
  attachments: { fileId: string; sha256: string | null }[];
  prdoc: {
    prdocId: string;
    code: string;
    title: string | null;
    source: string | null;
    issuer: string | null;
    docNo: string | null;
    issuedAt: string | null;
    expiresAt: string | null;
    fileId: string | null;
    sha256: string | null;
  }[];
}

async function storedHash(storage: FileStorage, storagePath: string): Promise<string | null> {
  try {
    return createHash('sha256').update(await storage.readBuffer(storagePath)).digest('hex');
  } catch (error) {
    if (error instanceof StoreUnavailable) throw error; // 503: try again later, not a changed document
    return null;
  }
}

export async function signedDocuments(db: Db, storage: FileStorage, row: Pick<AplyRow, 'id' | 'content'>): Promise<SignedDocuments> {
  const attached = Array.isArray(row.content.attachments) ? (row.content.attachments as unknown[]).filter((x): x is string => typeof x === 'string') : [];
  const items = await db.select().from(prdocItems).where(eq(prdocItems.aplyId, row.id));
  items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const fileIds = [...new Set([...attached, ...items.flatMap((i) => (i.fileId ? [i.fileId] : []))])];
  const hashes = new Map(
    fileIds.length ? (await db.select({ fileId: files.fileId, sha256: files.sha256 }).from(files).where(inArray(files.fileId, fileIds))).map((f) => [f.fileId, f.sha256]) : [],
  );
  const prdoc: SignedDocuments['prdoc'] = [];
  for (const i of items) {
    const sha256 = i.fileId ? (hashes.get(i.fileId) ?? null) : i.storagePath ? await storedHash(storage, i.storagePath) : null;
    prdoc.push({ prdocId: i.id, code: i.code, title: i.title, source: i.source, issuer: i.issuer, docNo: i.docNo, issuedAt: i.issuedAt, expiresAt: i.expiresAt, fileId: i.fileId, sha256 });
  }
  return { attachments: attached.map((fileId) => ({ fileId, sha256: hashes.get(fileId) ?? null })), prdoc };
}

/** 409 DOCUMENT_UNREADABLE naming the first document whose content cannot be read: nothing unreadable is signed. */
export function checkReadable(docs: SignedDocuments): void {
  const file = docs.attachments.findIndex((a) => a.sha256 === null);
  if (file >= 0) {
    throw coded(409, 'DOCUMENT_UNREADABLE', `첨부 파일 ${file + 1}번째를 찾을 수 없어 전자서명을 요청하지 않았습니다. 첨부에서 그 파일을 빼고 다시 올린 뒤 전자서명해 주세요.`);
  }
  const item = docs.prdoc.find((p) => p.sha256 === null);
  if (item) {
    throw coded(409, 'DOCUMENT_UNREADABLE', `증빙서류 ${prdocName(item.code, item.title)}의 내용을 읽을 수 없어 전자서명을 요청하지 않았습니다. 그 서류를 빼고 다시 낸 뒤 전자서명해 주세요.`);
  }
}
