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
import { FileKeys, SEAL_HEADER_LEN, SealError, loadFileMasterKey, looksSealed, sealBuffer, sealStream, sealVersion, sealedKeyId, unsealBuffer, unsealChunks } from './seal';

async function collect(stream: NodeJS.ReadableStream | AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/**
 * Stored files (uploads, and bytes the server makes: fetched records, certificates), encrypted at
 * rest (seal.ts: a random AES-256-GCM key per object, wrapped by the master key, the content in
 * authenticated chunks) in an object store: the upload folder, or an S3-compatible store when
 * S3_ENDPOINT is set (adapters/storage).
 *
 * An upload is first written, already encrypted, to <UPLOAD_DIR>/tmp/<random> (always local), then
 * moved to <yyyy>/<mm>/<fileId> in the store once its size, scan and type are accepted. Objects
 * written before encryption at rest (no magic) are read as they are, and `sealLegacy` encrypts them
 * in place at start-up. `rekey` moves every object to the current master key (`cli files:rekey`).
 */
export class FileStorage {
  private readonly keys: FileKeys;

  constructor(
    private readonly store: ObjectStore,
    masterKeys: FileKeys | Buffer,
    /** The upload folder: its tmp/ holds uploads being received. */
    private readonly root: string,
  ) {
    this.keys = FileKeys.of(masterKeys);
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
    const measure = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        if (headLen < SNIFF_BYTES) {
          chunks.push(chunk.subarray(0, SNIFF_BYTES - headLen));
          headLen += Math.min(chunk.length, SNIFF_BYTES - headLen);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, measure, sealStream(this.keys), createWriteStream(tmpPath, { mode: 0o600 }));
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
    return { tmpPath, size, sha256: hash.digest('hex'), head: Buffer.concat(chunks) };
  }

  /** The plain content of a received temporary file (for the virus scan and the structure check; at most 10 MB). */
  async readTmp(tmpPath: string): Promise<Buffer> {
    return unsealBuffer(this.keys, await readFile(this.inTmp(tmpPath)));
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
    await this.store.put(rel, sealBuffer(this.keys, data));
    return rel;
  }

  /** Stores bytes under a given path (seeded files); replaces what is there. */
  async write(rel: string, data: Buffer): Promise<void> {
    await this.store.put(rel, sealBuffer(this.keys, data));
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
   * Each 64 KiB chunk is released only once its tag verified: a changed, moved or missing chunk, or
   * an unknown master key, ends the stream with SealError before any byte of that chunk is sent.
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
    const head = await this.headOf(key, size);
    const version = sealVersion(head);
    if (version === 2) return Readable.from(unsealChunks(this.keys, await this.store.read(key)));
    // version 1 holds its only tag at the end: read whole (uploads are at most 10 MB) and verified
    // before a byte is released; `files:rekey` rewrites these objects as version 2
    if (version === 1) return Readable.from([unsealBuffer(this.keys, await collect(await this.store.read(key)))]);
    if (looksSealed(head)) throw new SealError(version === null ? 'sealed object cut off' : `unknown seal version ${version}`);
    // a plain file written before encryption at rest
    return size <= head.length ? Readable.from([head]) : this.store.read(key);
  }

  /** An object's first bytes: enough for its seal header. */
  private async headOf(key: string, size: number): Promise<Buffer> {
    return size ? collect(await this.store.read(key, { start: 0, end: Math.min(size, SEAL_HEADER_LEN) - 1 })) : Buffer.alloc(0);
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
    if (this.store.kind !== 'local') return 0;
    let sealed = 0;
    for await (const key of this.store.keys()) {
      const head = await collect(await this.store.read(key, { start: 0, end: 7 })).catch(() => null);
      if (!head || head.length === 0 || looksSealed(head)) continue;
      const plain = await collect(await this.store.read(key)).catch(() => null);
      if (!plain) continue;
      await this.store.put(key, sealBuffer(this.keys, plain));
      sealed++;
    }
    return sealed;
  }

  /** The id (hex) of the master key that seals new objects. */
  get currentKeyId(): string {
    return this.keys.currentId;
  }

  /**
   * Re-seals every stored object that is not sealed under the current master key yet (version 1
   * objects, ones under an old key, plain ones): `cli files:rekey` after FILE_MASTER_KEY changed.
   * Resumable and idempotent: an object whose header names the current key is skipped, so a run
   * cut short is simply run again. Each object streams through a sealed temporary file that then
   * replaces it whole (readers see the old object or the new one). An object no key opens is
   * counted in `failed` (its key) and left as it is.
   */
  async rekey(onObject?: (key: string, outcome: 'kept' | 'resealed' | 'failed') => void): Promise<{ checked: number; resealed: number; failed: string[] }> {
    await mkdir(this.tmpDir(), { recursive: true });
    const result = { checked: 0, resealed: 0, failed: [] as string[] };
    for await (const key of this.store.keys()) {
      const size = await this.store.size(key);
      if (size === null) continue; // removed since it was listed
      result.checked++;
      const head = await this.headOf(key, size);
      if (sealedKeyId(head) === this.keys.currentId) {
        onObject?.(key, 'kept');
        continue;
      }
      const tmpPath = path.join(this.tmpDir(), randomBytes(16).toString('hex'));
      try {
        await pipeline(await this.openAsync(key), sealStream(this.keys), createWriteStream(tmpPath, { mode: 0o600 }));
        // narrows the window in which an object deleted meanwhile (the upload sweep) would come back
        if ((await this.store.size(key)) === null) continue;
        await this.store.putFile(key, tmpPath);
        result.resealed++;
        onObject?.(key, 'resealed');
      } catch (error) {
        if (!(error instanceof SealError)) throw error;
        result.failed.push(key);
        onObject?.(key, 'failed');
      } finally {
        await rm(tmpPath, { force: true });
      }
    }
    return result;
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

/** The one storage of the app: the configured store, and the master keys (FILE_MASTER_KEY or app_secrets; FILE_MASTER_KEYS_OLD). */
export async function createFileStorage(db: Db, config: Pick<Config, 'uploadDir' | 's3' | 'fileMasterKey' | 'fileMasterKeysOld'>): Promise<FileStorage> {
  const keys = new FileKeys(await loadFileMasterKey(db, config.fileMasterKey), config.fileMasterKeysOld);
  return new FileStorage(createObjectStore(config.uploadDir, config.s3), keys, config.uploadDir);
}
