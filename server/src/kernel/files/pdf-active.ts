import { eachMatch } from './byte-windows';
import { inflateBounded } from './inflate-bounded';

/**
 * Active content in a PDF: what a reader runs, launches, sends or hands out when the document is
 * opened or touched. Such a PDF is refused, not cleaned: rewriting a PDF honestly needs a full PDF
 * writer, and a legal-aid attachment never needs a script.
 *
 * Readers find objects by offset (the cross-reference table, or by scanning for `n g obj` when it is
 * broken), never by reading the file front to back; so is this walk: every `n g obj` header and
 * `trailer` in the raw bytes (streams included: an object hidden in another's data is found too)
 * starts a fresh lexer, which reads names (`#xx` escapes decoded), strings, comments and skips stream
 * data by its /Length (else up to `endstream`) as a reader does, until `endobj`. Object streams
 * (`/Type /ObjStm`, or any stream dictionary with `/First`) are inflated, at most PDF_MAX_INFLATED
 * bytes in all, and each object in them lexed the same way from the offset their header gives.
 */

/** Object streams: most bytes all of them may inflate to (beyond it the PDF is refused). */
export const PDF_MAX_INFLATED = 30 * 1024 * 1024;

/** Dictionary keys and action types refused wherever they appear (the reason's subject, with its particle). */
const ACTIVE_NAMES: Record<string, string> = {
  JavaScript: '실행되는 스크립트(JavaScript)가',
  JS: '실행되는 스크립트(JavaScript)가',
  Launch: '다른 프로그램을 실행하는 동작(Launch)이',
  AA: '화면을 열거나 누를 때 저절로 실행되는 동작(AA)이',
  EmbeddedFile: '문서 안에 넣은 다른 파일(EmbeddedFile)이',
  EmbeddedFiles: '문서 안에 넣은 다른 파일(EmbeddedFile)이',
  RichMedia: '동영상·플래시 같은 실행 콘텐츠(RichMedia)가',
  Rendition: '동영상·소리를 재생하는 동작(Rendition)이',
  SubmitForm: '입력한 내용을 밖으로 보내는 양식 동작(SubmitForm)이',
  ImportData: '밖의 자료를 불러오는 양식 동작(ImportData)이',
};
const OPEN_ACTION = '문서를 열 때 저절로 실행되는 동작(OpenAction)이';

export interface PdfRefusal {
  reason: string;
  fix: string;
}
const ACTIVE_FIX = '스크립트와 자동 실행 동작이 없는 PDF로 다시 저장해(인쇄 메뉴의 ‘PDF로 저장’ 등) 올려 주세요';
const active = (what: string): PdfRefusal => ({ reason: `${what} 들어 있습니다`, fix: what.includes('EmbeddedFile') ? '넣은 파일을 빼고 다시 저장하거나, 그 파일을 따로 올려 주세요' : ACTIVE_FIX });

// byte classes of the PDF lexer (ISO 32000 7.2.2)
const WS = 1;
const DELIM = 2;
const CLASS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) CLASS[c] = WS;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIM;
const isInt = (t: string | undefined) => t !== undefined && /^\d{1,10}$/.test(t);
const decodeName = (s: string) => (s.includes('#') ? s.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s);

// lexer modes
const NORMAL = 0;
const COMMENT = 1;
const STRING = 2;
const HEX = 3;

/** What one object's dictionary says about its stream. */
interface StreamDict {
  length?: number;
  lengthRef?: number;
  objStm: boolean;
  filters: string[];
  filterArray: boolean;
  predictor: boolean;
  first?: number;
}
const freshDict = (): StreamDict => ({ objStm: false, filters: [], filterArray: false, predictor: false });

/** One object read from its header: names checked as they come, the stream dictionary remembered. */
class ObjectLexer {
  private named: string | null = null;
  private openAction = false;
  /** What is refused here: a refused name, else an action run on opening (the name says more, so it goes first). */
  get found(): string | null {
    return this.named ?? (this.openAction ? OPEN_ACTION : null);
  }
  encrypted = false;
  openActionRefs: number[] = [];
  /** The first token of the object's value (`[` for an array). */
  firstToken: string | undefined;
  dict = freshDict();
  private mode: number = NORMAL;
  private depth = 0;
  private escape = false;
  private tokOpen = false;
  private tok = '';
  private ltPending = false;
  private recent: string[] = [];

  /**
   * Lexes b[from, to). Returns where it stopped: after the keyword `stream` (stream data follows),
   * after `endobj`/`startxref`, or -1 at `to` (a token still open is kept for the next call).
   */
  run(b: Buffer, from: number, to: number): { at: number; stop: 'stream' | 'end' } | null {
    let tokFrom = from;
    for (let i = from; i < to; i++) {
      const c = b[i]!;
      if (this.mode === COMMENT) {
        if (c === 10 || c === 13) this.mode = NORMAL;
        continue;
      }
      if (this.mode === STRING) {
        if (this.escape) this.escape = false;
        else if (c === 0x5c) this.escape = true;
        else if (c === 0x28) this.depth++;
        else if (c === 0x29 && --this.depth === 0) {
          this.mode = NORMAL;
          this.push('()');
        }
        continue;
      }
      if (this.mode === HEX) {
        if (c === 0x3e) {
          this.mode = NORMAL;
          this.push('<>');
        }
        continue;
      }
      if (this.ltPending) {
        this.ltPending = false;
        if (c === 0x3c) {
          this.push('<<');
          continue;
        }
        this.mode = HEX;
        i--;
        continue;
      }
      const cls = CLASS[c];
      if (cls === 0) {
        if (!this.tokOpen) {
          this.tokOpen = true;
          this.tok = '';
          tokFrom = i;
        }
        continue;
      }
      if (this.tokOpen) {
        this.tokOpen = false;
        const word = this.tok + b.toString('latin1', tokFrom, i);
        this.emit(word);
        if (word === 'stream') return { at: i, stop: 'stream' };
        if (word === 'endobj' || word === 'startxref') return { at: i, stop: 'end' };
      }
      if (cls === WS) continue;
      switch (c) {
        case 0x28:
          this.mode = STRING;
          this.depth = 1;
          break;
        case 0x25:
          this.mode = COMMENT;
          break;
        case 0x3c:
          this.ltPending = true;
          break;
        case 0x2f: // a name: `/` and the regular characters after it
          this.tokOpen = true;
          this.tok = '';
          tokFrom = i;
          break;
        default:
          this.push(String.fromCharCode(c));
      }
    }
    if (this.tokOpen) {
      this.tok += b.toString('latin1', tokFrom, to);
      tokFrom = to;
    }
    return null;
  }

  /** The end of the bytes: a token still open is complete. */
  end() {
    if (this.tokOpen) {
      this.tokOpen = false;
      this.emit(this.tok);
    }
  }

  private emit(word: string) {
    if (word.startsWith('/')) {
      const name = decodeName(word.slice(1));
      if (ACTIVE_NAMES[name]) this.named ??= ACTIVE_NAMES[name];
      if (name === 'Encrypt') this.encrypted = true;
      this.push(`/${name}`);
    } else this.push(word);
  }

  private push(t: string) {
    const r = this.recent;
    r.push(t);
    if (r.length > 5) r.shift();
    const k = r.length;
    const prev = r[k - 2];
    this.firstToken ??= t;
    // /OpenAction: a destination array opens a page; a dictionary is an action; a reference is looked up later
    if (prev === '/OpenAction' && t !== '[' && !isInt(t)) this.openAction = true;
    if (t === 'R' && r[k - 4] === '/OpenAction' && isInt(r[k - 3])) this.openActionRefs.push(Number(r[k - 3]));
    const d = this.dict;
    if (prev === '/Length' && isInt(t)) d.length = Number(t);
    if (t === 'R' && r[k - 4] === '/Length' && isInt(r[k - 3])) {
      d.length = undefined;
      d.lengthRef = Number(r[k - 3]);
    }
    if (prev === '/Type' && t === '/ObjStm') d.objStm = true;
    if (prev === '/First' && isInt(t)) {
      d.objStm = true;
      d.first = Number(t);
    }
    if (prev === '/Predictor' && isInt(t) && Number(t) > 1) d.predictor = true;
    if (d.filterArray && prev !== '/Filter') {
      if (t === ']') d.filterArray = false;
      else d.filters.push(t);
    }
    if (prev === '/Filter') {
      if (t === '[') d.filterArray = true;
      else d.filters.push(t);
    }
  }
}

interface ObjectStream {
  start: number;
  end: number;
  dict: StreamDict;
}

/** `n g obj` headers and `trailer`s, as a reader rebuilding a broken cross-reference table finds them. */
const HEADER = /(?<![0-9A-Za-z.+-])(\d{1,10})[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])|(?<![A-Za-z])trailer(?![A-Za-z])/g;

/** Null when the PDF holds no active content; else why it is refused. */
export async function activePdfContent(buf: Buffer): Promise<PdfRefusal | null> {
  const headers: { at: number; body: number; num: number }[] = [];
  eachMatch(buf, HEADER, (at, m) => {
    headers.push({ at, body: at + m[0].length, num: m[1] ? Number(m[1]) : -1 });
  });
  const byNumber = new Map<number, number[]>();
  for (const h of headers) {
    if (h.num < 0) continue;
    const seen = byNumber.get(h.num);
    if (seen) seen.push(h.body);
    else byNumber.set(h.num, [h.body]);
  }
  /** The text just after each definition of object `num` (all of them: an update may redefine it). */
  const bodiesOf = (num: number) => (byNumber.get(num) ?? []).map((at) => buf.toString('latin1', at, Math.min(buf.length, at + 64)));

  const streams: ObjectStream[] = [];
  const openActionRefs: number[] = [];
  /** Where array-valued objects were found in object streams (an /OpenAction may point at one). */
  const arraysInStreams = new Set<number>();
  let encrypted = false;
  for (let h = 0; h < headers.length; h++) {
    const limit = h + 1 < headers.length ? headers[h + 1]!.at : buf.length;
    const lx = new ObjectLexer();
    let pos = headers[h]!.body;
    while (pos < limit) {
      const stop = lx.run(buf, pos, limit);
      if (!stop || stop.stop === 'end') break;
      const span = streamSpan(buf, stop.at, lx.dict, bodiesOf);
      if (lx.dict.objStm) streams.push({ ...span, dict: lx.dict });
      pos = span.end;
    }
    lx.end();
    if (lx.found) return active(lx.found);
    encrypted ||= lx.encrypted;
    openActionRefs.push(...lx.openActionRefs);
  }

  if (streams.length && encrypted) {
    return { reason: '암호(보안 설정)가 걸려 있어 안의 내용을 확인할 수 없습니다', fix: '암호와 보안 설정을 해제한 PDF로 다시 저장해 올려 주세요' };
  }
  let budget = PDF_MAX_INFLATED;
  for (const s of streams) {
    const unreadable: PdfRefusal = { reason: 'PDF 안의 압축된 객체 묶음(object stream)을 풀 수 없습니다. 파일이 손상되었거나 확인할 수 없는 방식입니다', fix: '원본 프로그램에서 PDF로 다시 저장해 올려 주세요' };
    const filters = s.dict.filters;
    if (s.dict.predictor || filters.length > 1 || (filters.length === 1 && filters[0] !== '/FlateDecode' && filters[0] !== '/Fl')) return unreadable;
    const data = buf.subarray(s.start, s.end);
    let inflated: Buffer;
    if (filters.length === 0) inflated = data;
    else {
      const parts: Buffer[] = [];
      const end = await inflateBounded(data, false, (chunk) => {
        budget -= chunk.length;
        if (budget < 0) return 'cap';
        parts.push(chunk);
        return null;
      });
      if (!end.ok && end.stopped === 'cap') {
        return { reason: `PDF 안의 압축된 객체 묶음을 풀면 ${PDF_MAX_INFLATED / 1024 / 1024}MB를 넘습니다`, fix: '원본 프로그램에서 PDF로 다시 저장해 올려 주세요' };
      }
      if (!end.ok) return unreadable;
      inflated = Buffer.concat(parts);
    }
    const inner = lexObjectStream(inflated, s.dict.first, arraysInStreams);
    if (inner.found) return active(inner.found);
    openActionRefs.push(...inner.openActionRefs);
  }
  for (const ref of openActionRefs) {
    const bodies = bodiesOf(ref);
    const isDestination = bodies.length > 0 ? bodies.every((b) => /^\s*\[/.test(b)) : arraysInStreams.has(ref);
    if (!isDestination) return active(OPEN_ACTION);
  }
  return null;
}

/** Stream data starts after `stream` and its end of line; it ends at /Length if `endstream` is there, else at the first `endstream`. */
function streamSpan(buf: Buffer, keywordEnd: number, dict: StreamDict, bodiesOf: (num: number) => string[]): { start: number; end: number } {
  let start = keywordEnd;
  if (buf[start] === 0x0d) start++;
  if (buf[start] === 0x0a) start++;
  let length = dict.length;
  if (length === undefined && dict.lengthRef !== undefined) {
    const m = /^\s*(\d{1,10})\s+endobj/.exec(bodiesOf(dict.lengthRef).at(-1) ?? '');
    if (m) length = Number(m[1]);
  }
  if (length !== undefined && start + length <= buf.length && /^\s*endstream/.test(buf.toString('latin1', start + length, Math.min(buf.length, start + length + 16)))) {
    return { start, end: start + length };
  }
  const k = buf.indexOf('endstream', start, 'latin1');
  return { start, end: k < 0 ? buf.length : k };
}

/**
 * The objects of an inflated object stream, each lexed from the offset the stream's header gives
 * (pairs `number offset` before /First), as a reader fetches them; a header that cannot be read is
 * lexed as one run. Returns the first active content found and the /OpenAction references; notes array objects.
 */
function lexObjectStream(data: Buffer, first: number | undefined, arrays: Set<number>): { found: string | null; openActionRefs: number[] } {
  const pairs = first !== undefined && first <= data.length ? data.toString('latin1', 0, first).trim().split(/\s+/).map(Number) : [];
  const ranges: { num: number; from: number; to: number }[] = [];
  if (first !== undefined && pairs.length >= 2 && pairs.length % 2 === 0 && pairs.every((n) => Number.isInteger(n) && n >= 0)) {
    for (let i = 0; i < pairs.length; i += 2) {
      const from = first + pairs[i + 1]!;
      const to = i + 3 < pairs.length ? first + pairs[i + 3]! : data.length;
      if (from > data.length) break;
      ranges.push({ num: pairs[i]!, from, to: Math.max(from, Math.min(to, data.length)) });
    }
  }
  // the header itself and anything outside the listed ranges too (a reader may read an offset out of order)
  ranges.push({ num: -1, from: 0, to: data.length });
  const openActionRefs: number[] = [];
  for (const r of ranges) {
    const lx = new ObjectLexer();
    // no streams and no `endobj` in here: a keyword that would stop the lexer is read past
    for (let pos = r.from; pos < r.to; ) {
      const stop = lx.run(data, pos, r.to);
      if (!stop) break;
      pos = stop.at;
    }
    lx.end();
    if (lx.found) return { found: lx.found, openActionRefs };
    if (r.num >= 0 && lx.firstToken === '[') arrays.add(r.num);
    openActionRefs.push(...lx.openActionRefs);
  }
  return { found: null, openActionRefs };
}
