import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes compression saves less than the header costs. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/html|application\/problem\+json)\b/;

/** 'br' if the client takes it, else 'gzip', else null (q=0 means "not this one"). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses the answers the server builds in memory (API JSON, the shell's index.html): the menu
 * tree alone is ≈ 12 KB, read at every start-up over phone networks. Files on disk are served
 * precompressed by the static plugin and arrive here as streams, which this hook leaves alone.
 */
export function compressPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || req.method === 'HEAD') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    varyOnEncoding(reply);
    if (!encoding) return payload;
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return encode(body, encoding);
  });
}

/** The body as sent in `encoding` (brotli quality 5, gzip 6: a few ms for a 60 KB page), or as it is. */
export function encode(body: Buffer, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

/** Says that the answer depends on Accept-Encoding, beside whatever else it varies on. */
export function varyOnEncoding(reply: FastifyReply): void {
  reply.header('Vary', mergeVary(reply.getHeader('vary')));
}

function mergeVary(current: unknown): string {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) list.push('Accept-Encoding');
  return list.join(', ');
}
