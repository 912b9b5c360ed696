/** Bytes of the start of a file kept while it is received (enough for the magic bytes). */
export const SNIFF_BYTES = 128;
