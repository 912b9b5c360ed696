// Uploads judged by their whole structure, not their first bytes; file names cleaned; downloads
// never rendered inline (issue 13, defect 7). PGlite; PostgreSQL with TEST_DATABASE_URL.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { seedFileBytes } from '../src/db/seed/center-files';
import { FILE_NAME_MAX, cleanFileName, nameForType } from '../src/kernel/files/file-name';
import { ZIP_MAX_ENTRIES, checkCfbHwp, checkHwpx, checkJpeg, checkPdf, checkPng, inspectFile } from '../src/kernel/files/inspect';
import { contentDisposition } from '../src/kernel/files/download';
import { type Browser, TestClock, createTestApp } from './helpers';
import { signedIn } from './dscsn-helpers';
import { HWPX_MIMETYPE_ENTRY, deflatedZeros, hwpFile, hwpxFile, jpegFile, multipart, pdfFile, pngFile, zipFile } from './file-fixtures';

const clock = new TestClock();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-upload-'));
const uploadDir = path.join(dataDir, 'uploads');
let t: Awaited<ReturnType<typeof createTestApp>>;
let zipBomb: Buffer;
let honestBomb: Buffer;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir });
  // 200 MB of zeros deflated to ~200 KB, declared as 1 000 bytes (the bomb lies)…
  const zeros = await deflatedZeros(200);
  zipBomb = hwpxFile([{ name: 'Contents/section1.xml', data: Buffer.alloc(0), raw: zeros, size: 1000, crc: 0 }]);
  // …and one that tells the truth about its 200 MB
  honestBomb = hwpxFile([{ name: 'Contents/section1.xml', data: Buffer.alloc(0), raw: zeros, size: 200 * 1024 * 1024, crc: 0 }]);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// ─── the files ─────────────────────────────────────────────────────────────────────────────────

const VALID: [string, () => Buffer, 'PDF' | 'JPG' | 'PNG' | 'HWP', string][] = [
  ['계약서.pdf', () => pdfFile('contract'), 'PDF', 'application/pdf'],
  ['중위소득.pdf', () => seedFileBytes('MEDIAN_INCOME_PDF').bytes, 'PDF', 'application/pdf'],
  ['증거사진.jpg', () => jpegFile(), 'JPG', 'image/jpeg'],
  ['PHOTO.JPEG', () => jpegFile(), 'JPG', 'image/jpeg'],
  ['캡처.png', () => pngFile(), 'PNG', 'image/png'],
  ['차트.png', () => seedFileBytes('MEDIAN_INCOME_PNG').bytes, 'PNG', 'image/png'],
  ['진술서.hwp', () => hwpFile(), 'HWP', 'application/x-hwp'],
  ['진술서.hwpx', () => hwpxFile(), 'HWP', 'application/hwp+zip'],
  ['incremental.pdf', () => Buffer.concat([pdfFile('rev1'), Buffer.from('% trailing comment of an incremental writer\n')]), 'PDF', 'application/pdf'],
];

const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
const tenThousand = zipFile([HWPX_MIMETYPE_ENTRY, ...Array.from({ length: 10_000 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') }))]);
/** name, bytes, what the Korean message must say (besides the file's name). */
const REFUSED: [string, () => Buffer, string][] = [
  ['polyglot.pdf', () => pdfFile('x', { head: `% ${html}\n` }), '웹 페이지(HTML·스크립트)'],
  ['polyglot-svg.pdf', () => pdfFile('x', { head: '%<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n' }), '웹 페이지'],
  ['iframe.pdf', () => pdfFile('x', { head: '%<iframe src="//evil.example">\n' }), '웹 페이지'],
  ['truncated.pdf', () => pdfFile('cut').subarray(0, 400), '%%EOF'],
  ['no-xref.pdf', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n' + ' '.repeat(500) + '\n%%EOF\n'), 'startxref'],
  ['bad-startxref.pdf', () => Buffer.from(pdfFile('x').toString('latin1').replace(/startxref\n\d+/, 'startxref\n99999999'), 'latin1'), 'startxref'],
  ['bad-version.pdf', () => Buffer.from(pdfFile('x').toString('latin1').replace('%PDF-1.4', '%PDF-9.9'), 'latin1'), '%PDF-1.x'],
  ['crc.png', () => pngFile({ badCrc: 'IDAT' }), 'CRC'],
  ['crc-ihdr.png', () => pngFile({ badCrc: 'IHDR' }), 'CRC'],
  ['no-iend.png', () => pngFile({ noIend: true }), 'IEND'],
  ['appended.png', () => pngFile({ after: Buffer.from(html) }), 'IEND'],
  ['huge.png', () => pngFile({ ihdrW: 100_000, ihdrH: 100_000 }), '허용 범위'],
  ['zero.png', () => pngFile({ ihdrW: 0 }), '허용 범위'],
  ['no-eoi.jpg', () => jpegFile({ noEoi: true }), 'EOI'],
  ['appended.jpg', () => jpegFile({ after: Buffer.from(html) }), 'EOI'],
  ['no-sof.jpg', () => jpegFile({ noSof: true }), 'SOF'],
  ['bad-marker.jpg', () => jpegFile({ badMarker: true }), '표지'],
  ['zero.jpg', () => jpegFile({ w: 0 }), '허용 범위'],
  ['byte-order.hwp', () => hwpFile({ byteOrder: 0xfeff }), '바이트 순서'],
  ['sector.hwp', () => hwpFile({ sectorShift: 10 }), '섹터'],
  ['not-hwp.hwp', () => hwpFile({ signature: 'Microsoft Word 97' }), 'HWP Document File'],
  ['header-only.hwp', () => hwpFile().subarray(0, 512), '짧습니다'],
  ['bomb.hwpx', () => zipBomb, '밝힌 크기'],
  ['honest-bomb.hwpx', () => honestBomb, 'MB를 넘습니다'],
  ['many.hwpx', () => tenThousand, '1,000개를 넘습니다'],
  ['no-mimetype.hwpx', () => zipFile([{ name: 'Contents/section0.xml', data: Buffer.from('<x/>') }, HWPX_MIMETYPE_ENTRY]), 'mimetype'],
  ['docx.hwpx', () => zipFile([{ name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?>') }]), 'mimetype'],
  ['wrong-mimetype.hwpx', () => zipFile([{ name: 'mimetype', data: Buffer.from('application/epub+zip') }]), 'application/hwp+zip'],
  ['slip.hwpx', () => hwpxFile([{ name: '../../etc/cron.d/x', data: Buffer.from('x') }]), '경로'],
  ['bad-crc.hwpx', () => hwpxFile([{ name: 'Contents/a.xml', data: Buffer.from('<a/>'), crc: 1234 }]), 'CRC'],
  ['cut.hwpx', () => hwpxFile().subarray(0, 200), '잘렸거나'],
  ['ratio.hwpx', () => hwpxFile([{ name: 'Contents/big.xml', data: Buffer.alloc(3 * 1024 * 1024, 0x20), deflate: true }]), '압축 비율'],
  ['animation.gif', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'PDF, JPG, PNG, HWP 형식만'],
  ['setup.pdf', () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(400)]), 'PDF, JPG, PNG, HWP 형식만'],
  ['drawing.png', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'PDF, JPG, PNG, HWP 형식만'],
  ['page.pdf', () => Buffer.from(html), 'PDF, JPG, PNG, HWP 형식만'],
  ['bom-page.hwp', () => Buffer.from(`\ufeff${html}`), 'PDF, JPG, PNG, HWP 형식만'],
];

// ─── detectors, directly ───────────────────────────────────────────────────────────────────────

describe('structure checks (unit)', () => {
  it.each(VALID)('accepts a real %s', async (_name, bytes, type) => {
    const r = await inspectFile(bytes());
    expect(r, _name).toMatchObject({ ok: true, kind: { type } });
  });

  it.each(REFUSED)('refuses %s', async (name, bytes, says) => {
    const r = await inspectFile(bytes());
    expect(r.ok, name).toBe(false);
    if (!r.ok && r.kind) expect(r.reason).toContain(says);
  });

  it('each checker names its own problem', async () => {
    expect(checkPdf(pdfFile())).toBeNull();
    expect(checkPng(pngFile())).toBeNull();
    expect(checkJpeg(jpegFile())).toBeNull();
    expect(checkCfbHwp(hwpFile())).toBeNull();
    expect(await checkHwpx(hwpxFile())).toBeNull();
    expect(checkPdf(pdfFile('x', { padding: 5000, head: '' }))).toBeNull(); // long content stream
    expect(checkPdf(Buffer.concat([pdfFile(), Buffer.alloc(2000, 0x20)]))).toContain('%%EOF'); // EOF not near the end
    expect(checkPng(pngFile().subarray(0, 40))).toMatch(/길이|IEND/);
    expect(await checkHwpx(zipFile([HWPX_MIMETYPE_ENTRY, ...Array.from({ length: ZIP_MAX_ENTRIES }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') }))]))).toContain('1,000개');
    expect(await checkHwpx(zipFile([HWPX_MIMETYPE_ENTRY, ...Array.from({ length: ZIP_MAX_ENTRIES - 1 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') }))]))).toBeNull();
  });

  // how far the inflation goes is counted in file-upload-active.test.ts (inflateBounded); no clock here
  it('stops inflating a lying entry at its declared size (the 200 MB bomb costs no 200 MB)', async () => {
    const before = process.memoryUsage().rss;
    expect(await checkHwpx(zipBomb)).toContain('밝힌 크기');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });
});

describe('file names (unit)', () => {
  it.each([
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a\u0000b\u0007c.pdf', 'abc.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['\u200B\u200Dzero\uFEFFwidth\u2066.pdf', 'zerowidth.pdf'],
    ['\u061Cbidi\u200E\u200F\u202A\u202B\u202C\u202D\u2067\u2068\u2069.png', 'bidi.png'],
    ['c1\u0085\u009b.jpg', 'c1.jpg'],
    ['del\u007f.pdf', 'del.pdf'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['  spaced   name  .pdf ', 'spaced name.pdf'],
    ['\u1112\u1161\u11AB\u1100\u1173\u11AF.pdf', '한글.pdf'], // NFD → NFC
    ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['\u202E\u200B', '첨부파일'],
    ['.pdf', '첨부파일.pdf'],
    ['\u202E.jpg', '첨부파일.jpg'],
    ['', '첨부파일'],
    [undefined, '첨부파일'],
  ] as const)('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('keeps the extension when it shortens a long name, counting characters not UTF-16 units', () => {
    const long = `${'가'.repeat(300)}.pdf`;
    const c = cleanFileName(long);
    expect(Array.from(c)).toHaveLength(FILE_NAME_MAX);
    expect(c.endsWith('.pdf')).toBe(true);
    const emoji = cleanFileName(`${'😀'.repeat(250)}.hwpx`);
    expect(Array.from(emoji)).toHaveLength(FILE_NAME_MAX);
    expect(emoji).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])(?<![\uD800-\uDBFF][\uDC00-\uDFFF])/); // no half surrogate
    expect(emoji.endsWith('.hwpx')).toBe(true);
  });

  it('agrees the extension with the content, adds one to a bare name, refuses another type’s', () => {
    expect(nameForType('scan', 'PDF')).toEqual({ ok: true, name: 'scan.pdf' });
    expect(nameForType('보고서 2026.11.20', 'PNG')).toEqual({ ok: true, name: '보고서 2026.11.20.png' });
    expect(nameForType('사진.JPG', 'JPG')).toEqual({ ok: true, name: '사진.JPG' });
    expect(nameForType('사진.jpeg', 'JPG')).toMatchObject({ ok: true });
    const wrong = nameForType('사진.pdf', 'PNG');
    expect(wrong).toMatchObject({ ok: false });
    expect(!wrong.ok && wrong.message).toContain('‘사진.pdf’ 파일은 내용이 PNG 형식인데 이름의 확장자가 .pdf입니다');
    expect(nameForType('문서.hwp', 'HWPX')).toMatchObject({ ok: false });
    expect(nameForType('invoicefdp.exe', 'PDF')).toMatchObject({ ok: false });
  });

  it('never puts a control or bidi character in Content-Disposition, even from an old row', () => {
    const h = contentDisposition('invoice\u202Efdp.exe');
    expect(h).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
    expect(contentDisposition('a\r\nSet-Cookie: x=1.pdf')).not.toMatch(/[\r\n]/);
  });
});

// ─── through POST /api/files ───────────────────────────────────────────────────────────────────

const upload = (b: Browser, filename: string, content: Buffer) => {
  const m = multipart(filename, content);
  return b.post('/api/files', m.payload, { headers: m.headers });
};
const onDisk = () => {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else out.push(path.join(dir, e.name));
    }
  };
  walk(uploadDir);
  return out.filter((p) => !p.includes(`${path.sep}seed${path.sep}`));
};
const member = async () => (await signedIn(t.app, t.database, clock.now())).b;

describe('POST /api/files', () => {
  it.each(VALID)('takes a real %s, stores it with the detected type, and serves it only as an attachment', async (name, bytes, type, mime) => {
    const b = await member();
    const content = bytes();
    const res = await upload(b, name, content);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name, size: content.length, type });
    const down = await b.get(`/api/files/${res.json().fileId}`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(content)).toBe(true);
    expect(down.headers['content-type']).toBe(mime);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(down.headers['content-security-policy']).toContain('sandbox');
  });

  it.each(REFUSED)('refuses %s with a Korean 415 naming the file, and keeps nothing', async (name, bytes, says) => {
    const b = await member();
    const rowsBefore = (await t.database.db.select({ id: files.fileId }).from(files)).length;
    const diskBefore = onDisk().length;
    const res = await upload(b, name, bytes());
    expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
    const { message, errors } = res.json();
    expect(message).toContain(`‘${name}’ 파일은`);
    expect(message).toContain(says);
    expect(message).toMatch(/주세요\.$|확인합니다\)\.$/);
    expect(errors[0].field).toBe('file');
    expect((await t.database.db.select({ id: files.fileId }).from(files)).length).toBe(rowsBefore);
    expect(onDisk().length).toBe(diskBefore);
    expect(readdirSync(path.join(uploadDir, 'tmp'))).toEqual([]);
  });

  it.each([
    ['invoice\u202Efdp.exe', () => pdfFile(), 415, 'invoicefdp.exe'],
    ['invoice\u202Egpj.pdf', () => jpegFile(), 415, 'invoicegpj.pdf'],
    ['사진.pdf', () => pngFile(), 415, '사진.pdf'],
    ['문서.hwp', () => hwpxFile(), 415, '문서.hwp'],
    ['page.html', () => pdfFile(), 415, 'page.html'],
  ] as const)('refuses %j whose extension is not its content, naming the cleaned name', async (raw, bytes, status, shown) => {
    const b = await member();
    const res = await upload(b, raw, bytes());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(`‘${shown}’ 파일은 내용이`);
    expect(res.json().message).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it.each([
    ['../../etc/passwd', () => pdfFile(), 'passwd.pdf', 'PDF'],
    ['\u202E\u200B.jpg', () => jpegFile(), '첨부파일.jpg', 'JPG'],
    ['C:\\Users\\홍길동\\...진술서.hwp', () => hwpFile(), '진술서.hwp', 'HWP'],
    [`${'가'.repeat(300)}.pdf`, () => pdfFile(), `${'가'.repeat(FILE_NAME_MAX - 4)}.pdf`, 'PDF'],
    ['no-extension', () => pdfFile(), 'no-extension.pdf', 'PDF'],
  ] as const)('stores %j as a clean name', async (raw, bytes, stored, type) => {
    const b = await member();
    const res = await upload(b, raw, bytes());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: stored, type });
    const [row] = await t.database.db.select().from(files).where(eq(files.fileId, res.json().fileId));
    expect(row!.name).toBe(stored);
    expect(path.basename(row!.storagePath)).toBe(res.json().fileId); // the name never reaches the disk path
  });
});

describe('control characters in a file name', () => {
  it('are refused with a Korean 400 naming filename, like every other text (NUL, ESC, DEL); nothing is stored', async () => {
    for (const raw of ['a\u0000b.png', '\u001b[2Jx.png', 'x\u007f.png']) {
      const b = await member();
      const before = (await t.database.db.select().from(files)).length;
      const res = await upload(b, raw, pngFile());
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().errors[0].field).toBe('filename');
      expect((await t.database.db.select().from(files)).length).toBe(before);
    }
  });
});

describe('notice attachments', () => {
  it('are served with the detected type, nosniff, a sandbox CSP and attachment + filename*', async () => {
    const res = await t.app.inject({ url: '/api/center/ntc/NTT-2026-0001' });
    const pdf = res.json().attachments.find((a: { type: string }) => a.type === 'PDF');
    const down = await t.app.inject({ url: pdf.url });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(down.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
  });
});
