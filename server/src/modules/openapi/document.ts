import { z } from 'zod';
import { OPENAPI_RESULTS, openapiV1Calls, type ApiCall } from '@portal/contracts';
import { parametersOf } from '../../http/openapi-parameters';

const codes = Object.entries(OPENAPI_RESULTS)
  .map(([code, r]) => `${code} ${r.msg} (HTTP ${r.status})`)
  .join(', ');

/** The OpenAPI 3.1 document of /openapi/v1, generated from the zod schemas the routes validate with. */
export function openApiV1Document() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, call] of Object.entries(openapiV1Calls) as [string, ApiCall][]) {
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(call.responses)) {
      const json = z.toJSONSchema(schema, { unrepresentable: 'any' });
      responses[status] = {
        description: Number(status) < 400 ? '정상 (resultCode 00)' : '오류 (resultCode와 resultMsg, 한국어 message)',
        content: { 'application/json': { schema: json }, 'application/xml': { schema: json } },
      };
    }
    paths[call.path] = {
      [call.method.toLowerCase()]: {
        operationId: id,
        summary: call.summary,
        tags: call.tags,
        'x-access': call.access,
        security: [{ bearer: [] }, { apiKeyHeader: [] }, { serviceKey: [] }],
        parameters: parametersOf(call.querystring, 'query'),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '법률구조 플랫폼 오픈 API',
      version: '1.0.0',
      description: `마이페이지에서 발급받은 서비스키로 부릅니다. 응답은 JSON(기본) 또는 XML(Accept: application/xml 또는 type=xml)입니다. 결과 코드: ${codes}. 호출 한도는 키(신청)·API마다 하루(한국 시간) 단위이며 X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset(초) 헤더로 알려 줍니다.`,
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <서비스키>' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        serviceKey: { type: 'apiKey', in: 'query', name: 'serviceKey', description: '공공데이터포털 호환 (주소에 남으므로 헤더를 권장)' },
      },
    },
  };
}
