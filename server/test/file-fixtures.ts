// Small real files of every accepted type, and broken ones, built in code (no binary fixtures).
import { createDeflateRaw, crc32 as zcrc32, deflateRawSync, deflateSync } from 'node:zlib';

const crc32 = (b: Buffer) => zcrc32(b) >>> 0;

/** A one-page PDF with a real cross-reference table; `head` goes right after the header comment, `late` in the page's content after `padding`. */
export function pdfFile(text = 'Lease contract', opts: { head?: string; padding?: number; tail?: string; late?: string } = {}): Buffer {
  const stream = `BT /F1 18 Tf 24 72 Td (${text.replace(/[()\\]/g, '')}) Tj ET${opts.padding ? `\n% ${'x'.repeat(opts.padding)}` : ''}${opts.late ? `\n% ${opts.late}` : ''}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = `%PDF-1.4\n%\xe2\xe3\xcf\xd3\n${opts.head ?? ''}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n${opts.tail ?? ''}`;
  return Buffer.from(out, 'latin1');
}

/** The body of a PDF stream object: `<< dict /Length n >> stream … endstream`. */
export const pdfStream = (dict: string, data: Buffer | string) => {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')]);
};

/** The objects of a one-page PDF (1 catalog, 2 pages, 3 page, 4 content, 5 font), with extra entries for the catalog and the page. */
export const pdfPageObjects = (catalogExtra = '', pageExtra = ''): (string | Buffer)[] => [
  `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${pageExtra} >>`,
  pdfStream('', 'BT /F1 18 Tf 24 72 Td (Lease contract) Tj ET'),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];

/**
 * A PDF 1.5 of the given objects (object i + 1 = objects[i]; 1 is the catalog). Objects listed in
 * `packed` (1-based numbers, no streams) go into a Flate-compressed object stream (`objStmData`
 * replaces its compressed bytes); the cross-reference stream lists every object where it is.
 */
export function pdfObjects(objects: (string | Buffer)[], opts: { packed?: number[]; objStmData?: Buffer; between?: string } = {}): Buffer {
  const packed = new Set(opts.packed ?? []);
  const parts: Buffer[] = [Buffer.from(`%PDF-1.5\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let size = parts[0]!.length;
  const add = (b: Buffer | string) => {
    const buf = Buffer.isBuffer(b) ? b : Buffer.from(b, 'latin1');
    parts.push(buf);
    size += buf.length;
  };
  const where = new Map<number, [number, number, number]>(); // number → [type, field2, field3]
  const inStream: number[] = [];
  objects.forEach((body, i) => {
    const num = i + 1;
    if (packed.has(num)) {
      inStream.push(num);
      return;
    }
    where.set(num, [1, size, 0]);
    add(`${num} 0 obj\n`);
    add(body);
    add(`\nendobj\n${opts.between ?? ''}`);
  });
  let next = objects.length + 1;
  if (inStream.length) {
    const stmNum = next++;
    let header = '';
    let content = '';
    inStream.forEach((num, k) => {
      header += `${num} ${content.length} `;
      content += `${objects[num - 1]!.toString()}\n`;
      where.set(num, [2, stmNum, k]);
    });
    const plain = Buffer.from(header + content, 'latin1');
    where.set(stmNum, [1, size, 0]);
    add(`${stmNum} 0 obj\n`);
    add(pdfStream(`/Type /ObjStm /N ${inStream.length} /First ${header.length} /Filter /FlateDecode`, opts.objStmData ?? deflateSync(plain)));
    add('\nendobj\n');
  }
  const xrefNum = next++;
  where.set(xrefNum, [1, size, 0]);
  const rows = Buffer.alloc(7 * next);
  rows.writeUInt8(0, 0);
  rows.writeUInt32BE(0, 1);
  rows.writeUInt16BE(0xffff, 5);
  for (let n = 1; n < next; n++) {
    const [type, a, b] = where.get(n)!;
    rows.writeUInt8(type, n * 7);
    rows.writeUInt32BE(a, n * 7 + 1);
    rows.writeUInt16BE(b, n * 7 + 5);
  }
  const xrefAt = size;
  add(`${xrefNum} 0 obj\n`);
  add(pdfStream(`/Type /XRef /Size ${next} /W [1 4 2] /Root 1 0 R`, rows));
  add(`\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** A PNG chunk (length, type, data, CRC). */
export function pngChunk(type: string, data: Buffer, badCrc = false): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(td) ^ (badCrc ? 1 : 0)) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** An RGB PNG of w × h (the IHDR's numbers can be set apart from the real image). */
export function pngFile(opts: { w?: number; h?: number; ihdrW?: number; ihdrH?: number; badCrc?: 'IHDR' | 'IDAT'; noIend?: boolean; after?: Buffer; chunks?: Buffer[] } = {}): Buffer {
  const w = opts.w ?? 3;
  const h = opts.h ?? 2;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(opts.ihdrW ?? w, 0);
  ihdr.writeUInt32BE(opts.ihdrH ?? h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: h }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, y * 40)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr, opts.badCrc === 'IHDR'),
    pngChunk('IDAT', deflateSync(rows), opts.badCrc === 'IDAT'),
    ...(opts.chunks ?? []),
    ...(opts.noIend ? [] : [pngChunk('IEND', Buffer.alloc(0))]),
    opts.after ?? Buffer.alloc(0),
  ]);
}

/** A JPEG marker segment (marker, length, body). */
export const seg = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/** A decodable 8 × 8 grey baseline JPEG (JFIF, one DC and one AC Huffman code); parts can be left out. */
export function jpegFile(opts: { noEoi?: boolean; noSof?: boolean; after?: Buffer; w?: number; h?: number; badMarker?: boolean; segments?: Buffer[]; scanData?: Buffer } = {}): Buffer {
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const dqt = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(opts.h ?? 8, 1);
  sof.writeUInt16BE(opts.w ?? 8, 3);
  const dht = (cls: number) => Buffer.concat([Buffer.from([cls << 4]), Buffer.from([1, ...Array(15).fill(0)]), Buffer.from([0])]);
  const sos = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, jfif),
    ...(opts.segments ?? []),
    ...(opts.badMarker ? [Buffer.from([0x12, 0x34])] : []),
    seg(0xdb, dqt),
    ...(opts.noSof ? [] : [seg(0xc0, sof)]),
    seg(0xc4, dht(0)),
    seg(0xc4, dht(1)),
    seg(0xda, sos),
    Buffer.from([0x3f]), // DC diff 0 ('0'), EOB ('0'), padded with ones
    opts.scanData ?? Buffer.alloc(0), // more entropy-coded bytes (no 0xFF), as a decoder would skip them
    ...(opts.noEoi ? [] : [Buffer.from([0xff, 0xd9])]),
    opts.after ?? Buffer.alloc(0),
  ]);
}

/**
 * An HWP 5 file as the compound file format lays it out (version 3, 512-byte sectors): FAT,
 * directory (Root Entry, FileHeader), mini FAT and the mini stream holding FileHeader's 256 bytes.
 */
export function hwpFile(opts: { byteOrder?: number; signature?: string; sectorShift?: number } = {}): Buffer {
  const S = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const header = Buffer.alloc(S);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(opts.byteOrder ?? 0xfffe, 0x1c);
  header.writeUInt16LE(opts.sectorShift ?? 9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(2, 0x3c); // first mini FAT sector
  header.writeUInt32LE(1, 0x40);
  header.writeUInt32LE(END, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x48);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(S, 0xff);
  [0xfffffffd, END, END, END].forEach((v, i) => fat.writeUInt32LE(v, i * 4));
  const dir = Buffer.alloc(S);
  const entry = (i: number, name: string, type: number, start: number, size: number, child = FREE) => {
    const o = i * 128;
    dir.write(name, o, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, o + 0x40);
    dir[o + 0x42] = type;
    dir[o + 0x43] = 1;
    dir.writeUInt32LE(FREE, o + 0x44);
    dir.writeUInt32LE(FREE, o + 0x48);
    dir.writeUInt32LE(child, o + 0x4c);
    dir.writeUInt32LE(start, o + 0x74);
    dir.writeUInt32LE(size, o + 0x78);
  };
  entry(0, 'Root Entry', 5, 3, 256, 1);
  entry(1, 'FileHeader', 2, 0, 256);
  for (let i = 2; i < 4; i++) {
    dir.writeUInt32LE(FREE, i * 128 + 0x44);
    dir.writeUInt32LE(FREE, i * 128 + 0x48);
    dir.writeUInt32LE(FREE, i * 128 + 0x4c);
  }
  const miniFat = Buffer.alloc(S, 0xff);
  [1, 2, 3, END].forEach((v, i) => miniFat.writeUInt32LE(v, i * 4));
  const mini = Buffer.alloc(S);
  mini.write(opts.signature ?? 'HWP Document File', 0, 'latin1');
  mini.writeUInt32LE(0x05000300, 32); // version 5.0.3.0
  return Buffer.concat([header, fat, dir, miniFat, mini]);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** Already compressed bytes (then `size` is what the headers declare). */
  raw?: Buffer;
  size?: number;
  crc?: number;
}

/** A zip (local headers, central directory, end record); entries may declare sizes that lie, the end record another entry count. */
export function zipFile(entries: ZipEntry[], opts: { declaredEntries?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.raw ?? (e.deflate ? deflateRawSync(e.data) : e.data);
    const method = e.raw || e.deflate ? 8 : 0;
    const size = e.size ?? e.data.length;
    const crc = e.crc ?? crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(opts.declaredEntries ?? entries.length, 8);
  end.writeUInt16LE(opts.declaredEntries ?? entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export const HWPX_MIMETYPE_ENTRY: ZipEntry = { name: 'mimetype', data: Buffer.from('application/hwp+zip', 'latin1') };

/** A minimal HWPX: stored mimetype first, then deflated OWPML parts. */
export function hwpxFile(extra: ZipEntry[] = []): Buffer {
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${s}`, 'utf8');
  return zipFile([
    HWPX_MIMETYPE_ENTRY,
    { name: 'version.xml', data: xml('<hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version" major="5" minor="1"/>'), deflate: true },
    { name: 'META-INF/container.xml', data: xml('<ocf:container xmlns:ocf="urn:oasis:names:tc:opendocument:xmlns:container"><ocf:rootfiles><ocf:rootfile full-path="Contents/content.hpf"/></ocf:rootfiles></ocf:container>'), deflate: true },
    { name: 'Contents/section0.xml', data: xml(`<hs:sec xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section"><hp:p><hp:run><hp:t>${'진술서 '.repeat(50)}</hp:t></hp:run></hp:p></hs:sec>`), deflate: true },
    ...extra,
  ]);
}

/** `megabytes` MB of zeros, raw-deflated without holding them in memory (a ~1000:1 stream). */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve, reject) => {
    z.on('end', resolve);
    z.on('error', reject);
  });
  const mb = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) {
    if (!z.write(mb)) await new Promise((r) => z.once('drain', r));
  }
  z.end();
  await done;
  return Buffer.concat(out);
}

/** A multipart/form-data body with one file part (`field`, "file" unless told). */
export function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
