import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { StoreUnavailable } from '../adapters/storage';
import { HttpError } from '../http/errors';
import { errorSummary } from '../http/log-safe';

/** Error bodies are `{ message }` in Korean; 4xx say what to fix; 5xx hide internals (logged with the request id). */
export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, req, reply) => {
    if (error instanceof HttpError) {
      if (error.extra?.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.extra ?? {}), ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (error instanceof ZodError) {
      // a response that breaks its own contract is our bug, not the visitor's
      req.log.error({ err: errorSummary(error) }, 'response does not match its contract');
      return reply.code(500).send({ message: `일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주십시오. (요청번호 ${req.id})` });
    }
    if (error instanceof StoreUnavailable) {
      // the S3-compatible file store cannot be reached: the download (or upload) can be tried again
      req.log.warn({ err: errorSummary(error) }, 'file store unavailable');
      return reply.code(503).send({ message: '파일 저장소에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주십시오.' });
    }
    const fe = error as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: '보내신 내용이 너무 큽니다. 크기를 줄여 다시 보내 주십시오.' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ message: '지원하지 않는 형식입니다. JSON으로 보내 주십시오.' });
    }
    if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error as Error).name === 'SyntaxError') {
      return reply.code(400).send({ message: '요청 본문(JSON)의 형식이 올바르지 않습니다. 내용을 확인해 주십시오.' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return reply.code(400).send({ message: '요청 본문의 길이(Content-Length)가 실제 내용과 맞지 않습니다. 다시 보내 주십시오.' });
    }
    if (fe.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.code(415).send({ message: '첨부파일은 multipart/form-data 형식으로 보내 주십시오.' });
    }
    if (fe.code === 'FST_PARTS_LIMIT' || fe.code === 'FST_FILES_LIMIT' || fe.code === 'FST_FIELDS_LIMIT' || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ message: '첨부파일 요청에 담긴 파일이나 항목이 너무 많거나 큽니다. 파일 하나만 골라 다시 올려 주십시오.' });
    }
    // busboy's own errors carry no status: a cut or broken multipart body is the sender's, not ours
    if (fe.code === 'FST_PROTO_VIOLATION' || /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/.test(String(fe.message))) {
      return reply.code(400).send({ message: '첨부파일 요청(multipart/form-data)의 형식이 올바르지 않습니다. 파일을 다시 골라 올려 주십시오.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: '요청을 처리할 수 없습니다. 입력한 내용을 확인해 주십시오.' });
    }
    req.log.error({ err: errorSummary(error) }, 'request failed');
    return reply.code(500).send({ message: `일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주십시오. (요청번호 ${req.id})` });
  });
}
