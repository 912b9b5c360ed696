export { createHttpClient, http, type HttpClientOptions } from './client';
export { getContextPath, withContextPath } from './context-path';
export { DEV_ALERT_CENTER_MAX, DEV_ALERT_CONTACT, devAlertContent, isDevelopmentHost } from './dev-host';
export { httpErrorKind, httpErrorSentence, serverMessage, type HttpErrorKind } from './errors';
export { isSameOrigin } from './same-origin';
