// Uploads that carry something that runs (issue 31 item 6): active PDF content (hex-escaped names,
// compressed object streams, actions by reference), markup anywhere in a file (not only its first
// 4 KB), markup in image metadata (JPEG COM/APPn, PNG tEXt/zTXt/iTXt), and zip bombs in HWPX (by
// ratio, by total, by an end record that under-counts entries, nested archives, repeated or control
// names, overlapping entries). Every refused file here was accepted before. Each class is tried on
// inspectFile and through POST /api/files (a Korean 415 naming the file and the fix; nothing kept).
// PGlite; PostgreSQL with TEST_DATABASE_URL.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { inflateBounded } from '../src/kernel/files/inflate-bounded';
import { ZIP_MAX_TOTAL_UNCOMPRESSED, inspectFile } from '../src/kernel/files/inspect';
import { activeMarkupAt } from '../src/kernel/files/markup';
import { PDF_MAX_INFLATED } from '../src/kernel/files/pdf-active';
import { signedIn } from './dscsn-helpers';
import { HWPX_MIMETYPE_ENTRY, hwpxFile, jpegFile, multipart, pdfFile, pdfObjects, pdfPageObjects, pdfStream, pngChunk, pngFile, seg, zipFile } from './file-fixtures';
import { type Browser, TestClock, createTestApp } from './helpers';

const MB = 1024 * 1024;

/** Bytes that look like compressed data (a fixed xorshift sequence: the same every run). */
function noise(length: number, seed = 2463534242): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out.writeUInt32LE(x >>> 0, Math.min(i, length - 4));
  }
  return out;
}
/** XML that deflates about `ratio` : 1 (one random byte in every `ratio`). */
function compressible(length: number, ratio: number): Buffer {
  const out = Buffer.alloc(length, 0x20);
  const n = noise(Math.ceil(length / ratio));
  for (let i = 0; i < n.length; i++) out[i * ratio] = 0x41 + (n[i]! % 26);
  return out;
}

const js = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const pdf = (catalogExtra = '', pageExtra = '', more: (string | Buffer)[] = [], packed?: number[]) => pdfObjects([...pdfPageObjects(catalogExtra, pageExtra), ...more], { packed });
const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const text = (s: string) => Buffer.from(s, 'latin1');
const jpegApp = (n: number, body: string | Buffer) => seg(0xe0 + n, Buffer.isBuffer(body) ? body : text(body));
const xmp = '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>증거 사진</dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
const itxt = (keyword: string, body: string, compressed: boolean) =>
  pngChunk('iTXt', Buffer.concat([text(`${keyword}\0${compressed ? '\x01' : '\x00'}\0ko\0\0`), compressed ? deflateSync(Buffer.from(body, 'utf8')) : Buffer.from(body, 'utf8')]));
const stored = (name: string, data: Buffer) => ({ name, data });
const deflated = (name: string, data: Buffer) => ({ name, data, deflate: true });
/** A zip whose last central record points at the entry before it (two entries share bytes; same content, so every CRC holds). */
function overlapping(): Buffer {
  const z = zipFile([HWPX_MIMETYPE_ENTRY, deflated('Contents/a.xml', Buffer.from('<a/>')), deflated('Contents/b.xml', Buffer.from('<a/>'))]);
  const cd = z.readUInt32LE(z.length - 6);
  let pos = cd;
  const offsets: number[] = [];
  for (let i = 0; i < 3; i++) {
    offsets.push(pos);
    pos += 46 + z.readUInt16LE(pos + 28);
  }
  z.writeUInt32LE(z.readUInt32LE(offsets[1]! + 42), offsets[2]! + 42); // b.xml → a.xml's local header
  return z;
}

/** name, bytes, what the reason must say. Every one of them was accepted by the old checks. */
const REFUSED: [string, () => Buffer, string][] = [
  // active PDF content
  ['openaction-js.pdf', () => pdf(`/OpenAction ${js}`), 'JavaScript'],
  ['hex-javascript.pdf', () => pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'), 'JavaScript'],
  ['hex-names-tree.pdf', () => pdf('/Names << /#4A#61#76#61#53#63#72#69#70#74 6 0 R >>', '', ['<< /Names [(a) 7 0 R] >>', '<< /#53 /Java#53cript /#4a#53 (this.print\\(\\)) >>']), 'JavaScript'],
  ['launch.pdf', () => pdf('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /L#61unch /F (cmd.exe) >> >>']), 'Launch'],
  ['openaction-uri.pdf', () => pdf('/OpenAction << /S /URI /URI (https://evil.example/) >>'), 'OpenAction'],
  ['openaction-ref.pdf', () => pdf('/OpenAction 6 0 R', '', ['<< /S /URI /URI (https://evil.example/) >>']), 'OpenAction'],
  ['additional-actions.pdf', () => pdf('', '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>'), '(AA)'],
  ['hex-aa.pdf', () => pdf('/A#41 << /WC << /S /GoTo /D [3 0 R /Fit] >> >>'), '(AA)'],
  ['embedded.pdf', () => pdf('/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>', '', ['<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>', pdfStream('/Type /EmbeddedFile', 'MZ')]), 'EmbeddedFile'],
  ['richmedia.pdf', () => pdf('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>']), 'RichMedia'],
  ['submitform.pdf', () => pdf('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /Widget /Rect [0 0 10 10] /A << /S /SubmitForm /F << /FS /URL /F (https://evil.example/c) >> >> >>']), 'SubmitForm'],
  ['importdata.pdf', () => pdf('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /Widget /Rect [0 0 10 10] /A << /S /Imp#6FrtData /F (x.fdf) >> >>']), 'ImportData'],
  ['objstm-js.pdf', () => pdf(`/OpenAction ${js}`, '', [], [1, 2, 3]), 'JavaScript'],
  ['objstm-hex.pdf', () => pdf('/OpenAction << /S /J#61v#61Script /J#53 (x) >>', '', [], [1, 2, 3, 5]), 'JavaScript'],
  ['objstm-aa.pdf', () => pdf('', '/AA << /C << /S /GoTo /D [3 0 R /Fit] >> >>', [], [3]), '(AA)'],
  ['objstm-openaction-ref.pdf', () => pdf('/OpenAction 6 0 R', '', ['<< /S /URI /URI (https://evil.example/) >>'], [1, 6]), 'OpenAction'],
  ['objstm-bomb.pdf', () => pdfObjects(pdfPageObjects(), { packed: [1, 2, 3], objStmData: deflateSync(Buffer.alloc(PDF_MAX_INFLATED + MB, 0x20)) }), 'MB를 넘습니다'],
  ['objstm-broken.pdf', () => pdfObjects(pdfPageObjects(), { packed: [1, 2, 3], objStmData: noise(400) }), '풀 수 없습니다'],
  // a string opened between objects swallows nothing: every object is read from its own header
  ['unbalanced-string.pdf', () => pdfObjects([...pdfPageObjects('/OpenAction 6 0 R'), js], { between: '(\n' }), 'JavaScript'],
  ['comment-paren.pdf', () => pdf(`% (\n/OpenAction ${js}`), 'JavaScript'],
  // markup after the first 4 KB
  ['late-script.pdf', () => pdfFile('x', { padding: 5 * MB, tail: '<script>alert(1)</script>\n' }), '웹 페이지(HTML·스크립트)'],
  ['late-iframe.pdf', () => pdfFile('x', { padding: 5 * MB, late: '<iframe src="https://evil.example/">' }), '약 5.0MB'],
  ['late-svg.pdf', () => pdfFile('x', { padding: 5 * MB, late: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' }), '웹 페이지'],
  ['late-javascript-url.pdf', () => pdfFile('x', { padding: 5 * MB, late: '<a href="JavaScript:alert(1)">x</a>' }), '웹 페이지'],
  ['late-script.jpg', () => jpegFile({ scanData: Buffer.concat([Buffer.alloc(5 * MB, 0x3f), text('<script>alert(1)</script>')]) }), '약 5.0MB'],
  ['late-html.png', () => pngFile({ chunks: [pngChunk('prVt', Buffer.concat([Buffer.alloc(5 * MB), text('<html><body onload=alert(1)>')]))] }), '웹 페이지'],
  ['late-script.hwpx', () => hwpxFile([stored('BinData/a.bin', Buffer.concat([Buffer.alloc(5 * MB), text('<script src=//evil.example/x.js></script>')]))]), '웹 페이지'],
  // markup in image metadata
  ['comment.jpg', () => jpegFile({ segments: [seg(0xfe, text('<script>alert(document.cookie)</script>'))] }), '설명 조각(COM)'],
  ['app1-svg.jpg', () => jpegFile({ segments: [jpegApp(1, '<svg/onload=alert(1)>')] }), 'APP1'],
  ['app13-utf16.jpg', () => jpegFile({ segments: [jpegApp(13, Buffer.concat([text('Photoshop 3.0\0'), utf16('<iframe src=https://evil.example>')]))] }), 'APP13'],
  ['text.png', () => pngFile({ chunks: [pngChunk('tEXt', text('Comment\0<script>alert(1)</script>'))] }), 'tEXt'],
  ['ztxt.png', () => pngFile({ chunks: [pngChunk('zTXt', Buffer.concat([text('Comment\0\0'), deflateSync(text('<iframe src="https://evil.example/">'))]))] }), 'zTXt'],
  ['itxt.png', () => pngFile({ chunks: [itxt('Description', '<script>alert(1)</script>', true)] }), 'iTXt'],
  ['itxt-plain.png', () => pngFile({ chunks: [itxt('Description', '<a href="javascript:alert(1)">사진</a>', false)] }), 'iTXt'],
  ['ztxt-bomb.png', () => pngFile({ chunks: [pngChunk('zTXt', Buffer.concat([text('Comment\0\0'), deflateSync(Buffer.alloc(5 * MB, 0x20))]))] }), 'MB를 넘습니다'],
  // archives
  ['ratio-bomb.hwpx', () => hwpxFile(Array.from({ length: 40 }, (_, i) => deflated(`Contents/s${i}.xml`, Buffer.alloc(MB)))), '압축 비율'],
  ['49mb.hwpx', () => {
    const part = compressible(7 * MB, 24);
    return hwpxFile(Array.from({ length: 7 }, (_, i) => deflated(`Contents/section${i + 1}.xml`, part)));
  }, `${ZIP_MAX_TOTAL_UNCOMPRESSED / MB}MB를 넘습니다`],
  ['count-lie.hwpx', () => zipFile([HWPX_MIMETYPE_ENTRY, ...Array.from({ length: 1500 }, (_, i) => stored(`f${i}`, text('x')))], { declaredEntries: 10 }), '1,000개를 넘습니다'],
  ['count-short.hwpx', () => zipFile([HWPX_MIMETYPE_ENTRY, ...Array.from({ length: 20 }, (_, i) => stored(`f${i}`, text('x')))], { declaredEntries: 5 }), '항목 수'],
  ['nested-zip.hwpx', () => hwpxFile([stored('BinData/inner.zip', zipFile([deflated('bomb.xml', Buffer.alloc(MB))]))]), '또 다른 압축 파일'],
  ['nested-deflated.hwpx', () => hwpxFile([deflated('BinData/inner.bin', hwpxFile())]), '또 다른 압축 파일'],
  ['nested-gzip.hwpx', () => hwpxFile([stored('BinData/x.gz', gzipSync(Buffer.alloc(MB)))]), '또 다른 압축 파일'],
  ['duplicate.hwpx', () => hwpxFile([deflated('Contents/Section0.xml', text('<x/>'))]), '두 번'],
  ['control-name.hwpx', () => hwpxFile([stored('Contents/a\u0000.xml', text('<a/>'))]), '경로'],
  ['overlap.hwpx', () => overlapping(), '구조가 올바르지 않습니다'],
];

const ACCEPTED: [string, () => Buffer][] = [
  ['openaction-destination.pdf', () => pdf('/OpenAction [3 0 R /Fit] /PageMode /UseOutlines')],
  ['openaction-destination-ref.pdf', () => pdf('/OpenAction 6 0 R', '', ['[3 0 R /XYZ null null 0]'])],
  ['objstm-destination-ref.pdf', () => pdf('/OpenAction 6 0 R', '', ['[3 0 R /Fit]'], [1, 2, 6])],
  ['objstm.pdf', () => pdf('/Lang (ko-KR)', '', [], [1, 2, 3, 5])],
  // names inside strings are text, not keys: a link to /JS/AA/Launch is a link
  ['link.pdf', () => pdf('', '/Annots [6 0 R]', ['<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (https://example.go.kr/JS/AA/Launch) >> >>'])],
  ['xmp.pdf', () => pdf('/Metadata 6 0 R', '', [pdfStream('/Type /Metadata /Subtype /XML', xmp)])],
  ['noise-image.pdf', () => pdf('', '/Resources << /XObject << /Im1 6 0 R >> >>', [pdfStream('/Type /XObject /Subtype /Image /Width 2048 /Height 1365 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /FlateDecode', noise(8 * MB))])],
  ['xmp.jpg', () => jpegFile({ segments: [jpegApp(1, Buffer.concat([text('http://ns.adobe.com/xap/1.0/\0'), Buffer.from(xmp, 'utf8')]))] })],
  ['caption.jpg', () => jpegFile({ segments: [seg(0xfe, Buffer.from('법률구조 상담 증거 사진 <2026-11-29>', 'utf8'))] })],
  ['noise.jpg', () => jpegFile({ scanData: Buffer.from(noise(6 * MB).map((b) => (b === 0xff ? 0xfe : b))) })],
  ['text.png', () => pngFile({ chunks: [pngChunk('tEXt', text('Software\0Paint.NET')), itxt('XML:com.adobe.xmp', xmp, true)] })],
  ['pictures.hwpx', () => hwpxFile([stored('BinData/image1.png', pngFile()), stored('BinData/image2.jpg', jpegFile()), deflated('Contents/section1.xml', compressible(2 * MB, 24))])],
];

describe('active content (unit)', () => {
  it.each(REFUSED)('refuses %s', async (name, bytes, says) => {
    const r = await inspectFile(bytes());
    expect(r.ok, name).toBe(false);
    expect(!r.ok && r.reason, name).toContain(says);
  });

  it.each(ACCEPTED)('accepts %s', async (name, bytes) => {
    const r = await inspectFile(bytes());
    expect(r, name).toMatchObject({ ok: true });
  });

  it('finds markup a megabyte window boundary cuts in two', () => {
    for (const at of [MB - 3, 2 * MB - 1, 3 * MB + 7]) {
      const b = Buffer.alloc(4 * MB, 0x20);
      b.write('<script>', at, 'latin1');
      expect(activeMarkupAt(b)).toBe(at);
    }
    expect(activeMarkupAt(Buffer.alloc(4 * MB, 0x20))).toBe(-1);
  });

  it('inflates a 200 MB bomb no further than the cap and one chunk', async () => {
    const bomb = deflateSync(Buffer.alloc(200 * MB));
    let seen = 0;
    const end = await inflateBounded(bomb, false, (chunk, total) => {
      seen += chunk.length;
      return total > 1000 ? 'cap' : null;
    });
    expect(end).toMatchObject({ ok: false, stopped: 'cap' });
    expect(seen).toBeLessThanOrEqual(1000 + 64 * 1024);
  });
});

// ─── through POST /api/files ───────────────────────────────────────────────────────────────────

const clock = new TestClock();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-active-'));
const uploadDir = path.join(dataDir, 'uploads');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const upload = (b: Browser, filename: string, content: Buffer) => {
  const m = multipart(filename, content);
  return b.post('/api/files', m.payload, { headers: m.headers });
};

describe('POST /api/files', () => {
  it.each(REFUSED)('refuses %s with a Korean 415 that names the file, why and what to do; keeps nothing', async (name, bytes, says) => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    const rowsBefore = (await t.database.db.select({ id: files.fileId }).from(files)).length;
    const res = await upload(b, name, bytes());
    expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
    const { message, errors } = res.json();
    expect(message).toContain(`‘${name}’ 파일은 올릴 수 없습니다.`);
    expect(message).toContain(says);
    expect(message).toMatch(/주세요\.$/);
    expect(errors[0]).toEqual({ field: 'file', message });
    expect((await t.database.db.select({ id: files.fileId }).from(files)).length).toBe(rowsBefore);
    expect(readdirSync(path.join(uploadDir, 'tmp'))).toEqual([]);
  });

  it('tells how to fix a PDF with a script: save it again without scripts', async () => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    const res = await upload(b, '계약서.pdf', pdf(`/OpenAction ${js}`));
    expect(res.json().message).toBe(
      '‘계약서.pdf’ 파일은 올릴 수 없습니다. 실행되는 스크립트(JavaScript)가 들어 있습니다. 스크립트와 자동 실행 동작이 없는 PDF로 다시 저장해(인쇄 메뉴의 ‘PDF로 저장’ 등) 올려 주세요.',
    );
  });

  it.each(ACCEPTED)('takes %s', async (name, bytes) => {
    const { b } = await signedIn(t.app, t.database, clock.now());
    const res = await upload(b, name, bytes());
    expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
  });
});
