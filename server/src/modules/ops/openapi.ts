import { z } from 'zod';
import { apiCalls, type ApiCall } from '@portal/contracts';

/** OpenAPI 3.1 document generated from the same zod schemas the server validates with. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, call] of Object.entries(apiCalls) as [string, ApiCall][]) {
    const op: Record<string, unknown> = { operationId: id, summary: call.summary, tags: call.tags, responses: {} };
    if (call.querystring) {
      const schema = z.toJSONSchema(call.querystring, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      op.parameters = Object.entries(schema.properties ?? {}).map(([name, s]) => ({
        name,
        in: 'query',
        required: schema.required?.includes(name) ?? false,
        schema: s,
      }));
    }
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
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: { title: '법률구조 플랫폼 API', version: '0.1.0', description: '오류 응답 본문은 { message } 형식의 한국어 문장입니다.' },
    paths,
  };
}
