export { createHttpClient, http } from './client';
export { getContextPath, withContextPath } from './context-path';
// react-query defaults live at '@portal/http/query', so pages without queries do not load react-query.
