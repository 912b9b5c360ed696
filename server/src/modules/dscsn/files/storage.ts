import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './magic';

/**
 * Uploaded files on disk under DATA_DIR/uploads: a part is first written to uploads/tmp/<random>,
 * then moved to uploads/<yyyy>/<mm>/<fileId> once its size and type are accepted. Replicas share
 * DATA_DIR (a volume) or, when scaled out, an S3-compatible store behind the same three calls.
 */
export class FileStorage {
  constructor(private readonly root: string) {}

  private tmpDir = () => path.join(this.root, 'tmp');

  /** Writes a stream to a temporary file; returns its path, size, SHA-256 and first bytes. */
  async receive(stream: NodeJS.ReadableStream): Promise<{ tmpPath: string; size: number; sha256: string; head: Buffer }> {
    await mkdir(this.tmpDir(), { recursive: true });
    const tmpPath = path.join(this.tmpDir(), randomBytes(16).toString('hex'));
    const hash = createHash('sha256');
    let size = 0;
    const chunks: Buffer[] = [];
    let headLen = 0;
    const tap = new Transform({
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
      await pipeline(stream, tap, createWriteStream(tmpPath, { mode: 0o600 }));
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
    return { tmpPath, size, sha256: hash.digest('hex'), head: Buffer.concat(chunks) };
  }

  /** Moves an accepted temporary file to its place; returns the path relative to the root. */
  async keep(tmpPath: string, fileId: string, at: Date): Promise<string> {
    const rel = path.join(String(at.getUTCFullYear()), String(at.getUTCMonth() + 1).padStart(2, '0'), fileId);
    await mkdir(path.dirname(path.join(this.root, rel)), { recursive: true });
    await rename(tmpPath, path.join(this.root, rel));
    return rel;
  }

  /** Stores bytes made by the server (a fetched record, a wallet certificate) as `fileId`; returns the path relative to the root. */
  async putBuffer(fileId: string, data: Buffer, at: Date): Promise<string> {
    await mkdir(this.tmpDir(), { recursive: true });
    const tmpPath = path.join(this.tmpDir(), randomBytes(16).toString('hex'));
    await writeFile(tmpPath, data, { mode: 0o600 });
    return this.keep(tmpPath, fileId, at);
  }

  /** The whole content of a stored object (small ones: records, certificates). */
  readBuffer(rel: string): Promise<Buffer> {
    return readFile(this.resolve(rel));
  }

  discard(tmpPath: string): Promise<void> {
    return rm(tmpPath, { force: true });
  }

  open(rel: string) {
    return createReadStream(this.resolve(rel));
  }

  async exists(rel: string): Promise<boolean> {
    return stat(this.resolve(rel)).then(
      () => true,
      () => false,
    );
  }

  remove(rel: string): Promise<void> {
    return rm(this.resolve(rel), { force: true });
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

  private resolve(rel: string): string {
    const full = path.resolve(this.root, rel);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('file path outside the upload folder');
    return full;
  }
}
