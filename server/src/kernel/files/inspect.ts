import { promisify } from 'node:util';
import { crc32 as zlibCrc32, inflateRaw } from 'node:zlib';
import type { AttachmentType } from '@portal/contracts';

/**
 * What an upload is, judged by its whole content: the magic bytes say which format it claims to be,
 * then that format's structure is walked (never by the file's name). Pure functions over a Buffer
 * (uploads are at most 10 MB); only the HWPX check is async (it inflates every entry on the zlib
 * thread pool, with a hard output cap).
 */
export interface DetectedType {
  /** Stored type (the contract knows HWPX as HWP). */
  type: AttachmentType;
  /** The format the bytes are: decides the extension and the Content-Type served. */
  format: 'PDF' | 'JPG' | 'PNG' | 'HWP' | 'HWPX';
  mime: string;
}
export type Inspection = { ok: true; kind: DetectedType } | { ok: false; kind: DetectedType | null; reason: string };

// ─── limits (named so the README can quote them) ──────────────────────────────────────────────
/** HWPX: most entries in the zip's central directory. */
export const ZIP_MAX_ENTRIES = 1000;
/** HWPX: most bytes all entries may inflate to (declared, and checked by inflating). */
export const ZIP_MAX_TOTAL_UNCOMPRESSED = 50 * 1024 * 1024;
/** HWPX: highest inflate ratio of an entry larger than ZIP_RATIO_FROM bytes. */
export const ZIP_MAX_RATIO = 100;
export const ZIP_RATIO_FROM = 1024 * 1024;
/** PNG / JPEG: most pixels of an image (a 108 MP phone photo has 1.1e8). */
export const IMAGE_MAX_PIXELS = 200_000_000;
/** PDF: bytes at the start searched for HTML a browser could sniff (the sniffing standard reads 1 445). */
export const PDF_HTML_SCAN_BYTES = 4096;
/** PDF: `%%EOF` must be within this many bytes of the end (as readers require). */
export const PDF_EOF_WINDOW = 1024;

const PDF_KIND: DetectedType = { type: 'PDF', format: 'PDF', mime: 'application/pdf' };
const JPG_KIND: DetectedType = { type: 'JPG', format: 'JPG', mime: 'image/jpeg' };
const PNG_KIND: DetectedType = { type: 'PNG', format: 'PNG', mime: 'image/png' };
const HWP_KIND: DetectedType = { type: 'HWP', format: 'HWP', mime: 'application/x-hwp' };
const HWPX_KIND: DetectedType = { type: 'HWP', format: 'HWPX', mime: 'application/hwp+zip' };

const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CFB_SIG = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const startsWith = (buf: Buffer, sig: Buffer | number[]) => buf.length >= sig.length && Buffer.from(sig).equals(buf.subarray(0, sig.length));

/** The format the first bytes claim (null: none of the accepted ones). */
export function claimedType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF_KIND; // %PDF-
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return JPG_KIND;
  if (startsWith(buf, PNG_SIG)) return PNG_KIND;
  if (startsWith(buf, CFB_SIG)) return HWP_KIND;
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return HWPX_KIND; // a zip: only HWPX is accepted
  return null;
}

/** Checks the whole file; the reason (Korean) completes "‘name’ 파일은 올릴 수 없습니다. …". */
export async function inspectFile(buf: Buffer): Promise<Inspection> {
  const kind = claimedType(buf);
  if (!kind) return { ok: false, kind: null, reason: 'PDF, JPG, PNG, HWP 형식이 아닙니다' };
  let problem: string | null;
  try {
    problem = await CHECKS[kind.format](buf);
  } catch {
    // a read past the end of a field the walk trusted: the file is cut short or malformed
    problem = `${kind.format} 파일의 구조를 읽을 수 없습니다. 파일이 잘렸거나 손상되었습니다`;
  }
  return problem ? { ok: false, kind, reason: problem } : { ok: true, kind };
}

const CHECKS: Record<DetectedType['format'], (buf: Buffer) => string | null | Promise<string | null>> = {
  PDF: (b) => checkPdf(b),
  PNG: (b) => checkPng(b),
  JPG: (b) => checkJpeg(b),
  HWP: (b) => checkCfbHwp(b),
  HWPX: (b) => checkHwpx(b),
};

// ─── PDF ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Tags that make a browser (or an old sniffer) take bytes for HTML/SVG/XML script: the HTML
 * patterns of the WHATWG MIME sniffing standard (without the one-letter ones, which PDF hex strings
 * can spell), plus SVG and script handlers.
 */
const HTML_MARKERS = /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|style|title|div|font|table|h1|br|meta|img|a\s+href|xml|!--)[\s>/]|javascript:|\bon(?:load|error)\s*=/i;

/** Null when the PDF is well formed enough; else why not. */
export function checkPdf(buf: Buffer): string | null {
  if (!/^%PDF-(?:1\.[0-7]|2\.0)[\r\n \t%]/.test(buf.subarray(0, 16).toString('latin1'))) return 'PDF 머리글(%PDF-1.x)이 올바르지 않습니다';
  if (HTML_MARKERS.test(buf.subarray(0, PDF_HTML_SCAN_BYTES).toString('latin1'))) {
    return '문서 앞부분에 웹 페이지(HTML·스크립트) 내용이 들어 있습니다. 보안을 위해 이런 PDF는 받지 않습니다';
  }
  const tail = buf.subarray(Math.max(0, buf.length - PDF_EOF_WINDOW)).toString('latin1');
  if (!tail.includes('%%EOF')) return 'PDF 파일의 끝(%%EOF)이 없습니다. 파일이 잘렸거나 손상되었습니다';
  // the last `startxref <offset> %%EOF` (an incrementally updated PDF has one per revision)
  const sx = [...buf.subarray(Math.max(0, buf.length - PDF_EOF_WINDOW - 64)).toString('latin1').matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1);
  if (!sx) return 'PDF 파일의 상호 참조 위치(startxref)가 없습니다. 파일이 손상되었습니다';
  const at = Number(sx[1]);
  if (!(at > 0 && at < buf.length)) return 'PDF 파일의 상호 참조 위치(startxref)가 파일 밖을 가리킵니다. 파일이 손상되었습니다';
  // a classic table (`xref`) or a cross-reference stream (`n g obj … /Type /XRef`) at that offset
  const there = buf.subarray(at, at + 64).toString('latin1').replace(/^\s+/, '');
  if (!/^xref\b/.test(there) && !/^\d+\s+\d+\s+obj\b/.test(there)) return 'PDF 파일의 상호 참조 표(xref)가 올바른 자리에 없습니다. 파일이 손상되었습니다';
  return null;
}

// ─── PNG ──────────────────────────────────────────────────────────────────────────────────────

const crc32 = (data: Buffer): number => zlibCrc32(data) >>> 0;

/** Signature, IHDR first with sane values, every chunk's CRC, at least one IDAT, IEND last with nothing after. */
export function checkPng(buf: Buffer): string | null {
  if (!startsWith(buf, PNG_SIG)) return 'PNG 서명이 올바르지 않습니다';
  let pos = 8;
  let first = true;
  let idat = false;
  while (pos + 12 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.subarray(pos + 4, pos + 8).toString('latin1');
    if (len > 0x7fffffff || pos + 12 + len > buf.length) return `PNG 조각(${safe(type)})의 길이가 파일 크기를 넘습니다. 파일이 잘렸거나 손상되었습니다`;
    if (!/^[A-Za-z]{4}$/.test(type)) return 'PNG 조각의 이름이 올바르지 않습니다. 파일이 손상되었습니다';
    const crc = buf.readUInt32BE(pos + 8 + len);
    if (crc32(buf.subarray(pos + 4, pos + 8 + len)) !== crc) return `PNG 조각(${type})의 검사값(CRC)이 맞지 않습니다. 파일이 손상되었습니다`;
    if (first) {
      if (type !== 'IHDR' || len !== 13) return 'PNG 파일의 첫 조각이 IHDR가 아닙니다';
      const w = buf.readUInt32BE(pos + 8);
      const h = buf.readUInt32BE(pos + 12);
      const depth = buf[pos + 16]!;
      const colour = buf[pos + 17]!;
      const okDepths: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
      if (w < 1 || h < 1 || w > 0x7fffffff || h > 0x7fffffff || w * h > IMAGE_MAX_PIXELS) return `PNG 그림의 크기(${w}×${h})가 허용 범위를 벗어납니다`;
      if (!okDepths[colour]?.includes(depth) || buf[pos + 18] !== 0 || buf[pos + 19] !== 0 || buf[pos + 20]! > 1) return 'PNG 머리 조각(IHDR)의 값이 올바르지 않습니다';
      first = false;
    } else if (type === 'IHDR') {
      return 'PNG 머리 조각(IHDR)이 두 번 있습니다';
    }
    if (type === 'IDAT') idat = true;
    pos += 12 + len;
    if (type === 'IEND') {
      if (len !== 0) return 'PNG 끝 조각(IEND)이 올바르지 않습니다';
      if (!idat) return 'PNG 파일에 그림 자료(IDAT)가 없습니다';
      if (pos !== buf.length) return 'PNG 파일의 끝(IEND) 뒤에 다른 자료가 붙어 있습니다';
      return null;
    }
  }
  return first ? 'PNG 파일의 첫 조각이 IHDR가 아닙니다' : 'PNG 파일의 끝(IEND)이 없습니다. 파일이 잘렸거나 손상되었습니다';
}
const safe = (s: string) => s.replace(/[^A-Za-z0-9]/g, '?');

// ─── JPEG ─────────────────────────────────────────────────────────────────────────────────────

/**
 * SOI, then a valid sequence of marker segments (each length inside the file; a frame header SOFn
 * with sane dimensions before the first scan; the entropy-coded data of every scan skipped by its
 * markers), ending with EOI as the last two bytes.
 */
export function checkJpeg(buf: Buffer): string | null {
  if (!(buf[0] === 0xff && buf[1] === 0xd8)) return 'JPEG 시작 표시(SOI)가 없습니다';
  let pos = 2;
  let frame = false;
  let scans = 0;
  while (pos < buf.length) {
    if (buf[pos] !== 0xff) return 'JPEG 표지(marker) 순서가 올바르지 않습니다. 파일이 손상되었습니다';
    while (buf[pos] === 0xff && pos < buf.length) pos++; // fill bytes
    if (pos >= buf.length) break;
    const marker = buf[pos++]!;
    if (marker === 0xd9) {
      if (!frame || scans === 0) return 'JPEG 파일에 그림 자료가 없습니다';
      return pos === buf.length ? null : 'JPEG 파일의 끝(EOI) 뒤에 다른 자료가 붙어 있습니다';
    }
    if (marker === 0x00 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      if (marker >= 0xd0 && marker <= 0xd7 && scans > 0) continue; // a restart marker between scans' data
      return 'JPEG 표지(marker) 순서가 올바르지 않습니다. 파일이 손상되었습니다';
    }
    if (pos + 2 > buf.length) break;
    const len = buf.readUInt16BE(pos);
    if (len < 2 || pos + len > buf.length) return 'JPEG 조각의 길이가 파일 크기를 넘습니다. 파일이 잘렸거나 손상되었습니다';
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (len < 8) return 'JPEG 프레임 머리(SOF)가 올바르지 않습니다';
      const h = buf.readUInt16BE(pos + 3);
      const w = buf.readUInt16BE(pos + 5);
      if (w < 1 || h < 1 || w * h > IMAGE_MAX_PIXELS) return `JPEG 그림의 크기(${w}×${h})가 허용 범위를 벗어납니다`;
      frame = true;
    }
    pos += len;
    if (marker === 0xda) {
      if (!frame) return 'JPEG 파일에서 프레임 머리(SOF)보다 그림 자료가 먼저 나옵니다';
      scans++;
      // entropy-coded data: up to the next marker that is neither a stuffed 0xFF00 nor a restart
      while (pos < buf.length) {
        if (buf[pos] === 0xff) {
          const next = buf[pos + 1];
          if (next === undefined) break;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
            pos += next === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        pos++;
      }
    }
  }
  return 'JPEG 파일의 끝(EOI)이 없습니다. 파일이 잘렸거나 손상되었습니다';
}

// ─── HWP 5 (OLE compound file) ────────────────────────────────────────────────────────────────

const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const HWP_SIGNATURE = 'HWP Document File';

/**
 * The compound file header (version 3 with 512-byte sectors or 4 with 4096, byte order FFFE, mini
 * sectors of 64, cut-off 4096), then the `FileHeader` stream found through the FAT, directory and
 * mini stream, which must start with "HWP Document File". Chains are bounded by the sector count.
 */
export function checkCfbHwp(buf: Buffer): string | null {
  const bad = 'HWP(OLE 복합 문서) 머리글이 올바르지 않습니다';
  if (buf.length < 512 || !startsWith(buf, CFB_SIG)) return bad;
  const major = buf.readUInt16LE(0x1a);
  const byteOrder = buf.readUInt16LE(0x1c);
  const shift = buf.readUInt16LE(0x1e);
  const miniShift = buf.readUInt16LE(0x20);
  if (byteOrder !== 0xfffe) return `${bad} (바이트 순서 표시가 FFFE가 아닙니다)`;
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return `${bad} (판 번호와 섹터 크기가 맞지 않습니다)`;
  if (miniShift !== 6 || buf.readUInt32LE(0x38) !== 4096) return `${bad} (작은 섹터 설정이 올바르지 않습니다)`;
  const sector = 1 << shift;
  if (buf.length < sector * 2) return 'HWP 파일이 너무 짧습니다. 파일이 잘렸거나 손상되었습니다';
  // sectors after the header (the last one may be short)
  const sectors = Math.ceil((buf.length - sector) / sector);
  const sectorAt = (n: number) => (n + 1) * sector;
  const readable = (n: number) => n < sectors;

  // FAT sectors: 109 in the header, then the DIFAT chain
  const fatSectors: number[] = [];
  const numFat = buf.readUInt32LE(0x2c);
  if (numFat < 1 || numFat > sectors) return `${bad} (FAT 수)`;
  for (let i = 0; i < 109 && fatSectors.length < numFat; i++) fatSectors.push(buf.readUInt32LE(0x4c + i * 4));
  let difat = buf.readUInt32LE(0x44);
  for (let guard = 0; fatSectors.length < numFat && difat !== ENDOFCHAIN && guard < sectors; guard++) {
    if (!readable(difat)) return `${bad} (DIFAT)`;
    const base = sectorAt(difat);
    for (let i = 0; i < sector / 4 - 1 && fatSectors.length < numFat; i++) fatSectors.push(buf.readUInt32LE(base + i * 4));
    difat = buf.readUInt32LE(base + sector - 4);
  }
  if (fatSectors.length < numFat || fatSectors.some((s) => !readable(s))) return `${bad} (FAT 위치)`;
  const fat = (n: number): number => {
    const per = sector / 4;
    const fs = fatSectors[Math.floor(n / per)];
    return fs === undefined ? FREESECT : buf.readUInt32LE(sectorAt(fs) + (n % per) * 4);
  };
  const chain = (start: number, max: number): number[] | null => {
    const out: number[] = [];
    for (let s = start; s !== ENDOFCHAIN; s = fat(s)) {
      if (!readable(s) || out.length >= max) return null;
      out.push(s);
    }
    return out;
  };
  const read = (secs: number[]) => Buffer.concat(secs.map((s) => buf.subarray(sectorAt(s), sectorAt(s) + sector)));

  const dirChain = chain(buf.readUInt32LE(0x30), sectors);
  if (!dirChain?.length) return `${bad} (디렉터리)`;
  const dir = read(dirChain);
  let root: { start: number; size: number } | null = null;
  let fileHeader: { start: number; size: number } | null = null;
  for (let off = 0; off + 128 <= dir.length; off += 128) {
    const type = dir[off + 0x42];
    const nameLen = dir.readUInt16LE(off + 0x40);
    if (nameLen < 2 || nameLen > 64) continue;
    const name = dir.subarray(off, off + nameLen - 2).toString('utf16le');
    const entry = { start: dir.readUInt32LE(off + 0x74), size: dir.readUInt32LE(off + 0x78) };
    if (type === 5 && off === 0) root = entry;
    if (type === 2 && name === 'FileHeader') fileHeader = entry;
  }
  if (!root) return `${bad} (루트 항목이 없습니다)`;
  if (!fileHeader || fileHeader.size < 32) return '한글(HWP) 문서의 FileHeader가 없습니다. 한글 문서가 아닌 OLE 파일입니다';

  let head: Buffer;
  if (fileHeader.size < 4096) {
    // in the mini stream: 64-byte mini sectors inside the root entry's stream, chained by the mini FAT
    const rootData = chain(root.start, sectors);
    const miniFat = chain(buf.readUInt32LE(0x3c), sectors);
    if (!rootData || !miniFat) return `${bad} (작은 스트림)`;
    const mini = read(rootData);
    const mfat = read(miniFat);
    const parts: Buffer[] = [];
    for (let s = fileHeader.start, n = 0; s !== ENDOFCHAIN && n * 64 < 32; n++) {
      if ((s + 1) * 64 > mini.length || s * 4 + 4 > mfat.length) return `${bad} (작은 스트림)`;
      parts.push(mini.subarray(s * 64, s * 64 + 64));
      s = mfat.readUInt32LE(s * 4);
    }
    head = Buffer.concat(parts);
  } else {
    const secs = chain(fileHeader.start, sectors);
    if (!secs?.length) return `${bad} (FileHeader)`;
    head = read(secs.slice(0, 1));
  }
  if (head.subarray(0, HWP_SIGNATURE.length).toString('latin1') !== HWP_SIGNATURE) return '한글(HWP) 문서 서명(HWP Document File)이 없습니다. 한글 문서가 아닙니다';
  return null;
}

// ─── HWPX (zip, OWPML) ────────────────────────────────────────────────────────────────────────

const inflateRawAsync = promisify(inflateRaw) as (buf: Buffer, opts: { maxOutputLength: number }) => Promise<Buffer>;
const HWPX_MIMETYPE = 'application/hwp+zip';

/**
 * Walks the central directory without trusting it: at most ZIP_MAX_ENTRIES entries, declared sizes
 * adding up to at most ZIP_MAX_TOTAL_UNCOMPRESSED, no entry inflating more than ZIP_MAX_RATIO : 1,
 * stored or deflated only, not encrypted, no zip64, no `..` or absolute names; `mimetype` (stored,
 * `application/hwp+zip`) first both in the directory and at offset 0. Then inflates every entry with
 * an output cap of its declared size + 1, so a size that lies (a bomb declaring 1 KB) stops at once,
 * and compares each CRC-32.
 */
export async function checkHwpx(buf: Buffer): Promise<string | null> {
  const bad = 'HWPX(압축 문서) 구조가 올바르지 않습니다';
  // end of central directory: the last PK\5\6 in the last 64 KiB + 22 bytes
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return `${bad} (압축 목록의 끝이 없습니다. 파일이 잘렸거나 손상되었습니다)`;
  const entries = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return `${bad} (ZIP64 형식은 받지 않습니다)`;
  if (buf.readUInt16LE(eocd + 8) !== entries || buf.readUInt16LE(eocd + 4) !== 0) return `${bad} (여러 조각으로 나뉜 압축 파일입니다)`;
  if (entries > ZIP_MAX_ENTRIES) return `압축 안의 파일이 ${entries.toLocaleString('ko-KR')}개로, ${ZIP_MAX_ENTRIES.toLocaleString('ko-KR')}개를 넘습니다`;
  if (entries === 0 || cdOffset + cdSize > eocd) return `${bad} (압축 목록)`;

  type Entry = { name: string; method: number; crc: number; comp: number; size: number; local: number };
  const list: Entry[] = [];
  let total = 0;
  let pos = cdOffset;
  for (let i = 0; i < entries; i++) {
    if (pos + 46 > cdOffset + cdSize || buf.readUInt32LE(pos) !== 0x02014b50) return `${bad} (압축 목록 항목)`;
    const flags = buf.readUInt16LE(pos + 8);
    const e: Entry = {
      method: buf.readUInt16LE(pos + 10),
      crc: buf.readUInt32LE(pos + 16),
      comp: buf.readUInt32LE(pos + 20),
      size: buf.readUInt32LE(pos + 24),
      local: buf.readUInt32LE(pos + 42),
      name: '',
    };
    const nameLen = buf.readUInt16LE(pos + 28);
    const extraLen = buf.readUInt16LE(pos + 30);
    const commentLen = buf.readUInt16LE(pos + 32);
    e.name = buf.subarray(pos + 46, pos + 46 + nameLen).toString(flags & 0x800 ? 'utf8' : 'latin1');
    pos += 46 + nameLen + extraLen + commentLen;
    if (flags & 0x1) return '암호가 걸린 압축 파일입니다';
    if (e.method !== 0 && e.method !== 8) return `${bad} (지원하지 않는 압축 방식)`;
    if (e.comp === 0xffffffff || e.size === 0xffffffff) return `${bad} (ZIP64 형식은 받지 않습니다)`;
    if (/(^|[\\/])\.\.([\\/]|$)/.test(e.name) || /^[\\/]/.test(e.name) || /^[A-Za-z]:/.test(e.name)) return `${bad} (압축 안의 파일 경로가 올바르지 않습니다)`;
    if (e.local + 30 > cdOffset || e.local + 30 + e.comp > cdOffset) return `${bad} (압축 항목의 위치)`;
    if (e.method === 0 && e.comp !== e.size) return `${bad} (저장 항목의 크기)`;
    total += e.size;
    if (total > ZIP_MAX_TOTAL_UNCOMPRESSED) return `압축을 풀면 ${ZIP_MAX_TOTAL_UNCOMPRESSED / 1024 / 1024}MB를 넘습니다`;
    if (e.size > ZIP_RATIO_FROM && e.size > e.comp * ZIP_MAX_RATIO) return `압축 비율이 지나치게 높은 항목(${ZIP_MAX_RATIO}:1 초과)이 있습니다`;
    list.push(e);
  }
  const first = list[0]!;
  if (first.name !== 'mimetype' || first.local !== 0 || first.method !== 0) return '한글(HWPX) 문서가 아닌 압축 파일입니다 (첫 항목이 mimetype이 아닙니다). 파일은 PDF, JPG, PNG, HWP 형식만 올릴 수 있습니다';

  let inflated = 0;
  for (const e of list) {
    if (buf.readUInt32LE(e.local) !== 0x04034b50) return `${bad} (압축 항목 머리)`;
    const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
    if (start + e.comp > cdOffset) return `${bad} (압축 항목의 위치)`;
    const raw = buf.subarray(start, start + e.comp);
    let data: Buffer;
    if (e.method === 0) data = raw;
    else {
      try {
        // the cap: one byte more than declared; an entry that lies about its size stops there
        data = await inflateRawAsync(raw, { maxOutputLength: Math.max(1, e.size + 1) });
      } catch {
        return `압축 항목(${describe(e.name)})을 풀 수 없거나, 풀면 밝힌 크기보다 커집니다`;
      }
    }
    if (data.length !== e.size) return `압축 항목(${describe(e.name)})을 풀면 밝힌 크기와 다릅니다`;
    inflated += data.length;
    if (inflated > ZIP_MAX_TOTAL_UNCOMPRESSED) return `압축을 풀면 ${ZIP_MAX_TOTAL_UNCOMPRESSED / 1024 / 1024}MB를 넘습니다`;
    if (crc32(data) !== e.crc) return `압축 항목(${describe(e.name)})의 검사값(CRC)이 맞지 않습니다`;
    if (e === first && data.toString('latin1') !== HWPX_MIMETYPE) return `한글(HWPX) 문서가 아닙니다 (mimetype이 ${HWPX_MIMETYPE}가 아닙니다)`;
  }
  return null;
}
const describe = (name: string) => name.replace(/[^\w./-]/g, '?').slice(0, 60);
