import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../kernel/files/storage';
import { seedFileBytes, seedStoragePath } from '../../db/seed/center-files';
import { noticeSeeds } from '../../db/seed/data/notices';
import { errorSummary } from '../../http/log-safe';

/**
 * Writes the seeded notice attachments into the file storage (encrypted like every stored file)
 * when missing or different (the seed writes their rows; the bytes are made in code, so every
 * replica and every test run has the same files). Atomic: temporary file + rename, or one PUT.
 */
export async function ensureSeedFiles(storage: FileStorage, log: FastifyBaseLogger): Promise<number> {
  let written = 0;
  for (const a of noticeSeeds.flatMap((n) => n.attachments ?? [])) {
    const { bytes } = seedFileBytes(a.kind);
    const rel = seedStoragePath(a.fileId);
    const current = await storage.readBuffer(rel).catch(() => null);
    if (current && createHash('sha256').update(current).digest('hex') === createHash('sha256').update(bytes).digest('hex')) continue;
    try {
      await storage.write(rel, bytes);
      written++;
    } catch (error) {
      // a read-only upload volume or an unreachable store on a replica: another one (or the deploy) writes them
      log.warn({ err: errorSummary(error) }, 'seed attachments not written');
    }
  }
  return written;
}
