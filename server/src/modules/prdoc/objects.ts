import { and, eq, isNull } from 'drizzle-orm';
import { PrdocRecord, type PrdocRecordView } from '@portal/contracts';
import type { Db } from '../../db/client';
import { myDocs, prdocItems } from '../../db/schema';
import type { FileStorage } from '../../kernel/files/storage';
import { newObjectId } from './context';
import { recordView } from './rrn';

/** What the server keeps of a fetched record or a wallet certificate (one stored object, JSON). */
export type StoredRecord =
  | { kind: 'EXCHANGE'; record: PrdocRecord; request: { code: string; options: unknown; purpose: string } }
  | { kind: 'WALLET'; record: PrdocRecord; document: string };

/** Stores the object through FileStorage (encrypted at rest there); answers its storage path. */
export function putRecord(storage: FileStorage, stored: StoredRecord, at: Date): Promise<string> {
  return storage.putBuffer(newObjectId(), Buffer.from(JSON.stringify(stored), 'utf8'), at);
}

/** The record of a stored object as the API answers it (masked unless 'unmasked'), or null when its bytes are gone or unreadable. */
export async function readRecord(storage: FileStorage, storagePath: string | null, view: 'masked' | 'unmasked' = 'masked'): Promise<PrdocRecordView | null> {
  const stored = await readStoredRecord(storage, storagePath);
  return stored && recordView(stored, view);
}

/** The record exactly as stored (back halves included when the request asked for them): never answered as it is. */
export async function readStoredRecord(storage: FileStorage, storagePath: string | null): Promise<PrdocRecord | null> {
  if (!storagePath) return null;
  try {
    const stored = JSON.parse((await storage.readBuffer(storagePath)).toString('utf8')) as StoredRecord;
    const r = PrdocRecord.safeParse(stored.record);
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/**
 * Removes the bytes of a server-made object once nothing references it any more (no live my_doc,
 * no application's item). Uploads (file_id) are left to the unattached-files sweep, which skips
 * files a live my_doc or an item still uses.
 */
export async function releaseObject(db: Db, storage: FileStorage, storagePath: string | null): Promise<boolean> {
  if (!storagePath) return false;
  const [doc] = await db.select({ id: myDocs.id }).from(myDocs).where(and(eq(myDocs.storagePath, storagePath), isNull(myDocs.deletedAt))).limit(1);
  if (doc) return false;
  const [item] = await db.select({ id: prdocItems.id }).from(prdocItems).where(eq(prdocItems.storagePath, storagePath)).limit(1);
  if (item) return false;
  await storage.remove(storagePath);
  return true;
}
