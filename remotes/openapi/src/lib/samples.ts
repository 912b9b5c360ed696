// How the documentation writes a sample: the answer in JSON and in XML (indented for reading; the
// server sends the same elements on one line), and the request as a client would send it.
import { OPENAPI_RESULTS } from '@portal/contracts/client';
import type { ApiDoc } from './catalogue';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** One element and what it holds: an array repeats the element, null is an empty element (as /openapi/v1 answers). */
function element(name: string, value: unknown, depth: number): string[] {
  const pad = '  '.repeat(depth);
  if (Array.isArray(value)) return value.flatMap((v) => element(name, v, depth));
  if (value === null || value === undefined) return [`${pad}<${name}/>`];
  if (typeof value === 'object') {
    const inner = Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => element(k, v, depth + 1));
    return [`${pad}<${name}>`, ...inner, `${pad}</${name}>`];
  }
  return [`${pad}<${name}>${escapeXml(String(value))}</${name}>`];
}

/** A sample answer `{ response: … }` as the XML the API sends for `type=xml`, indented. */
export function sampleXml(answer: unknown): string {
  const response = (answer as { response: unknown }).response;
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...element('response', response, 0)].join('\n');
}

export const sampleJson = (answer: unknown) => JSON.stringify(answer, null, 2);

/** The query of a sample request with `type` set (and without empty values). */
export function sampleQuery(doc: ApiDoc, type: 'json' | 'xml'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(doc.sampleQuery as Record<string, string | undefined>)) if (v) out[k] = v;
  if (type === 'xml') out.type = 'xml';
  return out;
}

/** A curl command for the sample (the key in a header, never in the address). */
export function curlOf(address: string, type: 'json' | 'xml'): string {
  const accept = type === 'xml' ? ' \\\n  -H "Accept: application/xml"' : '';
  return `curl -H "X-API-Key: $SERVICE_KEY"${accept} \\\n  "${address}"`;
}

/** When each result code comes back (docs/openapi.md). */
const WHEN: Record<keyof typeof OPENAPI_RESULTS, string> = {
  '00': '정상',
  '03': '요청한 자료가 없습니다 (없는 officeId 등)',
  '10': '파라미터가 빠졌거나 잘못되었습니다 (message가 어느 파라미터인지 알려 줍니다)',
  '12': '/openapi/v1 아래에 그런 주소의 API가 없습니다',
  '20': '운영계정 신청이 승인을 기다리거나 반려되었습니다',
  '22': '이 API의 오늘(한국 시간) 호출 한도를 다 썼습니다 (Retry-After 헤더의 초 뒤에 다시)',
  '30': '키가 없거나 형식·검증 문자가 틀렸거나, 등록되지 않았거나 폐기된 키입니다',
  '31': '키의 유효기간(2년)이 지났거나, 재발급 뒤 이전 키의 24시간이 지났습니다',
  '32': '호출한 IP 주소가 신청한 허용 IP 목록 밖입니다',
  '99': '서버 오류입니다 (잠시 뒤 다시 시도해 주십시오)',
};

/** The result codes as the documentation's table, in code order ('00' first: object keys put '10' before '00'). */
export const RESULT_ROWS = (Object.keys(OPENAPI_RESULTS) as (keyof typeof OPENAPI_RESULTS)[]).sort().map((code) => ({
  code,
  msg: OPENAPI_RESULTS[code].msg,
  status: OPENAPI_RESULTS[code].status,
  when: WHEN[code],
}));
