import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type ObjectStore } from './index';

/** Objects as files under the upload folder: <root>/<key>; `tmp/` is FileStorage's own. */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, checkKey(key));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('file path outside the upload folder');
    return full;
  }

  async size(key: string): Promise<number | null> {
    const s = await stat(this.resolve(key)).catch(() => null);
    return s?.isFile() ? s.size : null;
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : {});
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, data, { mode: 0o600 });
      await rename(tmp, full);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async putFile(key: string, tmpPath: string): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await rename(tmpPath, full);
  }

  remove(key: string): Promise<void> {
    return rm(this.resolve(key), { force: true });
  }

  async *keys(): AsyncGenerator<string> {
    const walk = async function* (dir: string, rel: string[]): AsyncGenerator<string> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        if (rel.length === 0 && e.name === 'tmp') continue;
        if (e.isDirectory()) yield* walk(path.join(dir, e.name), [...rel, e.name]);
        else if (e.isFile() && !e.name.endsWith('.tmp')) yield [...rel, e.name].join('/');
      }
    };
    yield* walk(this.root, []);
  }
}
