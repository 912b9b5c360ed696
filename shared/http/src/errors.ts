/** What an error answer carries (the body parsed as JSON when it is JSON). */
export interface HttpErrorResponse {
  data: unknown;
  status: number;
  headers: Headers;
}

/**
 * Every rejection of the shared client. `code` says what happened: ERR_BAD_REQUEST / ERR_BAD_RESPONSE
 * (an answer outside 200-299, in `response`), ECONNABORTED (timeout), ERR_CANCELED (the caller's
 * signal), ERR_NETWORK (no answer). The English messages are the ones spec section 8 lists.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly code: 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_NETWORK',
    readonly config: { method: string; url: string },
    readonly response?: HttpErrorResponse,
  ) {
    super(message);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** The client-side conditions of spec section 8. */
export type HttpErrorKind = 'network' | 'timeout' | 'abort' | 'status' | 'unknown';

export function httpErrorKind(error: unknown): HttpErrorKind {
  if (!isHttpError(error)) return 'unknown';
  if (error.response) return 'status';
  if (error.code === 'ECONNABORTED') return 'timeout';
  if (error.code === 'ERR_CANCELED') return 'abort';
  if (error.code === 'ERR_NETWORK') return 'network';
  return 'unknown';
}

/** The server's `message` (error body of spec section 3), when the answer carries one. */
export function serverMessage(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    const m = (data as { message: string }).message.trim();
    return m || null;
  }
  return null;
}

/** A Korean sentence for people (합니다체) for any error the client can reject with. */
export function httpErrorSentence(error: unknown): string {
  switch (httpErrorKind(error)) {
    case 'network':
      return '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주십시오.';
    case 'timeout':
      return '서버의 응답이 너무 늦어 요청을 멈추었습니다. 잠시 뒤 다시 시도해 주십시오.';
    case 'abort':
      return '요청이 취소되었습니다.';
    case 'status': {
      const status = (error as HttpError).response!.status;
      const fromServer = serverMessage(error);
      if (fromServer) return fromServer;
      if (status === 400) return '입력한 내용을 다시 확인해 주십시오.';
      if (status === 401) return '로그인이 필요합니다. 로그인한 뒤 다시 시도해 주십시오.';
      if (status === 403) return '이 요청을 처리할 권한이 없습니다.';
      if (status === 404) return '요청한 정보를 찾을 수 없습니다.';
      if (status === 429) return '요청이 너무 많습니다. 잠시 뒤 다시 시도해 주십시오.';
      if (status >= 500) return `서버에서 오류가 발생했습니다(상태 코드 ${status}). 잠시 뒤 다시 시도해 주십시오.`;
      return `요청을 처리하지 못했습니다(상태 코드 ${status}).`;
    }
    default:
      return '알 수 없는 오류가 발생했습니다. 잠시 뒤 다시 시도해 주십시오.';
  }
}
