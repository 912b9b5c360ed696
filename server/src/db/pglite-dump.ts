import type { PGlite } from '@electric-sql/pglite';

/**
 * The data folder of an in-memory PGlite as a tar that starts fast: checkpointed first, so starting
 * from it replays next to nothing, and without the write-ahead-log segments it does not need. PGlite's
 * own dump holds every 16 MB segment, recycled ones too: 80 of the seeded template's 147 MB, which
 * every API test file copied and loaded again.
 */
export async function compactDump(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  // read after the dump, so a checkpoint the dump itself made is the one kept
  const { rows } = await client.query<{ redo: string; last: string }>(
    'select pg_walfile_name(redo_lsn) as redo, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()',
  );
  const { redo, last } = rows[0]!;
  return new Blob([withoutEntries(tar, (name) => isWalSegment(name) && (segment(name) < redo || segment(name) > last))]);
}

const WAL_SEGMENT = /(^|\/)pg_wal\/([0-9A-F]{24})$/;
const isWalSegment = (name: string) => WAL_SEGMENT.test(name);
const segment = (name: string) => WAL_SEGMENT.exec(name)![2]!;

/** A ustar archive without the entries `drop` names (their headers and data blocks). */
function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  const text = (from: number, length: number) => new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const prefix = text(offset + 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(offset, 100);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(tar.subarray(offset)); // the end-of-archive blocks
  const out = new Uint8Array(kept.reduce((n, k) => n + k.length, 0));
  let at = 0;
  for (const k of kept) {
    out.set(k, at);
    at += k.length;
  }
  return out;
}
