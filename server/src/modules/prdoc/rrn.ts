// 주민등록번호 in fetched records (issue 31 item 7): back halves the request did not ask for are
// dropped before a record is stored, and what is stored is answered masked (800101-1******) unless
// an unmasked view was asked for.
import type { FastifyReply } from 'fastify';
import type { PrdocRecord, PrdocRecordView, RrnBackChoice } from '@portal/contracts';
import { attachmentHeaders } from '../../kernel/files/download';

/** A whole number, with or without its hyphen; a masked one (1******) does not match. */
const WHOLE = /(?<!\d)(\d{6})\s?-?\s?([1-8])(\d{6})(?!\d)/g;

const eachValue = (r: PrdocRecord, f: (v: string) => string): PrdocRecord => ({
  ...r,
  rows: r.rows.map((row) => ({ ...row, value: f(row.value) })),
  table: r.table && { ...r.table, rows: r.table.rows.map((cells) => cells.map(f)) },
});

/** Masks every whole number but those whose front part (YYMMDD) `keep` admits. */
const maskUnless = (keep: (front: string) => boolean) => (v: string) =>
  v.replace(WHOLE, (_, front: string, first: string, rest: string) => (keep(front) ? `${front}-${first}${rest}` : `${front}-${first}******`));

export function hasBackHalves(r: PrdocRecord): boolean {
  const values = [...r.rows.map((row) => row.value), ...(r.table?.rows.flat() ?? [])];
  return values.some((v) => new RegExp(WHOLE.source).test(v));
}

/**
 * The record as it may be stored for a request that chose `choice`: NONE keeps no back half, SELF
 * only the member's own (by birth date, YYYYMMDD), ALL every one — whatever the centre sent.
 */
export function keepAskedBackHalves(r: PrdocRecord, choice: RrnBackChoice, birthDate: string): PrdocRecord {
  if (choice === 'ALL') return r;
  const own = birthDate.slice(2);
  return eachValue(r, maskUnless((front) => choice === 'SELF' && own.length === 6 && front === own));
}

/** The record as the API answers it: masked unless `view` is 'unmasked' (the caller logs that). */
export function recordView(r: PrdocRecord, view: 'masked' | 'unmasked'): PrdocRecordView {
  const hidden = view === 'masked' && hasBackHalves(r);
  return { ...(hidden ? eachValue(r, maskUnless(() => false)) : r), rrnHidden: hidden };
}

/** A record as a plain-text file to keep or print: always masked (an unmasked copy would outlive the audit row). */
function recordText(stored: PrdocRecord): string {
  const r = recordView(stored, 'masked');
  const lines = [r.title, '', `발급기관: ${r.issuer}`, `발급번호: ${r.docNo}`, `발급일: ${r.issuedAt}`, ...r.rows.map((row) => `${row.label}: ${row.value}`)];
  if (r.table) lines.push('', r.table.caption, r.table.head.join(' | '), ...r.table.rows.map((cells) => cells.join(' | ')));
  lines.push('', '※ 주민등록번호 뒷자리는 가려서 내려받습니다.');
  return `${lines.join('\r\n')}\r\n`;
}

/** Answers the record as that file (the download of a fetched document). */
export function sendRecordText(reply: FastifyReply, stored: PrdocRecord) {
  const text = Buffer.from(recordText(stored), 'utf8');
  return attachmentHeaders(reply, { mime: 'text/plain; charset=utf-8', size: text.length, name: `${stored.title}_${stored.issuedAt}.txt` }, 'private, no-store').send(text);
}
