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
  return new Blob([
    withoutEntries(tar, (name) => {
      const segment = walSegment(name);
      return segment !== null && (segment < redo || segment > last);
    }),
  ]);
}

/** The WAL segment file an archive entry is (its 24-hex-digit name), or null. */
export const walSegment = (name: string): string | null => /(^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[2] ?? null;

/** Each entry of a ustar archive: its name (with the prefix field) and where its header and data blocks lie. */
export function* tarEntries(tar: Uint8Array): Generator<{ name: string; start: number; end: number }> {
  const text = (from: number, length: number) => new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const prefix = text(offset + 345, 155);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    yield { name: (prefix ? `${prefix}/` : '') + text(offset, 100), start: offset, end };
    offset = end;
  }
}

/** A ustar archive without the entries `drop` names (their headers and data blocks). */
function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  let last = 0;
  for (const { name, start, end } of tarEntries(tar)) {
    if (!drop(name)) kept.push(tar.subarray(start, end));
    last = end;
  }
  kept.push(tar.subarray(last)); // the end-of-archive blocks
  const out = new Uint8Array(kept.reduce((n, k) => n + k.length, 0));
  let at = 0;
  for (const k of kept) {
    out.set(k, at);
    at += k.length;
  }
  return out;
}
