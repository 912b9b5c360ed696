// Stored files encrypted at rest (AES-256-GCM in 64 KiB chunks, a data key per object wrapped by the
// master key named in the header), the same tests against both stores: the upload folder and an
// S3-compatible server (s3rver). The old single-message format, the key rotation, and the S3
// client's session token and retry. No database.
import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClamdScanner } from '../src/adapters/scan/clamav';
import { ScannerUnavailable } from '../src/adapters/scan';
import { EICAR, SandboxScanner } from '../src/adapters/scan/sandbox';
import { StoreUnavailable, createObjectStore } from '../src/adapters/storage';
import { retried, signV4 } from '../src/adapters/storage/s3';
import { parseClamdUrl, parseOldFileKeys, parseS3 } from '../src/config';
import { FileKeys, SEAL_CHUNK, SEAL_HEADER_LEN, SEAL_TAG_LEN, SealError, masterKeyId, sealBuffer, sealedKeyId, sealedLength, unsealBuffer, unsealChunks } from '../src/kernel/files/seal';
import { FileStorage } from '../src/kernel/files/storage';
import { rekeyFiles } from '../src/kernel/files/rekey';
import { pdfFile } from './file-fixtures';
import { fakeClamd } from './scan-fakes';
import { faultyS3, startS3 } from './s3-server';

const key = randomBytes(32);
const otherKey = randomBytes(32);
const at = new Date('2026-11-25T01:00:00Z');
let s3: Awaited<ReturnType<typeof startS3>>;
const dirs: string[] = [];
const newDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Every file under a folder, with its bytes. */
const filesUnder = (dir: string): [string, Buffer][] => {
  const out: [string, Buffer][] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else out.push([path.join(d, e.name), readFileSync(path.join(d, e.name))]);
    }
  };
  walk(dir);
  return out;
};
const collect = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
/** A plain text that cannot appear by chance in ciphertext. */
const marker = (n = 1) => Buffer.from(`개인정보 주민등록등본 ${randomBytes(8).toString('hex')} `.repeat(n));

/** An object as the first version wrote it (still stored): one GCM message, its tag at the end. */
function sealV1(master: Buffer, data: Buffer): Buffer {
  const prefix = Buffer.from([0x89, 0x50, 0x46, 0x45, 0x0a, 1]);
  const dataKey = randomBytes(32);
  const wrapIv = randomBytes(12);
  const w = createCipheriv('aes-256-gcm', master, wrapIv);
  w.setAAD(prefix);
  const wrapped = Buffer.concat([w.update(dataKey), w.final()]);
  const header = Buffer.concat([prefix, wrapIv, wrapped, w.getAuthTag(), randomBytes(12)]);
  const c = createCipheriv('aes-256-gcm', dataKey, header.subarray(66));
  c.setAAD(header);
  return Buffer.concat([header, c.update(data), c.final(), c.getAuthTag()]);
}

/** What a stream gave before it ended, and the error it ended with (null when it ended well). */
async function drain(src: AsyncIterable<unknown>): Promise<{ got: Buffer; error: unknown }> {
  const got: Buffer[] = [];
  try {
    for await (const c of src) got.push(c as Buffer);
  } catch (error) {
    return { got: Buffer.concat(got), error };
  }
  return { got: Buffer.concat(got), error: null };
}
/** A sealed object fed to the reader in small pieces (as a network read would). */
const pieces = (b: Buffer, size = 5000) => Readable.from(Array.from({ length: Math.ceil(b.length / size) }, (_, i) => b.subarray(i * size, (i + 1) * size)));
/** Chunk i of a sealed object (ciphertext and tag) in its bytes. */
const FRAME = SEAL_CHUNK + SEAL_TAG_LEN;
const frameAt = (i: number) => SEAL_HEADER_LEN + i * FRAME;
/** 2.5 chunks: three chunks, the last one half full; random, so no 32 bytes of one chunk are in another. */
const threeChunks = () => randomBytes(SEAL_CHUNK * 2.5);

describe('the seal (unit)', () => {
  it('round-trips, adds a fixed overhead, and opens with nothing but the same master key', () => {
    const data = marker(50);
    const sealed = sealBuffer(key, data);
    expect(sealed.length).toBe(sealedLength(data.length));
    expect(sealed.includes(data.subarray(0, 32))).toBe(false);
    expect(unsealBuffer(key, sealed).equals(data)).toBe(true);
    expect(() => unsealBuffer(otherKey, sealed)).toThrow(SealError);
    // two seals of the same bytes differ (fresh data key and iv each time)
    expect(sealBuffer(key, data).equals(sealed)).toBe(false);
  });

  it('notices a changed byte anywhere: header, content or tag', () => {
    const sealed = sealBuffer(key, marker(10));
    for (const at of [7, 30, SEAL_HEADER_LEN - 1, SEAL_HEADER_LEN + 5, sealed.length - 1]) {
      const bad = Buffer.from(sealed);
      bad[at]! ^= 1;
      expect(() => unsealBuffer(key, bad), `byte ${at}`).toThrow(SealError);
    }
  });
});

describe('the chunked seal (version 2, unit)', () => {
  it('writes a header naming the key, then 64 KiB chunks each with its tag', () => {
    const data = threeChunks();
    const sealed = sealBuffer(key, data);
    expect(sealed.length).toBe(SEAL_HEADER_LEN + data.length + 3 * SEAL_TAG_LEN);
    expect(sealed[5]).toBe(2);
    expect(sealedKeyId(sealed)).toBe(masterKeyId(key).toString('hex'));
    expect(sealedKeyId(sealBuffer(otherKey, data))).not.toBe(sealedKeyId(sealed));
    expect(unsealBuffer(key, sealed).equals(data)).toBe(true);
    // a file of exactly two chunks: the second is the last one, full
    const two = Buffer.concat([data.subarray(0, 2 * SEAL_CHUNK)]);
    expect(sealBuffer(key, two).length).toBe(sealedLength(two.length));
    expect(unsealBuffer(key, sealBuffer(key, two)).equals(two)).toBe(true);
  });

  it('a changed byte in chunk 2 of 3: chunk 1 at most comes out, never a byte of chunk 2, then SealError', async () => {
    const data = threeChunks();
    const sealed = sealBuffer(key, data);
    for (const at of [frameAt(1), frameAt(1) + 1000, frameAt(2) - 1 /* chunk 2's tag */]) {
      const bad = Buffer.from(sealed);
      bad[at]! ^= 1;
      const { got, error } = await drain(unsealChunks(key, pieces(bad)));
      expect(error, `byte ${at}`).toBeInstanceOf(SealError);
      expect(got.equals(data.subarray(0, SEAL_CHUNK)), `byte ${at}`).toBe(true);
      expect(got.includes(data.subarray(SEAL_CHUNK, SEAL_CHUNK + 32))).toBe(false);
      expect(() => unsealBuffer(key, bad)).toThrow(SealError);
    }
  });

  it('notices an object cut short, at a chunk boundary too (the chunk before the cut was not sealed as the last)', async () => {
    const data = threeChunks();
    const sealed = sealBuffer(key, data);
    for (const cut of [0, 10, SEAL_HEADER_LEN, SEAL_HEADER_LEN + 5, frameAt(1), frameAt(2), frameAt(2) + 100, sealed.length - SEAL_TAG_LEN, sealed.length - 1]) {
      const short = sealed.subarray(0, cut);
      const { got, error } = await drain(unsealChunks(key, pieces(short)));
      expect(error, `cut at ${cut}`).toBeInstanceOf(SealError);
      // what came out is whole verified chunks of the file, never the cut one
      expect(got.length % SEAL_CHUNK, `cut at ${cut}`).toBe(0);
      expect(got.equals(data.subarray(0, got.length))).toBe(true);
      expect(got.length).toBeLessThan(data.length);
      if (cut >= SEAL_HEADER_LEN) expect(() => unsealBuffer(key, short), `cut at ${cut}`).toThrow(SealError);
    }
    // a file of exactly two full chunks cut after the first: the first was not sealed as the last
    const two = sealBuffer(key, data.subarray(0, 2 * SEAL_CHUNK));
    const { got, error } = await drain(unsealChunks(key, pieces(two.subarray(0, frameAt(1)))));
    expect(error).toBeInstanceOf(SealError);
    expect(got.length).toBe(0);
  });

  it('notices chunks swapped, repeated or taken from another object', async () => {
    const data = threeChunks();
    const sealed = sealBuffer(key, data);
    const chunk = (b: Buffer, i: number) => b.subarray(frameAt(i), frameAt(i + 1));
    const header = sealed.subarray(0, SEAL_HEADER_LEN);
    const tail = sealed.subarray(frameAt(2));
    const other = sealBuffer(key, data);
    for (const [name, bad] of [
      ['1 and 2 swapped', Buffer.concat([header, chunk(sealed, 1), chunk(sealed, 0), tail])],
      ['chunk 1 twice', Buffer.concat([header, chunk(sealed, 0), chunk(sealed, 0), tail])],
      ['chunk 2 of another seal of the same bytes', Buffer.concat([header, chunk(sealed, 0), chunk(other, 1), tail])],
      ['last chunk dropped, chunk 2 last', Buffer.concat([header, chunk(sealed, 0), chunk(sealed, 1)])],
    ] as const) {
      const { got, error } = await drain(unsealChunks(key, pieces(bad)));
      expect(error, name).toBeInstanceOf(SealError);
      expect(got.length, name).toBeLessThanOrEqual(SEAL_CHUNK);
      expect(got.equals(data.subarray(0, got.length)), name).toBe(true);
    }
  });

  it('opens with the key its header names, an old key included; an unknown key id is SealError', () => {
    const data = marker(10);
    const underOld = sealBuffer(otherKey, data);
    expect(unsealBuffer(new FileKeys(key, [otherKey]), underOld).equals(data)).toBe(true);
    expect(() => unsealBuffer(new FileKeys(key), underOld)).toThrow(/no master key with id/);
    // the key id is covered by the wrap: pointing it at another known key fails
    const relabelled = Buffer.from(underOld);
    masterKeyId(key).copy(relabelled, 6);
    expect(() => unsealBuffer(new FileKeys(key, [otherKey]), relabelled)).toThrow(SealError);
  });

  it('still reads the version 1 format, under the current or an old key', async () => {
    const data = marker(2000);
    expect(unsealBuffer(key, sealV1(key, data)).equals(data)).toBe(true);
    expect(unsealBuffer(new FileKeys(key, [otherKey]), sealV1(otherKey, data)).equals(data)).toBe(true);
    expect(() => unsealBuffer(key, sealV1(otherKey, data))).toThrow(SealError);
    const bad = sealV1(key, data);
    bad[100]! ^= 1;
    expect(() => unsealBuffer(key, bad)).toThrow(SealError);
  });

  it('FILE_MASTER_KEYS_OLD: base64 keys separated by commas or spaces, each 32 bytes', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    expect(parseOldFileKeys(undefined)).toEqual([]);
    expect(parseOldFileKeys(` ${a.toString('base64')}, ${b.toString('base64url')}\n`)).toEqual([a, b]);
    expect(() => parseOldFileKeys('c2hvcnQ=')).toThrow('FILE_MASTER_KEYS_OLD');
  });
});

const backends = [
  ['upload folder', () => ({ root: newDir(), s3: undefined })],
  ['S3-compatible store (s3rver)', () => ({ root: newDir(), s3: s3.settings })],
] as const;

describe.each(backends)('FileStorage over the %s', (kind, make) => {
  let root: string;
  let storage: FileStorage;
  /** Where the store keeps its bytes on this machine (the folder, or s3rver's directory). */
  let atRest: () => [string, Buffer][];
  beforeAll(() => {
    const b = make();
    root = b.root;
    storage = new FileStorage(createObjectStore(root, b.s3), key, root);
    atRest = () => (b.s3 ? filesUnder(s3.directory) : filesUnder(root));
    expect(storage.backend).toBe(b.s3 ? 's3' : 'local');
  });

  it('keeps a server-made record encrypted: not readable without the key, read back with it', async () => {
    const data = marker(200);
    const fileId = `rec${randomBytes(6).toString('hex')}`;
    const rel = await storage.putBuffer(fileId, data, at);
    expect(rel).toBe(`2026/11/${fileId}`);
    expect(await storage.exists(rel)).toBe(true);
    expect((await storage.readBuffer(rel)).equals(data)).toBe(true);
    // the bytes at rest: one object holds it, and it contains no part of the text
    const stored = atRest().filter(([, bytes]) => bytes.length === sealedLength(data.length));
    expect(stored.length).toBeGreaterThan(0);
    for (const [, bytes] of atRest()) expect(bytes.includes(data.subarray(0, 24))).toBe(false);
    // the same store with another master key cannot read it
    const stranger = new FileStorage(createObjectStore(root, kind.startsWith('S3') ? s3.settings : undefined), otherKey, root);
    await expect(stranger.readBuffer(rel)).rejects.toThrow(SealError);
    await expect(collect(stranger.open(rel))).rejects.toThrow(SealError);
    await storage.remove(rel);
    expect(await storage.exists(rel)).toBe(false);
    await expect(storage.readBuffer(rel)).rejects.toThrow();
  });

  it('receives an upload encrypted already in tmp/, reads it back for the checks, keeps it, and streams it out', async () => {
    const data = Buffer.concat([pdfFile('lease'), marker(20_000)]); // ~1.3 MB, many chunks
    const got = await storage.receive(Readable.from([data.subarray(0, 1000), data.subarray(1000, 70_000), data.subarray(70_000)]));
    expect(got.size).toBe(data.length);
    expect(got.head.equals(data.subarray(0, got.head.length))).toBe(true);
    const tmp = readFileSync(got.tmpPath);
    expect(tmp.length).toBe(sealedLength(data.length));
    expect(tmp.includes(Buffer.from('%PDF-'))).toBe(false);
    expect((await storage.readTmp(got.tmpPath)).equals(data)).toBe(true);
    const rel = await storage.keep(got.tmpPath, 'up1', at);
    expect(existsSync(got.tmpPath)).toBe(false);
    const out = await collect(storage.open(rel));
    expect(out.equals(data)).toBe(true);
    await storage.remove(rel);
  });

  it('openStream: the content once found, null for no object or a path outside the store', async () => {
    const data = marker(100);
    const rel = await storage.putBuffer('streamed', data, at);
    expect((await collect((await storage.openStream(rel))!)).equals(data)).toBe(true);
    expect(await storage.openStream('2026/11/nothing-here')).toBeNull();
    expect(await storage.openStream('../etc/passwd')).toBeNull();
    await storage.remove(rel);
    expect(await storage.openStream(rel)).toBeNull();
  });

  it('stores an empty object and a one-byte one', async () => {
    for (const data of [Buffer.alloc(0), Buffer.from('x')]) {
      const rel = await storage.putBuffer(`tiny${data.length}`, data, at);
      expect((await storage.readBuffer(rel)).equals(data)).toBe(true);
    }
  });

  it('ends the download stream with an error when a stored byte was changed', async () => {
    const data = marker(5000);
    const rel = await storage.putBuffer('tampered', data, at);
    // change one byte in the middle of the stored object, where it lives
    const [file] = atRest().filter(([, b]) => b.length === sealedLength(data.length));
    const bytes = Buffer.from(file![1]);
    bytes[SEAL_HEADER_LEN + 100]! ^= 0xff;
    writeFileSync(file![0], bytes);
    await expect(collect(storage.open(rel))).rejects.toThrow(SealError);
    await storage.remove(rel);
  });

  it('a download of a file changed in chunk 2 of 3 gives out chunk 1 at most, then fails: no byte of chunk 2', async () => {
    const data = threeChunks();
    const rel = await storage.putBuffer('tampered3', data, at);
    const raw = createObjectStore(root, kind.startsWith('S3') ? s3.settings : undefined);
    const bytes = await collect(await raw.read(rel));
    bytes[frameAt(1) + 500]! ^= 0x01;
    await raw.put(rel, bytes);
    for (const stream of [storage.open(rel), (await storage.openStream(rel))!]) {
      const { got, error } = await drain(stream);
      expect(error).toBeInstanceOf(SealError);
      expect(got.length).toBeLessThanOrEqual(SEAL_CHUNK);
      expect(got.equals(data.subarray(0, got.length))).toBe(true);
    }
    // cut after its last full chunk: detected too
    await raw.put(rel, bytes.subarray(0, frameAt(2)));
    expect((await drain(storage.open(rel))).error).toBeInstanceOf(SealError);
    await storage.remove(rel);
  });

  it('reads objects of the first format (version 1) and plain ones still there', async () => {
    const raw = createObjectStore(root, kind.startsWith('S3') ? s3.settings : undefined);
    const data = marker(3000);
    await raw.put('2025/02/v1file', sealV1(key, data));
    expect((await collect(storage.open('2025/02/v1file'))).equals(data)).toBe(true);
    expect((await storage.readBuffer('2025/02/v1file')).equals(data)).toBe(true);
    // a changed version 1 object gives out nothing before its error (it is verified whole first)
    const bad = sealV1(key, data);
    bad[200]! ^= 1;
    await raw.put('2025/02/v1bad', bad);
    const { got, error } = await drain(storage.open('2025/02/v1bad'));
    expect(error).toBeInstanceOf(SealError);
    expect(got.length).toBe(0);
    await raw.put('2025/02/plain', Buffer.from('plain old bytes'));
    expect((await storage.readBuffer('2025/02/plain')).toString()).toBe('plain old bytes');
    for (const k of ['2025/02/v1file', '2025/02/v1bad', '2025/02/plain']) await storage.remove(k);
  });

  it('refuses a path outside the store', async () => {
    for (const rel of ['../x', '/etc/passwd', '2026/../../x', '']) {
      await expect(storage.readBuffer(rel), rel).rejects.toThrow('outside');
      expect(await storage.exists(rel)).toBe(false);
    }
    await expect(storage.readTmp(path.join(root, '2026', 'x'))).rejects.toThrow('outside');
  });
});

describe.each(backends)('the master key rotation (files:rekey) over the %s', (_kind, make) => {
  it('moves every object to the current key id, resumably and idempotently; afterwards the old key can go', async () => {
    const b = make();
    // a bucket of its own, so that the listing holds this test's objects only
    const bucket = b.s3 ? await startS3('portal-rekey') : null;
    const store = () => createObjectStore(b.root, bucket?.settings);
    try {
      const oldKey = randomBytes(32);
      const newKey = randomBytes(32);
      const before = new FileStorage(store(), oldKey, b.root);
      const contents = new Map<string, Buffer>();
      for (let i = 0; i < 4; i++) {
        const data = i === 0 ? threeChunks() : marker(50 * i);
        contents.set(await before.putBuffer(`rk${i}`, data, at), data);
      }
      const v1 = marker(70);
      await store().put('2025/01/rkv1', sealV1(oldKey, v1));
      contents.set('2025/01/rkv1', v1);
      await store().put('2025/01/rkplain', Buffer.from('plain'));
      contents.set('2025/01/rkplain', Buffer.from('plain'));

      const rotated = new FileStorage(store(), new FileKeys(newKey, [oldKey]), b.root);
      // a new write during the rotation is sealed under the new key already
      contents.set(await rotated.putBuffer('rknew', marker(5), at), (await rotated.readBuffer(`2026/11/rknew`)));
      // cut short after two objects …
      let done = 0;
      await expect(
        rotated.rekey((_key, outcome) => {
          if (outcome === 'resealed' && ++done === 2) throw new Error('interrupted');
        }),
      ).rejects.toThrow('interrupted');
      // … and run again: the rest is done, nothing twice
      const second = await rotated.rekey();
      expect(second).toEqual({ checked: 7, resealed: 4, failed: [] });
      expect(await rotated.rekey()).toEqual({ checked: 7, resealed: 0, failed: [] });
      const newId = masterKeyId(newKey).toString('hex');
      for (const rel of contents.keys()) {
        const head = await collect(await store().read(rel, { start: 0, end: SEAL_HEADER_LEN - 1 }));
        expect(sealedKeyId(head), rel).toBe(newId);
      }
      // the old key removed: every file still reads; the old key alone opens none
      const after = new FileStorage(store(), newKey, b.root);
      const oldOnly = new FileStorage(store(), oldKey, b.root);
      for (const [rel, data] of contents) {
        expect((await after.readBuffer(rel)).equals(data), rel).toBe(true);
        expect((await collect(after.open(rel))).equals(data), rel).toBe(true);
        await expect(oldOnly.readBuffer(rel), rel).rejects.toThrow(SealError);
      }
      if (!b.s3) expect(readdirSync(path.join(b.root, 'tmp'))).toEqual([]);
    } finally {
      await bucket?.close();
    }
  });

  it('leaves an object no known key opens, and names it', async () => {
    const b = make();
    const bucket = b.s3 ? await startS3('portal-rekey-unknown') : null;
    try {
      const store = createObjectStore(b.root, bucket?.settings);
      await new FileStorage(store, randomBytes(32), b.root).putBuffer('lost', marker(3), at);
      await new FileStorage(store, key, b.root).putBuffer('fine', marker(3), at);
      const r = await new FileStorage(store, new FileKeys(otherKey, [key]), b.root).rekey();
      expect(r).toEqual({ checked: 2, resealed: 1, failed: ['2026/11/lost'] });
    } finally {
      await bucket?.close();
    }
  });
});

describe('cli files:rekey', () => {
  it('prints its counts, exits 1 while an object no key opens remains, 0 once all are under the current key', async () => {
    const root = newDir();
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    await new FileStorage(createObjectStore(root), oldKey, root).putBuffer('a', marker(2), at);
    await new FileStorage(createObjectStore(root), oldKey, root).putBuffer('b', marker(2), at);
    await new FileStorage(createObjectStore(root), randomBytes(32), root).putBuffer('stray', marker(2), at);
    const config = { uploadDir: root, s3: undefined, fileMasterKey: newKey, fileMasterKeysOld: [oldKey] };
    // the database is read only when FILE_MASTER_KEY is unset
    const noDb = undefined as unknown as Parameters<typeof rekeyFiles>[0];
    const lines: string[] = [];
    expect(await rekeyFiles(noDb, config, (l) => lines.push(l))).toBe(1);
    expect(lines).toContain('checked 3, re-sealed 2, already under the current key 0, failed 1');
    expect(lines.join('\n')).toContain(`current master key id ${masterKeyId(newKey).toString('hex')}, 1 old key(s), store local`);
    expect(lines.join('\n')).toContain('not opened by any known key: 2026/11/stray');
    await new FileStorage(createObjectStore(root), newKey, root).remove('2026/11/stray');
    lines.length = 0;
    expect(await rekeyFiles(noDb, { ...config, fileMasterKeysOld: [] }, (l) => lines.push(l))).toBe(0);
    expect(lines).toContain('checked 2, re-sealed 0, already under the current key 2, failed 0');
    // nothing of a person in what it prints: keys are dates and file ids
    expect(lines.join('\n')).not.toMatch(/개인정보|주민/);
  });
});

describe('files written before encryption at rest (upload folder)', () => {
  it('are read as they are, then sealed in place by sealLegacy', async () => {
    const root = newDir();
    const storage = new FileStorage(createObjectStore(root), key, root);
    const pdf = pdfFile('old upload');
    mkdirSync(path.join(root, '2025', '01'), { recursive: true });
    writeFileSync(path.join(root, '2025', '01', 'old1'), pdf);
    writeFileSync(path.join(root, '2025', '01', 'old2'), Buffer.from('ab')); // shorter than a seal's overhead
    expect((await storage.readBuffer('2025/01/old1')).equals(pdf)).toBe(true);
    expect((await collect(storage.open('2025/01/old2'))).toString()).toBe('ab');
    expect(await storage.sealLegacy()).toBe(2);
    expect(readFileSync(path.join(root, '2025', '01', 'old1')).includes(Buffer.from('%PDF'))).toBe(false);
    expect((await storage.readBuffer('2025/01/old1')).equals(pdf)).toBe(true);
    expect((await storage.readBuffer('2025/01/old2')).toString()).toBe('ab');
    expect(await storage.sealLegacy()).toBe(0);
  });
});

describe('the S3 client', () => {
  it('signs like AWS’s own SigV4 example (GET with a Range header)', () => {
    const h = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('is refused with an unknown access key, and an unreachable store is StoreUnavailable (never a hang)', async () => {
    const root = newDir();
    const wrong = new FileStorage(createObjectStore(root, { ...s3.settings, accessKeyId: 'NOBODY' }), key, root);
    await expect(wrong.putBuffer('x', Buffer.from('x'), at)).rejects.toThrow(StoreUnavailable);
    const closed = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
    });
    const gone = new FileStorage(createObjectStore(root, { ...s3.settings, endpoint: `http://127.0.0.1:${closed}` }), key, root);
    await expect(gone.putBuffer('x', Buffer.from('x'), at)).rejects.toThrow(StoreUnavailable);
    await expect(gone.exists('2026/11/x')).rejects.toThrow(StoreUnavailable);
    await expect(gone.openStream('2026/11/x')).rejects.toThrow(StoreUnavailable);
    await expect(collect(gone.open('2026/11/x'))).rejects.toThrow(StoreUnavailable);
  });

  describe('through a proxy that records requests and fails them on demand', () => {
    const token = 'IQoJb3JpZ2luX2VjEXAMPLE/session+token==';
    let proxy: Awaited<ReturnType<typeof faultyS3>>;
    let root: string;
    beforeAll(async () => {
      proxy = await faultyS3({ ...s3.settings, sessionToken: token });
      root = newDir();
    });
    afterAll(() => proxy.close());
    /** The requests one call makes. */
    const during = async (call: () => Promise<unknown>) => {
      const from = proxy.requests.length;
      const outcome = await call().then(
        (value) => ({ value, error: null }),
        (error: unknown) => ({ value: null, error }),
      );
      return { ...outcome, requests: proxy.requests.slice(from) };
    };

    it('sends the session token as x-amz-security-token, among the signed headers', async () => {
      const store = createObjectStore(root, proxy.settings);
      const { requests } = await during(() => store.put('tok/one', Buffer.from('x')));
      expect(requests).toHaveLength(1);
      expect(requests[0]!.headers['x-amz-security-token']).toBe(token);
      expect(requests[0]!.headers.authorization).toMatch(/SignedHeaders=[^,]*\bx-amz-security-token\b/);
      expect(requests[0]!.signatureOk).toBe(true);
      // without a token none is sent
      const plain = createObjectStore(root, { ...proxy.settings, sessionToken: undefined });
      const r = await during(() => plain.size('tok/one'));
      expect(r.value).toBe(1);
      expect(r.requests[0]!.headers).not.toHaveProperty('x-amz-security-token');
      expect(r.requests[0]!.signatureOk).toBe(true);
    });

    it('tries an idempotent request exactly once more after a 5xx, 503 SlowDown or a dropped connection', async () => {
      const storage = new FileStorage(createObjectStore(root, proxy.settings), key, root);
      const store = createObjectStore(root, proxy.settings);
      const data = marker(3000);

      proxy.fail(503);
      const put = await during(() => storage.putBuffer('retried', data, at));
      expect(put.error).toBeNull();
      expect(put.requests.map((r) => [r.method, r.fault ?? 'ok'])).toEqual([
        ['PUT', 503],
        ['PUT', 'ok'],
      ]);
      expect(put.requests.every((r) => r.signatureOk)).toBe(true);

      proxy.fail('reset');
      const head = await during(() => store.size('2026/11/retried'));
      expect(head.value).toBe(sealedLength(data.length));
      expect(head.requests.map((r) => [r.method, r.fault ?? 'ok'])).toEqual([
        ['HEAD', 'reset'],
        ['HEAD', 'ok'],
      ]);

      proxy.fail(500);
      const get = await during(async () => collect(await store.read('2026/11/retried')));
      expect((get.value as Buffer).length).toBe(sealedLength(data.length));
      expect(get.requests.map((r) => r.method)).toEqual(['GET', 'GET']);

      // an upload streamed from its temporary file is sent whole the second time
      const got = await storage.receive(Readable.from([data]));
      proxy.fail('reset');
      const keep = await during(() => storage.keep(got.tmpPath, 'retried2', at));
      expect(keep.error).toBeNull();
      expect(keep.requests.map((r) => [r.method, r.fault ?? 'ok'])).toEqual([
        ['PUT', 'reset'],
        ['PUT', 'ok'],
      ]);
      expect((await storage.readBuffer('2026/11/retried2')).equals(data)).toBe(true);

      proxy.fail(503);
      const del = await during(() => storage.remove('2026/11/retried2'));
      expect(del.error).toBeNull();
      expect(del.requests.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
      expect(await storage.exists('2026/11/retried2')).toBe(false);
    });

    it('tries once more only: two failures in a row are StoreUnavailable after exactly two attempts', async () => {
      const store = createObjectStore(root, proxy.settings);
      proxy.fail(503, 503);
      const r = await during(() => store.read('2026/11/retried'));
      expect(r.error).toBeInstanceOf(StoreUnavailable);
      expect((r.error as Error).message).toContain('503 SlowDown');
      expect(r.requests).toHaveLength(2);
    });

    it('never tries a 4xx again, nor a request that is not idempotent', async () => {
      const store = createObjectStore(root, proxy.settings);
      proxy.fail(403);
      const r = await during(() => store.put('tok/denied', Buffer.from('x')));
      expect(r.error).toBeInstanceOf(StoreUnavailable);
      expect(r.requests).toHaveLength(1);
      expect(await store.size('tok/denied')).toBeNull();
      // the rule itself: POST (multipart starts, batch deletes) is never sent twice; our own timeout neither
      expect(retried('POST', { status: 503 })).toBe(false);
      expect(retried('POST', { error: new TypeError('fetch failed') })).toBe(false);
      expect(retried('GET', { status: 404 })).toBe(false);
      expect(retried('GET', { status: 501 })).toBe(false);
      expect(retried('GET', { error: Object.assign(new Error('timed out'), { name: 'TimeoutError' }) })).toBe(false);
      expect(retried('PUT', { status: 503 })).toBe(true);
      expect(retried('DELETE', { error: new TypeError('fetch failed') })).toBe(true);
    });
  });

  it('settings: S3_ENDPOINT needs the bucket and keys; path and query are refused', () => {
    expect(parseS3({})).toBeUndefined();
    expect(parseS3({ S3_ENDPOINT: 'http://minio:9000/', S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'portal-files',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
    expect(() => parseS3({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expect(() => parseS3({ S3_ENDPOINT: 'http://minio:9000/bucket', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow('S3_ENDPOINT');
    expect(() => parseS3({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow('S3_BUCKET');
    const base = { S3_ENDPOINT: 'http://seaweedfs:8333', S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };
    expect(parseS3({ ...base, AWS_SESSION_TOKEN: ' tok ' })?.sessionToken).toBe('tok');
    expect(parseS3({ ...base, S3_SESSION_TOKEN: 'mine', AWS_SESSION_TOKEN: 'env' })?.sessionToken).toBe('mine');
    expect(parseS3(base)).not.toHaveProperty('sessionToken');
  });
});

// ─── scanners ──────────────────────────────────────────────────────────────────────────────────

describe('scanners', () => {
  it('the sandbox finds the EICAR test string anywhere, and nothing else', async () => {
    const s = new SandboxScanner();
    expect(await s.scan(EICAR)).toEqual({ clean: false, signature: 'Eicar-Test-Signature' });
    expect(await s.scan(Buffer.concat([pdfFile(), EICAR]))).toMatchObject({ clean: false });
    expect(await s.scan(pdfFile())).toEqual({ clean: true });
    expect(await s.scan(EICAR.subarray(0, 60))).toEqual({ clean: true });
  });

  it('clamd: INSTREAM in chunks, OK and FOUND read back; ERROR, silence and a closed port are ScannerUnavailable', async () => {
    const clamd = await fakeClamd();
    const scanner = new ClamdScanner('127.0.0.1', clamd.port);
    const big = Buffer.concat([randomBytes(200_000), EICAR]);
    expect(await scanner.scan(big)).toEqual({ clean: false, signature: 'Eicar-Test-Signature' });
    expect(clamd.received.at(-1)!.equals(big)).toBe(true); // every chunk arrived, in order
    expect(await scanner.scan(pdfFile())).toEqual({ clean: true });
    await new Promise((r) => clamd.server.close(r));
    await expect(scanner.scan(pdfFile())).rejects.toThrow(ScannerUnavailable);

    const erroring = await fakeClamd({ reply: 'INSTREAM size limit exceeded. ERROR\0' });
    await expect(new ClamdScanner('127.0.0.1', erroring.port).scan(pdfFile())).rejects.toThrow(ScannerUnavailable);
    erroring.server.close();

    const silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    await expect(new ClamdScanner('127.0.0.1', (silent.address() as { port: number }).port, 200).scan(pdfFile())).rejects.toThrow('timed out');
    silent.close();
  });

  it('CLAMD_URL is tcp://host:port', () => {
    expect(parseClamdUrl(undefined)).toBeUndefined();
    expect(parseClamdUrl('tcp://clamav:3310')).toEqual({ host: 'clamav', port: 3310 });
    expect(parseClamdUrl('tcp://[::1]:3310/')).toEqual({ host: '::1', port: 3310 });
    for (const bad of ['clamav:3310', 'http://clamav:3310', 'tcp://clamav', 'tcp://clamav:70000']) expect(() => parseClamdUrl(bad), bad).toThrow('CLAMD_URL');
  });
});
