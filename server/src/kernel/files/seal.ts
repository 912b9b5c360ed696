import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * Encryption at rest of every stored file (envelope encryption, AES-256-GCM throughout). Version 2,
 * written now, is framed so that no byte leaves the reader before the tag that covers it verified:
 *
 *   magic (5) · version 2 (1) · key id (8) · chunk size (4) · wrap iv (12) · wrapped data key (32) · wrap tag (16) · nonce prefix (8)   = header (86 bytes)
 *   chunk 0 … chunk n-1, each the ciphertext of `chunk size` plain bytes (the last one 0…chunk size) and its tag (16)
 *
 * Each object has its own random 256-bit data key, wrapped by the master key named by the key id
 * (the first 18 bytes are the wrap's associated data). Chunk i is sealed under the data key with the
 * nonce `prefix · i` and the associated data `header · i · last?1:0`: a changed header, a chunk moved,
 * dropped or repeated, or an object cut after any chunk (the new last one was not sealed as last)
 * fails that chunk's tag. A file is sealed as it streams in (a chunk is written once a byte after it
 * arrives) and opened chunk by chunk.
 *
 * Version 1 (written before; still read): magic · 1 · wrap iv · wrapped key · wrap tag · iv (78 bytes),
 * the whole content as one GCM message, its tag at the end. No key id: every known key is tried.
 */
export const SEAL_MAGIC = Buffer.from([0x89, 0x50, 0x46, 0x45, 0x0a]); // \x89 P F E \n: no PDF/JPG/PNG/HWP starts so
export const SEAL_VERSION = 2;
/** Plain bytes per chunk of the objects written now (the reader takes the size from the header). */
export const SEAL_CHUNK = 64 * 1024;
const KEY_ID_LEN = 8;
const WRAP_AAD_LEN = SEAL_MAGIC.length + 1 + KEY_ID_LEN + 4;
const PREFIX_LEN = 8;
export const SEAL_HEADER_LEN = WRAP_AAD_LEN + 12 + 32 + 16 + PREFIX_LEN;
export const SEAL_TAG_LEN = 16;
/** The longest chunk a header may declare (the reader holds one chunk in memory). */
const MAX_CHUNK = 16 * 1024 * 1024;
const V1_PREFIX = Buffer.concat([SEAL_MAGIC, Buffer.from([1])]);
const V1_HEADER_LEN = V1_PREFIX.length + 12 + 32 + 16 + 12;

/** Bytes a sealed object of `plainLength` takes (every chunk's tag on top; an empty file is one empty chunk). */
export const sealedLength = (plainLength: number, chunk = SEAL_CHUNK) => SEAL_HEADER_LEN + plainLength + SEAL_TAG_LEN * Math.max(1, Math.ceil(plainLength / chunk));

/** A stored object the key cannot open (another master key, or bytes changed). Never shown to a person. */
export class SealError extends Error {}

/** Does the object start like a sealed one (else it is a plain file written before encryption at rest)? */
export const looksSealed = (head: Buffer) => head.length >= SEAL_MAGIC.length && head.subarray(0, SEAL_MAGIC.length).equals(SEAL_MAGIC);

/** The format of an object from its first 6 bytes: 1 or 2 sealed, null plain (or too short to tell). */
export function sealVersion(head: Buffer): number | null {
  if (!looksSealed(head) || head.length <= SEAL_MAGIC.length) return null;
  return head[SEAL_MAGIC.length]!;
}

/**
 * A master key's id (8 bytes of HMAC-SHA256 under the key): written into every header so the reader
 * picks the key, and a rotation knows which objects are done. It tells nothing of the key.
 */
export const masterKeyId = (key: Buffer) => createHmac('sha256', key).update('legal-aid-portal file master key id').digest().subarray(0, KEY_ID_LEN);

/** The master keys: the current one (FILE_MASTER_KEY) seals; it and the old ones (FILE_MASTER_KEYS_OLD) open. */
export class FileKeys {
  readonly currentId: string;
  private readonly byId = new Map<string, Buffer>();
  constructor(
    readonly current: Buffer,
    old: readonly Buffer[] = [],
  ) {
    for (const key of [current, ...old]) {
      if (key.length !== 32) throw new Error('a file master key must be 32 bytes');
      const id = masterKeyId(key).toString('hex');
      if (!this.byId.has(id)) this.byId.set(id, key);
    }
    this.currentId = masterKeyId(current).toString('hex');
  }

  static of(keys: FileKeys | Buffer): FileKeys {
    return keys instanceof FileKeys ? keys : new FileKeys(keys);
  }

  find(id: string): Buffer | undefined {
    return this.byId.get(id);
  }

  /** Every key, the current one first (version 1 objects name none). */
  all(): Buffer[] {
    return [...this.byId.values()];
  }
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** The data key of an object and its chunks' cipher, from the header (sealing or opening). */
class Frames {
  readonly chunkSize: number;
  constructor(
    private readonly dataKey: Buffer,
    readonly header: Buffer,
  ) {
    this.chunkSize = header.readUInt32BE(SEAL_MAGIC.length + 1 + KEY_ID_LEN);
  }

  private nonce(index: number) {
    return Buffer.concat([this.header.subarray(SEAL_HEADER_LEN - PREFIX_LEN), u32(index)]);
  }

  private aad(index: number, last: boolean) {
    return Buffer.concat([this.header, u32(index), Buffer.from([last ? 1 : 0])]);
  }

  seal(index: number, last: boolean, plain: Buffer): Buffer {
    const c = createCipheriv('aes-256-gcm', this.dataKey, this.nonce(index));
    c.setAAD(this.aad(index, last));
    return Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]);
  }

  /** The plain bytes of chunk `index` — returned only once its tag verified. */
  open(index: number, last: boolean, frame: Buffer): Buffer {
    if (frame.length < SEAL_TAG_LEN) throw new SealError('sealed object cut off');
    const d = createDecipheriv('aes-256-gcm', this.dataKey, this.nonce(index));
    d.setAAD(this.aad(index, last));
    d.setAuthTag(frame.subarray(frame.length - SEAL_TAG_LEN));
    try {
      return Buffer.concat([d.update(frame.subarray(0, frame.length - SEAL_TAG_LEN)), d.final()]);
    } catch {
      throw new SealError(`chunk ${index} of a sealed object was changed, moved or cut off (tag mismatch)`);
    }
  }

  forget() {
    this.dataKey.fill(0);
  }
}

/** A new version 2 header under the current master key (fresh data key, wrapped). */
function newFrames(keys: FileKeys, chunkSize = SEAL_CHUNK): Frames {
  const dataKey = randomBytes(32);
  const aad = Buffer.concat([SEAL_MAGIC, Buffer.from([SEAL_VERSION]), masterKeyId(keys.current), u32(chunkSize)]);
  const wrapIv = randomBytes(12);
  const w = createCipheriv('aes-256-gcm', keys.current, wrapIv);
  w.setAAD(aad);
  const wrapped = Buffer.concat([w.update(dataKey), w.final()]);
  return new Frames(dataKey, Buffer.concat([aad, wrapIv, wrapped, w.getAuthTag(), randomBytes(PREFIX_LEN)]));
}

/** The frames of a version 2 object from its header (SealError: unknown key id, changed header). */
function openFrames(keys: FileKeys, header: Buffer): Frames {
  if (header.length < SEAL_HEADER_LEN || sealVersion(header) !== 2) throw new SealError('not a version 2 sealed object');
  header = Buffer.from(header.subarray(0, SEAL_HEADER_LEN));
  const id = header.subarray(SEAL_MAGIC.length + 1, WRAP_AAD_LEN - 4).toString('hex');
  const key = keys.find(id);
  if (!key) throw new SealError(`no master key with id ${id} (the current FILE_MASTER_KEY or one of FILE_MASTER_KEYS_OLD)`);
  const chunkSize = header.readUInt32BE(WRAP_AAD_LEN - 4);
  if (chunkSize < 1 || chunkSize > MAX_CHUNK) throw new SealError('sealed object declares an impossible chunk size');
  let o = WRAP_AAD_LEN;
  const take = (n: number) => header.subarray(o, (o += n));
  const [wrapIv, wrapped, wrapTag] = [take(12), take(32), take(16)];
  try {
    const u = createDecipheriv('aes-256-gcm', key, wrapIv);
    u.setAAD(header.subarray(0, WRAP_AAD_LEN));
    u.setAuthTag(wrapTag);
    return new Frames(Buffer.concat([u.update(wrapped), u.final()]), header);
  } catch {
    throw new SealError('the master key does not open this object (a changed header)');
  }
}

/** The key id of a sealed object (hex) from its first SEAL_HEADER_LEN bytes; null for version 1 or a plain file. */
export function sealedKeyId(head: Buffer): string | null {
  return sealVersion(head) === 2 && head.length >= WRAP_AAD_LEN ? head.subarray(SEAL_MAGIC.length + 1, WRAP_AAD_LEN - 4).toString('hex') : null;
}

export function sealBuffer(keys: FileKeys | Buffer, data: Buffer, chunkSize = SEAL_CHUNK): Buffer {
  const f = newFrames(FileKeys.of(keys), chunkSize);
  const out = [f.header];
  let index = 0;
  for (let at = 0; at + chunkSize < data.length; at += chunkSize) out.push(f.seal(index++, false, data.subarray(at, at + chunkSize)));
  out.push(f.seal(index, true, data.subarray(index * chunkSize)));
  f.forget();
  return Buffer.concat(out);
}

/** A stream that seals what goes through it (the header first, then each chunk once a byte after it arrived). */
export function sealStream(keys: FileKeys | Buffer): Transform {
  const f = newFrames(FileKeys.of(keys));
  let pending = Buffer.alloc(0);
  let index = 0;
  let started = false;
  const start = (t: Transform) => {
    if (!started) t.push(f.header);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      start(this);
      pending = Buffer.concat([pending, chunk]);
      let at = 0;
      for (; pending.length - at > f.chunkSize; at += f.chunkSize) this.push(f.seal(index++, false, pending.subarray(at, at + f.chunkSize)));
      pending = pending.subarray(at);
      done();
    },
    flush(done) {
      start(this);
      this.push(f.seal(index, true, pending));
      f.forget();
      done();
    },
  });
}

/** Version 1: the decipher of the whole content, under whichever known master key unwraps the data key. */
function openV1(keys: FileKeys, header: Buffer) {
  if (header.length < V1_HEADER_LEN || sealVersion(header) !== 1) throw new SealError('not a version 1 sealed object');
  let o = V1_PREFIX.length;
  const take = (n: number) => header.subarray(o, (o += n));
  const [wrapIv, wrapped, wrapTag, iv] = [take(12), take(32), take(16), take(12)];
  for (const key of keys.all()) {
    let dataKey: Buffer;
    try {
      const u = createDecipheriv('aes-256-gcm', key, wrapIv);
      u.setAAD(V1_PREFIX);
      u.setAuthTag(wrapTag);
      dataKey = Buffer.concat([u.update(wrapped), u.final()]);
    } catch {
      continue;
    }
    const d = createDecipheriv('aes-256-gcm', dataKey, iv);
    dataKey.fill(0);
    d.setAAD(header.subarray(0, V1_HEADER_LEN));
    return d;
  }
  throw new SealError('no master key opens this object (another FILE_MASTER_KEY, or a changed header)');
}

/** The whole plain content of a sealed object (either version), verified before it is returned. */
export function unsealBuffer(keys: FileKeys | Buffer, sealed: Buffer): Buffer {
  const k = FileKeys.of(keys);
  const version = sealVersion(sealed);
  if (version === 1) {
    if (sealed.length < V1_HEADER_LEN + SEAL_TAG_LEN) throw new SealError('sealed object too short');
    const d = openV1(k, sealed);
    d.setAuthTag(sealed.subarray(sealed.length - SEAL_TAG_LEN));
    try {
      return Buffer.concat([d.update(sealed.subarray(V1_HEADER_LEN, sealed.length - SEAL_TAG_LEN)), d.final()]);
    } catch {
      throw new SealError('the content of a sealed object was changed (tag mismatch)');
    }
  }
  if (version !== 2) throw new SealError(version === null ? 'not a sealed object' : `unknown seal version ${version}`);
  if (sealed.length < SEAL_HEADER_LEN) throw new SealError('sealed object cut off inside its header');
  const f = openFrames(k, sealed);
  const frame = f.chunkSize + SEAL_TAG_LEN;
  const out: Buffer[] = [];
  let index = 0;
  let at = SEAL_HEADER_LEN;
  for (; sealed.length - at > frame; at += frame) out.push(f.open(index++, false, sealed.subarray(at, at + frame)));
  out.push(f.open(index, true, sealed.subarray(at)));
  f.forget();
  return Buffer.concat(out);
}

/**
 * The plain content of a version 2 object streamed from `src` (the whole object), chunk by chunk:
 * a chunk's plain bytes are yielded only after its tag verified, so a changed, moved or missing
 * chunk ends the stream with SealError before any byte of it (or after it) is released.
 */
export async function* unsealChunks(keys: FileKeys | Buffer, src: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const k = FileKeys.of(keys);
  let buf: Buffer = Buffer.alloc(0);
  let f: Frames | null = null;
  let index = 0;
  try {
    for await (const piece of src) {
      buf = buf.length ? Buffer.concat([buf, piece]) : piece;
      if (!f) {
        if (buf.length < SEAL_HEADER_LEN) continue;
        f = openFrames(k, buf);
        buf = buf.subarray(SEAL_HEADER_LEN);
      }
      // a frame is known not to be the last only once a byte after it has arrived
      const frame = f.chunkSize + SEAL_TAG_LEN;
      while (buf.length > frame) {
        const plain = f.open(index++, false, buf.subarray(0, frame));
        buf = buf.subarray(frame);
        yield plain;
      }
    }
    if (!f) throw new SealError('sealed object cut off inside its header');
    const last = f.open(index, true, buf);
    if (last.length) yield last;
  } finally {
    f?.forget();
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
