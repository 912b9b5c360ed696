import { constants, createInflate, createInflateRaw } from 'node:zlib';

export type InflateEnd = { ok: true; bytes: number } | { ok: false; bytes: number; stopped: string | null };

/**
 * Inflates `data` (zlib, or raw deflate) chunk by chunk on the zlib thread pool, handing each chunk
 * to `onChunk` with the bytes inflated so far; nothing is kept. `onChunk` returns a reason to stop
 * (a cap reached, something found), which ends the inflation at once: a bomb costs its cap and
 * one chunk (16 KiB), never its size. Data cut short is not an error (what it holds was inflated,
 * as a reader would); data that is not deflate is `{ ok: false, stopped: null }`.
 */
export function inflateBounded(data: Buffer, raw: boolean, onChunk: (chunk: Buffer, total: number) => string | null): Promise<InflateEnd> {
  const z = (raw ? createInflateRaw : createInflate)({ finishFlush: constants.Z_SYNC_FLUSH });
  return new Promise((resolve) => {
    let total = 0;
    let done = false;
    const finish = (end: InflateEnd) => {
      if (done) return;
      done = true;
      z.destroy();
      resolve(end);
    };
    z.on('data', (chunk: Buffer) => {
      if (done) return;
      total += chunk.length;
      const stop = onChunk(chunk, total);
      if (stop) finish({ ok: false, bytes: total, stopped: stop });
    });
    z.on('end', () => finish({ ok: true, bytes: total }));
    z.on('error', () => finish({ ok: false, bytes: total, stopped: null }));
    z.end(data);
  });
}
