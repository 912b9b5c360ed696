// Stored files encrypted at rest (AES-256-GCM, a data key per object wrapped by the master key), the
// same tests against both stores: the upload folder and an S3-compatible server (s3rver). No database.
import { randomBytes } from 'node:crypto';
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
import { signV4 } from '../src/adapters/storage/s3';
import { parseClamdUrl, parseS3 } from '../src/config';
import { SEAL_HEADER_LEN, SEAL_OVERHEAD, SealError, sealBuffer, unsealBuffer } from '../src/kernel/files/seal';
import { FileStorage } from '../src/kernel/files/storage';
import { pdfFile } from './file-fixtures';
import { fakeClamd } from './scan-fakes';
import { startS3 } from './s3-server';

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

describe('the seal (unit)', () => {
  it('round-trips, adds a fixed overhead, and opens with nothing but the same master key', () => {
    const data = marker(50);
    const sealed = sealBuffer(key, data);
    expect(sealed.length).toBe(data.length + SEAL_OVERHEAD);
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
    const stored = atRest().filter(([, bytes]) => bytes.length === data.length + SEAL_OVERHEAD);
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
    expect(tmp.length).toBe(data.length + SEAL_OVERHEAD);
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
    const [file] = atRest().filter(([, b]) => b.length === data.length + SEAL_OVERHEAD);
    const bytes = Buffer.from(file![1]);
    bytes[SEAL_HEADER_LEN + 100]! ^= 0xff;
    writeFileSync(file![0], bytes);
    await expect(collect(storage.open(rel))).rejects.toThrow(SealError);
    await storage.remove(rel);
  });

  it('refuses a path outside the store', async () => {
    for (const rel of ['../x', '/etc/passwd', '2026/../../x', '']) {
      await expect(storage.readBuffer(rel), rel).rejects.toThrow('outside');
      expect(await storage.exists(rel)).toBe(false);
    }
    await expect(storage.readTmp(path.join(root, '2026', 'x'))).rejects.toThrow('outside');
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
