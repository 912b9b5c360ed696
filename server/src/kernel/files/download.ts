import type { FastifyReply } from 'fastify';
import { cleanFileName } from './file-name';

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name (Korean names survive every browser). */
export function contentDisposition(name: string): string {
  // names stored before the cleaning rules (bidi overrides, controls) are cleaned on the way out too
  const clean = cleanFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Headers of every attachment download: the Content-Type detected at upload (never the name's),
 * `nosniff`, always `attachment` (never shown inline), and a CSP that sandboxes the answer should a
 * browser render it anyway (a polyglot the checks missed runs no script and reaches no origin).
 */
export function attachmentHeaders(reply: FastifyReply, f: { mime: string; size: number; name: string }, cacheControl: string): FastifyReply {
  return reply
    .header('Content-Type', f.mime)
    .header('Content-Length', String(f.size))
    .header('Content-Disposition', contentDisposition(f.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', cacheControl);
}
