import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers Fastify and Node give before a route runs (issue 13): in Korean, with the right 4xx,
 * never Fastify's English body with its own error code.
 */

const BAD_URL = '요청 주소에 올바르지 않은 퍼센트 인코딩(%)이 있습니다. 주소의 한글이나 기호를 UTF-8로 인코딩해 다시 보내 주십시오.';
const PARAM_TOO_LONG = '요청 주소의 값이 너무 깁니다. 주소의 각 부분은 300자 이하로 보내 주십시오.';

/** Fastify's `frameworkErrors`: the router's bad percent-encoding and over-long path parameter. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', req.id);
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ message: BAD_URL });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(400).send({ message: PARAM_TOO_LONG });
  req.log.error({ code: error.code }, 'router error');
  return reply.code(500).send({ message: `일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주십시오. (요청번호 ${req.id})` });
}

function rawAnswer(socket: Socket, status: number, reason: string, message: string) {
  const body = JSON.stringify({ message });
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a header
 * over the size limit, a control character in a header, a broken request line, a request too slow
 * to arrive). Nothing of the request is logged (it may carry a cookie or a name).
 */
export function clientErrorHandler(this: { log: { debug(o: object, m: string): void } }, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    if (err.code === 'HPE_HEADER_OVERFLOW') {
      rawAnswer(socket, 431, 'Request Header Fields Too Large', '요청 헤더가 너무 큽니다. 이 사이트의 쿠키를 지운 뒤 다시 시도해 주십시오.');
    } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      rawAnswer(socket, 408, 'Request Timeout', '요청이 제시간에 도착하지 않았습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주십시오.');
    } else if (err.code === 'HPE_INVALID_HEADER_TOKEN' || err.code === 'HPE_LF_EXPECTED' || err.code === 'HPE_CR_EXPECTED') {
      rawAnswer(socket, 400, 'Bad Request', '요청 헤더의 형식이 올바르지 않습니다. 헤더 이름과 값에 제어 문자나 줄바꿈을 넣지 말고 다시 보내 주십시오.');
    } else {
      rawAnswer(socket, 400, 'Bad Request', '요청의 형식이 올바르지 않습니다. 요청 주소와 헤더를 확인한 뒤 다시 보내 주십시오.');
    }
  }
  socket.destroy(err);
}
