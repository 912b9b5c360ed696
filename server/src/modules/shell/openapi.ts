import { z } from 'zod';
import { apiCalls, type ApiCall } from '@portal/contracts';
import { parametersOf } from '../../http/openapi-parameters';

const API_KEY_SCHEME = 'apiKey';

/** OpenAPI 3.1 document generated from the same zod schemas the server validates with. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, call] of Object.entries(apiCalls) as [string, ApiCall][]) {
    // x-access: who may call it (public | person | member | editor | apiKey, or { staff: { role?, institution? } } naming which
    // institution officers), checked before the input is read; an open-API call also names its key as a security requirement
    const op: Record<string, unknown> = { operationId: id, summary: call.summary, tags: call.tags, 'x-access': call.access, responses: {} };
    if (call.access === 'apiKey') op.security = [{ [API_KEY_SCHEME]: [] }];
    const parameters = [
      ...parametersOf(call.params, 'path'),
      ...parametersOf(call.headers, 'header'),
      ...parametersOf(call.querystring, 'query'),
    ];
    if (parameters.length) op.parameters = parameters;
    if (call.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }) } },
      };
    }
    for (const [status, schema] of Object.entries(call.responses)) {
      (op.responses as Record<string, unknown>)[status] = {
        description: Number(status) < 400 ? '성공' : '오류',
        content: { 'application/json': { schema: z.toJSONSchema(schema, { unrepresentable: 'any' }) } },
      };
    }
    const openApiPath = call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[openApiPath] = { ...paths[openApiPath], [call.method.toLowerCase()]: op };
  }
  const keyed = Object.values(apiCalls).some((c: ApiCall) => c.access === 'apiKey');
  return {
    openapi: '3.1.0',
    info: {
      title: '법률구조 플랫폼 API',
      version: '0.1.0',
      description:
        '오류 응답 본문은 { message } 형식의 한국어 문장입니다. 상태를 바꾸는 요청(POST, PUT, PATCH, DELETE)은 XSRF-TOKEN 쿠키와 같은 값을 X-XSRF-TOKEN 헤더로 보내야 하며, 본문은 application/json(첨부파일은 multipart/form-data)만 받습니다.',
    },
    paths,
    ...(keyed ? { components: { securitySchemes: { [API_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: '오픈 API 이용 기관에 발급한 키' } } } } : {}),
  };
}
