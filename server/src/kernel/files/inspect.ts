import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { ATTACHMENT_MAX_BYTES, type AttachmentType } from '@portal/contracts';
import { inflateBounded } from './inflate-bounded';
import { SNIFFED_MARKUP, activeMarkupAt, roughOffset, textHoldsMarkup } from './markup';
import { activePdfContent } from './pdf-active';

/**
 * What an upload is, judged by its whole content: the magic bytes say which format it claims to be,
 * then that format's structure is walked (never by the file's name), then the whole file is searched
 * for active markup. Functions over a Buffer (uploads are at most 10 MB); the PDF and HWPX checks
 * are async (they inflate on the zlib thread pool, chunk by chunk, counting against hard caps).
 */
export interface DetectedType {
  /** Stored type (the contract knows HWPX as HWP). */
  type: AttachmentType;
  /** The format the bytes are: decides the extension and the Content-Type served. */
  format: 'PDF' | 'JPG' | 'PNG' | 'HWP' | 'HWPX';
  mime: string;
}
/** `reason` completes "‘name’ 파일은 올릴 수 없습니다. …"; `fix`, when there is one, says what to do instead of the generic "re-save it". */
export type Inspection = { ok: true; kind: DetectedType } | { ok: false; kind: DetectedType | null; reason: string; fix?: string };
/** What a check finds wrong: the reason alone, or with a specific fix. */
type Problem = string | { reason: string; fix: string };

// ─── limits (named so the README can quote them) ──────────────────────────────────────────────
/** HWPX: most entries in the zip's central directory (counted by walking it, not by its end record). */
export const ZIP_MAX_ENTRIES = 1000;
/**
 * HWPX: most bytes all entries may inflate to (declared, and counted while inflating): 3 × the
 * upload limit. A real HWPX is mostly pictures stored near 1 : 1 plus XML at 5–20 : 1.
 */
export const ZIP_MAX_TOTAL_UNCOMPRESSED = 3 * ATTACHMENT_MAX_BYTES;
/** HWPX: highest inflate ratio of an entry once it has inflated past ZIP_RATIO_FROM bytes. */
export const ZIP_MAX_RATIO = 100;
export const ZIP_RATIO_FROM = 64 * 1024;
/** PNG: most bytes the compressed text chunks (zTXt, iTXt) may inflate to, all together. */
export const PNG_TEXT_MAX_INFLATED = 4 * 1024 * 1024;
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
  let problem: Problem | null;
  try {
    problem = (await CHECKS[kind.format](buf)) ?? markupAnywhere(buf);
  } catch {
    // a read past the end of a field the walk trusted: the file is cut short or malformed
    problem = `${kind.format} 파일의 구조를 읽을 수 없습니다. 파일이 잘렸거나 손상되었습니다`;
  }
  if (!problem) return { ok: true, kind };
  return typeof problem === 'string' ? { ok: false, kind, reason: problem } : { ok: false, kind, ...problem };
}

const CHECKS: Record<DetectedType['format'], (buf: Buffer) => Problem | null | Promise<Problem | null>> = {
  PDF: async (b) => checkPdf(b) ?? (await activePdfContent(b)),
  PNG: (b) => checkPng(b),
  JPG: (b) => checkJpeg(b),
  HWP: (b) => checkCfbHwp(b),
  HWPX: (b) => checkHwpx(b),
};

/** Script-running markup anywhere in a file of any type (an HTML parser renders it wherever it is). */
function markupAnywhere(buf: Buffer): Problem | null {
  const at = activeMarkupAt(buf);
  if (at < 0) return null;
  return {
    reason: `파일 안(${roughOffset(at)} 지점)에 웹 페이지(HTML·스크립트) 내용이 들어 있습니다. 보안을 위해 이런 파일은 받지 않습니다`,
    fix: '웹 페이지 내용이 없는 파일로 원본 프로그램에서 다시 저장해 올려 주세요',
  };
}
const METADATA_FIX = '그림의 설명(메타데이터)을 지우고 다시 저장하거나, 화면을 캡처한 그림으로 올려 주세요';

// ─── PDF ──────────────────────────────────────────────────────────────────────────────────────

/** Null when the PDF is well formed enough; else why not. Active content is `activePdfContent`'s. */
export function checkPdf(buf: Buffer): string | null {
  if (!/^%PDF-(?:1\.[0-7]|2\.0)[\r\n \t%]/.test(buf.subarray(0, 16).toString('latin1'))) return 'PDF 머리글(%PDF-1.x)이 올바르지 않습니다';
  if (SNIFFED_MARKUP.test(buf.subarray(0, PDF_HTML_SCAN_BYTES).toString('latin1'))) {
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

/**
 * Signature, IHDR first with sane values, every chunk's CRC, at least one IDAT, IEND last with
 * nothing after; no markup in a text chunk (tEXt, and zTXt/iTXt inflated within PNG_TEXT_MAX_INFLATED).
 */
export function checkPng(buf: Buffer): Problem | null {
  if (!startsWith(buf, PNG_SIG)) return 'PNG 서명이 올바르지 않습니다';
  const textBudget = { left: PNG_TEXT_MAX_INFLATED };
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
    if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') {
      const problem = pngTextProblem(type, buf.subarray(pos + 8, pos + 8 + len), textBudget);
      if (problem) return problem;
    }
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

/** A text chunk's words (keyword, tags, text; inflated when compressed) checked for markup. */
function pngTextProblem(type: 'tEXt' | 'zTXt' | 'iTXt', data: Buffer, budget: { left: number }): Problem | null {
  const markup = { reason: `PNG 그림의 글 조각(${type})에 웹 페이지(HTML·스크립트) 내용이 들어 있습니다`, fix: METADATA_FIX };
  const keywordEnd = data.indexOf(0);
  if (type === 'tEXt' || keywordEnd < 0) return textHoldsMarkup(data) ? markup : null;
  let plain: Buffer;
  let packed: Buffer | null;
  if (type === 'zTXt') {
    plain = data.subarray(0, keywordEnd);
    packed = data.subarray(keywordEnd + 2);
  } else {
    // keyword \0 flag method language \0 translated keyword \0 text
    const langEnd = data.indexOf(0, keywordEnd + 3);
    const tagEnd = langEnd < 0 ? -1 : data.indexOf(0, langEnd + 1);
    if (tagEnd < 0) return 'PNG 글 조각(iTXt)의 형식이 올바르지 않습니다';
    plain = data.subarray(0, tagEnd);
    packed = data[keywordEnd + 1] === 1 ? data.subarray(tagEnd + 1) : null;
    if (!packed) plain = data;
  }
  if (textHoldsMarkup(plain)) return markup;
  if (!packed) return null;
  let text: Buffer;
  try {
    text = inflateSync(packed, { maxOutputLength: Math.max(1, budget.left + 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return `PNG 그림의 압축된 글 조각을 풀면 ${PNG_TEXT_MAX_INFLATED / 1024 / 1024}MB를 넘습니다`;
    return `PNG 그림의 압축된 글 조각(${type})을 풀 수 없습니다. 파일이 손상되었습니다`;
  }
  budget.left -= text.length;
  if (budget.left < 0) return `PNG 그림의 압축된 글 조각을 풀면 ${PNG_TEXT_MAX_INFLATED / 1024 / 1024}MB를 넘습니다`;
  return textHoldsMarkup(text) ? markup : null;
}

// ─── JPEG ─────────────────────────────────────────────────────────────────────────────────────

/**
 * SOI, then a valid sequence of marker segments (each length inside the file; a frame header SOFn
 * with sane dimensions before the first scan; the entropy-coded data of every scan skipped by its
 * markers; no markup in a comment COM or an application segment APPn), ending with EOI as the last
 * two bytes.
 */
export function checkJpeg(buf: Buffer): Problem | null {
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
    if ((marker === 0xfe || (marker >= 0xe0 && marker <= 0xef)) && textHoldsMarkup(buf.subarray(pos + 2, pos + len))) {
      const where = marker === 0xfe ? '설명 조각(COM)' : `부가 정보 조각(APP${marker - 0xe0})`;
      return { reason: `JPEG 그림의 ${where}에 웹 페이지(HTML·스크립트) 내용이 들어 있습니다`, fix: METADATA_FIX };
    }
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

const HWPX_MIMETYPE = 'application/hwp+zip';
/** Archives an HWPX entry must not be (an archive inside the archive escapes every bound above). */
const ARCHIVE_MAGIC: number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (and every OOXML / HWPX / JAR)
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0x50, 0x4b, 0x07, 0x08], // spanned zip
  [0x1f, 0x8b, 0x08], // gzip
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // rar
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x4d, 0x53, 0x43, 0x46, 0x00, 0x00, 0x00, 0x00], // cab
];
const isArchive = (head: Buffer) => ARCHIVE_MAGIC.some((m) => startsWith(head, m)) || /^BZh[1-9]/.test(head.toString('latin1', 0, 4));

/**
 * Walks the central directory without trusting it: every record up to its declared size is read,
 * so an end record that under-counts hides none; at most ZIP_MAX_ENTRIES entries, declared sizes
 * adding up to at most ZIP_MAX_TOTAL_UNCOMPRESSED, stored or deflated only, not encrypted, no zip64,
 * no `..`, absolute, control-character or repeated names; `mimetype` (stored, `application/hwp+zip`)
 * first both in the directory and at offset 0; each local header naming the same entry as the
 * directory and no two entries' data overlapping. Then inflates every entry chunk by chunk, counting
 * the real bytes: an entry stops at its declared size + 1 (a bomb declaring 1 KB stops there), at
 * ZIP_MAX_RATIO : 1 once past ZIP_RATIO_FROM, and all of them at ZIP_MAX_TOTAL_UNCOMPRESSED; each
 * CRC-32 is compared and no entry may itself be an archive.
 */
export async function checkHwpx(buf: Buffer): Promise<string | null> {
  const bad = 'HWPX(압축 문서) 구조가 올바르지 않습니다';
  const totalCap = `압축을 풀면 ${ZIP_MAX_TOTAL_UNCOMPRESSED / 1024 / 1024}MB를 넘습니다`;
  const tooMany = (n: number) => `압축 안의 파일이 ${n.toLocaleString('ko-KR')}개로, ${ZIP_MAX_ENTRIES.toLocaleString('ko-KR')}개를 넘습니다`;
  const ratio = `압축 비율이 지나치게 높은 항목(${ZIP_MAX_RATIO}:1 초과)이 있습니다`;
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
  if (entries > ZIP_MAX_ENTRIES) return tooMany(entries);
  if (entries === 0 || cdOffset + cdSize > eocd) return `${bad} (압축 목록)`;

  type Entry = { name: string; rawName: Buffer; method: number; crc: number; comp: number; size: number; local: number; start: number };
  const list: Entry[] = [];
  const names = new Set<string>();
  let total = 0;
  const cdEnd = cdOffset + cdSize;
  for (let pos = cdOffset; pos < cdEnd; ) {
    if (pos + 46 > cdEnd || buf.readUInt32LE(pos) !== 0x02014b50) return `${bad} (압축 목록 항목)`;
    if (list.length === ZIP_MAX_ENTRIES) return `압축 안의 파일이 ${ZIP_MAX_ENTRIES.toLocaleString('ko-KR')}개를 넘습니다 (압축 목록의 끝 기록은 ${entries.toLocaleString('ko-KR')}개라고 밝히지만 목록에는 더 있습니다)`;
    const flags = buf.readUInt16LE(pos + 8);
    const nameLen = buf.readUInt16LE(pos + 28);
    const rawName = buf.subarray(pos + 46, pos + 46 + nameLen);
    const e: Entry = {
      method: buf.readUInt16LE(pos + 10),
      crc: buf.readUInt32LE(pos + 16),
      comp: buf.readUInt32LE(pos + 20),
      size: buf.readUInt32LE(pos + 24),
      local: buf.readUInt32LE(pos + 42),
      rawName,
      name: rawName.toString(flags & 0x800 ? 'utf8' : 'latin1'),
      start: 0,
    };
    pos += 46 + nameLen + buf.readUInt16LE(pos + 30) + buf.readUInt16LE(pos + 32);
    if (pos > cdEnd) return `${bad} (압축 목록 항목)`;
    if (flags & 0x1) return '암호가 걸린 압축 파일입니다';
    if (e.method !== 0 && e.method !== 8) return `${bad} (지원하지 않는 압축 방식)`;
    if (e.comp === 0xffffffff || e.size === 0xffffffff) return `${bad} (ZIP64 형식은 받지 않습니다)`;
    if (/(^|[\\/])\.\.([\\/]|$)/.test(e.name) || /^[\\/]/.test(e.name) || /^[A-Za-z]:/.test(e.name) || /[\u0000-\u001f\u007f]/.test(e.name)) {
      return `${bad} (압축 안의 파일 경로가 올바르지 않습니다: ${describe(e.name)})`;
    }
    const key = e.name.replace(/\\/g, '/').toLowerCase();
    if (names.has(key)) return `${bad} (압축 안에 같은 이름의 항목(${describe(e.name)})이 두 번 있습니다)`;
    names.add(key);
    if (e.local + 30 > cdOffset || e.local + 30 + e.comp > cdOffset) return `${bad} (압축 항목의 위치)`;
    if (e.method === 0 && e.comp !== e.size) return `${bad} (저장 항목의 크기)`;
    total += e.size;
    if (total > ZIP_MAX_TOTAL_UNCOMPRESSED) return totalCap;
    if (e.size > ZIP_RATIO_FROM && e.size > e.comp * ZIP_MAX_RATIO) return ratio;
    list.push(e);
  }
  if (list.length !== entries) return `${bad} (압축 목록의 항목 수(${list.length})가 끝 기록(${entries})과 다릅니다)`;
  const first = list[0]!;
  if (first.name !== 'mimetype' || first.local !== 0 || first.method !== 0) return '한글(HWPX) 문서가 아닌 압축 파일입니다 (첫 항목이 mimetype이 아닙니다). 파일은 PDF, JPG, PNG, HWP 형식만 올릴 수 있습니다';

  // each local header: the same name and method as the directory says; no two entries' bytes overlap
  for (const e of list) {
    if (buf.readUInt32LE(e.local) !== 0x04034b50) return `${bad} (압축 항목 머리)`;
    const localNameLen = buf.readUInt16LE(e.local + 26);
    e.start = e.local + 30 + localNameLen + buf.readUInt16LE(e.local + 28);
    if (e.start + e.comp > cdOffset) return `${bad} (압축 항목의 위치)`;
    if (buf.readUInt16LE(e.local + 8) !== e.method || !buf.subarray(e.local + 30, e.local + 30 + localNameLen).equals(e.rawName)) {
      return `${bad} (압축 목록과 항목 머리의 이름·방식이 다릅니다: ${describe(e.name)})`;
    }
  }
  const byPlace = [...list].sort((a, b) => a.local - b.local);
  for (let i = 1; i < byPlace.length; i++) {
    if (byPlace[i]!.local < byPlace[i - 1]!.start + byPlace[i - 1]!.comp) return `${bad} (압축 항목들이 같은 자리를 겹쳐 씁니다)`;
  }

  let inflated = 0;
  for (const e of list) {
    const raw = buf.subarray(e.start, e.start + e.comp);
    let crc = 0;
    let head: Buffer = Buffer.alloc(0);
    let bytes: number;
    if (e.method === 0) {
      crc = zlibCrc32(raw) >>> 0;
      head = raw.subarray(0, 8);
      bytes = raw.length;
      inflated += bytes;
      if (inflated > ZIP_MAX_TOTAL_UNCOMPRESSED) return totalCap;
    } else {
      const end = await inflateBounded(raw, true, (chunk, n) => {
        if (n > e.size) return 'size';
        if (inflated + n > ZIP_MAX_TOTAL_UNCOMPRESSED) return 'total';
        if (n > ZIP_RATIO_FROM && n > e.comp * ZIP_MAX_RATIO) return 'ratio';
        crc = zlibCrc32(chunk, crc) >>> 0;
        if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
        return null;
      });
      if (!end.ok && end.stopped === 'total') return totalCap;
      if (!end.ok && end.stopped === 'ratio') return ratio;
      if (!end.ok) return `압축 항목(${describe(e.name)})을 풀 수 없거나, 풀면 밝힌 크기보다 커집니다`;
      bytes = end.bytes;
      inflated += bytes;
    }
    if (bytes !== e.size) return `압축 항목(${describe(e.name)})을 풀면 밝힌 크기와 다릅니다`;
    if (crc !== e.crc) return `압축 항목(${describe(e.name)})의 검사값(CRC)이 맞지 않습니다`;
    if (isArchive(head)) return `압축 안에 또 다른 압축 파일(${describe(e.name)})이 들어 있습니다. 압축 파일 안의 압축 파일은 받지 않습니다`;
    if (e === first && raw.toString('latin1') !== HWPX_MIMETYPE) return `한글(HWPX) 문서가 아닙니다 (mimetype이 ${HWPX_MIMETYPE}가 아닙니다)`;
  }
  return null;
}
const describe = (name: string) => name.replace(/[^\w./-]/g, '?').slice(0, 60);
