import type { AttachmentType } from '@portal/contracts';

/** Bytes of the start of a file we need to tell its type (HWPX: the zip's first entry and its content). */
export const SNIFF_BYTES = 128;

const startsWith = (head: Buffer, bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/**
 * The attachment type by content (magic bytes), never by name: PDF `%PDF-`, JPEG `FF D8 FF`,
 * PNG signature, HWP 5 (OLE compound file `D0 CF 11 E0 A1 B1 1A E1`) and HWPX (a zip whose first
 * entry is a stored `mimetype` holding `application/hwp+zip`). Anything else is null.
 */
export function sniffType(head: Buffer): { type: AttachmentType; mime: string } | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { type: 'PDF', mime: 'application/pdf' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { type: 'JPG', mime: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'PNG', mime: 'image/png' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { type: 'HWP', mime: 'application/x-hwp' };
  if (isHwpx(head)) return { type: 'HWP', mime: 'application/hwp+zip' };
  return null;
}

function isHwpx(head: Buffer): boolean {
  // zip local file header: PK\3\4, method at 8 (0 = stored), name length at 26, extra length at 28, name at 30
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || head.length < 30) return false;
  if (head.readUInt16LE(8) !== 0) return false;
  const nameLen = head.readUInt16LE(26);
  const extraLen = head.readUInt16LE(28);
  const name = head.subarray(30, 30 + nameLen).toString('latin1');
  if (name !== 'mimetype') return false;
  const start = 30 + nameLen + extraLen;
  const expected = 'application/hwp+zip';
  return head.subarray(start, start + expected.length).toString('latin1') === expected;
}
