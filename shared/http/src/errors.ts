import { AxiosError, isAxiosError, isCancel } from 'axios';

/**
 * The client-side conditions of spec section 8, as axios reports them (their English `message` is
 * kept untouched: 'Network Error', 'timeout of {n}ms exceeded', 'canceled' / 'Request aborted',
 * 'Request failed with status code {n}').
 */
export type HttpErrorKind = 'network' | 'timeout' | 'abort' | 'status' | 'unknown';

export function httpErrorKind(error: unknown): HttpErrorKind {
  if (isCancel(error)) return 'abort';
  if (!isAxiosError(error)) return 'unknown';
  if (error.response) return 'status';
  if (error.code === AxiosError.ETIMEDOUT || (error.code === AxiosError.ECONNABORTED && /^timeout of \d+ms exceeded$/.test(error.message)))
    return 'timeout';
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ERR_CANCELED) return 'abort';
  if (error.code === AxiosError.ERR_NETWORK) return 'network';
  return 'unknown';
}

/** The server's `message` (error body of spec section 3), when the answer carries one. */
export function serverMessage(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
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
      const status = (error as AxiosError).response!.status;
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
