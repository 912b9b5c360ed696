import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { seedFileBytes, seedStoragePath } from '../../db/seed/center-files';
import { noticeSeeds } from '../../db/seed/data/notices';
import { errorSummary } from '../../http/log-safe';

/**
 * Writes the seeded notice attachments into the upload folder when missing or different (the seed
 * writes their rows; the bytes are made in code, so every replica and every test run has the same
 * files). Atomic: temporary file + rename.
 */
export async function ensureSeedFiles(uploadDir: string, log: FastifyBaseLogger): Promise<number> {
  let written = 0;
  for (const a of noticeSeeds.flatMap((n) => n.attachments ?? [])) {
    const { bytes } = seedFileBytes(a.kind);
    const target = path.join(uploadDir, seedStoragePath(a.fileId));
    const current = await readFile(target).catch(() => null);
    if (current && createHash('sha256').update(current).digest('hex') === createHash('sha256').update(bytes).digest('hex')) continue;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, target);
      written++;
    } catch (error) {
      // a read-only upload volume on a replica: another one (or the deploy) writes them
      log.warn({ err: errorSummary(error) }, 'seed attachments not written');
    }
  }
  return written;
}
