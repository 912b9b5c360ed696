// The answers of /openapi/v1 as 공공데이터포털 APIs give them: { response: { header, body } } with
// resultCode/resultMsg, in JSON or, on request, in XML; refusals carry their code and the right status.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPENAPI_RESULTS, openApiCodeOfStatus, type OpenApiResultCode } from '@portal/contracts';
import { requestQuota } from '../../kernel/api-keys';
import type { OpenPage, OpenPaging } from '../../kernel/open-data';

export const OPEN_PREFIX = '/openapi/v1';
const NORMAL = { resultCode: '00', resultMsg: OPENAPI_RESULTS['00'].msg };

/** A page of a list in the envelope. */
export function listAnswer<T>(page: OpenPage<T>, p: OpenPaging) {
  return { response: { header: NORMAL, body: { items: { item: page.items }, numOfRows: p.numOfRows, pageNo: p.pageNo, totalCount: page.totalCount } } };
}

/** One record in the envelope. */
export function itemAnswer<T>(item: T) {
  return { response: { header: NORMAL, body: { item } } };
}

/** XML when `type=xml`, or when Accept names XML and not JSON first; `type=json` always JSON. */
export function wantsXml(req: FastifyRequest): boolean {
  const type = (req.query as Record<string, unknown> | undefined)?.type;
  if (type === 'xml') return true;
  if (type === 'json') return false;
  const accept = String(req.headers.accept ?? '').toLowerCase();
  const xml = Math.min(...['application/xml', 'text/xml'].map((t) => accept.indexOf(t)).map((i) => (i < 0 ? Infinity : i)));
  const json = accept.indexOf('application/json');
  return xml !== Infinity && (json < 0 || xml < json);
}

// characters XML 1.0 cannot carry at all (control characters but tab, newline, carriage return; lone surrogates; U+FFFE/U+FFFF)
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

function element(name: string, value: unknown): string {
  const tag = NAME.test(name) ? name : 'value';
  if (value === null || value === undefined) return `<${tag}/>`;
  if (Array.isArray(value)) return value.map((v) => element(tag, v)).join('');
  if (typeof value === 'object') {
    return `<${tag}>${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => element(k, v))
      .join('')}</${tag}>`;
  }
  return `<${tag}>${escapeXml(String(value))}</${tag}>`;
}

/** The envelope as XML: one element per key, an array as repeated elements (items.item), text escaped. */
export function toXml(body: { response: unknown }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('response', body.response)}`;
}

/** An error body of the app (`{ message, resultCode?, errors? }`) as the open API's envelope. */
function errorEnvelope(status: number, body: Record<string, unknown>) {
  const given = typeof body.resultCode === 'string' && body.resultCode in OPENAPI_RESULTS ? (body.resultCode as OpenApiResultCode) : null;
  const code = given ?? openApiCodeOfStatus(status);
  const message = typeof body.message === 'string' ? body.message : '요청을 처리할 수 없습니다.';
  return { response: { header: { resultCode: code, resultMsg: OPENAPI_RESULTS[code].msg, message } } };
}

function setQuotaHeaders(req: FastifyRequest, reply: FastifyReply) {
  const quota = requestQuota(req);
  if (!quota) return;
  reply.header('X-RateLimit-Limit', String(quota.limit));
  reply.header('X-RateLimit-Remaining', String(quota.remaining));
  reply.header('X-RateLimit-Reset', String(quota.resetSeconds));
  if (reply.statusCode === 429) reply.header('Retry-After', String(quota.resetSeconds));
}

const isOpenRequest = (req: FastifyRequest) => (req.routeOptions.url ?? '').startsWith(`${OPEN_PREFIX}/`) && req.routeOptions.url !== `${OPEN_PREFIX}/openapi.json`;

/**
 * The answers of /openapi/v1 (before serialisation and compression): the quota headers, errors in
 * the envelope with their result code, and XML when asked.
 */
export function installEnvelope(app: FastifyInstance) {
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (!isOpenRequest(req) || !payload || typeof payload !== 'object') return payload;
    setQuotaHeaders(req, reply);
    reply.header('Vary', 'Accept');
    const body = reply.statusCode >= 400 && !('response' in payload) ? errorEnvelope(reply.statusCode, payload as Record<string, unknown>) : (payload as { response: unknown });
    if (!wantsXml(req)) return body;
    reply.type('application/xml; charset=utf-8');
    reply.serializer((xml) => xml as string);
    return toXml(body);
  });
}
