export {
  createHttpClient,
  http,
  resolveUrl,
  validStatus,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type HttpClient,
  type HttpClientOptions,
  type HttpResponse,
  type RequestConfig,
} from './client';
export { getContextPath, withContextPath } from './context-path';
export { DEV_ALERT_CENTER_MAX, DEV_ALERT_CONTACT, devAlertContent, isDevelopmentHost } from './dev-host';
export { HttpError, httpErrorKind, httpErrorSentence, isHttpError, serverMessage, type HttpErrorKind, type HttpErrorResponse } from './errors';
export { isSameOrigin } from './same-origin';
export { call, fillPath, send, type CallInput } from './call';
