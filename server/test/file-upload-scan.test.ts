// POST /api/files and GET /api/files/:fileId with encryption at rest and the virus-scan hook
// (issue 17): EICAR (alone, or inside a valid PDF), a disguised executable and a 30 MB file are
// refused in Korean and nothing of them is kept; accepted files are unreadable on disk and come back
// byte for byte with their Korean name. Once over the upload folder with the sandbox scanner, once
// over an S3-compatible store (s3rver) with clamd (a fake one speaking INSTREAM). PGlite.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR } from '../src/adapters/scan/sandbox';
import { files } from '../src/db/schema';
import { sealedLength, unsealBuffer } from '../src/kernel/files/seal';
import { signedIn } from './dscsn-helpers';
import { multipart, pdfFile, pngFile } from './file-fixtures';
import { type Browser, TestClock, createTestApp } from './helpers';
import { fakeClamd } from './scan-fakes';
import { startS3 } from './s3-server';

type App = Awaited<ReturnType<typeof createTestApp>>;

const upload = (b: Browser, filename: string, content: Buffer) => {
  const m = multipart(filename, content);
  return b.post('/api/files', m.payload, { headers: m.headers });
};
/** Every file under a folder (seeded notice files left out), with its bytes. */
const filesUnder = (dir: string) => {
  const out: [string, Buffer][] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (!p.includes(`${path.sep}seed`)) out.push([p, readFileSync(p)]);
    }
  };
  walk(dir);
  return out;
};

const clock = new TestClock();
const bigPdf = pdfFile('big', { padding: 3 * 1024 * 1024 }); // ~3 MB: many chunks through the cipher both ways
const KOREAN_NAME = '임대차 계약서(2026).pdf';

type Setup = { t: App; dataDir: string; atRest: () => [string, Buffer][]; stop: () => Promise<void>; breakStore?: () => Promise<void> };
const setups: { name: string; start: () => Promise<Setup> }[] = [
  {
    name: 'upload folder, sandbox scanner',
    start: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-scan-'));
      const t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads') });
      return { t, dataDir, atRest: () => filesUnder(path.join(dataDir, 'uploads')), stop: async () => undefined };
    },
  },
  {
    name: 'S3-compatible store (s3rver), clamd',
    start: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-scan-s3-'));
      const s3 = await startS3();
      const clamd = await fakeClamd();
      const t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads'), s3: s3.settings, clamd: { host: '127.0.0.1', port: clamd.port } });
      let s3Up = true;
      return {
        t,
        dataDir,
        atRest: () => [...filesUnder(path.join(dataDir, 'uploads')), ...filesUnder(s3.directory)],
        stop: async () => {
          await new Promise((r) => clamd.server.close(r));
          if (s3Up) await s3.close();
        },
        breakStore: async () => {
          s3Up = false;
          await s3.close();
        },
      };
    },
  },
];

describe.each(setups)('files over the $name', ({ name: setupName, start }) => {
  let t: App;
  let dataDir: string;
  let atRest: () => [string, Buffer][];
  let stop: () => Promise<void>;
  let breakStore: Setup['breakStore'];
  beforeAll(async () => {
    ({ t, dataDir, atRest, stop, breakStore } = await start());
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const member = async () => (await signedIn(t.app, t.database, clock.now())).b;
  const rows = async () => (await t.database.db.select({ id: files.fileId }).from(files)).length;
  const sandbox = setupName.includes('sandbox');

  /** Uploads, expects the refusal, and checks nothing was kept: no row, no object, an empty tmp/. */
  async function refused(filename: string, content: Buffer, status: number) {
    const b = await member();
    const rowsBefore = await rows();
    const bytesBefore = atRest().length;
    const res = await upload(b, filename, content);
    expect(res.statusCode, res.body).toBe(status);
    expect(await rows()).toBe(rowsBefore);
    expect(atRest().length).toBe(bytesBefore);
    expect(readdirSync(path.join(dataDir, 'uploads', 'tmp'))).toEqual([]);
    return res.json() as { message: string; errors?: { field: string; message: string }[] };
  }

  it('keeps an upload encrypted (no part of it on disk or in the store), and streams it back with its Korean name, to its owner only', async () => {
    const b = await member();
    const res = await upload(b, KOREAN_NAME, bigPdf);
    expect(res.statusCode, res.body).toBe(201);
    const { fileId } = res.json();
    const [row] = await t.database.db.select().from(files).where(eq(files.fileId, fileId));
    // at rest: an object of the file's size plus the seal, holding neither its start nor its text
    const sealed = atRest().filter(([, bytes]) => bytes.length === sealedLength(bigPdf.length));
    expect(sealed).toHaveLength(1);
    for (const [, bytes] of atRest()) {
      expect(bytes.includes(Buffer.from('%PDF-'))).toBe(false);
      expect(bytes.includes(Buffer.from('BT /F1 18 Tf'))).toBe(false);
    }
    // and another master key does not open it
    expect(() => unsealBuffer(Buffer.alloc(32, 7), sealed[0]![1])).toThrow();
    expect(row!.storagePath).toMatch(new RegExp(`^\\d{4}/\\d{2}/${fileId}$`));

    const down = await b.get(`/api/files/${fileId}`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(bigPdf)).toBe(true);
    expect(down.headers['content-length']).toBe(String(bigPdf.length));
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="___ ___(2026).pdf"; filename*=UTF-8''${encodeURIComponent(KOREAN_NAME).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    // another member: 404, as if it did not exist
    expect((await (await member()).get(`/api/files/${fileId}`)).statusCode).toBe(404);
  });

  it('refuses the EICAR test file named .txt with a Korean 422 naming it, before any type check; nothing is kept', async () => {
    const body = await refused('eicar.txt', EICAR, 422);
    expect(body.message).toContain('‘eicar.txt’ 파일에서 악성코드(Eicar-Test-Signature');
    expect(body.message).toContain('올릴 수 없습니다');
    expect(body.message).toMatch(/주세요\.$/);
    expect(body.errors).toEqual([{ field: 'file', message: body.message }]);
    // the sandbox says so on screen; clamd's finding is shown as it is
    expect(body.message.includes('모의 검사기')).toBe(sandbox);
  });

  it('refuses EICAR appended to a valid PDF (a PDF the type check alone would take)', async () => {
    const infected = Buffer.concat([pdfFile('infected'), EICAR]);
    const body = await refused('견적서.pdf', infected, 422);
    expect(body.message).toContain('‘견적서.pdf’ 파일에서 악성코드(');
    expect(body.errors![0]!.field).toBe('file');
  });

  it('refuses a disguised executable (MZ header named .pdf) with a Korean 415; nothing is kept', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(500), Buffer.from('This program cannot be run in DOS mode.')]);
    const body = await refused('계약서.pdf', exe, 415);
    expect(body.message).toContain('‘계약서.pdf’ 파일은 올릴 수 없습니다');
    expect(body.message).toContain('PDF, JPG, PNG, HWP 형식만');
    expect(body.errors![0]!.field).toBe('file');
  });

  it('refuses a 30 MB file with a Korean 413; nothing is kept', async () => {
    const body = await refused('스캔본.png', Buffer.concat([pngFile(), Buffer.alloc(30 * 1024 * 1024, 1)]), 413);
    expect(body.message).toContain('‘스캔본.png’ 파일이 10MB를 넘습니다');
    expect(body.errors![0]!.field).toBe('file');
  });

  it('serves the seeded notice attachments from the same encrypted store', async () => {
    const detail = (await t.app.inject({ url: '/api/center/ntc/NTT-2026-0001' })).json();
    const pdf = detail.attachments.find((a: { type: string }) => a.type === 'PDF');
    const down = await t.app.inject({ url: pdf.url });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  // the S3 setup only (the folder has no server to stop)
  if (setupName.startsWith('S3')) it('answers a Korean 503 (never a 500) when the store cannot be reached, for a download and an upload; nothing is kept', async () => {
    const b = await member();
    const up = await upload(b, '계약서.pdf', pdfFile('kept before'));
    expect(up.statusCode).toBe(201);
    await breakStore!();
    const down = await b.get(`/api/files/${up.json().fileId}`);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toContain('파일 저장소에 잠시 연결할 수 없습니다');
    const before = await rows();
    const res = await upload(b, '계약서.pdf', pdfFile('not kept'));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().errors[0].field).toBe('file');
    expect(await rows()).toBe(before);
    expect(readdirSync(path.join(dataDir, 'uploads', 'tmp'))).toEqual([]);
  });
});

describe('a scanner that cannot be reached', () => {
  let t: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-scan-down-'));
    const clamd = await fakeClamd();
    await new Promise((r) => clamd.server.close(r)); // a port nobody listens on any more
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir: path.join(dataDir, 'uploads'), clamd: { host: '127.0.0.1', port: clamd.port } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes the upload a Korean 503 naming the file field (never a 500), and nothing is kept', async () => {
    const b = (await signedIn(t.app, t.database, clock.now())).b;
    const before = (await t.database.db.select().from(files)).length;
    const res = await upload(b, '계약서.pdf', pdfFile());
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toContain('악성코드 검사기에 연결할 수 없어');
    expect(res.json().errors[0].field).toBe('file');
    expect((await t.database.db.select().from(files)).length).toBe(before);
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
  });
});
