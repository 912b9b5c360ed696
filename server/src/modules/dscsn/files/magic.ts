import type { AttachmentType } from '@portal/contracts';
import { claimedType } from './inspect';

/** Bytes of the start of a file kept while it is received (enough for the magic bytes). */
export const SNIFF_BYTES = 128;

/**
 * The format the first bytes claim (magic bytes): PDF `%PDF-`, JPEG `FF D8 FF`, PNG signature,
 * HWP 5 (OLE compound file) and HWPX (zip). Only a first guess: `inspectFile` (inspect.ts) walks
 * the whole structure before an upload is accepted.
 */
export function sniffType(head: Buffer): { type: AttachmentType; mime: string } | null {
  const k = claimedType(head);
  return k && { type: k.type, mime: k.mime };
}
