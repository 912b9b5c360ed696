import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, createObjectStore, type ObjectStore } from '../../adapters/storage';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { SNIFF_BYTES } from './magic';
import { SEAL_OVERHEAD, SEAL_TAG_LEN, SealError, looksSealed, loadFileMasterKey, sealBuffer, startSeal, unsealBuffer, unsealStream } from './seal';

async function collect(stream: NodeJS.ReadableStream | AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/**
 * Stored files (uploads, and bytes the server makes: fetched records, certificates), encrypted at
 * rest (seal.ts: a random AES-256-GCM key per object, wrapped by the master key) in an object
 * store: the upload folder, or an S3-compatible store when S3_ENDPOINT is set (adapters/storage).
 *
 * An upload is first written, already encrypted, to <UPLOAD_DIR>/tmp/<random> (always local), then
 * moved to <yyyy>/<mm>/<fileId> in the store once its size, scan and type are accepted. Objects
 * written before encryption at rest (no magic) are read as they are, and `sealLegacy` encrypts them
 * in place at start-up.
 */
export class FileStorage {
  constructor(
    private readonly store: ObjectStore,
    private readonly masterKey: Buffer,
    /** The upload folder: its tmp/ holds uploads being received. */
    private readonly root: string,
  ) {
    if (masterKey.length !== 32) throw new Error('the file master key must be 32 bytes');
  }

  get backend(): ObjectStore['kind'] {
    return this.store.kind;
  }

  private tmpDir = () => path.join(this.root, 'tmp');

  /**
   * Writes a stream, encrypted, to a temporary file; returns its path and the plain content's size,
   * SHA-256 and first bytes.
   */
  async receive(stream: NodeJS.ReadableStream): Promise<{ tmpPath: string; size: number; sha256: string; head: Buffer }> {
    await mkdir(this.tmpDir(), { recursive: true });
    const tmpPath = path.join(this.tmpDir(), randomBytes(16).toString('hex'));
    const hash = createHash('sha256');
    let size = 0;
    const chunks: Buffer[] = [];
    let headLen = 0;
    const { header, cipher } = startSeal(this.masterKey);
    let started = false;
    const seal = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        if (!started) this.push(header);
        started = true;
        size += chunk.length;
        if (headLen < SNIFF_BYTES) {
          chunks.push(chunk.subarray(0, SNIFF_BYTES - headLen));
          headLen += Math.min(chunk.length, SNIFF_BYTES - headLen);
        }
        done(null, cipher.update(chunk));
      },
      flush(done) {
        if (!started) this.push(header);
        this.push(cipher.final());
        done(null, cipher.getAuthTag());
      },
    });
    try {
      await pipeline(stream, seal, createWriteStream(tmpPath, { mode: 0o600 }));
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
    return { tmpPath, size, sha256: hash.digest('hex'), head: Buffer.concat(chunks) };
  }

  /** The plain content of a received temporary file (for the virus scan and the structure check; at most 10 MB). */
  async readTmp(tmpPath: string): Promise<Buffer> {
    return unsealBuffer(this.masterKey, await readFile(this.inTmp(tmpPath)));
  }

  /** Moves an accepted temporary file to its place; returns the path relative to the root. */
  async keep(tmpPath: string, fileId: string, at: Date): Promise<string> {
    const rel = FileStorage.pathFor(fileId, at);
    await this.store.putFile(rel, this.inTmp(tmpPath));
    return rel;
  }

  /** Stores bytes made by the server (a fetched record, a wallet certificate) as `fileId`; returns the path relative to the root. */
  async putBuffer(fileId: string, data: Buffer, at: Date): Promise<string> {
    const rel = FileStorage.pathFor(fileId, at);
    await this.store.put(rel, sealBuffer(this.masterKey, data));
    return rel;
  }

  /** Stores bytes under a given path (seeded files); replaces what is there. */
  async write(rel: string, data: Buffer): Promise<void> {
    await this.store.put(rel, sealBuffer(this.masterKey, data));
  }

  /** The whole plain content of a stored object (small ones: records, certificates). */
  async readBuffer(rel: string): Promise<Buffer> {
    return collect(await this.openAsync(rel));
  }

  discard(tmpPath: string): Promise<void> {
    return rm(this.inTmp(tmpPath), { force: true });
  }

  /**
   * The plain content of a stored object as a stream (downloads: never the whole file in memory).
   * The tag is read first (the object's last 16 bytes), then the rest streams through the decipher;
   * a changed byte or another master key ends the stream with an error instead of its last chunk.
   */
  open(rel: string): Readable {
    const out = new PassThrough();
    this.openAsync(rel).then(
      (src) => pipeline(src, out).catch(() => undefined), // pipeline destroys `out` with the error
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  /**
   * Like `open`, but resolves only once the object is found and its first bytes are on their way:
   * null when there is none (or the path is outside the store), StoreUnavailable when the store
   * cannot be reached — so a download can still answer 404 or 503 before its headers are sent.
   */
  async openStream(rel: string): Promise<Readable | null> {
    try {
      checkKey(rel);
    } catch {
      return null;
    }
    return this.openAsync(rel).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  private async openAsync(rel: string): Promise<Readable> {
    const key = checkKey(rel);
    const size = await this.store.size(key);
    if (size === null) throw Object.assign(new Error('stored file not found'), { code: 'ENOENT' });
    if (size < SEAL_OVERHEAD) {
      // a tiny plain file written before encryption at rest, or a cut-off sealed one
      const all = await collect(await this.store.read(key));
      if (looksSealed(all)) throw new SealError('sealed object cut off');
      return Readable.from([all]);
    }
    const tag = await collect(await this.store.read(key, { start: size - SEAL_TAG_LEN, end: size - 1 }));
    if (tag.length !== SEAL_TAG_LEN) throw new SealError('object changed while read');
    const body = await this.store.read(key, { start: 0, end: size - SEAL_TAG_LEN - 1 });
    return Readable.from(unsealStream(this.masterKey, body, tag));
  }

  /** Is there an object at `rel`? (false for a path outside the store; an unreachable store throws StoreUnavailable) */
  async exists(rel: string): Promise<boolean> {
    let key: string;
    try {
      key = checkKey(rel);
    } catch {
      return false;
    }
    return (await this.store.size(key)) !== null;
  }

  remove(rel: string): Promise<void> {
    return this.store.remove(checkKey(rel));
  }

  /** Temporary files older than maxAgeMs (an upload cut off mid-way leaves one). */
  async sweepTmp(maxAgeMs: number, now: number): Promise<number> {
    let removed = 0;
    const names = await readdir(this.tmpDir()).catch(() => [] as string[]);
    for (const name of names) {
      const p = path.join(this.tmpDir(), name);
      const s = await stat(p).catch(() => null);
      if (s && now - s.mtimeMs > maxAgeMs) {
        await rm(p, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /**
   * Encrypts in place the plain files written before encryption at rest (the local folder only:
   * the S3 store came with it). Safe with two replicas at once: each writes a sealed copy and
   * renames it over the plain file; a file already sealed is left alone. Returns how many.
   */
  async sealLegacy(): Promise<number> {
    if (!this.store.keys) return 0;
    let sealed = 0;
    for await (const key of this.store.keys()) {
      const head = await collect(await this.store.read(key, { start: 0, end: 7 })).catch(() => null);
      if (!head || head.length === 0 || looksSealed(head)) continue;
      const plain = await collect(await this.store.read(key)).catch(() => null);
      if (!plain) continue;
      await this.store.put(key, sealBuffer(this.masterKey, plain));
      sealed++;
    }
    return sealed;
  }

  /** <yyyy>/<mm>/<fileId> (UTC). */
  static pathFor(fileId: string, at: Date): string {
    return [String(at.getUTCFullYear()), String(at.getUTCMonth() + 1).padStart(2, '0'), fileId].join('/');
  }

  /** A temporary path handed out by `receive` (nothing else is read or removed through it). */
  private inTmp(tmpPath: string): string {
    const full = path.resolve(tmpPath);
    if (path.dirname(full) !== path.resolve(this.tmpDir())) throw new Error('temporary file outside the upload folder');
    return full;
  }
}

/** The one storage of the app: the configured store, and the master key (FILE_MASTER_KEY or app_secrets). */
export async function createFileStorage(db: Db, config: Pick<Config, 'uploadDir' | 's3' | 'fileMasterKey'>): Promise<FileStorage> {
  return new FileStorage(createObjectStore(config.uploadDir, config.s3), await loadFileMasterKey(db, config.fileMasterKey), config.uploadDir);
}
