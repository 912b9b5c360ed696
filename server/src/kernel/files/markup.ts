import { firstMatch } from './byte-windows';

/**
 * Tags that make a browser (or an old sniffer) take bytes for HTML/SVG/XML script: the HTML
 * patterns of the WHATWG MIME sniffing standard (without the one-letter ones, which PDF hex strings
 * can spell), plus SVG and script handlers. Searched only where a sniffer looks (a PDF's first 4 KB):
 * short tags such as `<br>` turn up by chance in megabytes of compressed bytes.
 */
export const SNIFFED_MARKUP = /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|style|title|div|font|table|h1|br|meta|img|a\s+href|xml|!--)[\s>/]|javascript:|\bon(?:load|error)\s*=/i;

/**
 * Markup that runs script or loads a page wherever an HTML parser meets it, searched in a whole
 * file: every tag is five characters or more (or an SVG root with a handler), so random compressed
 * bytes spell one about once in 10^9 files of 10 MB; a `<?xml` or XMP packet (`<x:xmpmeta`,
 * `<rdf:RDF`), which PDFs and photos carry, is none of them.
 */
export const ACTIVE_MARKUP =
  /<(?:script|iframe|html|body|object|embed|frameset|frame|meta|form|base|link|style)[\s>/]|<!doctype\s+html|<svg[^>]{0,256}?\bon[a-z]+\s*=|(?:java|vb)script\s*:|\bon(?:load|error|click|mouseover|focus|begin|toggle)\s*=/i;

/** Where in a file of any size the first active markup starts (-1: none); searched a megabyte at a time. */
export const activeMarkupAt = (buf: Buffer): number => firstMatch(buf, ACTIVE_MARKUP);

/** Whether a piece of metadata text holds active markup, also when written in UTF-16 (the zero bytes dropped). */
export function textHoldsMarkup(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return ACTIVE_MARKUP.test(text) || (text.includes('\0') && ACTIVE_MARKUP.test(text.replace(/\0/g, '')));
}

/** "약 5.0MB" / "약 12KB": where in a file something was found, for a message. */
export const roughOffset = (at: number) => (at >= 1024 * 1024 ? `약 ${(at / 1024 / 1024).toFixed(1)}MB` : `약 ${Math.max(1, Math.round(at / 1024))}KB`);
