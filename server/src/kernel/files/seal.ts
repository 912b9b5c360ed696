import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * Encryption at rest of every stored file (envelope encryption, AES-256-GCM throughout):
 *
 *   magic (5) · version (1) · wrap iv (12) · wrapped data key (32) · wrap tag (16) · iv (12)   = header (78 bytes)
 *   ciphertext (as long as the file)
 *   tag (16)
 *
 * Each object has its own random 256-bit data key; the master key (FILE_MASTER_KEY, or generated
 * once into app_secrets) only wraps it, with the magic and version as associated data. The file's
 * cipher takes the whole header as associated data, so no header byte can be changed unnoticed.
 * The tag sits at the end so that a file is encrypted as it streams in; a reader fetches the tag
 * first (a range read) and then streams the rest through the decipher.
 */
export const SEAL_MAGIC = Buffer.from([0x89, 0x50, 0x46, 0x45, 0x0a]); // \x89 P F E \n: no PDF/JPG/PNG/HWP starts so
export const SEAL_VERSION = 1;
const PREFIX = Buffer.concat([SEAL_MAGIC, Buffer.from([SEAL_VERSION])]);
export const SEAL_HEADER_LEN = PREFIX.length + 12 + 32 + 16 + 12;
export const SEAL_TAG_LEN = 16;
/** Bytes a sealed object has on top of its content. */
export const SEAL_OVERHEAD = SEAL_HEADER_LEN + SEAL_TAG_LEN;

/** A stored object the key cannot open (another master key, or bytes changed). Never shown to a person. */
export class SealError extends Error {}

/** Does the object start like a sealed one (else it is a plain file written before encryption at rest)? */
export const looksSealed = (head: Buffer) => head.length >= SEAL_MAGIC.length && head.subarray(0, SEAL_MAGIC.length).equals(SEAL_MAGIC);

/** A new header (fresh data key, wrapped) and the cipher that encrypts the content after it. */
export function startSeal(masterKey: Buffer) {
  const dataKey = randomBytes(32);
  const wrapIv = randomBytes(12);
  const w = createCipheriv('aes-256-gcm', masterKey, wrapIv);
  w.setAAD(PREFIX);
  const wrapped = Buffer.concat([w.update(dataKey), w.final()]);
  const header = Buffer.concat([PREFIX, wrapIv, wrapped, w.getAuthTag(), randomBytes(12)]);
  const cipher = createCipheriv('aes-256-gcm', dataKey, header.subarray(SEAL_HEADER_LEN - 12));
  dataKey.fill(0);
  cipher.setAAD(header);
  return { header, cipher };
}

/** The decipher of a sealed object from its header (throws SealError for another key or a changed header). */
export function openSeal(masterKey: Buffer, header: Buffer): DecipherGCM {
  if (header.length < SEAL_HEADER_LEN || !looksSealed(header)) throw new SealError('not a sealed object');
  if (header[SEAL_MAGIC.length] !== SEAL_VERSION) throw new SealError(`unknown seal version ${header[SEAL_MAGIC.length]}`);
  let o = PREFIX.length;
  const take = (n: number) => header.subarray(o, (o += n));
  const wrapIv = take(12);
  const wrapped = take(32);
  const wrapTag = take(16);
  const iv = take(12);
  let dataKey: Buffer;
  try {
    const u = createDecipheriv('aes-256-gcm', masterKey, wrapIv);
    u.setAAD(PREFIX);
    u.setAuthTag(wrapTag);
    dataKey = Buffer.concat([u.update(wrapped), u.final()]);
  } catch {
    throw new SealError('the master key does not open this object (another FILE_MASTER_KEY, or a changed header)');
  }
  const d = createDecipheriv('aes-256-gcm', dataKey, iv);
  dataKey.fill(0);
  d.setAAD(header.subarray(0, SEAL_HEADER_LEN));
  return d;
}

export function sealBuffer(masterKey: Buffer, data: Buffer): Buffer {
  const { header, cipher } = startSeal(masterKey);
  return Buffer.concat([header, cipher.update(data), cipher.final(), cipher.getAuthTag()]);
}

export function unsealBuffer(masterKey: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < SEAL_OVERHEAD) throw new SealError('sealed object too short');
  const d = openSeal(masterKey, sealed.subarray(0, SEAL_HEADER_LEN));
  d.setAuthTag(sealed.subarray(sealed.length - SEAL_TAG_LEN));
  try {
    return Buffer.concat([d.update(sealed.subarray(SEAL_HEADER_LEN, sealed.length - SEAL_TAG_LEN)), d.final()]);
  } catch {
    throw new SealError('the content of a sealed object was changed (tag mismatch)');
  }
}

/**
 * The plain content of a sealed object streamed from `src` (the object without its last 16 bytes,
 * which are `tag`): the header is peeled off the first chunks, the rest goes through the decipher,
 * and the end throws SealError when the tag does not match. A plain (legacy) object is passed
 * through unchanged, `tag` being its own last bytes. `src` holds at least SEAL_HEADER_LEN bytes.
 */
export async function* unsealStream(masterKey: Buffer, src: AsyncIterable<Buffer>, tag: Buffer): AsyncGenerator<Buffer> {
  let head: Buffer | null = Buffer.alloc(0);
  let d: DecipherGCM | null = null;
  let plain = false;
  for await (const chunk of src) {
    if (plain) {
      yield chunk;
      continue;
    }
    if (d) {
      yield d.update(chunk);
      continue;
    }
    head = Buffer.concat([head!, chunk]);
    if (head.length >= SEAL_MAGIC.length && !looksSealed(head)) {
      plain = true;
      yield head;
      head = null;
      continue;
    }
    if (head.length < SEAL_HEADER_LEN) continue;
    d = openSeal(masterKey, head.subarray(0, SEAL_HEADER_LEN));
    d.setAuthTag(tag);
    const rest = head.subarray(SEAL_HEADER_LEN);
    head = null;
    if (rest.length) yield d.update(rest);
  }
  if (plain) {
    yield tag;
    return;
  }
  // the caller reads objects shorter than SEAL_OVERHEAD whole; a stream ending inside the header was cut
  if (!d) throw new SealError('object cut off inside its header');
  try {
    const last = d.final();
    if (last.length) yield last;
  } catch {
    throw new SealError('the content of a sealed object was changed (tag mismatch)');
  }
}

/**
 * The master key: FILE_MASTER_KEY when set (production sets it and keeps it outside the database
 * and its backups), otherwise generated once and kept in app_secrets so every replica agrees.
 */
export async function loadFileMasterKey(db: Db, configured?: Buffer): Promise<Buffer> {
  if (configured) return configured;
  await db.insert(appSecrets).values({ name: 'file_master_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'file_master_key'));
  return Buffer.from(row!.value, 'base64url');
}
